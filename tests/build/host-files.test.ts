/**
 * The hosts' files in the production build, read back as each host applies them, against the one
 * definition of its headers (site/site-headers.ts) the Node server sends.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { HeaderRule, VercelConfig } from "../../scripts/host-files";
import { siteHeaderTable } from "../../site/site-headers";
import { clientDir } from "./support";

const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");

/** Netlify's and Cloudflare Pages' `_headers`: a path, then indented `Name: value` lines. */
function headersFileRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n").filter((line) => line.trim() && !line.startsWith("#"))) {
    const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
    if (name) rules.at(-1)!.headers[name] = value!;
    else rules.push({ pattern: line.trim(), headers: {} });
  }
  return rules;
}

/** vercel.json's rules, each `source` (the build writes `(.*)` for `*` and `\`-escaped paths) as a pattern. */
const vercelRules = ({ headers }: VercelConfig): HeaderRule[] =>
  headers.map(({ source, headers }) => ({
    pattern: source.replaceAll("(.*)", "*").replace(/\\(.)/g, "$1"),
    headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
  }));

/** The headers of every rule whose pattern (one address, or `*` standing for any characters) matches, and those set twice. */
function sentAt(rules: readonly HeaderRule[], urlPath: string) {
  const headers: Record<string, string> = {};
  const repeated: string[] = [];
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    ).test(urlPath);
  for (const { pattern, headers: set } of rules) {
    if (!matches(pattern)) continue;
    // Netlify and Cloudflare would join the values of a header set twice.
    for (const name of Object.keys(set)) if (name in headers) repeated.push(name);
    Object.assign(headers, set);
  }
  return { headers, repeated };
}

it("_headers and vercel.json send every address of every file exactly the server's headers, each once", async () => {
  const headersFile = headersFileRules(read("_headers"));
  const vercel = vercelRules(JSON.parse(read("vercel.json")) as VercelConfig);
  for (const { urlPath, headers } of await siteHeaderTable(clientDir, { overHttps: true })) {
    expect(sentAt(headersFile, urlPath), `_headers ${urlPath}`).toEqual({ headers, repeated: [] });
    expect(sentAt(vercel, urlPath), `vercel.json ${urlPath}`).toEqual({ headers, repeated: [] });
  }
  const shared = Object.keys(sentAt(headersFile, "/no-such-page").headers).join(" ");
  expect(shared).toBe("X-Content-Type-Options Referrer-Policy Strict-Transport-Security");
  expect(headersFile.length).toBeLessThanOrEqual(100);
  const lengths = read("_headers")
    .split("\n")
    .map((line) => line.length);
  expect(Math.max(...lengths)).toBeLessThanOrEqual(2000);
});

it("no host rewrites an unknown path to the home page: it stays the 404 page", () => {
  expect(read("_redirects")).not.toMatch(/^[^#\s]/m);
  expect(read("vercel.json")).not.toMatch(/rewrites|routes/);
  expect(JSON.parse(read("vercel.json"))).toMatchObject({ cleanUrls: true, trailingSlash: false });
  expect(read("404.html")).toContain("Page not found");
});
