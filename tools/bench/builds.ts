/**
 * The builds the benchmark measures, each in a scratch copy of the project (tools/scratch-project.ts)
 * under the system's temp folder, never in the project's build/. The copies persist between runs,
 * so their image caches stay warm.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildScratchProject, imageCache, prepareScratchProject } from "../scratch-project";
import { closeOnExit, progress } from "./browser";

const scratchRoot = path.join(os.tmpdir(), "ivory-bench");

/**
 * "production", or "local": the flavour whose forms post to the server's own inbox. Returns the
 * built site's client folder and how long the build took.
 */
export async function buildInScratchCopy(flavour: "production" | "local") {
  claimScratchFolder();
  const dir = path.join(scratchRoot, flavour === "local" ? "site-local" : "site");
  progress(`Building the ${flavour} flavour in ${dir} (the project's build/ is left alone)…`);
  // A first build starts from the project's image cache, later ones from the copy's own.
  const warm = existsSync(path.join(dir, ...imageCache));
  const project = await prepareScratchProject(dir, { images: warm ? "kept" : "project" });
  const { seconds } = await buildScratchProject(project, `build-${flavour}`, {
    local: flavour === "local",
    onInterrupt: closeOnExit,
  });
  return { clientDir: project.clientDir, seconds };
}

/**
 * Claims the copies for this process until it exits: two benchmarks building into the same copy
 * would delete each other's files. A lock left by a process that died is taken over.
 */
function claimScratchFolder(): void {
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
