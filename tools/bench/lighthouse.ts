/**
 * Lighthouse on every route of one site: a fresh headless Chromium per run and Lighthouse's default
 * config (mobile emulation, simulated throttling, or DevTools throttling when asked), the figures
 * kept from each run, and the run reported per route.
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
  /** Everything requested during the Lighthouse load (until network and CPU are quiet, no scrolling). */
  requests: number;
  /** Bytes on the wire (compressed, headers included), in total and by type. */
  bytes: Record<ByteType | "total", number>;
  requestsByType: Record<ByteType, number>;
  /**
   * The page's HTML plus the stylesheets that block its first render, compressed: what must fit
   * the first 14 KB. Bodies only, as the files are; `transferBytes` adds the response headers.
   */
  critical: {
    htmlBytes: number;
    cssBytes: number;
    stylesheets: number;
    totalBytes: number;
    transferBytes: number;
  };
  /** The page's URL after redirects. */
  finalUrl: string;
  /** Lighthouse's measure of this machine's speed: a busy machine gives a lower index and slower timings. */
  benchmarkIndex: number;
  /**
   * Main-thread time by kind of work (Lighthouse's `mainthread-work-breakdown`, in ms, scaled by
   * the simulated 4× CPU slowdown as Lighthouse reports it), over the whole load.
   */
  mainThread: Record<MainThreadGroup, number>;
  /**
   * Of `tbtMs`, the part that is Chromium committing the navigation (setting up the page's script
   * context): the first task of Lighthouse's long-task list, "Unattributable", starting before the
   * first contentful paint; what of it lies after the paint, less 50 ms. An estimate: that list
   * comes from a simulation whose timings are close to, not exactly, those the TBT averages.
   */
  commitTaskTbtMs: number;
  /**
   * Lighthouse's long tasks (50 ms or more) that end after the first contentful paint: simulated
   * ones by default, those the main thread really ran with DevTools throttling. Absent from records
   * kept before it was counted.
   */
  longTasksAfterFcp?: number;
}

/**
 * How Lighthouse slows the page down: "simulated" (its default, Lantern: the load is recorded
 * unthrottled and its timings estimated for a slow phone) or "devtools" (the same phone's network
 * and 4× slower CPU applied in the browser while the page loads, and the figures read from what
 * happened).
 */
export type Throttling = "simulated" | "devtools";

/** Lighthouse's groups of main-thread work, in the order the report shows them. */
export const mainThreadGroups = [
  "styleLayout",
  "scriptEvaluation",
  "scriptParseCompile",
  "parseHTML",
  "paintCompositeRender",
  "garbageCollection",
  "other",
] as const;
export type MainThreadGroup = (typeof mainThreadGroups)[number];

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
  /** Where to keep each run's full Lighthouse result. */
  rawDir: string;
}

