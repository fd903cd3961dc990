// Shared by the service worker and the build step that lists its files, so the two cannot disagree.
import { pagePaths } from "../lib/paths";

export const serviceWorkerPath = "/sw.js";

export const offlinePagePath = "/offline.html";

export function pageFileOf(pathname: string): string | null {
  if (pathname.endsWith(".html")) return pathname;
  if (/\.[a-z0-9]+$/i.test(pathname)) return null;
  const folder = pathname.replace(/\/+$/, "");
  return `${folder}/index.html`;
}

export const precachedPagePaths: readonly string[] = pagePaths.map((page) => pageFileOf(page) ?? page);
