/**
 * Builds happen in scratch copies of the project under the system temp folder, never in the
 * project's own build/ (tests use that one, and a benchmark must not change what they serve).
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cp, lstat, mkdir, readdir, readFile, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../server/project-paths";
import { closeOnExit } from "./cleanup";

/** Where every scratch copy lives; the default build's copy persists so its image cache stays warm. */
export const scratchRoot = path.join(os.tmpdir(), "ivory-bench");

/** Top-level entries that are outputs, caches or history, not the project's source. */
const notCopied = new Set([
  "node_modules",
  "build",
  ".git",
  ".bench",
  ".inbox",
  ".react-router",
  "test-results",
  "playwright-report",
  "coverage",
]);

/** Where vite-imagetools keeps encoded images (its default, relative to the folder the build runs in). */
const imageCacheParts = ["node_modules", ".cache", "imagetools"];

let lockHeld = false;

/**
 * Claims the scratch folder for this process until it exits: two benchmarks building into the same
 * copies would delete each other's files mid-build. A lock left by a process that died is taken over.
 */
export function claimScratchFolder(): void {
  if (lockHeld) return;
  mkdirSync(scratchRoot, { recursive: true });
  const lock = path.join(scratchRoot, "lock");
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(readFileSync(lock, "utf8"));
    if (isRunning(owner)) {
      throw new Error(
        `Another benchmark (process ${owner}) is building in ${scratchRoot}; wait for it to finish.`,
      );
    }
    writeFileSync(lock, String(process.pid));
  }
  lockHeld = true;
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

export interface ScratchProject {
  dir: string;
  /** The site the build writes, ready for the server. */
  clientDir: string;
}

/**
 * Makes `dir` an up-to-date copy of the project's source. Its node_modules is a folder of links
 * to the project's packages (no install), except `.cache`, which stays the copy's own: that is
 * what makes a cold build cold, and keeps our builds out of the project's cache.
 */
export async function prepareScratchProject(
  dir: string,
  { coldImageCache }: { coldImageCache: boolean },
): Promise<ScratchProject> {
  claimScratchFolder();
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(dir)) {
    if (entry !== "node_modules") await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  for (const entry of await readdir(projectRoot)) {
    if (notCopied.has(entry)) continue;
    await cp(path.join(projectRoot, entry), path.join(dir, entry), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  await linkPackages(dir);
  if (coldImageCache) await rm(path.join(dir, "node_modules", ".cache"), { recursive: true, force: true });
  return { dir, clientDir: path.join(dir, "build", "client") };
}

async function linkPackages(dir: string): Promise<void> {
  const source = path.join(projectRoot, "node_modules");
  const target = path.join(dir, "node_modules");
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source)) {
    // Vite writes caches and its bundled config into node_modules; keep those per copy.
    if (entry === ".cache" || entry.startsWith(".vite")) continue;
    const link = path.join(target, entry);
    if (await exists(link)) continue;
    await symlink(path.join(source, entry), link);
  }
}

export interface BuildTiming {
  seconds: number;
  /** Encoded images the build left in the copy's image cache: proof the cache was used. */
  cachedImages: number;
}

/** Runs the project's production build in the copy and times it end to end (bundle, prerender, compress). */
export async function buildScratchProject(project: ScratchProject, logName: string): Promise<BuildTiming> {
  const logFile = path.join(project.dir, `${logName}.log`);
  const started = performance.now();
  const status = await runLogged("npx", ["tsx", "scripts/build-site.ts"], project.dir, logFile);
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) {
    const log = await readFile(logFile, "utf8").catch(() => "");
    throw new Error(
      `The build in ${project.dir} failed (exit ${status}). Last lines of ${logFile}:\n${tail(log, 15)}`,
    );
  }
  return { seconds, cachedImages: await countFiles(path.join(project.dir, ...imageCacheParts)) };
}

/** Build output goes to a log file: on success it is noise, on failure we print its end. */
function runLogged(command: string, args: string[], cwd: string, logFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    // Its own process group, so stopping the benchmark can stop the whole build tree (npx, vite, workers).
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const forget = closeOnExit(() => stopGroup(child.pid));
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once("error", reject);
    child.once("close", (code) => {
      forget();
      log.end(() => resolve(code ?? 1));
    });
  });
}

function stopGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // The group has already exited.
  }
}

function tail(text: string, lines: number): string {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

async function countFiles(dir: string): Promise<number> {
  return (await readdir(dir).catch(() => [])).length;
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}
