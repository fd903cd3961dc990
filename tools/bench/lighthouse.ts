/**
 * Lighthouse on every route: its default config (mobile preset, simulated throttling), a fresh
 * headless Chromium per run, and the figures the report uses kept from each run.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type DevtoolsLog, type Result, type Trace } from "lighthouse";
import { chromiumFlags, chromiumPath, errorMessage, progress, using } from "./browser";

/** Resource types as Lighthouse's `resource-summary` names them; "other" gathers media and the rest. */
export const byteTypes = ["document", "script", "stylesheet", "image", "font", "other"] as const;
export type ByteType = (typeof byteTypes)[number];

const categories = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;
export type Scores = Record<keyof typeof categories, number | null>;

export interface RunSummary {
  /** 0–100, as the Lighthouse report shows them; null when a category could not be scored. */
  scores: Scores;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  /** Bytes on the wire (compressed, headers included), in total and by type. */
  bytes: Record<ByteType | "total", number>;
  requestsByType: Record<ByteType, number>;
  /** The HTML and the render-blocking stylesheets, bodies only, compressed: what must fit 14 KB. */
  critical: { htmlBytes: number; cssBytes: number; totalBytes: number };
  /** Lighthouse's measure of the machine's speed: a busy machine gives a lower index and slower timings. */
  benchmarkIndex: number;
}

export interface RouteResult {
  route: string;
  /** Every run that completed, in order. */
  runs: RunSummary[];
  /** The run reported (`medianRun`); null when none completed. */
  median: RunSummary | null;
  errors: string[];
}

export interface Site {
  label: string;
  baseUrl: string;
}

export function lighthouseVersion(): string {
  return (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
}

/**
 * Every site's runs of a route taken in turn (run 1 of each site, then run 2…), so that a machine
 * getting busier or quieter weighs on every site alike. Results in the order of `sites`.
 */
export async function measureSites(
  sites: readonly Site[],
  routes: readonly string[],
  runs: number,
  rawDir: string,
): Promise<RouteResult[][]> {
  const results: RouteResult[][] = sites.map(() => []);
  for (const route of routes) {
    const done = sites.map((): RouteResult => ({ route, runs: [], median: null, errors: [] }));
    for (let run = 1; run <= runs; run++) {
      for (const [index, { label, baseUrl }] of sites.entries()) {
        const prefix = `[${label}] ${route} run ${run}/${runs}`;
        const result = done[index] as RouteResult;
        try {
          const { lhr, summary } = await runLighthouse(baseUrl + route);
          result.runs.push(summary);
          const dir = path.join(rawDir, fileSafe(label));
          await mkdir(dir, { recursive: true });
          await writeFile(path.join(dir, `${fileSafe(route)}-run${run}.json`), JSON.stringify(lhr));
          progress(
            `${prefix}: perf ${summary.scores.performance ?? "–"}, TBT ${Math.round(summary.tbtMs)} ms`,
          );
        } catch (error) {
          result.errors.push(`run ${run}: ${errorMessage(error)}`);
          progress(`${prefix} failed: ${errorMessage(error)}`);
        }
      }
    }
    for (const [index, result] of done.entries()) {
      result.median = result.runs.length > 0 ? (result.runs[medianRun(result.runs)] ?? null) : null;
      results[index]?.push(result);
    }
  }
  return results;
}

/** A new browser per run, as Lighthouse's own CLI does, so no cache or memory carries over. */
function runLighthouse(url: string): Promise<{ lhr: Result; summary: RunSummary }> {
  return using(
    () =>
      chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: chromiumFlags,
        // Our hook closes Chrome on Ctrl+C; chrome-launcher's own would exit before the server closes.
        handleSIGINT: false,
        logLevel: "silent",
      }),
    (chrome) => chrome.kill(),
    async (chrome) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.values(categories),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const { lhr, artifacts } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return { lhr, summary: summariseRun(lhr, artifacts.Trace, artifacts.DevtoolsLog) };
    },
  );
}

