/**
 * This build beside a peer measured in the same run (`--versus`): the main thread's time route by
 * route, ours ÷ the peer's, the breakdown of that time by kind of work, the CPU benchmark index of
 * each site's runs, and the target "TBT no more than the peer's". No browser here, so all of this
 * is unit-tested.
 */
import { type MainThreadGroup, type RouteResult, type RunSummary, mainThreadGroups } from "./lighthouse";
import { type RankTest, rankTestAbove } from "./rank-test";
import { kb, markdownTable, medianOf, secondsFromMs } from "./report";

/** The part of a site's result this report reads (report.ts's SiteResult has it). */
export interface VersusSite {
  label: string;
  /** This project's own build. */
  local: boolean;
  routes: RouteResult[];
  /** Lighthouse with DevTools throttling, per route, when measured (`--observed-runs`). */
  observed?: RouteResult[];
}

/** Which of a site's Lighthouse results to read: the simulated runs, or those with DevTools throttling. */
export interface Which {
  observed?: boolean;
}

const routesOf = (site: VersusSite, { observed = false }: Which = {}): RouteResult[] =>
  observed ? (site.observed ?? []) : site.routes;

/** What "with DevTools throttling" means, in the report and in the record. */
export const observedDefinition =
  "Lighthouse's mobile preset with DevTools throttling instead of its simulation: while the page loads, the " +
  "browser holds the network to Lighthouse's slow 4G (562.5 ms round trip, 1.47 Mbps down, 675 kbps up) and " +
  "runs the page 4× slower, and TBT adds up the tasks the main thread really ran between the first contentful " +
  "paint and the page going quiet. A task that ran before the first paint cannot count, where the simulation " +
  "can place it after. A fresh headless Chromium per run, ours and the peer's in turn.";

const groupNames: Record<MainThreadGroup, string> = {
  styleLayout: "Style & layout",
  scriptEvaluation: "Script evaluation",
  scriptParseCompile: "Script parse & compile",
  parseHTML: "Parse HTML & CSS",
  paintCompositeRender: "Rendering",
  garbageCollection: "Garbage collection",
  other: "Other",
};

/** A site's result for the same route as `route` (another site's), if it measured it. */
const sameRoute = (site: VersusSite, route: RouteResult, which: Which = {}): RouteResult | undefined =>
  routesOf(site, which).find((r) => r.route === route.route);

