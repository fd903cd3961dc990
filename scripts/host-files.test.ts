import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashInlineElements } from "../site/content-security-policy";
import { cspHeader, siteHeaderTable } from "../site/site-headers";
import { type FakeSite, createFakeSite } from "../site/testing/fake-site";
import {
  headersAt,
  headersFileMatches,
  parseHeadersFile,
  vercelRules,
  vercelSourceMatches,
} from "./testing/host-configs";
import {
  type VercelConfig,
  metaContentSecurityPolicy,
  nginxSiteConf,
  groupedByFolder,
  headerRules,
  vercelSource,
  writeHostFiles,
} from "./host-files";

let site: FakeSite;
beforeAll(async () => {
  site = await createFakeSite();
});
afterAll(() => site.cleanup());

const read = (file: string) => readFile(path.join(site.root, file), "utf8");

describe("the hosts' files, read back as each host applies them", () => {
  beforeAll(() => writeHostFiles(site.root, { githubPages: false }));

  it("_headers (Netlify, Cloudflare Pages) sends every address exactly the server's headers, each once", async () => {
    const rules = parseHeadersFile(await read("_headers"));
    const table = await siteHeaderTable(site.root, { overHttps: true });
    expect(table.map((row) => row.urlPath)).toEqual(
      expect.arrayContaining(["/", "/about", "/about/", "/robots.txt"]),
    );
    for (const row of table) {
      const sent = headersAt(rules, (index) => headersFileMatches(rules[index]?.pattern ?? "", row.urlPath));
      expect(sent, row.urlPath).toEqual({ headers: row.headers, repeated: [] });
    }
    // Cloudflare Pages reads at most 100 rules, each line at most 2,000 characters.
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(Math.max(...(await read("_headers")).split("\n").map((line) => line.length))).toBeLessThanOrEqual(
      2000,
    );
  });

  it("vercel.json sends every address exactly the server's headers, and rewrites nothing", async () => {
    const config = JSON.parse(await read("vercel.json")) as VercelConfig & Record<string, unknown>;
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false });
    expect(Object.keys(config)).not.toEqual(expect.arrayContaining(["rewrites"]));
    const rules = vercelRules(config);
    for (const row of await siteHeaderTable(site.root, { overHttps: true })) {
      const sent = headersAt(rules, (index) => vercelSourceMatches(rules[index]?.source ?? "", row.urlPath));
      expect(sent, row.urlPath).toEqual({ headers: row.headers, repeated: [] });
    }
  });

  it("an unknown path gets only the headers every address shares, never a page's policy", async () => {
    const rules = parseHeadersFile(await read("_headers"));
    const sent = headersAt(rules, (index) =>
      headersFileMatches(rules[index]?.pattern ?? "", "/no-such-page"),
    );
    expect(Object.keys(sent.headers)).toEqual([
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Strict-Transport-Security",
    ]);
  });

  it("_redirects rewrites nothing, so an unknown path stays a 404", async () => {
    const rules = (await read("_redirects"))
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"));
    expect(rules).toEqual([]);
  });

  it("the nginx server block is written beside the site, never inside it", async () => {
    const conf = await readFile(path.join(site.root, "..", "nginx", "site.conf"), "utf8");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).not.toMatch(/try_files[^;]*\s\/index\.html/);
    expect(await readdir(site.root)).not.toContain("nginx");
  });
});

describe("writing the configuration", () => {
  it("escapes what path-to-regexp would read as syntax", () => {
    expect(vercelSource("/assets/*")).toBe("/assets/(.*)");
    expect(vercelSource("/a+b(1).txt")).toBe("/a\\+b\\(1\\).txt");
    expect(vercelSourceMatches(vercelSource("/a+b(1).txt"), "/a+b(1).txt")).toBe(true);
  });

  it("refuses a value nginx would read as a variable", () => {
    const rules = headerRules([{ urlPath: "/x", file: "x", headers: { "X-Test": "costs $5" } }]);
    expect(() => nginxSiteConf(rules)).toThrow(/nginx/);
  });
});

