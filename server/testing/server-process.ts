/**
 * The real server in a process of its own, for tests that kill it or weigh its memory:
 * `node --expose-gc --import tsx server-process.ts <site root> <inbox dir> [--no-post-limits]`.
 */
import { createInterface } from "node:readline";
import { startServer } from "../start-server";

const [root = "", inboxDir = "", ...flags] = process.argv.slice(2);
const running = await startServer({
  port: 0,
  host: "127.0.0.1",
  root,
  inboxDir,
  ...(flags.includes("--no-post-limits")
    ? { inboxLimits: { maxPostsInFlight: Infinity, postsPerWindow: Infinity } }
    : {}),
});
console.log(`listening ${running.url}`);

// Any line on stdin: the bytes still in use after a full collection, which no garbage inflates.
createInterface({ input: process.stdin }).on("line", () => {
  globalThis.gc?.();
  const { heapUsed, external } = process.memoryUsage();
  console.log(`memory ${heapUsed + external}`);
});
