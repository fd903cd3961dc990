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
  firstTap:
    `${firstTapDefinition} Per route: the median of the runs (the slower middle one for an even count), ` +
    "Tap − FCP taken run by run; times in ms from navigation start, null for never.",
  critical:
    "The page's HTML plus the stylesheets Chromium marked render-blocking (from the trace): compressed " +
    "bodies (transferBytes adds the response headers).",
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

/**
 * Writes `<stamp>.json` and `.md`, and copies them to `latest.*` when they hold Lighthouse route
 * results, to `latest-tap.*` when they hold first-tap results and to `latest-scaling.*` when they
 * hold a scaling report, so a tap-only or scaling-only run never hides another kind's latest
 * figures. Returns the path of the JSON record.
 */
export async function writeRecord(stamp: string, record: BenchRecord, markdown: string): Promise<string> {
  await mkdir(benchDir, { recursive: true });
  const file = (name: string, extension: string) => path.join(benchDir, `${name}.${extension}`);
  await writeFile(file(stamp, "json"), `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(file(stamp, "md"), markdown);
  const latest = [
    ...(record.sites.some((site) => site.routes.length > 0) ? ["latest"] : []),
    ...(record.sites.some((site) => site.firstTap.length > 0) ? ["latest-tap"] : []),
    ...(record.scaling ? ["latest-scaling"] : []),
  ];
  for (const name of latest) {
    await copyFile(file(stamp, "json"), file(name, "json"));
    await copyFile(file(stamp, "md"), file(name, "md"));
  }
  return file(stamp, "json");
}
