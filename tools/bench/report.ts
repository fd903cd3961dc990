/**
 * The Markdown the benchmark prints: Lighthouse's scores and timings, bytes by type, the targets
 * missed, and the number formats every table shares. 1 KB = 1024 bytes, as in Lighthouse (KiB).
 */
import { paths } from "../../app/lib/paths";
import type { FirstTapRoute } from "./first-tap-report";
import { type RouteResult, type RunSummary, byteTypes } from "./lighthouse";

export const kilobyte = 1024;

/** The speed targets, per route, with the mobile preset. The report lists every miss. */
export const targets = {
  score: 100,
  lcpMs: 1200,
  cls: 0.01,
  tbtMs: 100,
  scriptBytes: 120 * kilobyte,
  /** The first round trip of a new connection: ten packets of about 1.4 KB. */
  criticalBytes: 14 * kilobyte,
  /** Largest allowed growth of the collection page's first load when the catalogue grows tenfold. */
  catalogueGrowth: 0.25,
} as const;

const firstLoadBudgets: Record<string, number> = { [paths.home]: 300, [paths.collection]: 350 };

/** A design's page is held to the collection page's budget. */
function firstLoadBudget(route: string): number {
  const designPage = route.startsWith(`${paths.collection}/`);
  return firstLoadBudgets[designPage ? paths.collection : route] ?? 250;
}

export interface SiteResult {
  /** "this build", or the host of a site given with --url. */
  label: string;
  baseUrl: string;
  /** This project's own build: the one the targets apply to. */
  local: boolean;
  /** Lighthouse, per route; empty with --tap-only. */
  routes: RouteResult[];
  /** The first working tap, per route. */
  firstTap: FirstTapRoute[];
  /** Beside a peer (--versus): Lighthouse with DevTools throttling, per route; absent otherwise. */
  observed?: RouteResult[];
}

export const kb = (bytes: number) => `${(bytes / kilobyte).toFixed(1)} KB`;
export const secondsFromMs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "–");
const wholeMs = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : "–");

