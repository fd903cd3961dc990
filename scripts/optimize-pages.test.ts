// @vitest-environment jsdom
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootLoaderScript,
  deferFrameworkScripts,
  inlineStylesheets,
  optimizePage,
  optimizePages,
  PageOptimizationError,
} from "./optimize-pages";

const stylesheets: Record<string, string> = {
  "/assets/root.css": "body{color:#1c2451}@font-face{src:url(/assets/font.woff2)}",
  "/assets/home.css": "._hero_1{display:grid}",
};
const read = (href: string) => {
  const css = stylesheets[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

const bootCode = `import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client.js");`;

/** The shape of a page as React Router prerenders it. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Home</title>',
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/home.css"/>',
  '<noscript><link rel="stylesheet" href="/assets/fonts.css"/></noscript>',
  '</head><body><main><h1>Home</h1></main><script>window.__reactRouterContext = {"ssr":false};</script>',
  `<script type="module" async="">${bootCode}</script><!--$?--><template id="B:0"></template><!--/$--></body></html>`,
].join("");

describe("inlining a page's stylesheets", () => {
  const html = inlineStylesheets(page, read);

  it("puts their text, in order, in one <style> where the first link was", () => {
    expect(html).toContain(
      '<style>body{color:#1c2451}@font-face{src:url(/assets/font.woff2)}\n._hero_1{display:grid}</style><link rel="stylesheet" href="/assets/root.css" disabled=""/>',
    );
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it("keeps every link, disabled, so hydration finds them and the browser does not fetch them", () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css" disabled=""/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/home.css" disabled=""/>');
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/(root|home)\.css"\/>/);
  });

  it("leaves stylesheets meant for visitors without script alone", () => {
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/fonts.css"/></noscript>');
  });

  it("does nothing to a page it has already inlined", () => {
    expect(inlineStylesheets(html, read)).toBe(html);
  });

  it("refuses CSS whose addresses are relative to the stylesheet", () => {
    const relative = () => "a{background:url(./paper.png)}";
    expect(() => inlineStylesheets(page, relative)).toThrow(PageOptimizationError);
    expect(() => inlineStylesheets(page, relative)).toThrow(/\.\/paper\.png/);
  });

  it("refuses CSS that would close the <style> element", () => {
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});

describe("holding the framework's scripts until the page has loaded", () => {
  const html = deferFrameworkScripts(page);

  it("takes the module preloads out of the page and lists them on the boot module", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('data-preload="/assets/manifest.js /assets/entry.client.js"');
  });

  it("keeps the boot module's text byte for byte, but inert", () => {
    expect(html).toContain(
      `<script type="text/x-deferred-module" id="deferred-boot" data-preload="/assets/manifest.js /assets/entry.client.js">${bootCode}</script>`,
    );
    expect(html).not.toContain('<script type="module"');
  });

  it("follows it with the loader", () => {
    expect(html).toContain(`</script><script>${bootLoaderScript}</script><!--$?-->`);
  });

  it("leaves pages without React Router's boot module alone", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
  });

  it("says so when a React Router page's boot module is not where it should be", () => {
    const changed = page.replace('<script type="module" async="">', '<script async="" type="module">');
    expect(() => deferFrameworkScripts(changed)).toThrow(/boot module/);
  });
});

describe("the loader, in a document", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  function mountDeferredPage(): void {
    const body = new DOMParser().parseFromString(deferFrameworkScripts(page), "text/html").body;
    document.body.innerHTML = body.innerHTML;
  }

  it("adds the preloads and runs the boot module's text as a module", () => {
    mountDeferredPage();
    // The document has finished loading here (readyState "complete"), so the loader runs at once.
    expect(document.readyState).toBe("complete");
    new Function(bootLoaderScript)();

    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/manifest.js",
      "/assets/entry.client.js",
    ]);
    const modules = [...document.body.querySelectorAll('script[type="module"]')];
    expect(modules).toHaveLength(1);
    expect(modules[0]?.textContent).toBe(bootCode);
  });
});

describe("optimizing a build folder", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("rewrites every page, at any depth, from the stylesheets in the folder", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "optimize-pages-"));
    await mkdir(path.join(dir, "assets"));
    await mkdir(path.join(dir, "about"));
    for (const [href, css] of Object.entries(stylesheets)) await writeFile(path.join(dir, href), css);
    await writeFile(path.join(dir, "index.html"), page);
    await writeFile(path.join(dir, "about", "index.html"), page);
    await writeFile(path.join(dir, "robots.txt"), "User-agent: *");

    const changed = await optimizePages(dir);

    expect(changed.sort()).toEqual([path.join("about", "index.html"), "index.html"]);
    const about = await readFile(path.join(dir, "about", "index.html"), "utf8");
    expect(about).toBe(optimizePage(page, read));
    expect(await readFile(path.join(dir, "robots.txt"), "utf8")).toBe("User-agent: *");
  });

  it("names a stylesheet the build does not have", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "optimize-pages-"));
    await writeFile(path.join(dir, "index.html"), page);
    await expect(optimizePages(dir)).rejects.toThrow(/root\.css/);
  });
});
