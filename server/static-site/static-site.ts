/**
 * Serves the prerendered site from its build folder with the headers a good static host sends:
 * the right Content-Type, cache lifetimes by kind of file, precompressed copies, a per-page
 * Content-Security-Policy, revalidation (304), single byte ranges (206), and the 404 page with
 * status 404 for every unknown path.
 */
import type { Stats } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseRange, readRange } from "./byte-range";
import { ifRangeMatches, isNotModified } from "./conditional";
import { type ContentCoding, acceptedCodings, precompressedSuffix } from "./content-encoding";
import { contentTypeFor, isHtmlFile } from "../../site/content-types";
import { editorRobotsTag, isEditorPath } from "../../site/editor-paths";
import { createPagePolicies } from "../../site/page-policies";
import { type SiteFile, resolveSiteFile, statOrNull } from "./resolve-site-file";
import { cacheControlFor, htmlCacheControl, isHostConfigPath, notFoundFiles } from "../../site/site-headers";

export interface StaticSiteOptions {
  /** The build folder, e.g. `build/client`. */
  root: string;
}

export interface StaticSite {
  /** Answers a GET or HEAD request. */
  respond(request: Request): Promise<Response>;
}

/** The file actually sent: the original or one of its precompressed copies. */
interface Representation extends SiteFile {
  coding: ContentCoding | null;
  /** True when copies exist, so caches must key on Accept-Encoding whichever one was sent. */
  varies: boolean;
}

export function createStaticSite({ root }: StaticSiteOptions): StaticSite {
  const policies = createPagePolicies(root);

  async function serve(request: Request, urlPath: string, file: SiteFile, status: 200 | 404) {
    const html = isHtmlFile(file.filePath);
    const chosen = await chooseRepresentation(file, request.headers.get("Accept-Encoding"));
    const { size, mtimeMs } = chosen.stats;
    const etag = entityTag(chosen);
    const headers = new Headers({
      "Content-Type": contentTypeFor(file.filePath),
      "Cache-Control": cacheControlFor(urlPath, html),
      ETag: etag,
      "Last-Modified": chosen.stats.mtime.toUTCString(),
    });
    if (chosen.varies) headers.set("Vary", "Accept-Encoding");
    if (chosen.coding) headers.set("Content-Encoding", chosen.coding);
    if (isEditorPath(urlPath)) headers.set("X-Robots-Tag", editorRobotsTag);

    // Conditions come before Range (RFC 9110, section 13.2.2); neither applies to the 404 page.
    const found = status === 200;
    const notModified = found && isNotModified(request.headers, etag, mtimeMs);
    const range =
      found && !notModified && ifRangeMatches(request.headers.get("If-Range"), etag, mtimeMs)
        ? parseRange(request.headers.get("Range"), size)
        : null;
    if (range === "unsatisfiable") {
      const refusal = new Headers({ "Content-Range": `bytes */${size}` });
      if (chosen.varies) refusal.set("Vary", "Accept-Encoding");
      return new Response(null, { status: 416, headers: refusal });
    }

    let body: Buffer<ArrayBuffer> | null = null;
    if (request.method !== "HEAD" && !notModified) {
      body = range ? await readRange(chosen.filePath, range) : await readFile(chosen.filePath);
    }
    if (html) {
      // The policy hashes the page's own text; a compressed copy or a slice is not all of it.
      const whole = chosen.coding === null && !range ? (body ?? undefined) : undefined;
      headers.set("Content-Security-Policy", await policies.policyFor(file.filePath, file.stats, whole));
    }
    if (notModified) return new Response(null, { status: 304, headers });
    if (found) headers.set("Accept-Ranges", "bytes");
    if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(range ? range.end - range.start + 1 : size));
    return new Response(body, { status: range ? 206 : status, headers });
  }

  return {
    async respond(request) {
      const urlPath = new URL(request.url).pathname;
      // The hosts' configuration sits in the site folder for them to read, not for visitors.
      const file = isHostConfigPath(urlPath) ? null : await resolveSiteFile(root, urlPath);
      if (file) return serve(request, urlPath, file, 200);

      for (const notFound of notFoundFiles) {
        const filePath = path.join(root, notFound);
        const stats = await statOrNull(filePath);
        if (stats?.isFile()) return serve(request, urlPath, { filePath, stats }, 404);
      }
      // Only when the build has no 404 page at all.
      return new Response(request.method === "HEAD" ? null : "Not found", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": htmlCacheControl },
      });
    },
  };
}

async function chooseRepresentation(file: SiteFile, acceptEncoding: string | null): Promise<Representation> {
  const copies = new Map<ContentCoding, Stats>();
  for (const coding of Object.keys(precompressedSuffix) as ContentCoding[]) {
    const stats = await statOrNull(file.filePath + precompressedSuffix[coding]);
    if (stats?.isFile()) copies.set(coding, stats);
  }
  const varies = copies.size > 0;
  for (const coding of acceptedCodings(acceptEncoding)) {
    const stats = copies.get(coding);
    if (stats) {
      return { filePath: file.filePath + precompressedSuffix[coding], stats, coding, varies };
    }
  }
  return { ...file, coding: null, varies };
}

/** Weak, because it is derived from size and time rather than the bytes themselves. */
function entityTag({ stats, coding }: Representation): string {
  const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  return `W/"${version}${coding ? `-${coding}` : ""}"`;
}
