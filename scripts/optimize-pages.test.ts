import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { elementsNamed, readHtml } from "../site/html-page";
import { optimizePage, optimizePages, PageOptimizationError, pageLoaderScript } from "./optimize-pages";

/** The home page as React Router prerenders it, before the site's own steps (site/fixtures/README.md). */
const page = readFileSync(new URL("../site/fixtures/home.prerendered.html", import.meta.url), "utf8");
const captured = readHtml(page);
const hrefs = (rel: string, held = false) =>
  elementsNamed(captured, "link")
    .filter((link) => link.attributes.rel === rel && "data-after-paint" in link.attributes === held)
    .map((link) => link.attributes.href ?? "");
const stylesheetHrefs = hrefs("stylesheet");
const [fontsHref = ""] = hrefs("stylesheet", true);
const preloadHrefs = hrefs("modulepreload").join(" ");
/** React Router's inline boot module, as it opens. */
const boot = '<script type="module" async="">';
const bootCode =
  elementsNamed(captured, "script").find((script) => script.attributes.type === "module")?.text ?? "";

/** Each stylesheet's text names its file, so the order of the inlined CSS can be read back. */
const cssOf = (href: string) => `a[data-file="${href}"]{background:url(/assets/paper.png)}`;
/** The web fonts' stylesheet as the font packages write it: WOFF2 first, a WOFF fallback. */
const stylesheets: Record<string, string> = {
  ...Object.fromEntries(stylesheetHrefs.map((href) => [href, cssOf(href)])),
  [fontsHref]:
    '@font-face{font-family:Jost;font-weight:400;src:url(/assets/jost-400-a1.woff2)format("woff2"),url(/assets/jost-400-b2.woff)format("woff")}' +
    '@font-face{font-family:Cormorant Garamond;src:url("/assets/cormorant-500-c3.woff2") format("woff2")}',
};
const read = (href: string) => stylesheets[href] ?? expect.fail(`no ${href}`);
const html = optimizePage(page, read);

it("the captured page has what the rewrite works on", () => {
  expect(stylesheetHrefs.length).toBeGreaterThan(1);
  expect(fontsHref).toMatch(/^\/assets\/font-faces-.*\.css$/);
  expect(preloadHrefs).toContain(" ");
  expect(bootCode).toContain("window.__reactRouterRouteModules");
  expect(page).not.toContain("<style");
});

it("inlines the stylesheets, in order, in one <style> where the first link was, each link kept but disabled for hydration", () => {
  const [first, ...rest] = stylesheetHrefs.map(
    (href) => `<link rel="stylesheet" href="${href}" disabled=""/>`,
  );
  expect(html).toContain(`<style>${stylesheetHrefs.map(cssOf).join("\n")}</style>${first}`);
  expect(html.match(/<style>/g)).toHaveLength(1);
  for (const link of rest) expect(html).toContain(link);
  for (const href of stylesheetHrefs) expect(html).not.toContain(`href="${href}"/>`);
});

it("holds the fonts' stylesheet for after the paint, naming its font files, with a copy for visitors without script", () => {
  expect(html).toContain(
    `<link rel="stylesheet" href="${fontsHref}" data-after-paint="" data-fonts="/assets/jost-400-a1.woff2 /assets/cormorant-500-c3.woff2" disabled=""/><noscript><link rel="stylesheet" href="${fontsHref}"/></noscript>`,
  );
  const noFonts = optimizePage(page, (href) => (href === fontsHref ? "body{color:red}" : read(href)));
  expect(noFonts).toContain(`<link rel="stylesheet" href="${fontsHref}" data-after-paint="" disabled=""/>`);
});

it("holds the framework: the module preloads out, the boot module's text byte for byte but inert, listing them", () => {
  expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
  expect(html).toContain(
    `<script type="text/x-deferred-module" id="deferred-boot" data-preload="${preloadHrefs}">${bootCode}</script>`,
  );
  const reordered = page.replace(boot, '<script async type="module">');
  expect(optimizePage(reordered, read)).toBe(html);
});

