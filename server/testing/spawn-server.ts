/** Starts server-process.ts in a child process and waits until it listens. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const serverScript = fileURLToPath(new URL("./server-process.ts", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: string[];
  exited: Promise<void>;
  /** Heap and buffers in use after a forced collection. */
  liveBytes(): Promise<number>;
}

export function spawnServer(root: string, inboxDir: string, flags: string[] = []): Promise<ServerProcess> {
  const args = ["--expose-gc", "--import", "tsx", serverScript, root, inboxDir, ...flags];
  const child = spawn(process.execPath, args, { cwd: projectRoot });
  const output: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let unfinishedLine = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const liveBytes = () =>
    new Promise<number>((resolve) => {
      waiting.push((line) => resolve(Number(line.slice("memory ".length))));
      child.stdin?.write("memory\n");
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const lines = (unfinishedLine + chunk.toString()).split("\n");
      unfinishedLine = lines.pop() ?? "";
      for (const line of lines.filter(Boolean)) {
        output.push(line);
        if (line.startsWith("memory ")) waiting.shift()?.(line);
        const url = /^listening (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1];
        if (url) resolve({ child, url, output, exited, liveBytes });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The server stopped (${code}): ${output.join("\n")}`)));
  });
}

/** Resident memory and its peak since start or since `echo 5 > /proc/<pid>/clear_refs` (Linux). */
export async function processMemory(pid: number): Promise<{ resident: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const bytes = (name: string) => {
    const kilobytes = new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status)?.[1];
    if (!kilobytes) throw new Error(`No ${name} for process ${pid}`);
    return Number(kilobytes) * 1024;
  };
  return { resident: bytes("VmRSS"), peak: bytes("VmHWM") };
}
