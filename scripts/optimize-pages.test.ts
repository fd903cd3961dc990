import { readFileSync } from "node:fs";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { elementsNamed, readHtml } from "../site/html-page";
import {
  deferFrameworkScripts,
  dropFrameworkScripts,
  holdStylesheets,
  inlineStylesheets,
  markMainImage,
  optimizePage,
  optimizePages,
  PageOptimizationError,
  pageLoaderScript,
} from "./optimize-pages";

/**
 * The home page exactly as React Router prerenders it, captured from a real build before the site's
 * own steps ran (`SITE_STEPS=off npx react-router build`; see site/fixtures/README.md).
 */
const page = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "site", "fixtures", "home.prerendered.html"),
  "utf8",
);
const captured = readHtml(page);
const links = elementsNamed(captured, "link");
const hrefs = (rel: string, held = false) =>
  links
    .filter((link) => link.attributes.rel === rel && "data-after-paint" in link.attributes === held)
    .map((link) => link.attributes.href ?? "");
const stylesheetHrefs = hrefs("stylesheet");
const [fontsHref = ""] = hrefs("stylesheet", true);
const preloadHrefs = hrefs("modulepreload");
const bootCode =
  elementsNamed(captured, "script").find((script) => script.attributes.type === "module")?.text ?? "";

/** Each stylesheet's text names its file, so the order of the inlined CSS can be read back. */
const cssOf = (href: string) => `a[data-file="${href}"]{background:url(/assets/paper.png)}`;
/** The web fonts' stylesheet as the font packages write it: WOFF2 first, a WOFF fallback. */
const fontFacesCss =
  '@font-face{font-family:Jost;font-weight:400;src:url(/assets/jost-400-a1.woff2)format("woff2"),url(/assets/jost-400-b2.woff)format("woff")}' +
  '@font-face{font-family:Cormorant Garamond;src:url("/assets/cormorant-500-c3.woff2") format("woff2")}';