/** "42.3 s", or "12 min 5 s" for long builds. */
export function seconds(value: number): string {
  if (value < 120) return `${value.toFixed(1)} s`;
  const whole = Math.round(value);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

export function percentChange(before: number, after: number): string {
  if (before === 0) return "–";
  const change = ((after - before) / before) * 100;
  return `${change >= 0 ? "+" : ""}${change.toFixed(1)}%`;
}

/** The first `textColumns` columns are left-aligned labels; the rest are right-aligned figures. */
export function markdownTable(header: readonly string[], rows: readonly string[][], textColumns = 1): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, index) => (index < textColumns ? "---" : "---:"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

/**
 * One row per route, or per route and site when several sites are compared side by side; `cells`
 * gives a site's figures for the route, or null when the site has no result for it.
 */
export function siteTable<S extends { label: string }, T extends { route: string }>(
  sites: readonly S[],
  header: readonly string[],
  results: (site: S) => readonly T[],
  cells: (result: T) => string[],
): string {
  const sideBySide = sites.length > 1;
  const routes = [...new Set(sites.flatMap((site) => results(site).map((r) => r.route)))];
  const rows = routes.flatMap((route) =>
    sites.flatMap((site) => {
      const result = results(site).find((r) => r.route === route);
      return result ? [[route, ...(sideBySide ? [site.label] : []), ...cells(result)]] : [];
    }),
  );
  return markdownTable(["Route", ...(sideBySide ? ["Site"] : []), ...header], rows, sideBySide ? 2 : 1);
}

/** "median of 3 runs per route; range in brackets" */
export const medianOf = (runs: number) =>
  `median of ${runs} ${runs === 1 ? "run" : "runs"} per route; range in brackets`;

export function renderRouteReport(sites: readonly SiteResult[], runs: number): string {
  const failed = (width: number) => ["failed", ...Array<string>(width - 1).fill("–")];
  const scoreHeader = ["Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "Requests", "Transfer", "JS"];
  const scores = siteTable(
    sites,
    [...scoreHeader, `HTML+CSS (≤ ${targets.criticalBytes / kilobyte} KB)`],
    (site) => site.routes,
    (r) => (r.median ? scoreCells(r.median, r.runs) : failed(scoreHeader.length + 1)),
  );
  const bytes = siteTable(
    sites,
    [...byteTypes.map((type) => type.charAt(0).toUpperCase() + type.slice(1)), "Total"],
    (site) => site.routes,
    (r) => (r.median ? byteCells(r.median) : failed(byteTypes.length + 1)),
  );
  const errors = sites.flatMap((site) =>
    site.routes.flatMap((r) => r.errors.map((e) => `- ${site.label} ${r.route}: ${e}`)),
  );
  return [
    `### Lighthouse, mobile preset (${medianOf(runs)})`,
    "",
    scores,
    "",
    "Transfer and JS: compressed bytes on the wire, headers included, until the page was idle (no " +
      "scrolling). HTML+CSS: compressed bodies of the page and its render-blocking stylesheets.",
    "",
    "### Bytes transferred by type (compressed, headers included; requests in brackets)",
    "",
    bytes,
    "",
    machineNote(sites),
    "",
    ...sites.filter((site) => site.local).map(renderMisses),
    ...(errors.length === 0 ? [] : ["### Failed runs", "", ...errors, ""]),
  ].join("\n");
}

/** The median run's figures; Perf and LCP also show the spread over all runs, since they vary most. */
function scoreCells(run: RunSummary, all: readonly RunSummary[]): string[] {
  const show = (score: number | null) => (score === null ? "–" : String(score));
  const spread = (values: number[], format: (value: number) => string) => {
    const finite = values.filter(Number.isFinite);
    const [low, high] = [format(Math.min(...finite)), format(Math.max(...finite))];
    return finite.length < 2 || low === high ? "" : ` (${low}–${high})`;
  };
  const perfRange = spread(
    all.map((r) => r.scores.performance ?? Number.NaN),
    String,
  );
  const lcpRange = spread(
    all.map((r) => r.lcpMs),
    (ms) => (ms / 1000).toFixed(2),
  );
  const fits = run.critical.totalBytes <= targets.criticalBytes ? "fits" : "over";
  return [
    `${show(run.scores.performance)}${perfRange}`,
    show(run.scores.accessibility),
    show(run.scores.bestPractices),
    show(run.scores.seo),
    secondsFromMs(run.fcpMs),
    `${secondsFromMs(run.lcpMs)}${lcpRange}`,
    wholeMs(run.tbtMs),
    run.cls.toFixed(3),
    String(run.requests),
    kb(run.bytes.total),
    kb(run.bytes.script),
    `${kb(run.critical.totalBytes)} ${fits}`,
  ];
}

function byteCells(run: RunSummary): string[] {
  return [
    ...byteTypes.map((type) => `${kb(run.bytes[type])} (${run.requestsByType[type]})`),
    `${kb(run.bytes.total)} (${run.requests})`,
  ];
}

/** Each target the run misses, written as "what measured > target". */
export function targetMisses(route: string, run: RunSummary): string[] {
  const scoreNames = {
    performance: "Performance",
    accessibility: "Accessibility",
    bestPractices: "Best Practices",
    seo: "SEO",
  };
  const misses = Object.entries(scoreNames).flatMap(([key, name]) => {
    const value = run.scores[key as keyof typeof scoreNames];
    return value === null || value < targets.score
      ? [`${name} ${value ?? "not scored"} < ${targets.score}`]
      : [];
  });
  const budget = firstLoadBudget(route) * kilobyte;
  const checks: [boolean, string][] = [
    [run.lcpMs <= targets.lcpMs, `LCP ${secondsFromMs(run.lcpMs)} > ${secondsFromMs(targets.lcpMs)}`],
    [run.cls <= targets.cls, `CLS ${run.cls.toFixed(3)} > ${targets.cls}`],
    [run.tbtMs <= targets.tbtMs, `TBT ${wholeMs(run.tbtMs)} > ${wholeMs(targets.tbtMs)}`],
    [run.bytes.total <= budget, `first load ${kb(run.bytes.total)} > ${kb(budget)}`],
    [
      run.bytes.script <= targets.scriptBytes,
      `JavaScript ${kb(run.bytes.script)} > ${kb(targets.scriptBytes)}`,
    ],
    [
      run.critical.totalBytes <= targets.criticalBytes,
      `HTML + render-blocking CSS ${kb(run.critical.totalBytes)} > ${kb(targets.criticalBytes)}`,
    ],
  ];
  // Written as "not met", so a NaN (a metric Lighthouse did not report) counts as a miss.
  return [...misses, ...checks.filter(([met]) => !met).map(([, miss]) => miss)];
}

function renderMisses(site: SiteResult): string {
  const misses = site.routes.flatMap((r) =>
    r.median ? targetMisses(r.route, r.median).map((miss) => `- ${r.route}: ${miss}`) : [],
  );
  const heading = `### Targets (${site.label})`;
  return misses.length === 0
    ? `${heading}\n\nEvery target met on every route measured.\n`
    : `${heading}: ${misses.length} missed\n\n${misses.join("\n")}\n`;
}

/** Simulated timings follow the CPU speed Lighthouse measured, so the report says what it was. */
function machineNote(sites: readonly SiteResult[]): string {
  const indexes = sites
    .flatMap((site) =>
      site.routes.flatMap((route) => route.runs.map((run) => Math.round(run.benchmarkIndex))),
    )
    .sort((a, b) => a - b);
  if (indexes.length === 0) return "";
  return (
    `Lighthouse CPU benchmark index over all runs: median ${indexes[Math.floor(indexes.length / 2)]}, ` +
    `range ${indexes[0]}–${indexes.at(-1)} (lower means a busier or slower machine, and slower simulated timings).`
  );
}
