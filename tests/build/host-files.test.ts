/** The hosts' files in the production build, read back against the one definition of its headers. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { VercelConfig } from "../../scripts/host-files";
import { siteHeaderTable } from "../../site/site-headers";
import {
  headersAt,
  headersFileMatches,
  parseHeadersFile,
  vercelRules,
  vercelSourceMatches,
} from "../../scripts/testing/host-configs";
import { clientDir } from "./support";

const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");

describe("the production build's host files", () => {
  it("_headers and vercel.json send every address of every file the server's headers", async () => {
    const headersRules = parseHeadersFile(read("_headers"));
    const vercel = vercelRules(JSON.parse(read("vercel.json")) as VercelConfig);
    for (const row of await siteHeaderTable(clientDir, { overHttps: true })) {
      const expected = { headers: row.headers, repeated: [] };
      const fromHeaders = headersAt(headersRules, (i) => headersFileMatches(headersRules[i]?.pattern ?? "", row.urlPath));
      const fromVercel = headersAt(vercel, (i) => vercelSourceMatches(vercel[i]?.source ?? "", row.urlPath));
      expect(fromHeaders, `_headers ${row.urlPath}`).toEqual(expected);
      expect(fromVercel, `vercel.json ${row.urlPath}`).toEqual(expected);
    }
    // Cloudflare Pages reads at most 100 rules.
    expect(headersRules.length).toBeLessThanOrEqual(100);
  });

  it("no host rewrites an unknown path to the home page", () => {
    expect(read("_redirects")).not.toMatch(/^[^#\s]/m);
    expect(read("vercel.json")).not.toMatch(/rewrites|routes/);
    expect(read("404.html")).toContain("Page not found");
  });
});
