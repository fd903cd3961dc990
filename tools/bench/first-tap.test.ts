import { describe, expect, it } from "vitest";
import {
  type FirstTapRoute,
  type FirstTapRun,
  type FirstTapSite,
  firstTapDefinition,
  meetsTapTarget,
  renderFirstTapReport,
  spreadOf,
  summariseTaps,
  tapTargetMisses,
  withRange,
} from "./first-tap-report";
import { UsageError, helpText, parseOptions } from "./options";

const run = (fcpMs: number | null, tapMs: number | null): FirstTapRun => ({
  fcpMs,
  tapMs,
  tapsMs: tapMs === null ? [100, 200] : [tapMs],
});

function route(path: string, runs: FirstTapRun[], errors: string[] = []): FirstTapRoute {
  const url = `http://127.0.0.1:4000${path}`;
  return {
    route: path,
    url,
    control: "header's menu button",
    tapped: null,
    runs,
    summary: summariseTaps(runs),
    errors,
  };
}

describe("spreadOf", () => {
  it("takes the middle value (the slower of two for an even count) and the range; never sorts last", () => {
    expect(spreadOf([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300, count: 3 });
    expect(spreadOf([400, 100, 300, 200])?.median).toBe(300);
    expect(spreadOf([null, 500, 900])).toEqual({ median: 900, min: 500, max: null, count: 3 });
    expect(spreadOf([null, null, 900])?.median).toBeNull();
    expect(spreadOf([])).toBeNull();
  });
});

describe("summariseTaps", () => {
  it("sets each run's tap against its own FCP", () => {
    const summary = summariseTaps([run(500, 2500), run(900, 1000), run(600, 1900)]);
    expect(summary?.fcp?.median).toBe(600);
    expect(summary?.tap?.median).toBe(1900);
    // Gaps 2000, 100 and 1300: the median gap is not the gap between the medians (1300).
    expect(summary?.gap).toEqual({ median: 1300, min: 100, max: 2000, count: 3 });
  });

  it("counts a run without a working tap as never, and leaves runs without FCP out of FCP and the gap", () => {
    const summary = summariseTaps([run(500, null), run(null, 800), run(400, 450)]);
    expect(summary?.tap).toEqual({ median: 800, min: 450, max: null, count: 3 });
    expect(summary?.fcp).toEqual({ median: 500, min: 400, max: 500, count: 2 });
    expect(summary?.gap).toEqual({ median: null, min: 50, max: null, count: 2 });
    expect(summariseTaps([])).toBeNull();
  });
});

describe("the target: first working tap ≤ FCP + 100 ms", () => {
  it("is met at exactly 100 ms after FCP, judged on the median gap", () => {
    expect(meetsTapTarget(summariseTaps([run(500, 600)]))).toBe(true);
    expect(meetsTapTarget(summariseTaps([run(500, 601)]))).toBe(false);
    // One slow run of three does not decide it.
    expect(meetsTapTarget(summariseTaps([run(500, 550), run(500, 560), run(500, 3000)]))).toBe(true);
    // Missed when the median run never had a working tap, or nothing was measured.
    expect(meetsTapTarget(summariseTaps([run(500, null), run(500, null), run(500, 550)]))).toBe(false);
    expect(meetsTapTarget(null)).toBe(false);
  });

  it("lists the routes that miss it", () => {
    const routes = [route("/", [run(500, 2300)]), route("/about", [run(500, 560)]), route("/order", [])];
    expect(tapTargetMisses(routes)).toEqual(["/", "/order"]);
  });
});

describe("withRange", () => {
  it("writes seconds with the range, or just the median when the runs agree", () => {
    expect(withRange(spreadOf([1930, 1810, 2070]), "seconds")).toBe("1.93 s (1.81–2.07)");
    expect(withRange(spreadOf([1930, 1930]), "seconds")).toBe("1.93 s");
    expect(withRange(spreadOf([1930]), "seconds")).toBe("1.93 s");
  });

  it("writes gaps signed, in ms, and never as such", () => {
    expect(withRange(spreadOf([-40, 1200, 60]), "gap")).toBe("+60 ms (−40 to +1200)");
    expect(withRange(spreadOf([null, 1200, null]), "gap")).toBe("never (+1200 to never)");
    expect(withRange(null, "gap")).toBe("–");
  });
});

describe("renderFirstTapReport", () => {
  const local: FirstTapSite = {
    label: "this build",
    local: true,
    firstTap: [
      route("/", [run(400, 1900), run(450, 2000), run(500, 2100)]),
      route("/about", [run(400, 450), run(420, 480), run(500, 560)]),
    ],
  };

  it("tabulates FCP, first working tap, their gap and the runs, then the definition and the target", () => {
    const report = renderFirstTapReport([local], 3);
    expect(report).toContain("| Route | FCP | First working tap | Tap − FCP | Runs |");
    expect(report).toContain(
      "| / | 0.45 s (0.40–0.50) | 2.00 s (1.90–2.10) | +1550 ms (+1500 to +1600) | 3 |",
    );
    expect(report).toContain(
      "| /about | 0.42 s (0.40–0.50) | 0.48 s (0.45–0.56) | +60 ms (+50 to +60) | 3 |",
    );
    expect(report).toContain(firstTapDefinition);
    expect(report).toContain("first working tap ≤ FCP + 100 ms");
    expect(report).toContain("Missed on /.");
  });

  it("puts the sites side by side, and judges only this project's build against the target", () => {
    const other: FirstTapSite = {
      label: "example.com",
      local: false,
      firstTap: [
        route("/", [run(300, null), run(300, null)], ["run 3: the control was open before any tap"]),
      ],
    };
    const report = renderFirstTapReport([local, other], 3);
    expect(report).toContain("| Route | Site | FCP | First working tap | Tap − FCP | Runs |");
    expect(report).toContain("| / | example.com | 0.30 s | never | never | 2 of 3 |");
    expect(report).toContain("- example.com /: run 3: the control was open before any tap");
    expect(report).toContain("Target (this build)");
    expect(report).not.toContain("Target (example.com)");
    expect(report).toContain("Control tapped on example.com (header's menu button): nothing tapped on /.");
  });

  it("names the element tapped on another site, per route", () => {
    const other: FirstTapSite = {
      label: "example.com",
      local: false,
      firstTap: ["/", "/about", "/shop"].map((path) => ({
        ...route(path, [run(300, 900)]),
        control: "first visible match of CSS .toggle",
        tapped: path === "/shop" ? '<button aria-label="Basket">' : '<button aria-label="Menu">',
      })),
    };
    expect(renderFirstTapReport([other], 1)).toContain(
      "Control tapped on example.com (first visible match of CSS .toggle): " +
        '`<button aria-label="Menu">` on /, /about; `<button aria-label="Basket">` on /shop.',
    );
  });

  it("says when every route meets the target", () => {
    const fast: FirstTapSite = { ...local, firstTap: local.firstTap.slice(1) };
    expect(renderFirstTapReport([fast], 3)).toContain("Met on every route measured.");
  });
});

describe("first-tap options", () => {
  it("measures taps after Lighthouse by default, 5 runs per route", () => {
    const options = parseOptions([]);
    expect(options).toMatchObject({ scalingOnly: false, lighthouse: true, tapRuns: 5, tapSelector: null });
  });

  it("--tap-only skips Lighthouse and still serves a given build", () => {
    const options = parseOptions(["--tap-only", "--root", "build/client", "--tap-runs", "3"]);
    expect(options).toMatchObject({
      lighthouse: false,
      scalingOnly: false,
      tapRuns: 3,
      root: "build/client",
    });
  });

  it("takes a selector for the control on other sites", () => {
    const options = parseOptions(["--url", "https://example.com/", "--tap-selector", " .nav-toggle "]);
    expect(options.tapSelector).toBe(".nav-toggle");
    expect(options.urls).toEqual(["https://example.com"]);
    expect(options.tapOpens).toBeNull();
  });

  it("takes what the control opens, for a control that does not say", () => {
    const options = parseOptions([
      "--versus",
      "http://127.0.0.1:4173",
      "--tap-selector",
      ".mobile-bottom-dropdown > .icon-link",
      "--tap-opens",
      ".mobile-bottom-dropdown-menu",
    ]);
    expect(options).toMatchObject({
      tapSelector: ".mobile-bottom-dropdown > .icon-link",
      tapOpens: ".mobile-bottom-dropdown-menu",
    });
  });

  it.each([
    [["--tap-runs", "0"], /--tap-runs wants a whole number/],
    [["--tap-runs", "2.5"], /--tap-runs wants a whole number/],
    [["--tap-only", "--runs", "3"], /use --tap-runs/],
    [["--tap-only", "--scaling-only"], /--scaling-only builds and measures this project alone/],
    [["--url", "https://example.com", "--scaling-only"], /--scaling-only/],
    [["--tap-selector", "button"], /--url/],
    [["--url", "https://example.com", "--tap-selector", " "], /wants a CSS selector/],
    [["--url", "https://example.com", "--tap-opens", ".menu"], /--tap-selector/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(UsageError);
    expect(() => parseOptions(argv)).toThrow(message);
  });

  it("documents the options and the definition in the help text", () => {
    for (const option of [
      "--tap-runs N",
      "--tap-only",
      "--tap-selector CSS",
      "--tap-opens CSS",
      "--versus <base>",
    ])
      expect(helpText).toContain(option);
    const words = (text: string) => text.replace(/\s+/g, " ");
    expect(words(helpText)).toContain(words(firstTapDefinition));
    expect(helpText).toContain("first working tap ≤ FCP + 100 ms");
  });
});
