/**
 * Starts `server-process.ts` in a child process and waits until it listens. Test support only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const serverScript = fileURLToPath(new URL("./server-process.ts", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every whole line the process has printed so far. */
  output: string[];
  exited: Promise<void>;
}

export function spawnServer(root: string, inboxDir: string, flags: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", serverScript, root, inboxDir, ...flags], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  let unfinishedLine = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // A line can arrive split over two chunks: only whole lines are kept.
      const lines = (unfinishedLine + chunk.toString()).split("\n");
      unfinishedLine = lines.pop() ?? "";
      output.push(...lines.filter(Boolean));
      const url = output
        .map((line) => /^listening (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1])
        .find(Boolean);
      if (url) resolve({ child, url, output, exited });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The server stopped (${code}): ${output.join("\n")}`)));
  });
}

/**
 * The process's resident memory in bytes, and its peak since it started or since the peak was last
 * reset (`echo 5 > /proc/<pid>/clear_refs`), from /proc (Linux).
 */
export async function processMemory(pid: number): Promise<{ resident: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const bytes = (name: string) => {
    const kilobytes = new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status)?.[1];
    if (!kilobytes) throw new Error(`No ${name} for process ${pid}`);
    return Number(kilobytes) * 1024;
  };
  return { resident: bytes("VmRSS"), peak: bytes("VmHWM") };
}

/** The process's resident memory in bytes, from /proc (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  return (await processMemory(pid)).resident;
}
