/**
 * What each prerendered page costs a visitor before it is usable, in compressed bytes, computed
 * from the build output alone (no browser): the HTML (with its inlined CSS), the stylesheets it
 * links, every script it loads or preloads (also those held until the page has loaded, see
 * scripts/optimize-pages.ts), the fonts its CSS uses, and the images it asks for eagerly.
 * Used by the byte budgets in `npm test` and by the benchmark.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { preloadAttribute } from "../app/page-loader/attributes";
import { type HtmlElement, elementsNamed, has, readHtml } from "../site/html-page";

/** Lighthouse's mobile device: 412 CSS px wide at a device pixel ratio of 1.75. */
export const mobileViewport = { width: 412, dpr: 1.75 };

export interface RouteWeight {
  route: string;
  html: number;
  /** Every stylesheet the page fetches (not the disabled links its inlined CSS replaced). */
  css: number;
  /** The HTML and the stylesheets that hold its first paint: what must fit the first round trip. */
  firstPaint: number;
  js: number;
  fonts: number;
  images: number;
  total: number;
  files: {
    path: string;
    kind: keyof Omit<RouteWeight, "route" | "total" | "files" | "firstPaint">;
    bytes: number;
    /** A stylesheet the first paint waits for. */
    blocking?: boolean;
  }[];
}

/** Bytes on the wire: the `.br` copy when the build has one, else the file brotli-compressed now. */
export function compressedSize(clientDir: string, urlPath: string): number {
  const file = path.join(clientDir, decodeURIComponent(urlPath.split("?")[0] ?? ""));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  const bytes = readFileSync(file);
  // Images and fonts are compressed formats already: they travel as they are.
  return /\.(avif|webp|jpe?g|png|woff2?)$/i.test(file) ? bytes.length : brotliCompressSync(bytes).length;
}

/** The candidate a browser picks from `srcset` for an image drawn `cssWidth` px wide. */
export function pickCandidate(srcset: string, cssWidth: number, dpr = mobileViewport.dpr): string {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url ?? "", width: Number.parseInt(descriptor ?? "0", 10) }))
    .sort((a, b) => a.width - b.width);
  const needed = cssWidth * dpr;
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url ?? "";
}

/** Images the page asks for before layout: preloaded ones, and `<img loading="eager">` (as AVIF). */
function eagerImageUrls(elements: readonly HtmlElement[]): string[] {
  const urls = new Set<string>();
  for (const { attributes: link } of elementsNamed(elements, "link")) {
    if (link.rel === "preload" && link.as === "image" && link.imagesrcset)
      urls.add(pickCandidate(link.imagesrcset, mobileViewport.width));
  }
  // A picture's sources and image come after it, before the next picture.
  elements.forEach((picture, index) => {
    if (picture.name !== "picture") return;
    const inside = elements.slice(index + 1).filter((element) => element.start < picture.end);
    if (!inside.some((image) => image.name === "img" && image.attributes.loading === "eager")) return;
    const avif = inside.find((source) => source.name === "source" && source.attributes.type === "image/avif");
    if (avif) urls.add(pickCandidate(avif.attributes.srcset ?? "", mobileViewport.width));
  });
  return [...urls];
}

export function routeWeight(clientDir: string, route: string): RouteWeight {
  const htmlPath = route === "/" ? "/index.html" : `${route}/index.html`;
  const html = readFileSync(path.join(clientDir, htmlPath), "utf8");
  const files: RouteWeight["files"] = [
    { path: htmlPath, kind: "html", bytes: compressedSize(clientDir, htmlPath) },
  ];
  const add = (url: string, kind: RouteWeight["files"][number]["kind"], blocking = false) => {
    if (!url.startsWith("/") || files.some((file) => file.path === url)) return;
    files.push({ path: url, kind, bytes: compressedSize(clientDir, url), blocking });
  };

  const elements = readHtml(html);
  // Links in a <noscript> are fetched too: by script once the page has been seen (the web fonts).
  for (const element of elementsNamed(elements, "link", { inNoscript: true })) {
    const link = element.attributes;
    const inNoscript = element.ancestors.includes("noscript");
    if (link.rel === "stylesheet" && link.href && !has(element, "disabled"))
      add(link.href, "css", !inNoscript);
    if (link.rel === "modulepreload" && link.href) add(link.href, "js");
    if (link.rel === "preload" && link.as === "font" && link.href) add(link.href, "fonts");
  }
  const scripts = elementsNamed(elements, "script");
  for (const { attributes } of scripts) {
    if (attributes.src) add(attributes.src, "js");
    // Module preloads held until the page has loaded (scripts/optimize-pages.ts).
    for (const src of (attributes[preloadAttribute] ?? "").split(/\s+/).filter(Boolean)) add(src, "js");
  }
  // Module imports inside inline scripts (React Router's entry and route modules).
  for (const { text } of scripts) {
    for (const [, src = ""] of text.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) {
      add(src, "js");
    }
  }
  // Every woff2 the page's CSS declares for latin text: the page uses all three faces.
  const styleTexts = [
    ...elementsNamed(elements, "style").map((style) => style.text),
    ...files
      .filter((file) => file.kind === "css")
      .map((css) => readFileSync(path.join(clientDir, css.path), "utf8")),
  ];
  for (const text of styleTexts) {
    for (const [, font = ""] of text.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) add(font, "fonts");
  }
  for (const url of eagerImageUrls(elements)) add(url, "images");

  const sum = (kind: RouteWeight["files"][number]["kind"]) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0);
  const weight = {
    html: sum("html"),
    css: sum("css"),
    js: sum("js"),
    fonts: sum("fonts"),
    images: sum("images"),
  };
  const firstPaint =
    weight.html + files.filter((file) => file.blocking).reduce((total, file) => total + file.bytes, 0);
  return { route, ...weight, firstPaint, total: Object.values(weight).reduce((a, b) => a + b, 0), files };
}
