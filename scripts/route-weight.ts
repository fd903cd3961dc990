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
import { allLinkTags, parseAttributes } from "./optimize-pages";

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
function eagerImageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link [^>]*rel="preload"[^>]*>/g)) {
    const link = parseAttributes(match[0]);
    if (link.as === "image" && link.imagesrcset)
      urls.add(pickCandidate(link.imagesrcset, mobileViewport.width));
  }
  for (const match of html.matchAll(/<picture>(.*?)<\/picture>/gs)) {
    const picture = match[1] ?? "";
    if (!/<img [^>]*loading="eager"/.test(picture)) continue;
    const avif = picture.match(/<source type="image\/avif" [^>]*>/);
    if (avif) urls.add(pickCandidate(parseAttributes(avif[0]).srcset ?? "", mobileViewport.width));
  }
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

  // Links in a <noscript> are fetched too: by script once the page has been seen (the web fonts).
  for (const { attributes: link, inNoscript } of allLinkTags(html)) {
    if (link.rel === "stylesheet" && link.href && !("disabled" in link)) add(link.href, "css", !inNoscript);
    if (link.rel === "modulepreload" && link.href) add(link.href, "js");
    if (link.rel === "preload" && link.as === "font" && link.href) add(link.href, "fonts");
  }
  for (const [, src = ""] of html.matchAll(/<script [^>]*src="([^"]+)"/g)) add(src, "js");
  // Module preloads held until the page has loaded (scripts/optimize-pages.ts).
  for (const [, list = ""] of html.matchAll(/<script [^>]*data-preload="([^"]*)"/g)) {
    for (const src of list.split(/\s+/).filter(Boolean)) add(src, "js");
  }
  // Module imports inside inline scripts (React Router's entry and route modules).
  for (const [, src = ""] of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) {
    add(src, "js");
  }
  // Every woff2 the page's CSS declares for latin text: the page uses all three faces.
  const styleTexts = [
    ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? ""),
    ...files
      .filter((file) => file.kind === "css")
      .map((css) => readFileSync(path.join(clientDir, css.path), "utf8")),
  ];
  for (const text of styleTexts) {
    for (const [, font = ""] of text.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) add(font, "fonts");
  }
  for (const url of eagerImageUrls(html)) add(url, "images");

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
