/**
 * Runs `react-router build` the way a person wants to watch it: one progress line while it works
 * (the photos take the longest the first time), then a short summary. Everything the framework and
 * Vite print (every image variant, React Router's notices about its next version) is kept and shown
 * only if the build fails, or always with `--verbose`.
 */
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

/** What the build is doing, recognised from the tools' own lines. */
const phases: readonly { pattern: RegExp; label: string }[] = [
  { pattern: /building client environment/, label: "Bundling the pages and encoding the photos" },
  { pattern: /building ssr environment/, label: "Preparing the prerender" },
  { pattern: /^Prerender \(html\)/, label: "Prerendering the pages" },
  { pattern: /^Site steps:/, label: "Finishing (inlined CSS, site files, compression)" },
];

export function phaseOf(line: string): string | undefined {
  return phases.find(({ pattern }) => pattern.test(line))?.label;
}

export interface BuildRun {
  /** Everything the build printed, in order. */
  output: string;
  status: number | null;
  seconds: number;
}

/** Runs the command; quiet unless `verbose`, with a progress line on standard error. */
export function runQuietly(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  { verbose = false }: { verbose?: boolean } = {},
): Promise<BuildRun> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  const child = spawn(command, args, { env, stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"] });
  const progress = process.stderr;
  const live = !verbose && progress.isTTY;
  let output = "";
  let pending = "";
  let phase = "Starting the build";
  const show = () => {
    if (live) progress.write(`\r\x1b[2K${phase}… ${seconds()} s`);
  };
  const timer = live ? setInterval(show, 500) : undefined;
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const next = phaseOf(line.trim());
      if (next && next !== phase) {
        phase = next;
        if (live) show();
        else if (!verbose) progress.write(`${phase}…\n`);
      }
    }
  };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  if (!verbose && !live) progress.write(`${phase}…\n`);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (status) => {
      if (timer) clearInterval(timer);
      if (live) progress.write("\r\x1b[2K");
      resolve({ output, status, seconds: seconds() });
    });
  });
}
