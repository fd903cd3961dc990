/** How long browsers may keep each kind of file. */

/** Vite puts a content hash in every file name under /assets/, so a changed file gets a new URL. */
export const immutableCacheControl = "public, max-age=31536000, immutable";

/** Pages keep their address across deploys, so the browser must check with us every time. */
export const htmlCacheControl = "no-cache";

/** Unfingerprinted files (favicon, robots.txt, images in public/): an hour is a fair trade. */
export const shortCacheControl = "public, max-age=3600";

/** `urlPath` is the decoded request path; `isHtml` is true for pages, including the 404 page. */
export function cacheControlFor(urlPath: string, isHtml: boolean): string {
  if (isHtml) return htmlCacheControl;
  if (urlPath.startsWith("/assets/")) return immutableCacheControl;
  return shortCacheControl;
}