function summariseRun(lhr: Result, trace: Trace, log: DevtoolsLog): RunSummary {
  const summary = new Map(
    tableItems<{ resourceType: string; requestCount: number; transferSize: number }>(
      lhr,
      "resource-summary",
    ).map((item) => [item.resourceType, item]),
  );
  // The named types, and "other" for whatever they leave of the total (media, other), so rows add up.
  const byType = (pick: (type: string) => number) => {
    const named = byteTypes.slice(0, -1).map((type) => [type, pick(type)] as const);
    const other = pick("total") - named.reduce((sum, [, value]) => sum + value, 0);
    return Object.fromEntries([...named, ["other", other]]) as Record<ByteType, number>;
  };
  const sizeOf = (type: string) => summary.get(type)?.transferSize ?? 0;
  const countOf = (type: string) => summary.get(type)?.requestCount ?? 0;
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([key, id]) => [key, score(id)])) as Scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    requests: countOf("total"),
    bytes: { ...byType(sizeOf), total: sizeOf("total") },
    requestsByType: byType(countOf),
    critical: criticalBytes(lhr, trace, log),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Which requests held the first render, from Chromium's per-request flag in the trace: only those it
 * marks "blocking". A stylesheet the page enables after its first paint is marked non-blocking,
 * though it is fetched at the highest priority, so priority alone would count it. Only a browser
 * that flags no request at all falls back to "the highest priority".
 */
export function renderBlockingTest(
  traceEvents: readonly { name: string; args: { data?: Record<string, unknown> } }[],
): (request: { url: string; priority?: string }) => boolean {
  const blocking = new Set<string>();
  let flagged = false;
  for (const event of traceEvents) {
    const data = event.args.data ?? {};
    if (event.name !== "ResourceSendRequest" || typeof data.url !== "string") continue;
    if (typeof data.renderBlocking === "string") flagged = true;
    if (data.renderBlocking === "blocking") blocking.add(data.url);
  }
  return flagged ? (request) => blocking.has(request.url) : (request) => request.priority === "VeryHigh";
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority?: string;
}

function criticalBytes(lhr: Result, trace: Trace, log: DevtoolsLog): RunSummary["critical"] {
  const isBlocking = renderBlockingTest(trace.traceEvents);
  // Before the body arrives, Chromium reports the bytes received so far: the status line and headers.
  const headerBytes = new Map<string, number>();
  for (const entry of log) {
    if (entry.method === "Network.responseReceived") {
      headerBytes.set(entry.params.response.url, entry.params.response.encodedDataLength);
    }
  }
  const requests = tableItems<NetworkRequest>(lhr, "network-requests");
  const documents = requests.filter((r) => r.resourceType === "Document");
  const page = documents.find((r) => r.url === lhr.finalDisplayedUrl) ?? documents[0];
  const body = (r: NetworkRequest | undefined) =>
    Math.max(0, (r?.transferSize ?? 0) - (headerBytes.get(r?.url ?? "") ?? 0));
  const htmlBytes = body(page);
  const cssBytes = requests
    .filter((r) => r.resourceType === "Stylesheet" && isBlocking(r))
    .reduce((sum, r) => sum + body(r), 0);
  return { htmlBytes, cssBytes, totalBytes: htmlBytes + cssBytes };
}

/**
 * The run reported for a route: the runs ordered by Performance score (best first), ties broken by
 * LCP (fastest first), and the middle one taken (the slower middle for an even count). A real run,
 * so its figures belong together, unlike a median taken figure by figure.
 */
export function medianRun(runs: readonly RunSummary[]): number {
  const perf = (run: RunSummary) => run.scores.performance ?? -1;
  const order = runs
    .map((_, index) => index)
    .sort((a, b) => {
      const [x, y] = [runs[a] as RunSummary, runs[b] as RunSummary];
      return perf(y) - perf(x) || x.lcpMs - y.lcpMs;
    });
  return order[Math.floor(order.length / 2)] ?? 0;
}

function tableItems<T>(lhr: Pick<Result, "audits">, audit: string): T[] {
  const details = lhr.audits[audit]?.details;
  return details?.type === "table" ? (details.items as unknown as T[]) : [];
}

/** "/" → "home", "/thank-you" → "thank-you", "peer example.com:8080" → "peer-example.com-8080". */
function fileSafe(name: string): string {
  return name.replace(/^\/+|\/+$/g, "").replace(/[^a-zA-Z0-9.-]+/g, "-") || "home";
}
