/**
 * The files the service worker keeps for pages, shared by the worker and the build step that lists
 * them, so the two cannot disagree.
 */
import { pagePaths } from "../lib/paths";

/** Where the service worker's script is served. */
export const serviceWorkerPath = "/sw.js";

/** The page a visitor gets offline for a page this phone has not kept. */
export const offlinePagePath = "/offline.html";

/** The file a page's address is served from (`/about`, `/about/` → `/about/index.html`). */
export function pageFileOf(pathname: string): string | null {
  if (pathname.endsWith(".html")) return pathname;
  if (/\.[a-z0-9]+$/i.test(pathname)) return null;
  const folder = pathname.replace(/\/+$/, "");
  return `${folder}/index.html`;
}

/** The six pages, kept at install. */
export const precachedPagePaths: readonly string[] = pagePaths.map((page) => pageFileOf(page) ?? page);
