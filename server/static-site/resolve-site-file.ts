/**
 * Maps a request path to a file inside the site's root folder, the way static hosts do:
 * `/` and `/about/` serve the folder's index.html, `/about` serves `about/index.html` too.
 * Nothing outside the root can ever be reached.
 */
import type { Stats } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";

export interface SiteFile {
  filePath: string;
  stats: Stats;
}

/**
 * Splits a URL path into decoded segments, or returns null when the path is not a plain path
 * inside the site: bad percent-encoding, `..`, an encoded slash or NUL, or a hidden file
 * (`.git`, `.DS_Store`; only `.well-known` is public by convention).
 */
export function siteSegments(urlPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of urlPath.split("/")) {
    if (raw === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (/[/\\\0]/.test(segment)) return null;
    if (segment.startsWith(".") && segment !== ".well-known") return null;
    segments.push(segment);
  }
  return segments;
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
