/**
 * The Markdown the benchmark prints for Lighthouse, beside the peer and the first working tap, and
 * the targets each is held to. No browser here, so it is unit-tested. 1 KB = 1024 bytes, as in
 * Lighthouse (KiB).
 */
import { paths } from "../../app/lib/paths";
import { type RouteResult, type RunSummary, byteTypes } from "./lighthouse";

export const kilobyte = 1024;

export const targets = {
  score: 100,
  lcpMs: 1200,
  cls: 0.01,
  tbtMs: 100,
  scriptBytes: 120 * kilobyte,
  /** The first round trip of a new connection: ten packets of about 1.4 KB. */
  criticalBytes: 14 * kilobyte,
  /** The menu works as soon as the page can be seen, give or take a tap. */
  tapAfterFcpMs: 100,
} as const;

/** First load per route, in KB; a design's page is held to the collection page's budget. */
function firstLoadBudget(route: string): number {
  if (route === paths.home) return 300;
  return route === paths.collection || route.startsWith(`${paths.collection}/`) ? 350 : 250;
}

export const kb = (bytes: number) => `${(bytes / kilobyte).toFixed(1)} KB`;
export const secondsFromMs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "–");
const wholeMs = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : "–");

/** "42.3 s", or "12 min 5 s" for long ones. */
export function seconds(value: number): string {
  if (value < 120) return `${value.toFixed(1)} s`;
  const whole = Math.round(value);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** The first `textColumns` columns are left-aligned labels; the rest are right-aligned figures. */
export function markdownTable(header: readonly string[], rows: readonly string[][], textColumns = 1): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, index) => (index < textColumns ? "---" : "---:"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

/** The middle value (the slower middle for an even count), failed runs (NaN) left out; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const runsNote = (runs: number) => (runs === 1 ? "one run per route" : `median of ${runs} runs per route`);

export function renderLighthouseReport(routes: readonly RouteResult[], runs: number): string {
  const dashes = (count: number) => ["failed", ...Array<string>(count - 1).fill("–")];
  const scores = routes.map(({ route, median: run }) => {
    if (!run) return [route, ...dashes(11)];
    const show = (score: number | null) => (score === null ? "–" : String(score));
    const fits = run.critical.totalBytes <= targets.criticalBytes ? "fits" : "over";
    return [
      route,
      ...Object.values(run.scores).map(show),
      secondsFromMs(run.fcpMs),
      secondsFromMs(run.lcpMs),
      wholeMs(run.tbtMs),
      run.cls.toFixed(3),
      kb(run.bytes.total),
      kb(run.bytes.script),
      `${kb(run.critical.totalBytes)} ${fits}`,
    ];
  });
  const bytes = routes.map(({ route, median: run }) => [
    route,
    ...(run
      ? [
          ...byteTypes.map((type) => `${kb(run.bytes[type])} (${run.requestsByType[type]})`),
          kb(run.bytes.total),
        ]
      : dashes(byteTypes.length + 1)),
  ]);
  const indexes = routes.flatMap((r) => r.runs.map((run) => Math.round(run.benchmarkIndex)));
  const misses = routes.flatMap((r) => (r.median ? targetMisses(r.route, r.median) : [`${r.route}: no run`]));
  const errors = routes.flatMap((r) => r.errors.map((error) => `- ${r.route}: ${error}`));
  return [
    `### Lighthouse, mobile preset (${runsNote(runs)})`,
    "",
    markdownTable(
      [..."Route Perf A11y BP SEO FCP LCP TBT CLS Transfer JS".split(" "), "HTML+CSS (≤ 14 KB)"],
      scores,
    ),
    "",
    "Transfer and JS: compressed bytes on the wire, headers included, until the page was idle. " +
      "HTML+CSS: compressed bodies of the page and the stylesheets Chromium marked render-blocking.",
    "",
    markdownTable(["Route", ...byteTypes.map((type) => `${type} (requests)`), "total"], bytes),
    "",
    indexes.length === 0
      ? "No run completed."
      : `Lighthouse CPU benchmark index: median ${median(indexes)}, range ${Math.min(...indexes)}–` +
        `${Math.max(...indexes)} (lower means a busier machine and slower simulated timings).`,
    "",
    misses.length === 0
      ? "Every target met."
      : `Targets missed:\n\n${misses.map((m) => `- ${m}`).join("\n")}`,
    ...(errors.length === 0 ? [] : ["", "Failed runs:", "", ...errors]),
    "",
  ].join("\n");
}

/** Each target the run misses, as "what measured > target". */
export function targetMisses(route: string, run: RunSummary): string[] {
  const scores = Object.entries(run.scores).flatMap(([name, value]) =>
    value === null || value < targets.score
      ? [`${route}: ${name} ${value ?? "not scored"} < ${targets.score}`]
      : [],
  );
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
  // Written as "not met", so a NaN (a figure Lighthouse did not report) counts as a miss.
  return [...scores, ...checks.filter(([met]) => !met).map(([, miss]) => `${route}: ${miss}`)];
}

/** "0.43×" (ours ÷ the peer's); "–" when either is missing; two zeros are even. */
export function ratio(ours: number, peer: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(peer)) return "–";
  if (peer === 0) return ours === 0 ? "1.00×" : "∞";
  return `${(ours / peer).toFixed(2)}×`;
}

