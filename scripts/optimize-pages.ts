/**
 * Rewrites each prerendered page so that a phone on a slow link can paint it from the HTML alone and
 * give the link to the page's own content first. Runs after React Router's build, before
 * precompression (scripts/build-site.ts). Decision record: docs/decisions/009-first-paint-from-html.md.
 *
 * 1. Stylesheets are inlined: the page's `<link rel="stylesheet">`s become one `<style>`. Each link
 *    stays in place with `disabled`, so React finds in `<head>` the elements it rendered when it
 *    hydrates, and the browser does not fetch them. A later page that needs a stylesheet links it
 *    again, enabled, as usual.
 * 2. Stylesheets marked `data-after-paint` (the web fonts) are not inlined but held: disabled, with a
 *    `<noscript>` copy for visitors without script, and the WOFF2 files they declare in `data-fonts`,
 *    so the loader can fetch those first and apply the stylesheet once (one relayout, not three).
 * 3. The framework is held: the module preloads leave the HTML, and React Router's inline boot
 *    module becomes inert (`type="text/x-deferred-module"`), with the preloads in `data-preload`.
 *    The not-found page goes without it: everything on it works without script, and it answers
 *    every unknown address, where the framework would find a route the page was not made for
 *    (/collection/<unknown> is the design route's address, not the not-found page's).
 * 4. The page's main image (the one with `fetchpriority="high"`) is marked `elementtiming`.
 * 5. The page loader (app/page-loader/, bundled into one small script) goes at the end of `<head>`:
 *    it releases what was held once the visitor has seen the page (see app/page-loader/index.ts).
 * 6. React streams the page's data as Suspense boundaries finished late: a placeholder, the content
 *    in a hidden `<div>` at the end, and React's script that moves it (some 350 bytes, compressed).
 *    Prerendered, every boundary is finished, so each is written in place as React writes a ready
 *    one: the same document the browser would have once React's script had run.
 *
 *   npx tsx scripts/optimize-pages.ts [dir]     (default: build/client)
 */
import { buildSync } from "esbuild";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { minifySync } from "vite";
import { notFoundPath } from "../app/lib/paths";
import {
  afterPaintAttribute,
  deferredModuleId,
  fontFilesAttribute,
  deferredModuleType,
  mainImageTiming,
  preloadAttribute,
} from "../app/page-loader/attributes";
import { type HtmlElement, elementsNamed, has, readHtml, replaceRanges } from "../site/html-page";

/** The page loader's entry: browser code of its own, never part of the framework's bundle. */
const pageLoaderEntry = fileURLToPath(new URL("../app/page-loader/index.ts", import.meta.url));

/**
 * The page loader as it goes into each page: the same text everywhere (one CSP hash), one
 * function, minified, since it travels inline in every page's first round trip.
 */
export const pageLoaderScript = bundledLoader();

/** The loader's modules bundled into one script by esbuild, then minified as Vite minifies. */
function bundledLoader(): string {
  const where = path.relative(process.cwd(), pageLoaderEntry);
  const { outputFiles, warnings } = buildSync({
    entryPoints: [pageLoaderEntry],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    write: false,
    logLevel: "silent",
  });
  const [bundle] = outputFiles;
  if (warnings.length > 0 || !bundle) {
    throw new Error(`${where}: ${warnings.map((warning) => warning.text).join("; ") || "no output"}`);
  }
  const { code, errors } = minifySync("page-loader.js", bundle.text, {
    compress: { target: "es2020" },
    mangle: true,
  });
  if (errors.length > 0) {
    throw new Error(`${where}: ${errors.map((error) => error.message).join("; ")}`);
  }
  return code.trim();
}

export class PageOptimizationError extends Error {
  override name = "PageOptimizationError";
}

/** The `<link>` elements outside `<noscript>`: the ones the rewrite works on. */
function linkTags(html: string): HtmlElement[] {
  return elementsNamed(readHtml(html), "link");
}

/**
 * Checks that a stylesheet can move into the page: its URLs must not depend on where the CSS file
 * was (the page may be at any depth) and its text must not end the `<style>` element early.
 */
