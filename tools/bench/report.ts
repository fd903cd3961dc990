/** The Markdown the benchmark prints: scores and timings, bytes by type, and the targets missed. */
import type { FirstTapRoute } from "./first-tap-report";
import { kb, kilobyte, markdownTable, secondsFromMs, wholeMs } from "./format";
import type { RouteResult } from "./measure-site";
import { type RunSummary, byteTypes } from "./run-summary";
import { targetMisses, targets } from "./targets";

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
}

/** One row per route, or per route and site when several sites are compared side by side. */
interface Row {
  route: string;
  site: SiteResult;
  result: RouteResult;
}

export function renderRouteReport(sites: readonly SiteResult[], runs: number): string {
  const rows = rowsByRoute(sites);
  const sideBySide = sites.length > 1;
  const lead = (row: Row) => (sideBySide ? [row.route, row.site.label] : [row.route]);
  const leadHeader = sideBySide ? ["Route", "Site"] : ["Route"];

  const scores = markdownTable(
    [
      ...leadHeader,
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "Requests",
      "Transfer",
      "JS",
      `HTML+CSS (≤ ${targets.criticalBytes / kilobyte} KB)`,
    ],
    rows.map((row) => [...lead(row), ...withMedian(row, 12, scoreCells)]),
    leadHeader.length,
  );
  const bytes = markdownTable(
    [...leadHeader, ...byteTypes.map(capitalise), "Total"],
    rows.map((row) => [...lead(row), ...withMedian(row, byteTypes.length + 1, byteCells)]),
    leadHeader.length,
  );
  return [
    `### Lighthouse, mobile preset (median of ${runs} ${runs === 1 ? "run" : "runs"} per route; range in brackets)`,
    "",
    scores,
    "",
    "Transfer and JS: compressed bytes on the wire, headers included, for everything requested until the " +
      "page was idle (no scrolling). HTML+CSS: compressed bodies of the page and its render-blocking " +
      "stylesheets, against the first 14 KB round trip.",
    "",
    "### Bytes transferred by type (compressed, headers included; requests in brackets)",
    "",
    bytes,
    "",
    machineNote(sites),
    "",
    ...sites.filter((site) => site.local).map(renderMisses),
    ...renderErrors(rows),
  ].join("\n");
}

function rowsByRoute(sites: readonly SiteResult[]): Row[] {
  const routes = [...new Set(sites.flatMap((site) => site.routes.map((r) => r.route)))];
  return routes.flatMap((route) =>
    sites.flatMap((site) => {
      const result = site.routes.find((r) => r.route === route);
      return result ? [{ route, site, result }] : [];
    }),
  );
}

function withMedian(
  row: Row,
  width: number,
  cells: (run: RunSummary, all: readonly RunSummary[]) => string[],
) {
  if (row.result.median) return cells(row.result.median, row.result.runs);
  return ["failed", ...Array.from({ length: width - 1 }, () => "–")];
}

/** The median run's figures; Perf and LCP also show the spread over all runs, since they vary most. */
function scoreCells(run: RunSummary, all: readonly RunSummary[]): string[] {
  const fits = run.critical.totalBytes <= targets.criticalBytes ? "fits" : "over";
  const { performance, accessibility, bestPractices, seo } = run.scores;
  const show = (score: number | null) => (score === null ? "–" : String(score));
  const perfRange = spread(
    all.map((r) => r.scores.performance ?? Number.NaN),
    String,
  );
  const lcpRange = spread(
    all.map((r) => r.lcpMs),
    (ms) => (ms / 1000).toFixed(2),
  );
  return [
    `${show(performance)}${perfRange}`,
    show(accessibility),
    show(bestPractices),
    show(seo),
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

/** " (min–max)" over the runs, or nothing when there is one run or they all agree. */
function spread(values: readonly number[], show: (value: number) => string): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return "";
  const [low, high] = [show(Math.min(...finite)), show(Math.max(...finite))];
  return low === high ? "" : ` (${low}–${high})`;
}

function byteCells(run: RunSummary): string[] {
  return [
    ...byteTypes.map((type) => `${kb(run.bytes[type])} (${run.requestsByType[type]})`),
    `${kb(run.bytes.total)} (${run.requests})`,
  ];
}

function renderMisses(site: SiteResult): string {
  const misses = site.routes.flatMap((result) =>
    result.median
      ? targetMisses(result.route, result.median).map((miss) => `- ${result.route}: ${miss}`)
      : [],
  );
  const heading = `### Targets (${site.label})`;
  return misses.length === 0
    ? `${heading}\n\nEvery target met on every route measured.\n`
    : `${heading}: ${misses.length} missed\n\n${misses.join("\n")}\n`;
}

function renderErrors(rows: readonly Row[]): string[] {
  const lines = rows.flatMap((row) => row.result.errors.map((e) => `- ${row.site.label} ${row.route}: ${e}`));
  return lines.length === 0 ? [] : ["### Failed runs", "", ...lines, ""];
}

/** Simulated timings follow the CPU speed Lighthouse measured, so the report says what it was. */
function machineNote(sites: readonly SiteResult[]): string {
  const indexes = sites
    .flatMap((site) => site.routes.flatMap((route) => route.runs.map((run) => run.benchmarkIndex)))
    .sort((a, b) => a - b);
  if (indexes.length === 0) return "";
  const middle = indexes[Math.floor(indexes.length / 2)] ?? 0;
  return (
    `Lighthouse CPU benchmark index over all runs: median ${Math.round(middle)}, ` +
    `range ${Math.round(indexes[0] ?? 0)}–${Math.round(indexes.at(-1) ?? 0)} ` +
    "(lower means a busier or slower machine, and slower simulated FCP, LCP and TBT)."
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