it("marks the main image and ends the head with the page loader: its modules bundled into one function, minified", () => {
  const marked = elementsNamed(readHtml(html), "img").filter((image) => image.attributes.elementtiming);
  expect(marked.map((image) => [image.attributes.elementtiming, image.attributes.fetchpriority])).toEqual([
    ["main-image", "high"],
  ]);
  expect(html).toContain(`<script>${pageLoaderScript}</script></head>`);
  expect(pageLoaderScript).toMatch(/^("use strict";)?\(\(\)=>\{.*\}\)\(\);$/s);
  expect(pageLoaderScript).not.toMatch(/\bimport\b|\bexport\b|\/\/|\n\s/);
  expect(pageLoaderScript.length).toBeLessThan(6000);
});

it("writes React's late boundaries in place, finished, with their scripts in the same order", () => {
  const scriptsOf = (text: string) =>
    elementsNamed(readHtml(text), "script")
      .map((script) => script.text)
      .filter((text) => text.includes("streamController"));
  expect(page).toMatch(/\$RC\("B:0","S:0"\)/);
  expect(html).not.toMatch(/\$R[BCV]\b|<template id="B:|<div hidden id="S:/);
  expect(html).toMatch(/<!--\$--><script>window\.__reactRouterContext\.streamController\.enqueue\(/);
  expect(scriptsOf(html)).toEqual(scriptsOf(page));
  expect(() => optimizePage(page.replace('id="S:1"', 'id="S:9"'), read)).toThrow(PageOptimizationError);
});

it("gives the same page again, and leaves alone a plain page and the stylesheets for visitors without script", () => {
  expect(optimizePage(html, read)).toBe(html);
  const plain = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
  expect(optimizePage(plain, read)).toBe(plain);
  expect(optimizePage(plain, read, { framework: false })).toBe(plain);
  const noscript = '<noscript><link rel="stylesheet" href="/print.css"/></noscript>';
  expect(optimizePage(page.replace("</head>", `${noscript}</head>`), read)).toContain(noscript);
});

it("takes the framework out of the not-found page, and does the rest of the rewrite", () => {
  const notFound = optimizePage(page, read, { framework: false });
  expect(notFound).not.toMatch(/<link rel="modulepreload"|<script type="module"|id="deferred-boot"/);
  expect(notFound).not.toContain(bootCode);
  expect(notFound).toContain(`<style>${cssOf(stylesheetHrefs[0]!)}`);
  expect(notFound).toContain(`<noscript><link rel="stylesheet" href="${fontsHref}"/></noscript>`);
  expect(notFound).toContain(`<script>${pageLoaderScript}</script></head>`);
});

it.each([
  ["CSS with addresses relative to the stylesheet", page, "a{background:url(./paper.png)}", /\.\/paper\.png/],
  ["CSS that would close the <style> element", page, 'a::after{content:"</style>"}', /<\/style/],
  ["a boot module not where React Router puts it", page.replace(boot, '<script type="module">'), "", /boot/],
  ["two boot modules", page.replace("</body>", `${boot}${bootCode}</script></body>`), "", /more than one/],
])("refuses %s", (_, given, css, message) => {
  const rewrite = () => optimizePage(given, css ? () => css : read);
  expect(rewrite).toThrow(PageOptimizationError);
  expect(rewrite).toThrow(message);
});

it("rewrites every page of a build folder, at any depth, from its stylesheets, and names one it does not have", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "optimize-pages-"));
  try {
    for (const folder of ["assets", "about"]) await mkdir(path.join(dir, folder));
    for (const [href, css] of Object.entries(stylesheets)) await writeFile(path.join(dir, href), css);
    // React Router links a stylesheet shared with a lazily loaded module with a fragment.
    const [first = ""] = stylesheetHrefs;
    await writeFile(
      path.join(dir, "about", "index.html"),
      page.replace(`href="${first}"`, `href="${first}#"`),
    );
    await writeFile(path.join(dir, "index.html"), page);
    await writeFile(path.join(dir, "robots.txt"), "User-agent: *");
    expect((await optimizePages(dir)).sort()).toEqual([path.join("about", "index.html"), "index.html"]);
    expect(await readFile(path.join(dir, "index.html"), "utf8")).toBe(html);
    expect(await readFile(path.join(dir, "about", "index.html"), "utf8")).toContain(cssOf(first));
    expect(await readFile(path.join(dir, "robots.txt"), "utf8")).toBe("User-agent: *");
    await rm(path.join(dir, "assets"), { recursive: true });
    await expect(optimizePages(dir)).rejects.toThrow(
      /links the stylesheet \/assets\/.*\.css, which is not in/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
