/** The benchmark's record: `.bench/<timestamp>.json` and `.md`, plus copies named `latest`. */
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../server/project-paths";
import { firstTapDefinition } from "./first-tap-report";
import type { BenchOptions } from "./options";
import type { SiteResult } from "./report";
import type { ScalingResult } from "./scaling";
import type { BuildTiming } from "./scratch-project";

export const benchDir = path.join(projectRoot, ".bench");

export interface BenchRecord {
  startedAt: string;
  seconds: number;
  environment: {
    node: string;
    platform: string;
    cpus: number;
    memoryGb: number;
    lighthouse: string;
    chromium: string;
  };
  method: typeof method;
  options: BenchOptions;
  /** The production build measured, when this run built it. */
  build: BuildTiming | null;
  sites: SiteResult[];
  scaling: ScalingResult | null;
  errors: string[];
}

/** Written into every record, so a file read months later says what its numbers mean. */
export const method = {
  lighthouse:
    "Lighthouse default config: mobile emulation, simulated throttling (150 ms RTT, 1.6 Mbps down, 4× CPU); " +
    "a fresh headless Chromium per run; per route the middle run by Performance score, then LCP. Bytes are " +
    "transfer sizes (compressed bodies plus headers); critical bytes are the HTML and render-blocking CSS bodies.",
  firstTap: firstTapDefinition,
  kilobyte: 1024,
};

export function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
}

export function environment(lighthouse: string, chromium: string): BenchRecord["environment"] {
  return {
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    lighthouse,
    chromium,
  };
}

/** Writes `<stamp>.json` and `.md`, copies them to `latest.*`, and returns the JSON record's path. */
export async function writeRecord(stamp: string, record: BenchRecord, markdown: string): Promise<string> {
  await mkdir(benchDir, { recursive: true });
  const file = (name: string, extension: string) => path.join(benchDir, `${name}.${extension}`);
  await writeFile(file(stamp, "json"), `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(file(stamp, "md"), markdown);
  await copyFile(file(stamp, "json"), file("latest", "json"));
  await copyFile(file(stamp, "md"), file("latest", "md"));
  return file(stamp, "json");
}