/** TBT and LCP route by route, ours ÷ the peer's, each the median over its site's runs. */
export function renderVersusReport(
  ours: readonly RouteResult[],
  peer: readonly RouteResult[],
  peerLabel: string,
  runs: number,
): string {
  const figure = (result: RouteResult | undefined, read: (run: RunSummary) => number) =>
    median(result?.runs.map(read) ?? []);
  let [sumOurs, sumPeer] = [0, 0];
  const above: string[] = [];
  const rows = ours.map((result) => {
    const theirs = peer.find((r) => r.route === result.route);
    const [tbt, peerTbt] = [figure(result, (r) => r.tbtMs), figure(theirs, (r) => r.tbtMs)];
    const [lcp, peerLcp] = [figure(result, (r) => r.lcpMs), figure(theirs, (r) => r.lcpMs)];
    const perf = (r: RouteResult | undefined) => {
      const score = figure(r, (run) => run.scores.performance ?? Number.NaN);
      return Number.isFinite(score) ? String(score) : "–";
    };
    if (Number.isFinite(tbt) && Number.isFinite(peerTbt))
      [sumOurs, sumPeer] = [sumOurs + tbt, sumPeer + peerTbt];
    if (!(tbt <= peerTbt)) above.push(`${result.route} (${wholeMs(tbt)} against ${wholeMs(peerTbt)})`);
    return [
      result.route,
      wholeMs(tbt),
      wholeMs(peerTbt),
      ratio(tbt, peerTbt),
      secondsFromMs(lcp),
      secondsFromMs(peerLcp),
      ratio(lcp, peerLcp),
      `${perf(result)} / ${perf(theirs)}`,
    ];
  });
  const index = (results: readonly RouteResult[]) =>
    median(results.flatMap((r) => r.runs.map((run) => Math.round(run.benchmarkIndex))));
  return [
    `### Beside ${peerLabel} (${runsNote(runs)}, each route ours then the peer's)`,
    "",
    markdownTable(
      ["Route", "TBT", "Peer's", "÷ peer's", "LCP", "Peer's", "÷ peer's", "Perf (ours / peer's)"],
      [
        ...rows,
        ["all routes, summed", wholeMs(sumOurs), wholeMs(sumPeer), ratio(sumOurs, sumPeer), "", "", "", ""],
      ],
    ),
    "",
    `CPU benchmark index, median: ours ${index(ours)}, the peer's ${index(peer)}. Target: TBT no more than ` +
      `the peer's on every route: ${above.length === 0 ? "met" : `above on ${above.join(", ")}`}.`,
    "",
  ].join("\n");
}

/** The first working tap's contract, word for word in the report and the record. */
export const firstTapDefinition =
  "First working tap: from navigation start until a tap on the phone menu (on /collection, the tab " +
  'bar\'s "Our Design" button) opens it. Real Chromium with DevTools throttling through CDP: 150 ms ' +
  "round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower, cache off, a 390×844 phone at 3× with touch, " +
  "a fresh context per run. Every ~20 ms, once the control is laid out and uncovered, it is tapped; it " +
  'is open when its aria-expanded is "true", its popover is open, or what its aria-controls names is ' +
  "in view. The first tap that opens it counts, from the later of the tap and the first contentful " +
  'paint (nobody taps what they cannot see); none within 20 s is "never".';

export interface TapRun {
  /** First contentful paint, from navigation start; null when the page reported none. */
  fcpMs: number | null;
  /** From navigation start to the tap that opened the control; null when none did within 20 s. */
  tapMs: number | null;
  taps: number;
}

export interface TapRoute {
  route: string;
  runs: TapRun[];
  errors: string[];
}

/** The median of times where null means never and sorts after every time (the slower middle for an even count). */
export function medianTime(values: readonly (number | null)[]): number | null {
  const rank = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
  return [...values].sort((a, b) => rank(a) - rank(b))[Math.floor(values.length / 2)] ?? null;
}

/** FCP, tap and tap − FCP over a route's runs; the gap run by run, each tap against its own paint. */
export function summariseTaps(runs: readonly TapRun[]) {
  const painted = runs.filter((run): run is TapRun & { fcpMs: number } => run.fcpMs !== null);
  return {
    fcpMs: medianTime(painted.map((run) => run.fcpMs)),
    tapMs: medianTime(runs.map((run) => run.tapMs)),
    gapMs: medianTime(painted.map((run) => (run.tapMs === null ? null : run.tapMs - run.fcpMs))),
  };
}

export function renderFirstTapReport(routes: readonly TapRoute[], runs: number): string {
  const time = (ms: number | null) => (ms === null ? "never" : secondsFromMs(ms));
  const misses: string[] = [];
  const rows = routes.map(({ route, runs: done }) => {
    if (done.length === 0) {
      misses.push(route);
      return [route, "failed", "–", "–", `0 of ${runs}`];
    }
    const { fcpMs, tapMs, gapMs } = summariseTaps(done);
    if (gapMs === null || gapMs > targets.tapAfterFcpMs) misses.push(route);
    const gap = gapMs === null ? "never" : `${gapMs < 0 ? "−" : "+"}${Math.abs(Math.round(gapMs))} ms`;
    return [
      route,
      time(fcpMs),
      time(tapMs),
      gap,
      done.length === runs ? String(runs) : `${done.length} of ${runs}`,
    ];
  });
  const errors = routes.flatMap((r) => r.errors.map((error) => `- ${r.route}: ${error}`));
  return [
    `### First working tap, real Chromium with DevTools throttling (${runsNote(runs)})`,
    "",
    markdownTable(["Route", "FCP", "First working tap", "Tap − FCP", "Runs"], rows),
    "",
    firstTapDefinition,
    "",
    `Target: first working tap ≤ FCP + ${targets.tapAfterFcpMs} ms: ` +
      (misses.length === 0 ? "met on every route." : `missed on ${misses.join(", ")}.`),
    ...(errors.length === 0 ? [] : ["", "Failed runs:", "", ...errors]),
    "",
  ].join("\n");
}
