import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { hashInlineElements } from "../site/content-security-policy";
import { cspHeader, siteHeaderTable } from "../site/site-headers";
import { createFakeSite } from "../site/testing/fake-site";
import { groupedByFolder, headerRules, nginxSiteConf, vercelSource, writeHostFiles } from "./host-files";

it("writes an exact path into vercel.json with what path-to-regexp would read as syntax escaped", () => {
  expect(vercelSource("/assets/*")).toBe("/assets/(.*)");
  expect(vercelSource("/*.data")).toBe("/(.*).data");
  expect(vercelSource("/a+b(1).txt")).toBe("/a\\+b\\(1\\).txt");
});

it("refuses a header value nginx would read as a variable", () => {
  const rules = headerRules([{ urlPath: "/x", file: "x", headers: { "X-Test": "costs $5" } }]);
  expect(() => nginxSiteConf(rules)).toThrow(/nginx/);
});

/** Rules written `pattern=value …`, each value that of one header; and back, their patterns. */
const rules = (specs: string) =>
  specs
    .split(" ")
    .map((spec) => spec.split("=") as [string, string])
    .map(([pattern, value]) => ({ pattern, headers: { [cspHeader]: value } }));
const patterns = (written: readonly { pattern: string }[]) => written.map((rule) => rule.pattern).join(" ");

it("writes one rule for a folder, or for the data files, whose every address sends the same headers, unless some have no rule", () => {
  const agreeing = rules(
    "/*=x /about.data=d /about=a /about/=a /about/index.html=a /share/a.jpg=i /share/b.jpg=i /collection/adunni.data=d",
  );
  expect(patterns(groupedByFolder(agreeing))).toBe("/* /*.data /about /about/* /share/*");
  // Drawings are documents and carry a policy; the photos beside them are subresources and do not.
  const drawings = rules("/assets/bust-1a2b.svg=s /assets/waist-3c4d.svg=s");
  const addresses = [...drawings.map((rule) => rule.pattern), "/assets/about-1-5e6f.webp"];
  expect(groupedByFolder(drawings, addresses)).toEqual(drawings);
});

it("the GitHub Pages flavour puts the header policy, less frame-ancestors, in each page before any script, and no other host's files", async () => {
  const site = await createFakeSite();
  try {
    await writeHostFiles(site.root, { githubPages: true });
    const html = await readFile(path.join(site.root, "index.html"), "utf8");
    const table = await siteHeaderTable(site.root, { overHttps: true });
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/);
    expect(`${meta?.[1]}; frame-ancestors 'none'`).toBe(
      table.find((row) => row.urlPath === "/index.html")?.headers[cspHeader],
    );
    expect(html.indexOf(meta?.[0] ?? "-")).toBeLessThan(html.indexOf("<script"));
    // The page's own inline scripts are still allowed, by hash.
    const { scripts } = hashInlineElements(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const hash of scripts) expect(meta?.[1]).toContain(hash);
    const root = await readdir(site.root);
    expect(root.filter((file) => ["_headers", "_redirects", "vercel.json"].includes(file))).toEqual([]);
  } finally {
    await site.cleanup();
  }
});
