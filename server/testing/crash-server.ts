/**
 * The real server in a process of its own, so the crash test can kill it with SIGKILL:
 * `node --import tsx server/testing/crash-server.ts <site root> <inbox dir>`. It listens on a free
 * loopback port and prints `listening <url>` once it accepts connections. Test support only.
 */
import { startServer } from "../start-server";

const [root, inboxDir] = process.argv.slice(2);
if (!root || !inboxDir) {
  console.error("Usage: crash-server.ts <site root> <inbox dir>");
  process.exit(2);
}

// The burst comes from one address on purpose: the per-client limits are not what is tested here.
const running = await startServer({
  port: 0,
  host: "127.0.0.1",
  root,
  inboxDir,
  inboxLimits: { maxPostsInFlight: Infinity, postsPerWindow: Infinity },
});
console.log(`listening ${running.url}`);