const fontFileList = "/assets/jost-400-a1.woff2 /assets/cormorant-500-c3.woff2";
const stylesheets: Record<string, string> = {
  ...Object.fromEntries(stylesheetHrefs.map((href) => [href, cssOf(href)])),
  [fontsHref]: fontFacesCss,
};
const read = (href: string) => {
  const css = stylesheets[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

it("the captured page has what the rewrite works on", () => {
  expect(stylesheetHrefs.length).toBeGreaterThan(1);
  expect(fontsHref).toMatch(/^\/assets\/font-faces-.*\.css$/);
  expect(preloadHrefs.length).toBeGreaterThan(1);
  expect(bootCode).toContain("window.__reactRouterRouteModules");
  expect(page).not.toContain("<style");
});

describe("inlining a page's stylesheets", () => {
  const html = inlineStylesheets(page, read);

  it("puts their text, in order, in one <style> where the first link was", () => {
    expect(html).toContain(
      `<style>${stylesheetHrefs.map(cssOf).join("\n")}</style><link rel="stylesheet" href="${stylesheetHrefs[0]}" disabled=""/>`,
    );
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it("keeps every link, disabled, so hydration finds them and the browser does not fetch them", () => {
    for (const href of stylesheetHrefs) {
      expect(html).toContain(`<link rel="stylesheet" href="${href}" disabled=""/>`);
      expect(html).not.toContain(`<link rel="stylesheet" href="${href}"/>`);
    }
  });

  it("leaves stylesheets held for after the paint, and those for visitors without script, alone", () => {
    expect(html).toContain(`<link rel="stylesheet" href="${fontsHref}" data-after-paint=""/>`);
    const withNoscriptLink = page.replace(
      "</head>",
      '<noscript><link rel="stylesheet" href="/print.css"/></noscript></head>',
    );
    expect(inlineStylesheets(withNoscriptLink, read)).toContain(
      '<noscript><link rel="stylesheet" href="/print.css"/></noscript>',
    );
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
    expect(html).toContain(`data-preload="${preloadHrefs.join(" ")}"`);
  });

  it("keeps the boot module's text byte for byte, but inert", () => {
    expect(html).toContain(
      `<script type="text/x-deferred-module" id="deferred-boot" data-preload="${preloadHrefs.join(" ")}">${bootCode}</script>`,
    );
    expect(html).not.toContain('<script type="module"');
  });

  it("leaves pages without React Router's boot module alone", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
  });

  it("finds the boot module whatever the order of its attributes", () => {
    const reordered = page.replace('<script type="module" async="">', '<script async type="module">');
    expect(deferFrameworkScripts(reordered)).toBe(html);
  });

  it("says so when a React Router page's boot module is not where it should be", () => {
    const changed = page.replace('<script type="module" async="">', '<script type="module">');
    expect(() => deferFrameworkScripts(changed)).toThrow(/boot module/);
    const twice = page.replace("</body>", `<script type="module" async="">${bootCode}</script></body>`);
    expect(() => deferFrameworkScripts(twice)).toThrow(/more than one/);
  });
});

describe("the not-found page, which goes without the framework", () => {
  const html = optimizePage(page, read, { framework: false });

  it("has neither the boot module nor its preloads, held or not", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('id="deferred-boot"');
    expect(html).not.toContain(bootCode);
  });

  it("keeps everything else the rewrite does: inlined styles, held fonts and the page loader", () => {
    expect(html).toContain(cssOf(stylesheetHrefs[0] ?? ""));
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${fontsHref}"/></noscript>`);
    expect(html).toContain(`<script>${pageLoaderScript}</script></head>`);
  });

  it("leaves a page without the framework as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(dropFrameworkScripts(plain)).toBe(plain);
  });
});

describe("holding stylesheets marked for after the paint", () => {
  const html = holdStylesheets(page, read);

  it("disables them, so they are not fetched with the page, names their font files, and keeps a copy for visitors without script", () => {
    expect(html).toContain(
      `<link rel="stylesheet" href="${fontsHref}" data-after-paint="" data-fonts="${fontFileList}" disabled=""/><noscript><link rel="stylesheet" href="${fontsHref}"/></noscript>`,
    );
  });

  it("names no font files for a held stylesheet that declares none", () => {
    const plain = holdStylesheets(page, (href) => (href === fontsHref ? "body{color:red}" : read(href)));
    expect(plain).toContain(`<link rel="stylesheet" href="${fontsHref}" data-after-paint="" disabled=""/>`);
  });

  it("leaves every other stylesheet alone", () => {
    expect(html).toContain(`<link rel="stylesheet" href="${stylesheetHrefs[0]}"/>`);
  });
});

describe("the whole rewrite", () => {
  const html = optimizePage(page, read);

  it("marks the main image, so the loader can tell when it has been painted", () => {
    const marked = elementsNamed(readHtml(html), "img").filter((image) => image.attributes.elementtiming);
    expect(marked.map((image) => [image.attributes.elementtiming, image.attributes.fetchpriority])).toEqual([
      ["main-image", "high"],
    ]);
    expect(markMainImage(html)).toBe(html);
  });

  it("ends the head with the page loader: its modules bundled into one function, minified", () => {
    expect(html).toContain(`<script>${pageLoaderScript}</script></head>`);
    expect(pageLoaderScript).toMatch(/^("use strict";)?\(\(\)=>\{.*\}\)\(\);$/s);
    expect(pageLoaderScript).not.toMatch(/\bimport\b|\bexport\b/);
    expect(pageLoaderScript).not.toMatch(/\/\/|\n\s/);
    expect(pageLoaderScript.length).toBeLessThan(5500);
  });

  it("gives the same page each time", () => {
    expect(optimizePage(html, read)).toBe(html);
  });
});

describe("the page loader script", () => {
  /** Runs the script against a page still loading that has nothing in it yet; lists its listeners. */
  function listenersOnAnEmptyPage(): string[] {
    const listeners: string[] = [];
    const target = (name: string) => ({
      addEventListener(type: string, _listener: unknown, options?: boolean | { once?: boolean }) {
        const phase =
          options === true ? " (capture)" : typeof options === "object" && options.once ? " (once)" : "";
        listeners.push(`${name} ${type}${phase}`);
      },
    });
    const window = target("window");
    runInNewContext(pageLoaderScript, {
      window,
      addEventListener: window.addEventListener,
      document: {
        ...target("document"),
        readyState: "loading",
        querySelectorAll: () => [],
        getElementsByTagName: () => [],
      },
      requestAnimationFrame: () => 0,
      // A browser with popovers, so the menus are enhanced too.
      HTMLElement: { prototype: { popover: null } },
      MutationObserver: class {
        observe(): void {}
      },
      localStorage: { getItem: () => null },
    });
    return listeners;
  }

  it("listens for the same events, in the same order, on every page", () => {
    expect(listenersOnAnEmptyPage()).toEqual([
      // Menus
      "document toggle (capture)",
      "document DOMContentLoaded",
      "document beforetoggle (capture)",
      "document focusin",
      "document pointerover",
      "document pointerout",
      "document click (capture)",
      "document keydown",
      "document focusout",
      "window popstate",
      // Forms
      "window submit (capture)",
      "window submit",
      "document securitypolicyviolation",
      "window pageshow",
      // The held boot
      "window load (once)",
    ]);
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

  it("inlines a stylesheet linked with a fragment, as React Router links a shared chunk's", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "optimize-pages-"));
    await mkdir(path.join(dir, "assets"));
    for (const [href, css] of Object.entries(stylesheets)) await writeFile(path.join(dir, href), css);
    const [firstHref, firstCss] = Object.entries(stylesheets)[0]!;
    await writeFile(
      path.join(dir, "index.html"),
      page.replace(`href="${firstHref}"`, `href="${firstHref}#"`),
    );

    await optimizePages(dir);

    const optimized = await readFile(path.join(dir, "index.html"), "utf8");
    expect(optimized).toContain(firstCss.trim());
  });

  it("names a stylesheet the build does not have", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "optimize-pages-"));
    await writeFile(path.join(dir, "index.html"), page);
    await expect(optimizePages(dir)).rejects.toThrow(/root-.*\.css/);
  });
});
