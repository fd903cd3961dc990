import { describe, expect, it } from "vitest";
import {
  type RouteResult,
  commitTaskBlockingMs,
  longTasksAfterFcp,
  mainThreadBreakdown,
  renderBlockingTest,
} from "./lighthouse";
import { route, summary } from "./run-fixtures";
import { UsageError, parseOptions } from "./options";
import {
  type VersusSite,
  medianOfRuns,
  ratio,
  renderObservedReport,
  renderVersusReport,
  summedTbt,
  versusMisses,
} from "./versus-report";

describe("medianOfRuns and ratio", () => {
  it("takes each figure's middle value over the runs, the slower of two for an even count", () => {
    const runs = [summary(300, {}), summary(100, {}), summary(200, {}), summary(400, {})];
    expect(medianOfRuns(runs, (run) => run.tbtMs)).toBe(300);
    expect(medianOfRuns([], (run) => run.tbtMs)).toBeNaN();
  });

  it("writes ours ÷ the peer's, even for two zeros, and a dash for a missing figure", () => {
    expect(ratio(360, 150)).toBe("2.40×");
    expect(ratio(0, 0)).toBe("1.00×");
    expect(ratio(20, 0)).toBe("∞");
    expect(ratio(Number.NaN, 150)).toBe("–");
  });
});

describe("mainThreadBreakdown", () => {
  it("sums Lighthouse's rows by group and counts a group it does not know as other", () => {
    const lhr = {
      audits: {
        "mainthread-work-breakdown": {
          details: {
            type: "table",
            items: [
              { group: "styleLayout", duration: 650 },
              { group: "scriptEvaluation", duration: 600 },
              { group: "scriptEvaluation", duration: 58 },
              { group: "somethingNew", duration: 12 },
              { group: "other", duration: 30 },
            ],
          },
        },
      },
    } as unknown as Parameters<typeof mainThreadBreakdown>[0];
    expect(mainThreadBreakdown(lhr)).toEqual({
      styleLayout: 650,
      scriptEvaluation: 658,
      scriptParseCompile: 0,
      parseHTML: 0,
      paintCompositeRender: 0,
      garbageCollection: 0,
      other: 42,
    });
  });
});

/** A Lighthouse result with only a first contentful paint and a long-task list. */
const lhr = (fcp: number | undefined, tasks: { url?: string; startTime: number; duration: number }[]) =>
  ({
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "long-tasks": { details: { type: "table", items: tasks } },
    },
  }) as unknown as Parameters<typeof commitTaskBlockingMs>[0];

describe("commitTaskBlockingMs", () => {
  it("counts what of the first unattributed task lies after the first paint, less 50 ms", () => {
    const tasks = [
      { url: "http://127.0.0.1/assets/framework.js", startTime: 900, duration: 80 },
      { url: "Unattributable", startTime: 970, duration: 56 },
      { url: "Unattributable", startTime: 601, duration: 178 },
    ];
    expect(commitTaskBlockingMs(lhr(675, tasks))).toBeCloseTo(601 + 178 - 675 - 50);
  });

  it("is 0 when that task ends within 50 ms of the paint or there is none, NaN without a paint", () => {
    expect(commitTaskBlockingMs(lhr(661, [{ url: "Unattributable", startTime: 620, duration: 80 }]))).toBe(0);
    expect(commitTaskBlockingMs(lhr(661, [{ url: "Unattributable", startTime: 700, duration: 120 }]))).toBe(
      0,
    );
    expect(commitTaskBlockingMs(lhr(661, []))).toBe(0);
    expect(commitTaskBlockingMs(lhr(undefined, []))).toBeNaN();
  });
});

describe("longTasksAfterFcp", () => {
  it("counts the long tasks that end after the first paint, not those that end before it", () => {
    const tasks = [
      { startTime: 595, duration: 68 },
      { startTime: 709, duration: 104 },
      { startTime: 800, duration: 60 },
      { startTime: 1200, duration: 51 },
    ];
    expect(longTasksAfterFcp(lhr(841, tasks))).toBe(2);
    expect(longTasksAfterFcp(lhr(841, []))).toBe(0);
    expect(longTasksAfterFcp(lhr(undefined, tasks))).toBeNaN();
  });
});

