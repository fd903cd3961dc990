/** The benchmark's record: `.bench/<timestamp>.json` (and .md), copied to `.bench/latest.*`. */
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../server/project-paths";
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
  preset:
    "Lighthouse default config: mobile emulation (Moto G Power, 412×823 at 1.75×), simulated throttling " +
    "(150 ms RTT, 1.6 Mbps down, 4× CPU slowdown); a fresh headless Chromium per run.",
  median:
    "Per route, the runs are ordered by Performance score (best first), ties broken by LCP (fastest first), " +
    "and the middle run is reported (for an even count, the slower of the two middle runs).",
  firstLoad:
    "Everything Lighthouse saw requested during its page load, which ends once the network and the main " +
    "thread have been quiet for a second; the page is never scrolled. Bytes are transfer sizes: compressed " +
    "bodies plus response headers.",
  critical:
    "The page's HTML plus the stylesheets Chromium marked render-blocking (from the trace), transfer sizes.",
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

/** Returns the path of the JSON record. */
export async function writeRecord(stamp: string, record: BenchRecord, markdown: string): Promise<string> {
  await mkdir(benchDir, { recursive: true });
  const json = path.join(benchDir, `${stamp}.json`);
  const md = path.join(benchDir, `${stamp}.md`);
  await writeFile(json, `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(md, markdown);
  await copyFile(json, path.join(benchDir, "latest.json"));
  await copyFile(md, path.join(benchDir, "latest.md"));
  return json;
}
