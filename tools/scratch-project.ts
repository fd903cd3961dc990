/**
 * A scratch copy of the project and a build in it, for the benchmark and for the build tests that
 * change the content first: builds of theirs never touch the project's own build/ (tests use that
 * one, and a benchmark must not change what they serve).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync, readFileSync } from "node:fs";
import { cp, mkdir, readdir, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../server/project-paths";

/** Outputs, caches and history, not the project's source. */
const notCopied = new Set(
  ".git .bench .inbox .react-router build coverage node_modules playwright-report test-results".split(" "),
);

/** Where vite-imagetools keeps encoded images, relative to the folder the build runs in. */
export const imageCache = ["node_modules", ".cache", "imagetools"];

export interface ScratchProject {
  dir: string;
  /** The site the build writes, ready for the server. */
  clientDir: string;
}

/**
 * Makes `dir` an up-to-date copy of the project's source. Its node_modules links to the project's
 * packages (no install), except the image cache, which is the copy's own: kept from its last
 * build, emptied (a cold build), or started from the project's (a quick build).
 */
export async function prepareScratchProject(
  dir: string,
  { images }: { images: "kept" | "cold" | "project" },
): Promise<ScratchProject> {
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(dir)) {
    if (entry !== "node_modules") await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  for (const entry of await readdir(projectRoot)) {
    if (notCopied.has(entry)) continue;
    await cp(path.join(projectRoot, entry), path.join(dir, entry), {
      recursive: true,
      verbatimSymlinks: true,
      // A workspace's own packages are outputs of an install, like the root's.
      filter: (source) => path.basename(source) !== "node_modules",
    });
  }
  const modules = path.join(dir, "node_modules");
  await mkdir(modules, { recursive: true });
  for (const entry of await readdir(path.join(projectRoot, "node_modules"))) {
    // Vite writes caches and its bundled config into node_modules: those stay the copy's own.
    if (entry === ".cache" || entry.startsWith(".vite")) continue;
    await symlink(path.join(projectRoot, "node_modules", entry), path.join(modules, entry)).catch(
      (error: unknown) => {
        if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      },
    );
  }
  const cache = path.join(dir, ...imageCache);
  if (images !== "kept") await rm(cache, { recursive: true, force: true });
  if (images === "project") {
    await cp(path.join(projectRoot, ...imageCache), cache, { recursive: true }).catch(() => undefined);
  }
  return { dir, clientDir: path.join(dir, "build", "client") };
}

export interface BuildTiming {
  seconds: number;
  /** Encoded images the build left in the copy's image cache: proof the cache was used. */
  cachedImages: number;
}

export interface ScratchBuildOptions {
  /** The flavour whose forms post to the server's inbox, instead of the production build. */
  local?: boolean;
  /**
   * Arranges for `stop` to run if this process is stopped by a signal, until the function it
   * returns is called (the benchmark's `closeOnExit`). The build runs in a process group of its
   * own, which a Ctrl+C does not reach by itself.
   */
  onInterrupt?: (stop: () => void) => () => void;
}

/** Runs the project's build in the copy, timed end to end; its output goes to `<logName>.log`. */
export async function buildScratchProject(
  project: ScratchProject,
  logName: string,
  { local = false, onInterrupt }: ScratchBuildOptions = {},
): Promise<BuildTiming> {
  const logFile = path.join(project.dir, `${logName}.log`);
  const started = performance.now();
  const log = openSync(logFile, "w");
  // The copy's own .env decides its settings: none leaks in from a caller that loaded another
  // (Vitest puts the project's VITE_ settings into the environment).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")));
  // Its own process group, so that stopping it stops the whole build (npx, vite, workers).
  const child = spawn("npx", ["tsx", "scripts/build-site.ts", ...(local ? ["--local"] : [])], {
    cwd: project.dir,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  const forget = onInterrupt?.(() => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  });
  const [status] = (await once(child, "close").finally(() => {
    forget?.();
    closeSync(log);
  })) as [number | null];
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) {
    const lines = readFileSync(logFile, "utf8").trimEnd().split("\n");
    // The end of the log is often a bundler's stack; the first error names the cause.
    const cause = lines.find((line) => /^\s*\w*Error\b/.test(line));
    const tail = lines.slice(-15).join("\n");
    throw new Error(
      `The build in ${project.dir} failed (exit ${status})` +
        `${cause ? `; first error: ${cause.trim()}` : ""}. End of ${logFile}:\n${tail}`,
    );
  }
  const cached = await readdir(path.join(project.dir, ...imageCache)).catch(() => []);
  return { seconds, cachedImages: cached.length };
}
