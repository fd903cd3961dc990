import { buildSetting } from "./build-setting";

/** The site's public address, from build-time configuration (`VITE_SITE_URL`, see `.env`). */
export const siteUrl = buildSetting("VITE_SITE_URL", import.meta.env.VITE_SITE_URL).replace(/\/+$/, "");

/** An absolute address on this site, for canonical links, the sitemap and the forms' `_next`. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
