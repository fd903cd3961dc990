/**
 * The Content-Security-Policy of each HTML page, computed from the page's own inline scripts the
 * first time it is served and remembered until the file changes (a rebuild while the server runs).
 * Where the forms may post comes from the whole site: a visitor who lands on the home page and moves
 * to the order form in the page keeps the home page's policy. The content editor's page under
 * /admin/ has its own (site/editor-paths.ts).
 */
import type { Stats } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { buildContentSecurityPolicy, formActionOrigins, hashInlineElements } from "./content-security-policy";
import { editorContentSecurityPolicy, isEditorFile } from "./editor-paths";

interface CachedPolicy {
  mtimeMs: number;
  size: number;
  policy: string;
}

export interface PagePolicies {
  /** `contents` saves a second read when the caller already holds the page's bytes. */
  policyFor(filePath: string, stats: Stats, contents?: Buffer): Promise<string>;
}

export function createPagePolicies(root: string): PagePolicies {
  const cache = new Map<string, CachedPolicy>();
  let siteFormOrigins: Promise<string[]> | null = null;
  return {
    async policyFor(filePath, stats, contents) {
      // The content editor's page has a policy of its own, whatever its text.
      if (isEditorFile(path.relative(root, filePath).split(path.sep).join("/")))
        return editorContentSecurityPolicy;
      const cached = cache.get(filePath);
      if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
        return cached.policy;
      }
      // A page seen for the first time, or rebuilt: read the site's forms again too.
      if (cached) siteFormOrigins = null;
      siteFormOrigins ??= formOriginsOf(root);
      const html = (contents ?? (await readFile(filePath))).toString("utf8");
      const policy = buildContentSecurityPolicy(hashInlineElements(html), await siteFormOrigins);
      cache.set(filePath, { mtimeMs: stats.mtimeMs, size: stats.size, policy });
      return policy;
    },
  };
}

/** Every origin any page of the build posts a form to: the form service it was configured with. */
async function formOriginsOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html"));
  const origins = await Promise.all(
    pages.map(async (page) =>
      formActionOrigins(await readFile(path.join(page.parentPath, page.name), "utf8")),
    ),
  );
  return [...new Set(origins.flat())];
}
