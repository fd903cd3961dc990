/**
 * Builds the service worker from the finished site: app/service-worker/service-worker.ts bundled
 * for the browser (esbuild), then Workbox's `injectManifest` writes into it the list of files to
 * keep at install, with a revision for each file whose name has no content hash. Runs after the
 * pages are rewritten and the offline page is written, so the list matches what is served.
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { offlinePagePath, precachedPagePaths, serviceWorkerPath } from "../app/service-worker/offline-paths";
import { elementsNamed, readHtml } from "../site/html-page";

const serviceWorkerFile = serviceWorkerPath.slice(1);

/**
 * What is kept at install: the site's pages and the offline page, the scripts and stylesheets, the web
 * fonts (WOFF2: every browser that runs a service worker reads it), the favicons and the manifest,
 * and the framework's data for the home and collection pages. Of the photos, only the home page's
 * first (`heroPhotoForPhones`).
 */
export const precachePatterns: readonly string[] = [
  ...precachedPagePaths.map((page) => page.slice(1)),
  offlinePagePath.slice(1),
  "assets/*.{js,css,woff2}",
  "favicon.svg",
  "favicon-32.png",
  "manifest.webmanifest",
  "_.data",
  "collection.data",
];

/**
 * Left out of the install, to keep it small on a first visit: the design pages' and the not-found
 * page's own route chunks (the worker keeps them once a design page has been seen), and the
 * home-screen icons (a phone asks for them when the site is added to its home screen, online).
 */
export const precacheIgnores: readonly string[] = [
  "assets/design-????????.{js,css}",
  "assets/not-found-????????.js",
  "assets/not-found-panel-????????.js",
];

/**
 * The hero's width on a cheap Android phone, in device pixels: 320 CSS pixels (a 360-pixel screen
 * less the page's margins) at 2 device pixels each. The phone asks for the first width from there up.
 */
const heroPixelsOnPhones = 640;

/**
 * The file of the home page's first photo a phone shows, so the home page opens offline with its
 * picture: the photo the page preloads, in its first format (AVIF), at the phone's width. One size
 * only, to keep the install small; a screen that asks for another shows the alt text offline.
 */
export async function heroPhotoForPhones(clientDir: string): Promise<string> {
  const home = readHtml(await readFile(path.join(clientDir, "index.html"), "utf8"));
  const preload = elementsNamed(home, "link").find(
    ({ attributes }) => attributes.rel === "preload" && attributes.as === "image" && attributes.imagesrcset,
  );
  const candidates = (preload?.attributes.imagesrcset ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = "", width = ""]) => ({ url, width: Number.parseInt(width, 10) }))
    .filter(({ url, width }) => url.startsWith("/") && Number.isFinite(width))
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find(({ width }) => width >= heroPixelsOnPhones) ?? candidates.at(-1);
  if (!chosen) throw new Error("The home page preloads no photo with widths: the service worker keeps none.");
  return chosen.url.slice(1);
}

export interface ServiceWorkerReport {
  files: number;
  /** Bytes of the files kept at install, as stored (before compression on the wire). */
  bytes: number;
}

export async function writeServiceWorker(clientDir: string): Promise<ServiceWorkerReport> {
  const bundled = path.join(clientDir, `${serviceWorkerFile}.src.js`);
  await build({
    entryPoints: [path.join(import.meta.dirname, "../app/service-worker/service-worker.ts")],
    outfile: bundled,
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(clientDir, serviceWorkerFile),
      globDirectory: clientDir,
      globPatterns: [...precachePatterns, await heroPhotoForPhones(clientDir)],
      globIgnores: [...precacheIgnores],
      // Content-hashed names need no revision: the browser's own cache may answer them.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    if (warnings.length > 0) throw new Error(`The service worker's file list: ${warnings.join("; ")}`);
    return { files: count, bytes: size };
  } finally {
    await rm(bundled, { force: true });
  }
}