function checkInlinable(href: string, css: string): void {
  for (const [, rawUrl = ""] of css.matchAll(/url\(\s*([^)]*?)\s*\)/g)) {
    const url = rawUrl.replace(/^["']|["']$/g, "");
    if (!/^(\/|data:|#|https?:)/.test(url)) {
      throw new PageOptimizationError(
        `${href} refers to "${url}", which is relative to the stylesheet and would break once inlined into a page. Use an absolute path.`,
      );
    }
  }
  if (/<\/style/i.test(css)) {
    throw new PageOptimizationError(`${href} contains "</style", which would end the inlined <style> early.`);
  }
}

/** The link's own source, with `disabled` added before its end. */
function withDisabled(html: string, link: HtmlElement): string {
  return html.slice(link.start, link.end).replace(/\s*\/?>$/, ' disabled=""/>');
}

/** Replaces whole elements with new text. */
function replaceElements(
  html: string,
  replacements: readonly { element: HtmlElement; text: string }[],
): string {
  return replaceRanges(
    html,
    replacements.map(({ element, text }) => ({ start: element.start, end: element.end, text })),
  );
}

/** Step 1: the page's stylesheets as one `<style>`, their links disabled. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const stylesheets = linkTags(html).filter(
    (tag) =>
      tag.attributes.rel === "stylesheet" &&
      tag.attributes.href &&
      !has(tag, "disabled") &&
      !has(tag, afterPaintAttribute),
  );
  if (stylesheets.length === 0) return html;
  const css = stylesheets
    .map((tag) => {
      const href = tag.attributes.href ?? "";
      const text = readStylesheet(href).trim();
      checkInlinable(href, text);
      return text;
    })
    .join("\n");
  return replaceElements(
    html,
    stylesheets.map((element, position) => {
      const disabled = withDisabled(html, element);
      return { element, text: position === 0 ? `<style>${css}</style>${disabled}` : disabled };
    }),
  );
}

/** The WOFF2 files a stylesheet declares (its `@font-face` sources), in order, each once. */
export function fontFiles(css: string): string[] {
  const urls = [...css.matchAll(/url\(\s*["']?([^)"'\s]+\.woff2)["']?\s*\)/g)].map(([, url = ""]) => url);
  return [...new Set(urls)];
}

/**
 * Step 2: stylesheets marked `data-after-paint` held (disabled), with a `<noscript>` copy, and the
 * font files each declares in `data-fonts`.
 */
export function holdStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const held = linkTags(html).filter(
    (tag) => tag.attributes.rel === "stylesheet" && has(tag, afterPaintAttribute) && !has(tag, "disabled"),
  );
  return replaceElements(
    html,
    held.map((element) => {
      const href = element.attributes.href ?? "";
      const files = fontFiles(readStylesheet(href));
      const disabled = withDisabled(html, element);
      const link =
        files.length === 0
          ? disabled
          : disabled.replace(/ disabled=""\/>$/, ` ${fontFilesAttribute}="${files.join(" ")}" disabled=""/>`);
      return { element, text: `${link}<noscript><link rel="stylesheet" href="${href}"/></noscript>` };
    }),
  );
}

/** React Router's inline boot module: `<script type="module" async>` with the page's imports. */
function bootModules(elements: readonly HtmlElement[]): HtmlElement[] {
  return elementsNamed(elements, "script").filter(
    (script) => script.attributes.type === "module" && has(script, "async") && !has(script, "src"),
  );
}

/** Step 3: the framework's module preloads and boot module held for the page loader. */
export function deferFrameworkScripts(html: string): string {
  const elements = readHtml(html);
  if (elementsNamed(elements, "script").some((script) => script.attributes.id === deferredModuleId)) {
    return html;
  }
  const boots = bootModules(elements);
  if (boots.length === 0) {
    if (html.includes("window.__reactRouterContext")) {
      throw new PageOptimizationError(
        'A React Router page without its inline boot module (<script type="module" async="">): has the framework changed its output?',
      );
    }
    return html;
  }
  const [boot] = boots;
  if (!boot || boots.length > 1) {
    throw new PageOptimizationError(
      "The page has more than one inline boot module; expected React Router's one.",
    );
  }
  const preloads = elementsNamed(elements, "link").filter((tag) => tag.attributes.rel === "modulepreload");
  const hrefs = preloads.map((tag) => tag.attributes.href ?? "");
  if (hrefs.some((href) => !/^\/[^\s"]+$/.test(href))) {
    throw new PageOptimizationError(`A module preload has an unexpected address: ${hrefs.join(", ")}`);
  }
  return replaceElements(html, [
    ...preloads.map((element) => ({ element, text: "" })),
    {
      element: boot,
      text: `<script type="${deferredModuleType}" id="${deferredModuleId}" ${preloadAttribute}="${hrefs.join(" ")}">${boot.text}</script>`,
    },
  ]);
}

/** Step 3, on the not-found page: the framework taken out, so it never starts. */
export function dropFrameworkScripts(html: string): string {
  const elements = readHtml(html);
  const boots = bootModules(elements);
  const preloads = elementsNamed(elements, "link").filter((tag) => tag.attributes.rel === "modulepreload");
  return replaceElements(
    html,
    [...boots, ...preloads].map((element) => ({ element, text: "" })),
  );
}

/** Step 4: the main image marked, so the page loader can tell when it has been painted. */
export function markMainImage(html: string): string {
  const images = elementsNamed(readHtml(html), "img");
  if (images.some((image) => image.attributes.elementtiming === mainImageTiming)) return html;
  const main = images.find((image) => image.attributes.fetchpriority === "high");
  if (!main) return html;
  const afterName = main.start + "<img".length;
  return replaceRanges(html, [
    { start: afterName, end: afterName, text: ` elementtiming="${mainImageTiming}"` },
  ]);
}

/** Step 5: the page loader at the end of `<head>`, on pages that hold something back. */
export function addPageLoader(html: string): string {
  const elements = readHtml(html);
  const holds =
    elementsNamed(elements, "script").some((script) => script.attributes.id === deferredModuleId) ||
    elementsNamed(elements, "link").some((link) => has(link, afterPaintAttribute));
  const head = elements.find((element) => element.name === "head");
  if (!holds || !head || head.text.includes(pageLoaderScript)) return html;
  return replaceRanges(html, [
    { start: head.closeStart, end: head.closeStart, text: `<script>${pageLoaderScript}</script>` },
  ]);
}

/** A late boundary's placeholder, its content at the end of the body, and React's scripts for them. */
const latePlaceholder = /<!--\$\?--><template id="(B:\d+)"><\/template><!--\/\$-->/g;
const lateContent =
  /<div hidden id="(S:\d+)">((?:<script>[^<]*<\/script>|<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->)*)<\/div>/g;
const revealScript =
  /<script>(?:\$RB=\[\];(?:(?!<\/script>)[\s\S])*?)?\$RC\("(B:\d+)","(S:\d+)"\)<\/script>/g;

/** Step 6: each boundary React finished late written in place, finished. */
export function settleBoundaries(html: string): string {
  const contents = new Map([...html.matchAll(lateContent)].map(([, id, text]) => [id, text ?? ""]));
  const reveals = new Map(
    [...html.matchAll(revealScript)].map(([, boundary, content]) => [boundary, content]),
  );
  const settle = (text: string): string =>
    text.replace(latePlaceholder, (placeholder, boundary: string) => {
      const content = contents.get(reveals.get(boundary) ?? "");
      return content === undefined ? placeholder : `<!--$-->${settle(content)}<!--/$-->`;
    });
  const settled = settle(html.replace(lateContent, "").replace(revealScript, ""));
  if (/\$R[BCV]\b|<template id="B:|id="S:\d/.test(settled)) {
    throw new PageOptimizationError(
      "A late Suspense boundary is left after settling them: has React changed how it streams?",
    );
  }
  return settled;
}

export function optimizePage(
  html: string,
  readStylesheet: (href: string) => string,
  { framework = true }: { framework?: boolean } = {},
): string {
  const styled = holdStylesheets(inlineStylesheets(html, readStylesheet), readStylesheet);
  return addPageLoader(
    markMainImage(settleBoundaries(framework ? deferFrameworkScripts(styled) : dropFrameworkScripts(styled))),
  );
}

/** The not-found page's file, as React Router prerenders it. */
const notFoundFile = path.join(notFoundPath.slice(1), "index.html");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Optimizes every HTML file in a build's client folder; returns the files it changed. */
export async function optimizePages(clientDir: string): Promise<string[]> {
  const stylesheets = new Map<string, string>();
  const changed: string[] = [];
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    // Read the page's stylesheets first (once for the whole site): the rewrite itself is synchronous.
    for (const tag of linkTags(html)) {
      const href = tag.attributes.href;
      if (tag.attributes.rel !== "stylesheet" || !href) continue;
      if (stylesheets.has(href)) continue;
      // React Router marks the stylesheets of chunks shared with a lazily loaded module with a `#`.
      const cssFile = path.join(clientDir, href.split(/[?#]/)[0] ?? "");
      const css = await readFile(cssFile, "utf8").catch(() => {
        throw new PageOptimizationError(
          `${path.relative(clientDir, file)} links the stylesheet ${href}, which is not in ${clientDir}.`,
        );
      });
      stylesheets.set(href, css);
    }
    const optimized = optimizePage(html, (href) => stylesheets.get(href) ?? "", {
      framework: path.relative(clientDir, file) !== notFoundFile,
    });
    if (optimized !== html) {
      await writeFile(file, optimized);
      changed.push(path.relative(clientDir, file));
    }
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = process.argv[2] ?? "build/client";
  const changed = await optimizePages(dir);
  console.log(`Optimized ${changed.length} pages in ${dir}.`);
}
