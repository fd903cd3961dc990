/**
 * Maps a request path to a file inside the site's root folder, the way static hosts do
 * (site/addresses.ts). Nothing outside the root can ever be reached, not even through a link.
 */
import type { Stats } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { siteSegments } from "../../site/addresses";

export interface SiteFile {
  filePath: string;
  stats: Stats;
}

export async function resolveSiteFile(root: string, urlPath: string): Promise<SiteFile | null> {
  const segments = siteSegments(urlPath);
  if (!segments) return null;
  const rootPath = path.resolve(root);
  const target = path.join(rootPath, ...segments);
  const wantsFolder = urlPath.endsWith("/") || segments.length === 0;

  const candidates = wantsFolder
    ? [path.join(target, "index.html")]
    : [target, path.join(target, "index.html")];
  for (const candidate of candidates) {
    const stats = await statOrNull(candidate);
    if (stats?.isFile() && (await isInside(rootPath, candidate))) {
      return { filePath: candidate, stats };
    }
  }
  return null;
}

/** Follows symbolic links before comparing, so a link cannot lead out of the root either. */
async function isInside(rootPath: string, filePath: string): Promise<boolean> {
  const [realRoot, realFile] = await Promise.all([realpath(rootPath), realpath(filePath)]);
  const relative = path.relative(realRoot, realFile);
  const outside = relative === ".." || relative.startsWith(`..${path.sep}`);
  return relative !== "" && !outside && !path.isAbsolute(relative);
}

export async function statOrNull(filePath: string): Promise<Stats | null> {
  try {
    return await stat(filePath);
  } catch {
    return null;
  }
}
