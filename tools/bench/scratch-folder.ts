/**
 * Where the benchmark keeps its scratch copies of the project (tools/scratch-project.ts), and the
 * lock that gives them to one benchmark at a time.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The benchmark's copies; the default build's copy persists so its image cache stays warm. */
export const scratchRoot = path.join(os.tmpdir(), "ivory-bench");

/**
 * Claims the benchmark's copies for this process until it exits: two benchmarks building into the
 * same copies would delete each other's files. A lock left by a process that died is taken over.
 */
export function claimScratchFolder(): void {
  mkdirSync(scratchRoot, { recursive: true });
  const lock = path.join(scratchRoot, "lock");
  const owner = Number(existsSync(lock) ? readFileSync(lock, "utf8") : "");
  if (owner !== process.pid && isRunning(owner)) {
    throw new Error(`Another benchmark (process ${owner}) is building in ${scratchRoot}; wait for it.`);
  }
  writeFileSync(lock, String(process.pid));
  process.once("exit", () => rmSync(lock, { force: true }));
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}
