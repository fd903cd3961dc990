/** Lighthouse on every route of one site, several runs each, keeping the median run per route. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { progress } from "./format";
import { type LighthouseRun, runLighthouse } from "./lighthouse-run";
import { type RunSummary, medianRunIndex, summariseRun } from "./run-summary";

export interface RouteResult {
  route: string;
  url: string;
  /** Every run that completed, in order. */
  runs: RunSummary[];
  /** Index into `runs` of the run reported; see `medianRunIndex`. */
  medianRun: number | null;
  median: RunSummary | null;
  /** Why runs failed, if any did. */
  errors: string[];
}

export interface SiteOptions {
  label: string;
  baseUrl: string;
  routes: readonly string[];
  runs: number;
  /** Where to keep each run's full Lighthouse result; null keeps none. */
  rawDir: string | null;
}

export async function measureSite(options: SiteOptions): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const route of options.routes) results.push(await measureRoute(options, route));
  return results;
}

async function measureRoute(
  { label, baseUrl, runs, rawDir }: SiteOptions,
  route: string,
): Promise<RouteResult> {
  const url = baseUrl + route;
  const summaries: RunSummary[] = [];
  const errors: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    try {
      const result = await runLighthouse(url);
      const summary = summariseRun(result);
      summaries.push(summary);
      if (rawDir) await saveRaw(rawDir, label, route, run, result);
      progress(`[${label}] ${route} run ${run}/${runs}: ${describe(summary)} (${elapsed(started)})`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push(`run ${run}: ${message}`);
      progress(`[${label}] ${route} run ${run}/${runs} failed: ${message}`);
    }
  }
  const medianRun = summaries.length > 0 ? medianRunIndex(summaries) : null;
  return {
    route,
    url,
    runs: summaries,
    medianRun,
    median: medianRun === null ? null : (summaries[medianRun] ?? null),
    errors,
  };
}

async function saveRaw(rawDir: string, label: string, route: string, run: number, { lhr }: LighthouseRun) {
  const dir = path.join(rawDir, fileSafe(label));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${fileSafe(route)}-run${run}.json`), JSON.stringify(lhr));
}

/** "/" → "home", "/thank-you" → "thank-you", "example.com:8080" → "example.com-8080". */
export function fileSafe(name: string): string {
  const safe = name.replace(/^\/+|\/+$/g, "").replace(/[^a-zA-Z0-9.-]+/g, "-");
  return safe.length > 0 ? safe : "home";
}

function describe(run: RunSummary): string {
  const { scores } = run;
  return (
    `perf ${scores.performance ?? "–"}, a11y ${scores.accessibility ?? "–"}, bp ${scores.bestPractices ?? "–"}, ` +
    `seo ${scores.seo ?? "–"}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, ${(run.bytes.total / 1024).toFixed(0)} KB, ` +
    `CPU index ${Math.round(run.benchmarkIndex)}`
  );
}

function elapsed(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(0)} s`;
}
