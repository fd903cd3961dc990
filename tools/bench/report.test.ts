import { describe, expect, it } from "vitest";
import { type RouteResult, type RunSummary, medianRun, renderBlockingTest } from "./lighthouse";
import { parseOptions } from "./options";
import {
  median,
  ratio,
  renderFirstTapReport,
  renderVersusReport,
  summariseTaps,
  targetMisses,
} from "./report";

function run({ perf = 100, lcpMs = 900, tbtMs = 0, critical = 10_000, total = 200_000 } = {}): RunSummary {
  const types = { document: 0, script: 100_000, stylesheet: 0, image: 0, font: 0, other: 0 };
  return {
    scores: { performance: perf, accessibility: 100, bestPractices: 100, seo: 100 },
    fcpMs: 700,
    lcpMs,
    tbtMs,
    cls: 0,
    requests: 20,
    bytes: { ...types, total },
    requestsByType: { ...types, script: 10 },
    critical: { htmlBytes: critical, cssBytes: 0, totalBytes: critical },
    benchmarkIndex: 3000,
  };
}

const route = (path: string, runs: RunSummary[]): RouteResult => ({
  route: path,
  runs,
  median: runs[0] ?? null,
  errors: [],
});

describe("render-blocking requests", () => {
  const send = (url: string, renderBlocking?: string) => ({
    name: "ResourceSendRequest",
    args: { data: { url, ...(renderBlocking ? { renderBlocking } : {}) } },
  });

  it("are those Chromium marks blocking, not a stylesheet enabled after the paint at the highest priority", () => {
    const blocking = renderBlockingTest([
      send("/a.css", "blocking"),
      send("/fonts.css", "dynamically_injected_non_blocking"),
    ]);
    expect(blocking({ url: "/a.css" })).toBe(true);
    expect(blocking({ url: "/fonts.css", priority: "VeryHigh" })).toBe(false);
  });

  it("fall back to the highest priority only for a browser that flags no request", () => {
    const blocking = renderBlockingTest([send("/a.css"), { name: "Other", args: {} }]);
    expect(blocking({ url: "/a.css", priority: "VeryHigh" })).toBe(true);
    expect(blocking({ url: "/b.css", priority: "High" })).toBe(false);
  });
});

describe("medians", () => {
  it("report the middle run by Performance, then LCP, the slower middle for an even count", () => {
    expect(
      medianRun([run({ perf: 90 }), run({ perf: 100, lcpMs: 800 }), run({ perf: 100, lcpMs: 1000 })]),
    ).toBe(2);
    expect(medianRun([run({ lcpMs: 800 }), run({ lcpMs: 1000 })])).toBe(1);
    expect(median([3, Number.NaN, 1, 2, 4])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it("count a tap that never worked as slower than any, and set each tap against its own paint", () => {
    const taps = summariseTaps([
      { fcpMs: 700, tapMs: 720, taps: 1 },
      { fcpMs: 500, tapMs: 900, taps: 3 },
      { fcpMs: null, tapMs: null, taps: 9 },
    ]);
    expect(taps).toEqual({ fcpMs: 700, tapMs: 900, gapMs: 400 });
  });
});

describe("targets", () => {
  it("name each miss, a figure Lighthouse did not report among them", () => {
    expect(targetMisses("/about", run())).toEqual([]);
    expect(targetMisses("/about", run({ perf: 99, lcpMs: Number.NaN, critical: 14 * 1024 + 1 }))).toEqual([
      "/about: performance 99 < 100",
      "/about: LCP – > 1.20 s",
      "/about: HTML + render-blocking CSS 14.0 KB > 14.0 KB",
    ]);
  });

  it("hold a design page to the collection's first-load budget", () => {
    expect(targetMisses("/collection/adunni", run({ total: 340 * 1024 }))).toEqual([]);
    expect(targetMisses("/about", run({ total: 340 * 1024 }))).toEqual([
      "/about: first load 340.0 KB > 250.0 KB",
    ]);
  });

  it("meet the first tap at FCP + 100 ms exactly, on the median gap", () => {
    const report = (tapMs: number) =>
      renderFirstTapReport([{ route: "/", runs: [{ fcpMs: 500, tapMs, taps: 1 }], errors: [] }], 1);
    expect(report(600)).toContain("+100 ms");
    expect(report(600)).toContain("met on every route");
    expect(report(601)).toContain("missed on /");
  });
});

describe("beside the peer", () => {
  it("divides ours by the peer's, reads two zeros as even, and names a route above the peer's", () => {
    expect([ratio(10, 40), ratio(0, 0), ratio(5, 0), ratio(Number.NaN, 1)]).toEqual([
      "0.25×",
      "1.00×",
      "∞",
      "–",
    ]);
    const ours = [
      route("/", [run({ tbtMs: 10 }), run({ tbtMs: 30 })]),
      route("/about", [run({ tbtMs: 50 })]),
    ];
    const peer = [route("/", [run({ tbtMs: 40 })]), route("/about", [run({ tbtMs: 20 })])];
    const report = renderVersusReport(ours, peer, "peer example.com", 2);
    expect(report).toContain("| / | 30 ms | 40 ms | 0.75× |");
    expect(report).toContain("| all routes, summed | 80 ms | 60 ms | 1.33× |");
    expect(report).toContain("above on /about (50 ms against 20 ms)");
  });
});

describe("options", () => {
  it("measure every part once per route by default, and check what they are given", () => {
    expect(parseOptions([])).toMatchObject({ runs: 1, parts: ["lighthouse", "tap", "upload"], versus: null });
    expect(parseOptions(["--only", "upload,tap"]).parts).toEqual(["tap", "upload"]);
    expect(() => parseOptions(["--only", "tap", "--versus", "http://127.0.0.1:4173"])).toThrow(/--versus/);
    expect(parseOptions(["--versus", "http://127.0.0.1:4173/", "--runs", "3"])).toMatchObject({
      versus: "http://127.0.0.1:4173",
      runs: 3,
    });
    expect(() => parseOptions(["--only", "offline"])).toThrow(/--only/);
    expect(() => parseOptions(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseOptions(["--routes", "about"])).toThrow(/--routes/);
  });
});
