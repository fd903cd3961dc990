/**
 * The first working tap's figures: what one run records, the median and range over a route's runs,
 * the target for this project's build, and the Markdown table. No browser here (first-tap.ts
 * drives it), so all of this is unit-tested.
 */
import { medianOf, siteTable } from "./report";

/** The contract, word for word in the help text, the report and the results file. */
export const firstTapDefinition =
  "First working tap: from navigation start until a tap on the phone menu (on /collection, the tab " +
  'bar\'s "Our Design" button) opens it. Real Chromium with DevTools throttling through CDP: 150 ms ' +
  "round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower, cache off, a 390×844 phone at 3× with touch, " +
  "a fresh context per run. Every ~20 ms, once the control is laid out and uncovered, it is tapped; it " +
  'is open when its aria-expanded is "true", its popovertarget is :popover-open, or its aria-controls ' +
  "target is visible. The first tap that opens it counts, from the later of the tap and the first " +
  'contentful paint; none within 20 s is "never".';

/** This project's goal: the menu works as soon as the page can be seen, give or take a tap. */
export const firstTapTarget = { afterFcpMs: 100 } as const;

export interface FirstTapRun {
  /** First contentful paint, from navigation start; null when the page reported none. */
  fcpMs: number | null;
  /** From navigation start to the first tap that opened the control; null when none did within 20 s. */
  tapMs: number | null;
  /** Every tap made, from navigation start; the last is the working one when there was one. */
  tapsMs: number[];
}

/** Median and range over the runs, in ms; null stands for "never" (it sorts after every time). */
export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
  /** Runs that gave a value (never counts as one; a run without FCP does not count for FCP or the gap). */
  count: number;
}

export interface FirstTapSummary {
  fcp: Spread | null;
  tap: Spread | null;
  /** Tap − FCP, run by run, so a slow run's FCP is set against its own tap. */
  gap: Spread | null;
}

export interface FirstTapRoute {
  route: string;
  url: string;
  /** How the control was looked for. */
  control: string;
  /** The element tapped in the last run, as the page had it: shows what a guess or selector found. */
  tapped: string | null;
  runs: FirstTapRun[];
  summary: FirstTapSummary | null;
  /** Why runs failed, if any did. */
  errors: string[];
}

/** The part of a site's result this report reads (report.ts's SiteResult has it). */
export interface FirstTapSite {
  label: string;
  /** This project's own build: the one the target applies to. */
  local: boolean;
  firstTap: FirstTapRoute[];
}

/**
 * Median and range of times where null means never. With an even count the slower of the two
 * middle values is taken, as the Lighthouse median does, so the figure is always a real run's.
 */
export function spreadOf(values: readonly (number | null)[]): Spread | null {
  if (values.length === 0) return null;
  const rank = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : value);
  const sorted = [...values].sort((a, b) => rank(a) - rank(b));
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? null,
    min: sorted[0] ?? null,
    max: sorted.at(-1) ?? null,
    count: sorted.length,
  };
}

export function summariseTaps(runs: readonly FirstTapRun[]): FirstTapSummary | null {
  if (runs.length === 0) return null;
  const withFcp = runs.filter((run): run is FirstTapRun & { fcpMs: number } => run.fcpMs !== null);
  return {
    fcp: spreadOf(withFcp.map((run) => run.fcpMs)),
    tap: spreadOf(runs.map((run) => run.tapMs)),
    gap: spreadOf(withFcp.map((run) => (run.tapMs === null ? null : run.tapMs - run.fcpMs))),
  };
}

/** Whether a route meets "first working tap ≤ FCP + 100 ms", judged on the median of its runs' gaps. */
export function meetsTapTarget(summary: FirstTapSummary | null): boolean {
  const gap = summary?.gap?.median;
  return gap !== null && gap !== undefined && gap <= firstTapTarget.afterFcpMs;
}

export function tapTargetMisses(routes: readonly FirstTapRoute[]): string[] {
  return routes.filter((route) => !meetsTapTarget(route.summary)).map((route) => route.route);
}

export function renderFirstTapReport(sites: readonly FirstTapSite[], runs: number): string {
  const table = siteTable(
    sites,
    ["FCP", "First working tap", "Tap − FCP", "Runs"],
    (site) => site.firstTap,
    (route) => tapCells(route, runs),
  );
  const errors = sites.flatMap((site) =>
    site.firstTap.flatMap((route) => route.errors.map((e) => `- ${site.label} ${route.route}: ${e}`)),
  );
  return [
    `### First working tap, real browser with DevTools throttling (${medianOf(runs)})`,
    "",
    table,
    "",
    firstTapDefinition,
    "",
    ...sites.filter((site) => !site.local).map(renderControls),
    ...sites.filter((site) => site.local).map(renderTarget),
    ...(errors.length === 0 ? [] : ["#### Failed first-tap runs", "", ...errors, ""]),
  ].join("\n");
}

function tapCells(route: FirstTapRoute, runs: number): string[] {
  const { summary } = route;
  const done = summary === null ? 0 : route.runs.length;
  const count = done === runs ? String(done) : `${done} of ${runs}`;
  if (!summary) return ["–", "failed", "–", count];
  return [
    withRange(summary.fcp, "seconds"),
    withRange(summary.tap, "seconds"),
    withRange(summary.gap, "gap"),
    count,
  ];
}

/**
 * "1.23 s (1.10–1.40)", or for gaps "+850 ms (+620 to +1100)": the median, then the range over the
 * runs, left out when they all agree; "never" for a run in which no tap worked.
 */
export function withRange(spread: Spread | null, kind: "seconds" | "gap"): string {
  if (!spread) return "–";
  const number = (ms: number | null) => {
    if (ms === null) return "never";
    if (kind === "seconds") return (ms / 1000).toFixed(2);
    return `${ms < 0 ? "−" : "+"}${Math.abs(Math.round(ms))}`;
  };
  const unit = kind === "seconds" ? " s" : " ms";
  const median = spread.median === null ? "never" : number(spread.median) + unit;
  const [low, high] = [number(spread.min), number(spread.max)];
  if (spread.count < 2 || low === high) return median;
  return `${median} (${low}${kind === "seconds" ? "–" : " to "}${high})`;
}

/** What a selector or the guess found on another site, so a surprising figure can be checked. */
function renderControls(site: FirstTapSite): string {
  const routesByElement = new Map<string, string[]>();
  for (const route of site.firstTap) {
    const element = route.tapped === null ? "nothing tapped" : `\`${route.tapped.replace(/`/g, "'")}\``;
    routesByElement.set(element, [...(routesByElement.get(element) ?? []), route.route]);
  }
  const found = [...routesByElement].map(([element, routes]) => `${element} on ${routes.join(", ")}`);
  const how = site.firstTap[0]?.control ?? "no control";
  return `Control tapped on ${site.label} (${how}): ${found.join("; ")}.\n`;
}

function renderTarget(site: FirstTapSite): string {
  const heading = `Target (${site.label}): first working tap ≤ FCP + ${firstTapTarget.afterFcpMs} ms, on the median of the runs' Tap − FCP.`;
  const misses = tapTargetMisses(site.firstTap);
  return misses.length === 0
    ? `${heading} Met on every route measured.\n`
    : `${heading} Missed on ${misses.join(", ")}.\n`;
}
