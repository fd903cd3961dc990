/**
 * Files a static host expects beside the pages, made from the one map of paths (app/lib/paths.ts):
 * robots.txt, sitemap.xml, and 404.html at the root (where Netlify, Vercel, Cloudflare Pages and
 * GitHub Pages look for the not-found page). React Router's single-page fallback goes: every page is
 * prerendered, an unknown path is a 404, and the fallback would only be a blank shell on the web.
 */
import { copyFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { designPagePaths } from "../app/content/design-index";
import { occasionPagePaths } from "../app/content/occasion-index";
import { dataPaths, indexedPaths, notFoundPath } from "../app/lib/paths";
import { editorPath } from "../site/editor-paths";

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((page) => `  <url><loc>${new URL(page, `${siteUrl}/`).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${editorPath}\n\nSitemap: ${new URL("/sitemap.xml", `${siteUrl}/`).href}\n`;
}

export async function writeSiteFiles(clientDir: string, siteUrl: string): Promise<void> {
  await writeFile(
    path.join(clientDir, "sitemap.xml"),
    sitemapXml(siteUrl, [...indexedPaths, ...designPagePaths, ...occasionPagePaths]),
  );
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  await copyFile(path.join(clientDir, notFoundPath, "index.html"), path.join(clientDir, "404.html"));
  await rm(path.join(clientDir, spaFallbackFile), { force: true });
  // React Router writes a `.data` copy of each data file too; nothing ever asks for one.
  await Promise.all(
    Object.values(dataPaths).map((dataPath) => rm(path.join(clientDir, `${dataPath}.data`), { force: true })),
  );
}

/** What React Router writes for paths it did not prerender. */
export const spaFallbackFile = "__spa-fallback.html";