/** The median of a figure over a route's runs (the slower middle for an even count), NaN for none. */
export function medianOfRuns(runs: readonly RunSummary[], figure: (run: RunSummary) => number): number {
  const values = runs
    .map(figure)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** A run's TBT less what Chromium's commit task contributes to it (never below 0). */
export const ownTbt = (run: RunSummary) => Math.max(0, run.tbtMs - run.commitTaskTbtMs);

export const mainThreadTotal = (run: RunSummary) =>
  mainThreadGroups.reduce((sum, group) => sum + (run.mainThread[group] ?? 0), 0);

/** "2.4×" (ours ÷ peer's); "–" when either is missing; "0 ÷ 0" reads as even. */
export function ratio(ours: number, peer: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(peer)) return "–";
  if (peer === 0) return ours === 0 ? "1.00×" : "∞";
  return `${(ours / peer).toFixed(2)}×`;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");

/** "1400 (1300–1500)": the median with the lowest and highest in brackets (`unit` after the median). */
function spread(values: readonly number[], unit = ""): string {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return "–";
  const median = Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
  const [low, high] = [Math.round(sorted[0] ?? 0), Math.round(sorted.at(-1) ?? 0)];
  return low === high ? `${median}${unit}` : `${median}${unit} (${low}–${high})`;
}

/** The lowest and highest of a figure over a route's runs ([NaN, NaN] for none). */
function rangeOfRuns(runs: readonly RunSummary[], figure: (run: RunSummary) => number): [number, number] {
  const values = runs.map(figure).filter(Number.isFinite);
  return values.length === 0 ? [Number.NaN, Number.NaN] : [Math.min(...values), Math.max(...values)];
}

/** A route's median TBT with the lowest and highest of its runs: "29 ms (2–62)". */
const tbtWithRange = (route: RouteResult | undefined): string =>
  spread(route?.runs.map((run) => run.tbtMs) ?? [], " ms");

/** Below this one-sided p-value, a route's TBT is above the peer's beyond the runs' noise. */
export const significance = 0.05;

/** The rank test of "our TBT is higher than the peer's" over both sites' runs of a route. */
export const tbtRankTest = (route: RouteResult, theirs: RouteResult): RankTest =>
  rankTestAbove(
    route.runs.map((run) => run.tbtMs),
    theirs.runs.map((run) => run.tbtMs),
  );

/** "ours higher in 58% of pairs of runs, p = 0.31". */
function describeRankTest({ shareAbove, pValue }: RankTest): string {
  if (!Number.isFinite(pValue)) return "no runs to compare";
  return `ours higher in ${Math.round(shareAbove * 100)}% of pairs of runs, p = ${pValue.toFixed(2)}`;
}

/**
 * Each route where our median TBT is above the peer's: "route: ours > peer's", with both sites'
 * ranges over the runs and whether those overlap (a difference inside both sites' run-to-run
 * spread, which more runs may reverse) or not. With `observed`, the runs with DevTools throttling
 * (where Chromium's commit task, before the paint, never counts).
 */
export function versusMisses(ours: VersusSite, peer: VersusSite, which: Which = {}): string[] {
  return routesOf(ours, which).flatMap((route) => {
    const theirs = sameRoute(peer, route, which);
    if (!theirs || route.runs.length === 0 || theirs.runs.length === 0) {
      return [`${route.route}: not measured on both sites`];
    }
    const [a, b] = [medianOfRuns(route.runs, (r) => r.tbtMs), medianOfRuns(theirs.runs, (r) => r.tbtMs)];
    if (a <= b) return [];
    const [[ourLow, ourHigh], [peerLow, peerHigh]] = [route.runs, theirs.runs].map((runs) =>
      rangeOfRuns(runs, (r) => r.tbtMs),
    ) as [[number, number], [number, number]];
    const overlap = ourLow <= peerHigh && peerLow <= ourHigh;
    const [own, peerOwn] = [medianOfRuns(route.runs, ownTbt), medianOfRuns(theirs.runs, ownTbt)];
    return [
      `${route.route}: TBT ${tbtWithRange(route)} > the peer's ${tbtWithRange(theirs)}, ` +
        (overlap
          ? "inside both sites' run-to-run spread"
          : "outside the spread: every run of ours above every run of the peer's") +
        (which.observed
          ? ""
          : `; less Chromium's commit task, ${ms(own)} against the peer's ${ms(peerOwn)}`) +
        `; rank test over the runs: ${describeRankTest(tbtRankTest(route, theirs))}`,
    ];
  });
}

/** The routes' median TBTs added up, ours and the peer's, over the routes both sites measured. */
export function summedTbt(
  ours: VersusSite,
  peer: VersusSite,
  which: Which = {},
): { ours: number; peer: number } {
  let [sumOurs, sumPeer] = [0, 0];
  for (const route of routesOf(ours, which)) {
    const theirs = sameRoute(peer, route, which);
    const [a, b] = [
      medianOfRuns(route.runs, (r) => r.tbtMs),
      theirs ? medianOfRuns(theirs.runs, (r) => r.tbtMs) : Number.NaN,
    ];
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    sumOurs += a;
    sumPeer += b;
  }
  return { ours: sumOurs, peer: sumPeer };
}

/** A figure's median over a route's runs; NaN for a route not measured. */
const median = (route: RouteResult | undefined, figure: (run: RunSummary) => number): number =>
  route ? medianOfRuns(route.runs, figure) : Number.NaN;

/** The rank test's two cells: the share of pairs of runs with ours higher, and p. */
const rankCells = (test: RankTest | null): [string, string] => [
  test && Number.isFinite(test.shareAbove) ? `${Math.round(test.shareAbove * 100)}%` : "–",
  test && Number.isFinite(test.pValue) ? test.pValue.toFixed(2) : "–",
];

/** The first columns of both reports' route tables. */
const tbtColumns = ["Route", "TBT", "Peer's TBT", "TBT ÷ peer's"];

/** "All routes, their median TBTs added up: 72 ms, the peer's 152 ms (0.47×)." */
const summedLine = ({ ours, peer }: { ours: number; peer: number }): string =>
  `All routes, their median TBTs added up: ${ms(ours)}, the peer's ${ms(peer)} (${ratio(ours, peer)}).`;

/** The target's verdict: met on every route, or each miss listed under a heading. */
function targetVerdict(misses: readonly string[], target: string): string {
  return misses.length === 0
    ? `Target met on every route: ${target}.\n`
    : `#### ${target}: ${misses.length} missed\n\n${misses.map((miss) => `- ${miss}`).join("\n")}\n`;
}

/**
 * The report's Markdown. `heading` replaces the first line's "in the same run" for a report that
 * pools several runs (`pool.ts`).
 */
export function renderVersusReport(sites: readonly VersusSite[], runs: number, heading?: string): string {
  const ours = sites.find((site) => site.local);
  const peer = sites.find((site) => !site.local);
  if (!ours || !peer) return "";
  const rows = ours.routes.map((route) => {
    const theirs = sameRoute(peer, route);
    const pair = (figure: (run: RunSummary) => number) =>
      [median(route, figure), median(theirs, figure)] as const;
    const [tbt, peerTbt] = pair((r) => r.tbtMs);
    const [main, peerMain] = pair(mainThreadTotal);
    const [perf, peerPerf] = pair((r) => r.scores.performance ?? Number.NaN);
    const [lcp, peerLcp] = pair((r) => r.lcpMs);
    const [bytes, peerBytes] = pair((r) => r.bytes.total);
    const score = (value: number) => (Number.isFinite(value) ? String(value) : "–");
    return [
      route.route,
      tbtWithRange(route),
      tbtWithRange(theirs),
      ratio(tbt, peerTbt),
      ms(main),
      ms(peerMain),
      ratio(main, peerMain),
      `${score(perf)} / ${score(peerPerf)}`,
      `${secondsFromMs(lcp)} / ${secondsFromMs(peerLcp)}`,
      `${Number.isFinite(bytes) ? kb(bytes) : "–"} / ${Number.isFinite(peerBytes) ? kb(peerBytes) : "–"}`,
    ];
  });
  const breakdown = ours.routes.flatMap((route) =>
    [ours, peer].map((site) => {
      const result = sameRoute(site, route);
      return [
        route.route,
        site.label,
        ...mainThreadGroups.map((group) => ms(median(result, (r) => r.mainThread[group] ?? 0))),
        ms(median(result, mainThreadTotal)),
      ];
    }),
  );
  const composition = ours.routes.map((route) => {
    const theirs = sameRoute(peer, route);
    return [
      route.route,
      ...[route, theirs].flatMap((result) => [
        ms(median(result, (r) => r.tbtMs)),
        ms(median(result, (r) => r.commitTaskTbtMs)),
        ms(median(result, ownTbt)),
      ]),
    ];
  });
  const index = (site: VersusSite) =>
    `${site.label} ${spread(site.routes.flatMap((route) => route.runs.map((run) => run.benchmarkIndex)))}`;
  const misses = versusMisses(ours, peer);
  const summed = summedTbt(ours, peer);
  const tests = ours.routes.flatMap((route) => {
    const theirs = sameRoute(peer, route);
    return theirs && route.runs.length > 0 && theirs.runs.length > 0
      ? [{ route: route.route, test: tbtRankTest(route, theirs) }]
      : [];
  });
  const shownAbove = tests.filter(({ test }) => test.pValue < significance);
  return [
    heading ??
      `### This build beside ${peer.label}, in the same run (${medianOf(runs)}; each figure's median)`,
    "",
    markdownTable(
      [
        ...tbtColumns,
        "Main thread",
        "Peer's",
        "Main thread ÷ peer's",
        "Perf (ours / peer's)",
        "LCP (ours / peer's)",
        "Transfer (ours / peer's)",
      ],
      rows,
    ),
    "",
    summedLine(summed),
    "",
    "Runs taken in turn, ours then the peer's, so a busier minute weighs on both. TBT: the median over the runs, " +
      "with the lowest and highest of the runs in brackets. Main thread: all of its work during the load, " +
      "as Lighthouse reports it (scaled by the simulated 4× CPU slowdown).",
    "",
    `Lighthouse CPU benchmark index, median (range) over each site's runs: ${index(ours)}; ${index(peer)}.`,
    "",
    "#### What the TBT is made of (median over the runs)",
    "",
    markdownTable(
      [
        "Route",
        "TBT",
        "Of it, Chromium's commit task",
        "The page's own",
        "Peer's TBT",
        "Peer's commit task",
        "Peer's own",
      ],
      composition,
    ),
    "",
    "Chromium's commit task: the navigation's first task, in which the renderer sets up the page's script " +
      'context (Lighthouse\'s "Unattributable" long task before the first contentful paint); its share is what ' +
      "of it the simulation puts after the paint, less 50 ms. The page's own: each run's TBT less that share. " +
      "Estimates: Lighthouse lists its long tasks from a simulation close to, not exactly, the one its TBT averages.",
    "",
    "#### Main-thread work by kind (median over the runs)",
    "",
    markdownTable(
      ["Route", "Site", ...mainThreadGroups.map((group) => groupNames[group]), "Total"],
      breakdown,
      2,
    ),
    "",
    "#### Beyond the runs' noise? (TBT, one-sided rank test over each site's runs)",
    "",
    markdownTable(
      ["Route", "Pairs of runs with ours higher", "p (ours higher)"],
      tests.map(({ route, test }) => [route, ...rankCells(test)]),
    ),
    "",
    "Every run of ours set against every run of the peer's, a tie counting half; 50% is even. p: the chance " +
      "of ours ranking at least this high were both sites' runs drawn from one spread (exact, ties included). " +
      `Below ${significance}, ours is higher beyond the noise: ` +
      (shownAbove.length === 0
        ? "on no route."
        : `${shownAbove.map(({ route, test }) => `${route} (p = ${test.pValue.toFixed(2)})`).join(", ")}.`) +
      ` Each route is tested on its own: with ${tests.length} routes, noise alone names at least one in ` +
      `${Math.round((1 - (1 - significance) ** tests.length) * 100)}% of runs.`,
    "",
    targetVerdict(misses, "TBT no more than the peer's"),
  ].join("\n");
}

/**
 * The runs with DevTools throttling beside the peer's (`--observed-runs`): each route's TBT as the
 * main thread really ran it, the long tasks after the first paint, the first paint itself, the
 * rank test and the target. Empty unless both sites have such runs. `heading` as for
 * `renderVersusReport`.
 */
export function renderObservedReport(sites: readonly VersusSite[], runs: number, heading?: string): string {
  const ours = sites.find((site) => site.local);
  const peer = sites.find((site) => !site.local);
  const which = { observed: true };
  if (!ours?.observed?.length || !peer?.observed?.length) return "";
  const count = (value: number) => (Number.isFinite(value) ? String(value) : "–");
  const rows = ours.observed.map((route) => {
    const theirs = sameRoute(peer, route, which);
    const test = theirs ? tbtRankTest(route, theirs) : null;
    const tasks = (result: RouteResult | undefined) =>
      count(median(result, (r) => r.longTasksAfterFcp ?? Number.NaN));
    return [
      route.route,
      tbtWithRange(route),
      tbtWithRange(theirs),
      ratio(
        median(route, (r) => r.tbtMs),
        median(theirs, (r) => r.tbtMs),
      ),
      `${tasks(route)} / ${tasks(theirs)}`,
      `${secondsFromMs(median(route, (r) => r.fcpMs))} / ${secondsFromMs(median(theirs, (r) => r.fcpMs))}`,
      ...rankCells(test),
    ];
  });
  const summed = summedTbt(ours, peer, which);
  const misses = versusMisses(ours, peer, which);
  return [
    heading ??
      `### As the main thread really ran: this build beside ${peer.label}, DevTools throttling (${medianOf(runs)})`,
    "",
    markdownTable(
      [
        ...tbtColumns,
        "Long tasks after the first paint (ours / peer's)",
        "FCP (ours / peer's)",
        "Pairs of runs with ours higher",
        "p (ours higher)",
      ],
      rows,
    ),
    "",
    summedLine(summed),
    "",
    `${observedDefinition} Medians over the runs, TBT with the lowest and highest in brackets; the rank test as above.`,
    "",
    targetVerdict(misses, "TBT no more than the peer's, as the main thread really ran"),
  ].join("\n");
}
