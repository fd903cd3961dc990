/**
 * The one definition of what the site's responses carry: caching by kind of file, the security
 * headers, each page's Content-Security-Policy and the not-found rule. The Node server takes its
 * headers from here, and the build writes every static host's configuration from `siteHeaderTable`,
 * which calls the same functions, so the server and the hosts cannot drift apart.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { serviceWorkerPath } from "../app/service-worker/offline-paths";
import { addressesOf, siteSegments } from "./addresses";
import { buildContentSecurityPolicy } from "./content-security-policy";
import { contentTypeFor, isHtmlFile } from "./content-types";
import { editorRobotsTag, isEditorFile } from "./editor-paths";
import { createPagePolicies } from "./page-policies";

/** Vite puts a content hash in every file name under /assets/, so a changed file gets a new URL. */
export const immutableCacheControl = "public, max-age=31536000, immutable";

/** Pages keep their address across deploys, so the browser must check with us every time. */
export const htmlCacheControl = "no-cache";

/** Unfingerprinted files (favicon, robots.txt, share images, icons, the manifest): an hour is a fair trade. */
export const shortCacheControl = "public, max-age=3600";

/** The folder of fingerprinted files. */
export const assetsPrefix = "/assets/";

/** `urlPath` is the decoded request path; `isHtml` is true for pages, including the 404 page. */
export function cacheControlFor(urlPath: string, isHtml: boolean): string {
  // The service worker's script too: the browser checks it for a new build on every navigation,
  // and a copy kept for an hour would keep an old build's list of files.
  if (isHtml || urlPath === serviceWorkerPath) return htmlCacheControl;
  if (urlPath.startsWith(assetsPrefix)) return immutableCacheControl;
  return shortCacheControl;
}

/** The policy of a document that is not one of the built pages (an SVG, the inbox, an error). */
export const defaultContentSecurityPolicy = buildContentSecurityPolicy();

/** Powerful features the site never uses, off for it and for anything it embeds. */
export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Two years, the lifetime browsers' preload lists ask for. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

export const hstsHeader = "Strict-Transport-Security";
export const cspHeader = "Content-Security-Policy";

/**
 * Responses a browser never shows as a page of their own: scripts, stylesheets, fonts and raster
 * images. Content-Security-Policy, Permissions-Policy and Cross-Origin-Opener-Policy act only on
 * documents, so on these they would only cost bytes: about 450 on each of a page's scripts.
 */
export function isSubresource(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^(text\/javascript|application\/javascript|application\/wasm|text\/css|font\/|image\/(?!svg))/.test(
    type,
  );
}

/**
 * The security headers of one response, in the order they are sent. HSTS only over HTTPS: browsers
 * ignore it on a plain-HTTP answer anyway.
 */
export function securityHeadersFor(
  contentType: string | null,
  overHttps: boolean,
  contentSecurityPolicy = defaultContentSecurityPolicy,
): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    // Never `no-referrer`: FormSubmit refuses submissions that arrive without an origin
    // (docs/form-service.md). Kept on stylesheets too: it is the policy for what they load.
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  if (overHttps) headers[hstsHeader] = strictTransportSecurity;
  if (isSubresource(contentType)) return headers;
  headers["Permissions-Policy"] = permissionsPolicy;
  // No other site's window keeps a handle on ours (WhatsApp and Instagram open with noopener too).
  // Lighthouse counts a cost for it that visitors mostly do not pay (docs/decisions/026-the-opener-policy-stays.md).
  headers["Cross-Origin-Opener-Policy"] = "same-origin";
  headers[cspHeader] = contentSecurityPolicy;
  return headers;
}

/**
 * The page every unknown path answers with status 404, first choice first: the root `404.html`
 * that static hosts look for, then React Router's prerendered `404/index.html` (the same bytes).
 */
export const notFoundFiles = ["404.html", "404/index.html"] as const;

/** Configuration the build writes for static hosts into the site folder; never served as a page. */
export const hostConfigFiles: readonly string[] = ["_headers", "_redirects", "vercel.json"];

export function isHostConfigPath(urlPath: string): boolean {
  const segments = siteSegments(urlPath);
  return segments?.length === 1 && hostConfigFiles.includes(segments[0] ?? "");
}

/** Every header the site adds to one file's response, for one address of it. */
export interface PathHeaders {
  urlPath: string;
  /** The file served, relative to the site folder, with forward slashes. */
  file: string;
  headers: Record<string, string>;
}

/**
 * The headers of every address of every file in a built site: a page under all three of its
 * addresses (`/about`, `/about/`, `/about/index.html`). Precompressed copies and host configuration
 * are left out: they are never answered under their own names by a host that knows them.
 */
export async function siteHeaderTable(
  root: string,
  { overHttps }: { overHttps: boolean },
): Promise<PathHeaders[]> {
  const policies = createPagePolicies(root);
  const files = await siteFiles(root);
  const table: PathHeaders[] = [];
  for (const file of files) {
    const filePath = path.join(root, file);
    const html = isHtmlFile(file);
    const policy = html ? await policies.policyFor(filePath, await stat(filePath)) : undefined;
    for (const urlPath of addressesOf(file)) {
      table.push({
        urlPath,
        file,
        headers: {
          "Cache-Control": cacheControlFor(urlPath, html),
          ...securityHeadersFor(contentTypeFor(file), overHttps, policy),
          ...(isEditorFile(file) ? { "X-Robots-Tag": editorRobotsTag } : {}),
        },
      });
    }
  }
  return table;
}

async function siteFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !/\.(br|gz)$/.test(file) && !hostConfigFiles.includes(file))
    .filter((file) => siteSegments(`/${file}`) !== null)
    .sort();
}