describe("renderBlockingTest", () => {
  const sent = (url: string, renderBlocking?: string) => ({
    name: "ResourceSendRequest",
    args: { data: { url, ...(renderBlocking ? { renderBlocking } : {}) } },
  });
  const fonts = { url: "/assets/font-faces.css", priority: "VeryHigh" };
  const theme = { url: "/assets/theme.css", priority: "VeryHigh" };

  it("counts only what Chromium marks blocking, not a stylesheet enabled after the paint", () => {
    const isBlocking = renderBlockingTest([
      sent("/page"),
      sent(fonts.url, "dynamically_injected_non_blocking"),
      sent(theme.url, "blocking"),
      { name: "ResourceFinish", args: { data: { url: "/other.css" } } },
    ]);
    expect(isBlocking(fonts)).toBe(false);
    expect(isBlocking(theme)).toBe(true);
  });

  it("counts nothing when every flagged request is non-blocking", () => {
    const isBlocking = renderBlockingTest([sent(fonts.url, "dynamically_injected_non_blocking")]);
    expect(isBlocking(fonts)).toBe(false);
  });

  it("falls back to the highest priority for a browser that writes no flag", () => {
    const isBlocking = renderBlockingTest([sent(fonts.url), sent("/late.css")]);
    expect(isBlocking(fonts)).toBe(true);
    expect(isBlocking({ url: "/late.css", priority: "Low" })).toBe(false);
  });
});

describe("renderVersusReport", () => {
  const ours: VersusSite = {
    label: "this build",
    local: true,
    routes: [
      route("/", [summary(380, { styleLayout: 600, scriptEvaluation: 500 }, 1300), summary(360, {}, 1500)]),
      route("/about", [summary(90, { styleLayout: 100 }), summary(110, { styleLayout: 120 })]),
    ],
  };
  const peer: VersusSite = {
    label: "peer 127.0.0.1:4173",
    local: false,
    routes: [
      route("/", [summary(150, { scriptEvaluation: 300 }), summary(160, { scriptEvaluation: 320 })]),
      route("/about", [summary(120, {}), summary(100, {})]),
    ],
  };

  it("lists a route whose TBT is above the peer's, with both figures, and passes one at or under it", () => {
    expect(versusMisses(ours, peer)).toEqual([
      "/: TBT 380 ms (360–380) > the peer's 160 ms (150–160), outside the spread: every run of ours above every run of the peer's; less Chromium's commit task, 380 ms against the peer's 160 ms; rank test over the runs: ours higher in 100% of pairs of runs, p = 0.17",
    ]);
    expect(versusMisses(ours, { ...peer, routes: [peer.routes[1] as RouteResult] })).toEqual([
      "/: not measured on both sites",
    ]);
  });

  it("says a difference inside both sites' spread is one, and adds the routes' medians up", () => {
    const close: VersusSite = {
      ...ours,
      routes: [route("/", [summary(0, {}), summary(40, {}), summary(15, {})]), ours.routes[1] as RouteResult],
    };
    const closePeer: VersusSite = {
      ...peer,
      routes: [route("/", [summary(13, {}), summary(9, {}), summary(36, {})]), peer.routes[1] as RouteResult],
    };
    expect(versusMisses(close, closePeer)).toEqual([
      "/: TBT 15 ms (0–40) > the peer's 13 ms (9–36), inside both sites' run-to-run spread; less Chromium's commit task, 15 ms against the peer's 13 ms; rank test over the runs: ours higher in 56% of pairs of runs, p = 0.50",
    ]);
    expect(summedTbt(close, closePeer)).toEqual({ ours: 15 + 110, peer: 13 + 120 });
  });

  it("prints the ratio per route, the breakdown for both sites and each site's CPU index", () => {
    const report = renderVersusReport([ours, peer], 2);
    expect(report).toContain("### This build beside peer 127.0.0.1:4173, in the same run");
    expect(report).toMatch(/\| \/ \| 380 ms \(360–380\) \| 160 ms \(150–160\) \| 2\.38× \|/);
    expect(report).toMatch(/\| \/about \| 110 ms \(90–110\) \| 120 ms \(100–120\) \| 0\.92× \|/);
    expect(report).toContain("All routes, their median TBTs added up: 490 ms, the peer's 280 ms (1.75×).");
    expect(report).toMatch(/\| \/ \| this build \| 600 ms \| 500 ms \|/);
    expect(report).toMatch(/\| \/ \| peer 127\.0\.0\.1:4173 \| 0 ms \| 320 ms \|/);
    expect(report).toContain("this build 1400 (1300–1500)");
    expect(report).toContain("TBT no more than the peer's: 1 missed");
    expect(report).toContain("- /: TBT 380 ms (360–380) > the peer's 160 ms (150–160), outside the spread");
  });
});