describe("grouping a folder whose addresses all send the same headers", () => {
  const page = (urlPath: string, policy: string) => ({ pattern: urlPath, headers: { [cspHeader]: policy } });
  const image = (urlPath: string) => ({
    pattern: urlPath,
    headers: { "Cache-Control": "public, max-age=3600" },
  });

  it("writes one rule for the folder where every address below it agrees", () => {
    const rules = [
      { pattern: "/*", headers: { "X-Content-Type-Options": "nosniff" } },
      page("/about", "a"),
      page("/about/", "a"),
      page("/about/index.html", "a"),
      image("/share/home.jpg"),
      image("/share/about.jpg"),
    ];
    expect(groupedByFolder(rules).map((rule) => rule.pattern)).toEqual([
      "/*",
      "/about",
      "/about/*",
      "/share/*",
    ]);
    const grouped = groupedByFolder(rules);
    for (const address of ["/about/", "/about/index.html"]) {
      expect(
        headersAt(grouped, (i) => headersFileMatches(grouped[i]?.pattern ?? "", address)).headers,
      ).toEqual({
        "X-Content-Type-Options": "nosniff",
        [cspHeader]: "a",
      });
    }
  });

  it("keeps the exact rules of a folder where any address differs", () => {
    const rules = [
      page("/collection", "c"),
      page("/collection/", "c"),
      page("/collection/index.html", "c"),
      page("/collection/adunni", "d"),
      page("/collection/adunni/", "d"),
      page("/collection/adunni/index.html", "d"),
    ];
    expect(groupedByFolder(rules).map((rule) => rule.pattern)).toEqual([
      "/collection",
      "/collection/",
      "/collection/index.html",
      "/collection/adunni",
      "/collection/adunni/*",
    ]);
  });

  it("keeps the exact rules of a folder holding addresses with no rule of their own", () => {
    // Drawings are documents and carry a policy; the photos beside them are subresources and do not.
    const drawings = [page("/assets/bust-1a2b.svg", "s"), page("/assets/waist-3c4d.svg", "s")];
    const addresses = ["/assets/bust-1a2b.svg", "/assets/waist-3c4d.svg", "/assets/about-1-5e6f.webp"];
    expect(groupedByFolder(drawings, addresses).map((rule) => rule.pattern)).toEqual([
      "/assets/bust-1a2b.svg",
      "/assets/waist-3c4d.svg",
    ]);
  });

  it("leaves a folder of one address as it is", () => {
    expect(groupedByFolder([image("/share/home.jpg")]).map((rule) => rule.pattern)).toEqual([
      "/share/home.jpg",
    ]);
  });
});

describe("the GitHub Pages flavour", () => {
  let pages: FakeSite;
  beforeAll(async () => {
    pages = await createFakeSite();
    await writeHostFiles(pages.root, { githubPages: true });
  });
  afterAll(() => pages.cleanup());

  it("puts the header policy without frame-ancestors in each page, before any script", async () => {
    const table = await siteHeaderTable(pages.root, { overHttps: true });
    const home = table.find((row) => row.urlPath === "/index.html");
    const html = await readFile(path.join(pages.root, "index.html"), "utf8");
    const expected = metaContentSecurityPolicy(home?.headers[cspHeader] ?? "");
    expect(expected).not.toContain("frame-ancestors");
    expect(home?.headers[cspHeader]).toBe(`${expected}; frame-ancestors 'none'`);
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/);
    expect(meta?.[1]).toBe(expected);
    expect(html.indexOf(meta?.[0] ?? "-")).toBeLessThan(html.indexOf("<script"));
  });

  it("still allows the page's own inline scripts by hash", async () => {
    const html = await readFile(path.join(pages.root, "index.html"), "utf8");
    const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? "";
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    const { scripts } = hashInlineElements(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const hash of scripts) expect(scriptSrc).toContain(hash);
  });

  it("leaves out the other hosts' files, which GitHub Pages would publish as pages", async () => {
    expect(await readdir(pages.root)).not.toEqual(expect.arrayContaining(["_headers"]));
    expect(await readdir(pages.root)).not.toContain("vercel.json");
  });
});
