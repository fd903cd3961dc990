import { createHash } from "node:crypto";
import { readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createApp } from "../app";
import { type FakeSite, appScript, createFakeSite, homeInlineScripts } from "../testing/fake-site";

let site: FakeSite;
let app: Hono;

beforeAll(async () => {
  site = await createFakeSite();
  app = createApp({ root: site.root, inboxDir: false });
});
afterAll(() => site.cleanup());

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe("which file a path serves", () => {
  it.each([
    ["/", "Ivory &amp; Adire"],
    ["/index.html", "Ivory &amp; Adire"],
    ["/about", "About the studio"],
    ["/about/", "About the studio"],
    ["/about/index.html", "About the studio"],
  ])("%s serves the right page", async (url, heading) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain(heading);
  });

  it.each([
    ["/assets/app-abc123.js", "text/javascript; charset=utf-8"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/favicon.svg", "image/svg+xml"],
  ])("%s is served as is with Content-Type %s", async (url, type) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(type);
    const onDisk = await readFile(path.join(site.root, url));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(onDisk);
  });
});

describe("unknown paths", () => {
  it("answer 404 with the site's 404 page", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("Page not found");
  });

  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/..%5csecret.txt",
    "/about/%00",
    "/%E0%A4%A",
    "/leak.txt",
    "/.env",
  ])("%s never reaches a file outside the site or a hidden one", async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain("Page not found");
    expect(body).not.toContain("outside the root");
    expect(body).not.toContain("do-not-serve");
  });
});

describe("cache headers", () => {
  it.each([
    ["/assets/app-abc123.js", "public, max-age=31536000, immutable"],
    ["/", "no-cache"],
    ["/about", "no-cache"],
    ["/robots.txt", "public, max-age=3600"],
    ["/no-such-page", "no-cache"],
    ["/assets/missing-123.js", "no-cache"],
  ])("%s is sent with Cache-Control %s", async (url, cacheControl) => {
    const response = await get(url);
    expect(response.headers.get("Cache-Control")).toBe(cacheControl);
  });
});

describe("precompressed copies", () => {
  const url = "/assets/app-abc123.js";

  it.each([
    ["gzip, deflate, br, zstd", "br", ".br"],
    ["br;q=0.5, gzip", "gzip", ".gz"],
    ["gzip", "gzip", ".gz"],
    ["br;q=0, gzip;q=0.8", "gzip", ".gz"],
    ["*", "br", ".br"],
  ])("Accept-Encoding %j gets the %s copy", async (acceptEncoding, coding, suffix) => {
    const response = await get(url, { "Accept-Encoding": acceptEncoding });
    expect(response.headers.get("Content-Encoding")).toBe(coding);
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    const copy = await readFile(path.join(site.root, url + suffix));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(copy);
  });

  it.each(["identity", "deflate", "br;q=0, gzip;q=0", ""])(
    "Accept-Encoding %j gets the plain file, still marked as varying",
    async (acceptEncoding) => {
      const response = await get(url, { "Accept-Encoding": acceptEncoding });
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(await response.text()).toBe(appScript);
    },
  );

  it("files without copies are sent plain and do not vary", async () => {
    const response = await get("/robots.txt", { "Accept-Encoding": "br, gzip" });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBeNull();
  });
});

describe("security headers", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("a page's CSP allows exactly its own inline scripts by hash", async () => {
    const policy = (await get("/")).headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' ${homeInlineScripts.map(sha256).join(" ")}`);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("a page without inline scripts allows only the site's own script files", async () => {
    const policy = (await get("/about")).headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("script-src 'self';");
  });

  it("the CSP lets the forms reach FormSubmit and the map load", async () => {
    const policy = (await get("/")).headers.get("Content-Security-Policy") ?? "";
    for (const directive of [
      "default-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "frame-src https://www.openstreetmap.org",
      "connect-src 'self' https://formsubmit.co",
      "form-action 'self' https://formsubmit.co",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
    ]) {
      expect(policy.split("; ")).toContain(directive);
    }
  });

  it.each(["/", "/assets/app-abc123.js", "/no-such-page", "/robots.txt"])(
    "%s carries nosniff, a referrer policy FormSubmit accepts and a CSP",
    async (url) => {
      const response = await get(url);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    },
  );

  it("a page rebuilt while the server runs gets a fresh policy", async () => {
    const fresh = await createFakeSite();
    onTestFinished(() => fresh.cleanup());
    const { root } = fresh;
    const local = createApp({ root, inboxDir: false });
    const before = (await local.request("/about")).headers.get("Content-Security-Policy");
    const aboutFile = path.join(root, "about/index.html");
    await writeFile(aboutFile, "<!DOCTYPE html><script>console.log(1)</script>");
    const later = new Date(Date.now() + 5000);
    await utimes(aboutFile, later, later);
    const after = (await local.request("/about")).headers.get("Content-Security-Policy");
    expect(after).not.toBe(before);
    expect(after).toContain(sha256("console.log(1)"));
  });
});

describe("HEAD and revalidation", () => {
  it("HEAD sends the same headers as GET and no body", async () => {
    const [head, full] = await Promise.all([app.request("/about", { method: "HEAD" }), get("/about")]);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const name of ["Content-Type", "Content-Length", "ETag", "Content-Security-Policy"]) {
      expect(head.headers.get(name)).toBe(full.headers.get(name));
    }
    expect(Number(head.headers.get("Content-Length"))).toBe((await full.arrayBuffer()).byteLength);
  });

  it("HEAD of an unknown path is a 404 too", async () => {
    const response = await app.request("/no-such-page", { method: "HEAD" });
    expect(response.status).toBe(404);
  });

  it("a matching If-None-Match gets 304 without a body", async () => {
    const first = await get("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    const again = await get("/assets/app-abc123.js", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("each encoding has its own ETag, so a cached copy is never mistaken for another", async () => {
    const brotli = await get("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    const plain = await get("/assets/app-abc123.js");
    expect(brotli.headers.get("ETag")).not.toBe(plain.headers.get("ETag"));
    const stale = await get("/assets/app-abc123.js", {
      "If-None-Match": brotli.headers.get("ETag") ?? "",
    });
    expect(stale.status).toBe(200);
  });
});

describe("methods", () => {
  it("a POST to a page is not served when the inbox is off", async () => {
    const response = await app.request("/about", { method: "POST", body: "a=1" });
    expect(response.status).toBe(404);
  });
});
