import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { designPagePaths } from "../../app/content/design-index";
import { occasionPagePaths } from "../../app/content/occasion-index";
import { pagePaths, paths } from "../../app/lib/paths";
import { routeWeight } from "../../scripts/route-weight";
import { clientDir } from "./support";

/** Byte budgets per route (docs/performance.md), in brotli bytes; KB is 1,000 bytes. */
const kb = 1000;
/** Everything the page asks for before it is idle; a design's or an occasion's page is held to the collection page's budget. */
const collectionLike = [paths.collection, ...designPagePaths, ...occasionPagePaths];
const firstLoad = (route: string) =>
  kb * (route === paths.home ? 300 : collectionLike.includes(route) ? 350 : 250);

describe.each([...pagePaths, ...designPagePaths, ...occasionPagePaths])("the page %s", (route) => {
  const weight = routeWeight(clientDir, route);

  it("keeps to its byte budgets", () => {
    const scripts = weight.files.filter((file) => file.kind === "js").map((file) => file.path);
    const measures: [string, number, number][] = [
      ["compressed JavaScript", weight.js, 120 * kb],
      // Each script is a request (with some 400 bytes of headers on HTTP/1.1) and a module to fetch and link.
      [`script files (${scripts.join(" ")})`, scripts.length, 15],
      // The HTML and render-blocking CSS fit the first round trip of a new connection (10 packets).
      ["HTML + render-blocking CSS", weight.firstPaint, 14 * 1024],
      ["the first load", weight.total, firstLoad(route)],
    ];
    const over = measures.filter(([, amount, budget]) => amount > budget);
    expect(over.map(([what, amount, budget]) => `${what}: ${amount}, over its budget of ${budget}`)).toEqual(
      [],
    );
  });

  it("paints from its HTML alone: no render-blocking stylesheet, no script before it has loaded", () => {
    const html = readFileSync(path.join(clientDir, route, "index.html"), "utf8");
    expect(weight.files.filter((file) => file.blocking).map((file) => file.path)).toEqual([]);
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"|<script [^>]*src=/);
    expect(html).toContain('<script type="text/x-deferred-module"');
  });

  it("asks for its fonts and eager images in their light formats only", () => {
    expect(weight.files.filter((file) => /\.(woff|jpe?g|png)$/.test(file.path))).toEqual([]);
  });
});