export function lighthouseVersion(): string {
  return (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
}

export async function measureSite(options: SiteOptions): Promise<RouteResult[]> {
  const [results] = await measureSites({ ...options, sites: [options] });
  return results ?? [];
}

export interface SitesOptions {
  sites: readonly { label: string; baseUrl: string }[];
  routes: readonly string[];
  runs: number;
  rawDir: string;
  /** Simulated unless asked (see `Throttling`). */
  throttling?: Throttling;
}

/**
 * Several sites measured in turn, run by run (route 1: run 1 of each site, then run 2 of each…), so
 * that a machine getting busier or quieter moves every site alike. Results in the order of `sites`.
 */
export async function measureSites({
  sites,
  routes,
  runs,
  rawDir,
  throttling = "simulated",
}: SitesOptions): Promise<RouteResult[][]> {
  if (throttling === "devtools") ignoreLateSessionErrors();
  const results: RouteResult[][] = sites.map(() => []);
  for (const route of routes) {
    const summaries: RunSummary[][] = sites.map(() => []);
    const errors: string[][] = sites.map(() => []);
    for (let run = 1; run <= runs; run++) {
      for (const [index, { label, baseUrl }] of sites.entries()) {
        const started = performance.now();
        const prefix = `[${label}] ${route} run ${run}/${runs}`;
        try {
          const { lhr, summary } = await runLighthouse(baseUrl + route, throttling);
          summaries[index]?.push(summary);
          const dir = path.join(rawDir, fileSafe(label));
          await mkdir(dir, { recursive: true });
          await writeFile(path.join(dir, `${fileSafe(route)}-run${run}.json`), JSON.stringify(lhr));
          const took = ((performance.now() - started) / 1000).toFixed(0);
          progress(`${prefix}: ${describe(summary)} (${took} s)`);
        } catch (error) {
          errors[index]?.push(`run ${run}: ${errorMessage(error)}`);
          progress(`${prefix} failed: ${errorMessage(error)}`);
        }
      }
    }
    for (const [index, { baseUrl }] of sites.entries()) {
      const done = summaries[index] ?? [];
      const medianRun = done.length > 0 ? medianRunIndex(done) : null;
      const median = medianRun === null ? null : (done[medianRun] ?? null);
      results[index]?.push({
        route,
        url: baseUrl + route,
        runs: done,
        medianRun,
        median,
        errors: errors[index] ?? [],
      });
    }
  }
  return results;
}

let lateSessionErrorsIgnored = false;

/**
 * With DevTools throttling a slow page can outlast Lighthouse's wait for a quiet network; Lighthouse
 * then goes on, and a check of the page it left running fails once that run's browser has been
 * closed ("Session closed"), as a promise nobody awaits, which would end the whole benchmark.
 * Those, and only those, are reported and let pass.
 */
function ignoreLateSessionErrors(): void {
  if (lateSessionErrorsIgnored) return;
  lateSessionErrorsIgnored = true;
  process.on("unhandledRejection", (reason) => {
    const message = errorMessage(reason);
    if (!/Session closed|Target closed/.test(message)) throw reason;
    progress(`(Lighthouse, after a run's browser closed: ${message.split("\n")[0]}; ignored)`);
  });
}

/** A new browser per run, as Lighthouse's own CLI does, so no cache or memory carries over. */
async function runLighthouse(
  url: string,
  throttling: Throttling,
): Promise<{ lhr: Result; summary: RunSummary }> {
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
      // With DevTools throttling only the performance category: it is the one throttling changes.
      const onlyCategories = throttling === "devtools" ? [categories.performance] : Object.values(categories);
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories },
        throttling === "devtools"
          ? { extends: "lighthouse:default", settings: { throttlingMethod: "devtools", onlyCategories } }
          : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const { lhr, artifacts } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return { lhr, summary: summariseRun(lhr, artifacts.Trace, artifacts.DevtoolsLog) };
    },
  );
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority?: string;
}

/** The trace and DevTools log give what the result file drops: render-blocking flags and header sizes. */
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
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: mainThreadBreakdown(lhr),
    commitTaskTbtMs: commitTaskBlockingMs(lhr),
    longTasksAfterFcp: longTasksAfterFcp(lhr),
  };
}

/** How many of Lighthouse's long tasks end after the first contentful paint. */
export function longTasksAfterFcp(lhr: Pick<Result, "audits">): number {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue;
  if (typeof fcp !== "number") return Number.NaN;
  return tableItems<{ startTime?: number; duration?: number }>(lhr, "long-tasks").filter(
    (task) => (task.startTime ?? 0) + (task.duration ?? 0) > fcp,
  ).length;
}

/** Blocking time past the first contentful paint that the simulation counts from Chromium's commit task. */
export function commitTaskBlockingMs(lhr: Pick<Result, "audits">): number {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue;
  if (typeof fcp !== "number") return Number.NaN;
  const [commit] = tableItems<{ url?: string; startTime?: number; duration?: number }>(lhr, "long-tasks")
    .filter((task) => task.url === "Unattributable" && (task.startTime ?? Number.POSITIVE_INFINITY) < fcp)
    .sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0));
  if (!commit) return 0;
  return Math.max(0, (commit.startTime ?? 0) + (commit.duration ?? 0) - fcp - 50);
}

