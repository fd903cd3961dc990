import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { designPagePaths } from "../../app/content/design-index";
import { pagePaths, paths } from "../../app/lib/paths";
import { routeWeight, type RouteWeight } from "../../scripts/route-weight";
import { clientDir } from "./support";

/**
 * Byte budgets per route (docs/performance.md), in compressed (brotli) bytes as a visitor receives them.
 * KB here is 1,000 bytes. "First load" counts what the HTML itself asks for: the page, its
 * stylesheets, its scripts, the fonts, and eager or preloaded images at a phone's size; lazy images
 * that happen to be on the first screen are measured by the benchmark (`npm run bench`).
 */
const kb = 1000;
const budgets = {
  /** JavaScript per route. */
  js: 120 * kb,
  /**
   * Script files a page starts with: each is a request (with its response headers, some 400 bytes
   * on HTTP/1.1) and a module for the main thread to fetch and link.
   */
  scripts: 15,
  /** The HTML and render-blocking CSS fit the first round trip of a new connection (10 packets). */
  firstRoundTrip: 14 * 1024,
  /** Everything the page asks for before it is idle. */
  /** A design's page is held to the collection page's budget. */
  firstLoad: (route: string) =>
    (route === paths.home ? 300 : route === paths.collection || designPagePaths.includes(route) ? 350 : 250) * kb,
} as const;

function overage(weight: RouteWeight, what: string, bytes: number, budget: number): string | null {
  return bytes > budget
    ? `${weight.route}: ${what} is ${bytes} bytes, ${bytes - budget} over its budget of ${budget}`
    : null;
}

describe.each([...pagePaths, ...designPagePaths])("the page %s", (route) => {
  const weight = routeWeight(clientDir, route);

  it("ships at most 120 KB of compressed JavaScript", () => {
    expect(overage(weight, "JavaScript", weight.js, budgets.js)).toBeNull();
  });

  it(`starts with at most ${budgets.scripts} script files`, () => {
    const scripts = weight.files.filter((file) => file.kind === "js").map((file) => file.path);
    expect(scripts.length, scripts.join(" ")).toBeLessThanOrEqual(budgets.scripts);
  });

  it("fits its HTML and render-blocking stylesheets in the first 14 KB round trip", () => {
    expect(overage(weight, "HTML + render-blocking CSS", weight.firstPaint, budgets.firstRoundTrip)).toBeNull();
  });

  it("stays within its first-load budget", () => {
    expect(overage(weight, "the first load", weight.total, budgets.firstLoad(route))).toBeNull();
  });

  it("paints from its HTML alone: no render-blocking stylesheet, no script before it has loaded", () => {
    const html = readFileSync(path.join(clientDir, route === "/" ? "index.html" : `${route}/index.html`), "utf8");
    expect(weight.files.filter((file) => file.blocking).map((file) => file.path)).toEqual([]);
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"|<script [^>]*src=/);
    expect(html).toContain('<script type="text/x-deferred-module"');
  });

  it("asks for its fonts and eager images in their light formats only", () => {
    const heavy = weight.files.filter((file) => /\.(woff|jpe?g|png)$/.test(file.path));
    expect(heavy.map((file) => file.path)).toEqual([]);
  });
});