describe("what the TBT is made of", () => {
  const ours: VersusSite = {
    label: "this build",
    local: true,
    routes: [route("/", [summary(54, {}, 1400, 54), summary(32, {}, 1400, 0), summary(10, {}, 1400, 10)])],
  };
  const peer: VersusSite = {
    label: "peer 127.0.0.1:4173",
    local: false,
    routes: [route("/", [summary(30, {}), summary(18, {}), summary(42, {})])],
  };

  it("splits each site's TBT into Chromium's commit task and the page's own, run by run", () => {
    const report = renderVersusReport([ours, peer], 3);
    expect(report).toContain("#### What the TBT is made of");
    expect(report).toMatch(/\| \/ \| 32 ms \| 10 ms \| 0 ms \| 30 ms \| 0 ms \| 30 ms \|/);
  });

  it("names the page's own blocking time beside the peer's for a route above it", () => {
    expect(versusMisses(ours, peer)).toEqual([
      "/: TBT 32 ms (10–54) > the peer's 30 ms (18–42), inside both sites' run-to-run spread; less Chromium's commit task, 0 ms against the peer's 30 ms; rank test over the runs: ours higher in 56% of pairs of runs, p = 0.50",
    ]);
  });
});

describe("beyond the runs' noise", () => {
  const runsOf = (...tbts: number[]) => tbts.map((tbt) => summary(tbt, {}));
  const ours: VersusSite = {
    label: "this build",
    local: true,
    routes: [route("/", runsOf(0, 41, 3, 0)), route("/order", runsOf(60, 72, 55, 90))],
  };
  const peer: VersusSite = {
    label: "peer 127.0.0.1:4173",
    local: false,
    routes: [route("/", runsOf(12, 9, 30, 14)), route("/order", runsOf(12, 20, 9, 14))],
  };

  it("tests each route's runs against the peer's and names a route higher beyond the noise", () => {
    const report = renderVersusReport([ours, peer], 4);
    expect(report).toContain("#### Beyond the runs' noise?");
    // Four runs a side, every one of ours above every one of theirs: 1 split in 70.
    expect(report).toMatch(/\| \/order \| 100% \| 0\.01 \|/);
    expect(report).toMatch(/\| \/ \| 25% \| 0\.89 \|/);
    expect(report).toContain("Below 0.05, ours is higher beyond the noise: /order (p = 0.01).");
    expect(report).toContain("with 2 routes, noise alone names at least one in 10% of runs.");
  });

  it("says so when no route is higher beyond the noise", () => {
    const report = renderVersusReport([ours, { ...peer, routes: [peer.routes[0] as RouteResult] }], 4);
    expect(report).toContain("Below 0.05, ours is higher beyond the noise: on no route.");
  });
});

