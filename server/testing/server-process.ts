/**
 * The real server in a process of its own, so a test can kill it with SIGKILL or read its memory
 * from /proc: `node --import tsx server/testing/server-process.ts <site root> <inbox dir> [--no-post-limits]`.
 * It listens on a free loopback port and prints `listening <url>` once it accepts connections.
 * Test support only.
 */
import { startServer } from "../start-server";

const [root, inboxDir, ...flags] = process.argv.slice(2);
if (!root || !inboxDir) {
  console.error("Usage: server-process.ts <site root> <inbox dir> [--no-post-limits]");
  process.exit(2);
}

const running = await startServer({
  port: 0,
  host: "127.0.0.1",
  root,
  inboxDir,
  // A burst from one address, to test something other than the per-client limits, turns them off.
  ...(flags.includes("--no-post-limits")
    ? { inboxLimits: { maxPostsInFlight: Infinity, postsPerWindow: Infinity } }
    : {}),
});
console.log(`listening ${running.url}`);
