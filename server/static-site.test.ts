import { createHash } from "node:crypto";
import { mkdir, readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorContentSecurityPolicy } from "../site/editor-paths";
import { type FakeSite, createFakeSite, homeInlineScripts } from "../site/testing/fake-site";
import { createApp } from "./app";

let site: FakeSite;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  site = await createFakeSite();
  for (const file of ["_headers", "vercel.json"]) await writeFile(path.join(site.root, file), "do-not-serve");
  await mkdir(path.join(site.root, "admin"));
  await writeFile(path.join(site.root, "admin", "index.html"), "<!doctype html><title>Editor</title>");
  app = createApp({ root: site.root, inboxDir: false });
});
afterAll(() => site.cleanup());

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(url, { headers, method });

const asset = "/assets/app-abc123.js";
describe("which file an address serves", () => {
  const [page, hour, year] = ["text/html; charset=utf-8", "public, max-age=3600", "max-age=31536000"];
  it.each([
    ["/", "index.html", page, "no-cache"],
    ["/index.html", "index.html", page, "no-cache"],
    ["/about", "about/index.html", page, "no-cache"],
    ["/about/", "about/index.html", page, "no-cache"],
    [asset, asset.slice(1), "text/javascript; charset=utf-8", `public, ${year}, immutable`],
    ["/robots.txt", "robots.txt", "text/plain; charset=utf-8", hour],
    ["/favicon.svg", "favicon.svg", "image/svg+xml", hour],
  ])("%s is %s, as %s, cached %s", async (url, file, type, cacheControl) => {
    const response = await get(url);
    const { status, headers } = response;
    expect([status, headers.get("Content-Type"), headers.get("Cache-Control")]).toEqual([
      200,
      type,
      cacheControl,
    ]);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await readFile(path.join(site.root, file)));
  });

  const outside = "/../secret.txt /%2e%2e/secret.txt /assets/..%2f..%2fsecret.txt /..%5csecret.txt /leak.txt";
  const hidden =
    "/no-such-page /robots.txt/ /assets /about/%00 /%E0%A4%A /.env /%2Eenv /_headers /%5Fheaders";
  it.each([...outside.split(" "), ...hidden.split(" "), "/vercel.json"])(
    "%s is the 404 page, never a file outside the site, hidden or for the host",
    async (url) => {
      const response = await get(url);
      expect([response.status, response.headers.get("Cache-Control")]).toEqual([404, "no-cache"]);
      const body = await response.text();
      expect(body).toContain("Page not found");
      expect(body).not.toMatch(/outside the root|do-not-serve/);
    },
  );

  it("HEAD sends GET's headers and no body; an unknown address is 404 there too", async () => {
    const [head, full] = await Promise.all([get("/about", {}, "HEAD"), get("/about")]);
    expect(await head.text()).toBe("");
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(full.headers));
    expect((await get("/nowhere", {}, "HEAD")).status).toBe(404);
  });
});

describe("precompressed copies", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
  ])("Accept-Encoding %j gets the %s copy, marked as varying", async (acceptEncoding, coding) => {
    const response = await get(asset, { "Accept-Encoding": acceptEncoding });
    const { headers } = response;
    expect([headers.get("Content-Encoding"), headers.get("Vary")]).toEqual([coding, "Accept-Encoding"]);
    const copy = path.join(site.root, asset + ({ br: ".br", gzip: ".gz" }[coding ?? ""] ?? ""));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await readFile(copy));
  });

  it("a file without copies does not vary", async () => {
    expect((await get("/robots.txt", { "Accept-Encoding": "br" })).headers.get("Vary")).toBeNull();
  });
});

describe("revalidation", () => {
  it("each encoding has its own ETag; only a match gets 304, and a page's 304 sends no policy to replace its own", async () => {
    const brotli = (await get(asset, { "Accept-Encoding": "br" })).headers.get("ETag")!;
    const again = await get(asset, { "Accept-Encoding": "br", "If-None-Match": brotli });
    expect([again.status, await again.text()]).toEqual([304, ""]);
    expect((await get(asset, { "If-None-Match": brotli })).status).toBe(200);
    expect((await get("/no-such-page", { "If-None-Match": "*" })).status).toBe(404);
    const page = await get("/", { "If-None-Match": (await get("/")).headers.get("ETag")! });
    expect([page.status, page.headers.get("Content-Security-Policy")]).toEqual([304, null]);
  });

  it("a Range is ignored: the whole file, as RFC 9110 allows", async () => {
    const response = await get("/robots.txt", { Range: "bytes=-4" });
    expect([response.status, await response.text()]).toEqual([200, "User-agent: *\nAllow: /\n"]);
    expect((await get(asset, { Range: "bytes=100000-" })).status).toBe(200);
  });
});

describe("policies", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const policyOf = async (url: string) =>
    (await get(url)).headers.get("Content-Security-Policy")?.split("; ");

  it("a page allows exactly its own inline scripts, and the build's form service", async () => {
    const policy = await policyOf("/");
    expect(policy).toContain(`script-src 'self' ${homeInlineScripts.map(sha256).join(" ")}`);
    expect(policy).toContain("form-action 'self' https://formsubmit.co");
    expect(await policyOf("/about")).toContain("script-src 'self'");
    expect(await policyOf("/no-such-page")).toContain("script-src 'self'");
  });

  it("a page rebuilt while the server runs gets a fresh policy", async () => {
    const about = path.join(site.root, "about/index.html");
    const before = await readFile(about);
    await writeFile(about, "<!DOCTYPE html><script>console.log(1)</script>");
    const later = new Date(Date.now() + 5000);
    await utimes(about, later, later);
    expect(await policyOf("/about")).toContain(`script-src 'self' ${sha256("console.log(1)")}`);
    await writeFile(about, before);
  });

  it("a script carries no page-only policy; the editor has its own, and no search engine may index it", async () => {
    const script = await get(asset);
    expect(script.headers.get("Content-Security-Policy")).toBeNull();
    expect(script.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const editor = await get("/admin/");
    expect(editor.headers.get("Content-Security-Policy")).toBe(editorContentSecurityPolicy);
    expect(editor.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect((await get("/")).headers.get("X-Robots-Tag")).toBeNull();
  });

  it("HSTS only for a visitor who came over HTTPS", async () => {
    const hsts = async (url: string, headers = {}) =>
      (await get(url, headers)).headers.get("Strict-Transport-Security");
    const always = "max-age=63072000; includeSubDomains";
    expect(await hsts("/")).toBeNull();
    expect([await hsts("/", { "X-Forwarded-Proto": "https" }), await hsts("https://x.example/")]).toEqual([
      always,
      always,
    ]);
  });
});