describe("renderObservedReport", () => {
  const ours: VersusSite = {
    label: "this build",
    local: true,
    // Simulated: above the peer's on /, by Chromium's commit task.
    routes: [route("/", [summary(60, {}, 1400, 60), summary(70, {}, 1400, 70)])],
    observed: [
      route("/", [summary(0, {}), summary(0, {}), summary(12, {}, 1400, 0, 1)]),
      route("/order", [
        summary(90, {}, 1400, 0, 2),
        summary(64, {}, 1400, 0, 1),
        summary(75, {}, 1400, 0, 1),
      ]),
    ],
  };
  const peer: VersusSite = {
    label: "peer 127.0.0.1:4173",
    local: false,
    routes: [route("/", [summary(20, {}), summary(30, {})])],
    observed: [
      route("/", [summary(0, {}), summary(8, {}, 1400, 0, 1), summary(0, {})]),
      route("/order", [summary(40, {}, 1400, 0, 1), summary(0, {}), summary(30, {}, 1400, 0, 1)]),
    ],
  };

  it("sets the runs with DevTools throttling beside the peer's, route by route, with the long tasks after the paint", () => {
    const report = renderObservedReport([ours, peer], 3);
    expect(report).toContain(
      "### As the main thread really ran: this build beside peer 127.0.0.1:4173, DevTools throttling",
    );
    expect(report).toMatch(
      /\| \/ \| 0 ms \(0–12\) \| 0 ms \(0–8\) \| 1\.00× \| 0 \/ 0 \| 0\.80 s \/ 0\.80 s \|/,
    );
    expect(report).toMatch(/\| \/order \| 75 ms \(64–90\) \| 30 ms \(0–40\) \| 2\.50× \| 1 \/ 1 \|/);
    expect(report).toContain("All routes, their median TBTs added up: 75 ms, the peer's 30 ms (2.50×).");
    expect(report).toContain("562.5 ms round trip");
  });

  it("names a route above the peer's without the commit-task split, which cannot count there", () => {
    expect(versusMisses(ours, peer, { observed: true })).toEqual([
      "/order: TBT 75 ms (64–90) > the peer's 30 ms (0–40), outside the spread: every run of ours above every run of the peer's; rank test over the runs: ours higher in 100% of pairs of runs, p = 0.05",
    ]);
    expect(renderObservedReport([ours, peer], 3)).toContain(
      "#### TBT no more than the peer's, as the main thread really ran: 1 missed",
    );
    const even = { ...ours, observed: [ours.observed?.[0] as RouteResult] };
    expect(renderObservedReport([even, peer], 3)).toContain(
      "Target met on every route: TBT no more than the peer's, as the main thread really ran.",
    );
  });

  it("is left out when the runs were not taken", () => {
    const simulatedOnly: VersusSite = { label: ours.label, local: true, routes: ours.routes };
    expect(renderObservedReport([simulatedOnly, peer], 3)).toBe("");
    expect(renderVersusReport([ours, peer], 2)).not.toContain("DevTools throttling");
  });
});

describe("--versus", () => {
  it("takes one peer address beside this build, and not with --url", () => {
    const options = parseOptions(["--versus", "http://127.0.0.1:4173/", "--tap-selector", "nav button"]);
    expect(options.versus).toBe("http://127.0.0.1:4173");
    expect(options.urls).toEqual([]);
    expect(options.upload).toBe(false);
    expect(() => parseOptions(["--versus", "http://a.test", "--url", "http://b.test"])).toThrow(UsageError);
    expect(() => parseOptions(["--versus", "not a url"])).toThrow(
      "--versus wants an absolute http(s) address",
    );
  });

  it("takes three runs with DevTools throttling beside the peer unless told, and none without a peer", () => {
    expect(parseOptions(["--versus", "http://127.0.0.1:4173"]).observedRuns).toBe(3);
    expect(parseOptions(["--versus", "http://127.0.0.1:4173", "--observed-runs", "0"]).observedRuns).toBe(0);
    expect(parseOptions(["--versus", "http://127.0.0.1:4173", "--observed-runs", "5"]).observedRuns).toBe(5);
    expect(parseOptions([]).observedRuns).toBe(0);
    expect(() => parseOptions(["--observed-runs", "3"])).toThrow("beside the peer given with --versus");
    expect(() => parseOptions(["--versus", "http://a.test", "--tap-only", "--observed-runs", "2"])).toThrow(
      UsageError,
    );
    expect(() => parseOptions(["--versus", "http://a.test", "--observed-runs", "1.5"])).toThrow(
      "--observed-runs wants a whole number from 0 to 15",
    );
  });
});
