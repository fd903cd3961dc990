/**
 * The Content-Security-Policy of each HTML page, computed from the page's own inline scripts the
 * first time it is served and remembered until the file changes (a rebuild while the server runs).
 */
import type { Stats } from "node:fs";
import { readFile } from "node:fs/promises";
import { buildContentSecurityPolicy, hashInlineElements } from "../content-security-policy";

interface CachedPolicy {
  mtimeMs: number;
  size: number;
  policy: string;
}

export interface PagePolicies {
  /** `contents` saves a second read when the caller already holds the page's bytes. */
  policyFor(filePath: string, stats: Stats, contents?: Buffer): Promise<string>;
}

export function createPagePolicies(): PagePolicies {
  const cache = new Map<string, CachedPolicy>();
  return {
    async policyFor(filePath, stats, contents) {
      const cached = cache.get(filePath);
      if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
        return cached.policy;
      }
      const html = (contents ?? (await readFile(filePath))).toString("utf8");
      const policy = buildContentSecurityPolicy(hashInlineElements(html));
      cache.set(filePath, { mtimeMs: stats.mtimeMs, size: stats.size, policy });
      return policy;
    },
  };
}
