/** The Markdown the benchmark prints: scores and timings, bytes by type, and the targets missed. */
import { kb, markdownTable, secondsFromMs, wholeMs } from "./format";
import type { RouteResult } from "./measure-site";
import { type RunSummary, byteTypes } from "./run-summary";
import { targetMisses, targets } from "./targets";

export interface SiteResult {
  /** "this build", or the host of a site given with --url. */
  label: string;
  baseUrl: string;
  /** This project's own build: the one the targets apply to. */
  local: boolean;
  routes: RouteResult[];
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
      `HTML+CSS ≤ ${kb(targets.criticalBytes)}`,
    ],
    rows.map((row) => [...lead(row), ...withMedian(row, 12, scoreCells)]),
  );
  const bytes = markdownTable(
    [...leadHeader, ...byteTypes.map(capitalise), "Total"],
    rows.map((row) => [...lead(row), ...withMedian(row, byteTypes.length + 1, byteCells)]),
  );
  return [
    `### Lighthouse, mobile preset (median of ${runs} ${runs === 1 ? "run" : "runs"} per route)`,
    "",
    scores,
    "",
    "### Bytes transferred by type (compressed, headers included; requests in brackets)",
    "",
    bytes,
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

function withMedian(row: Row, width: number, cells: (run: RunSummary) => string[]): string[] {
  if (row.result.median) return cells(row.result.median);
  return ["failed", ...Array.from({ length: width - 1 }, () => "–")];
}

function scoreCells(run: RunSummary): string[] {
  const fits = run.critical.totalBytes <= targets.criticalBytes ? "fits" : "over";
  return [
    ...[run.scores.performance, run.scores.accessibility, run.scores.bestPractices, run.scores.seo].map(
      (s) => (s === null ? "–" : String(s)),
    ),
    secondsFromMs(run.fcpMs),
    secondsFromMs(run.lcpMs),
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

function renderMisses(site: SiteResult): string {
  const misses = site.routes.flatMap((result) =>
    result.median
      ? targetMisses(result.route, result.median).map((miss) => `- ${result.route}: ${miss}`)
      : [],
  );
  const heading = `### Targets of issue 4 (${site.label})`;
  return misses.length === 0
    ? `${heading}\n\nEvery target met on every route measured.\n`
    : `${heading}: ${misses.length} missed\n\n${misses.join("\n")}\n`;
}

function renderErrors(rows: readonly Row[]): string[] {
  const lines = rows.flatMap((row) => row.result.errors.map((e) => `- ${row.site.label} ${row.route}: ${e}`));
  return lines.length === 0 ? [] : ["### Failed runs", "", ...lines, ""];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
