import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { elementsNamed, has, readHtml, replaceRanges } from "./html-page";

/** The home page exactly as React Router prerenders it, captured from a real build (fixtures/README.md). */
const home = readFileSync(new URL("fixtures/home.prerendered.html", import.meta.url), "utf8");

describe("reading a page React Router built", () => {
  const elements = readHtml(home);

  it("keeps script text exactly as written, comparisons and ampersands included", () => {
    const scripts = elementsNamed(elements, "script").filter((script) => !has(script, "src"));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(home).toContain(`>${script.text}</script>`);
    expect(scripts.some((script) => script.attributes.type === "module")).toBe(true);
  });

  it("reads attribute names lowercased and values with their entities decoded, a quoted '>' included", () => {
    const preload = elementsNamed(elements, "link").find((link) => link.attributes.as === "image");
    expect(preload?.attributes.imagesrcset).toMatch(/^\/assets\/hero-1-.*\.avif 360w, /);
    const [div, span] = readHtml('<div data-rule="a > b" TITLE="x?a=1&amp;b=2"><span>in</span></div>');
    expect(div?.attributes).toEqual({ "data-rule": "a > b", title: "x?a=1&b=2" });
    expect(div?.text).toBe("<span>in</span>");
    expect(span?.ancestors).toEqual(["div"]);
  });

  it("tells what sits inside <noscript>, and leaves it out unless asked", () => {
    const all = elementsNamed(elements, "picture", { inNoscript: true });
    const shown = elementsNamed(elements, "picture");
    expect(shown.length).toBeGreaterThan(0);
    expect(all.filter((picture) => !picture.ancestors.includes("noscript"))).toEqual(shown);
    expect(all.length).toBeGreaterThan(shown.length);
  });
});

it("replaceRanges applies every replacement at its place in the original, whatever their order", () => {
  const html = "<p>one</p><p>two</p>";
  const [first, second] = readHtml(html);
  const replacements = [
    { start: first!.start, end: first!.end, text: "<b>1</b>" },
    { start: second!.end, end: second!.end, text: "<i>3</i>" },
    { start: second!.start, end: second!.end, text: "" },
  ];
  expect(replaceRanges(html, replacements)).toBe("<b>1</b><i>3</i>");
});
