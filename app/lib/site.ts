import { buildSetting } from "./build-setting";

export const siteUrl = buildSetting("VITE_SITE_URL", import.meta.env.VITE_SITE_URL).replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