/** The breakdown's rows summed by group; a group Lighthouse did not report is 0. */
export function mainThreadBreakdown(lhr: Pick<Result, "audits">): Record<MainThreadGroup, number> {
  const totals = Object.fromEntries(mainThreadGroups.map((group) => [group, 0])) as Record<
    MainThreadGroup,
    number
  >;
  for (const item of tableItems<{ group?: string; duration?: number }>(lhr, "mainthread-work-breakdown")) {
    const group = (mainThreadGroups as readonly string[]).includes(item.group ?? "")
      ? (item.group as MainThreadGroup)
      : "other";
    totals[group] += item.duration ?? 0;
  }
  return totals;
}

/**
 * Which requests held the first render, from Chromium's per-request flag in the trace: only those it
 * marks "blocking" (a stylesheet a script enables after the paint is "dynamically injected non
 * blocking", though it is fetched at the highest priority). A browser that writes no flag at all
 * is an older one, whose render-blocking stylesheets are the ones fetched at "VeryHigh".
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

function criticalBytes(lhr: Result, trace: Trace, log: DevtoolsLog): RunSummary["critical"] {
  const isBlocking = renderBlockingTest(trace.traceEvents);
  // Before the body arrives, Chromium reports the bytes received so far: the status line and headers.
  const headerBytes = new Map<string, number>();
  for (const entry of log) {
    if (entry.method === "Network.responseReceived") {
      headerBytes.set(entry.params.response.url, entry.params.response.encodedDataLength);
    }
  }
  const requests = tableItems<NetworkRequestItem>(lhr, "network-requests");
  const documents = requests.filter((r) => r.resourceType === "Document");
  const page = documents.find((r) => r.url === lhr.finalDisplayedUrl) ?? documents[0];
  const css = requests.filter((r) => r.resourceType === "Stylesheet" && isBlocking(r));
  const transfer = (r: NetworkRequestItem | undefined) => r?.transferSize ?? 0;
  const body = (r: NetworkRequestItem | undefined) =>
    Math.max(0, transfer(r) - (headerBytes.get(r?.url ?? "") ?? 0));
  const sum = (measure: (r: NetworkRequestItem) => number) => css.reduce((total, r) => total + measure(r), 0);
  const htmlBytes = body(page);
  const cssBytes = sum(body);
  return {
    htmlBytes,
    cssBytes,
    stylesheets: css.length,
    totalBytes: htmlBytes + cssBytes,
    transferBytes: transfer(page) + sum(transfer),
  };
}

/**
 * The run reported for a route: order the runs by Performance score (best first), ties broken
 * by LCP (fastest first), and take the middle one (the slower middle for an even count). It is a
 * real run, so its figures belong together, unlike a per-metric median.
 */
export function medianRunIndex(runs: readonly RunSummary[]): number {
  const perf = (run: RunSummary) => run.scores.performance ?? -1;
  const order = runs
    .map((_, index) => index)
    .sort((a, b) => {
      const [x, y] = [runs[a] as RunSummary, runs[b] as RunSummary];
      return perf(y) - perf(x) || x.lcpMs - y.lcpMs;
    });
  const middle = order[Math.floor(order.length / 2)];
  if (middle === undefined) throw new Error("No runs to take a median of.");
  return middle;
}

/** The rows of an audit's table; the audits used here always report one. */
function tableItems<T>(lhr: Pick<Result, "audits">, audit: string): T[] {
  const details = lhr.audits[audit]?.details;
  return details?.type === "table" ? (details.items as unknown as T[]) : [];
}

/** "/" → "home", "/thank-you" → "thank-you", "example.com:8080" → "example.com-8080". */
function fileSafe(name: string): string {
  return name.replace(/^\/+|\/+$/g, "").replace(/[^a-zA-Z0-9.-]+/g, "-") || "home";
}

function describe({ scores, ...run }: RunSummary): string {
  return (
    `perf ${scores.performance ?? "–"}, a11y ${scores.accessibility ?? "–"}, bp ${scores.bestPractices ?? "–"}, ` +
    `seo ${scores.seo ?? "–"}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, ${(run.bytes.total / 1024).toFixed(0)} KB, ` +
    `CPU index ${Math.round(run.benchmarkIndex)}`
  );
}
