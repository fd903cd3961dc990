import { createHash } from "node:crypto";
import { mkdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createApp } from "../app";
import { editorContentSecurityPolicy } from "../../site/editor-paths";
import { type FakeSite, appScript, createFakeSite, homeInlineScripts } from "../../site/testing/fake-site";

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

describe("the hosts' configuration in the site folder", () => {
  it.each(["/_headers", "/_redirects", "/vercel.json", "/%5Fheaders"])(
    "%s answers the 404 page, never the file",
    async (url) => {
      const file = decodeURIComponent(url.slice(1));
      await writeFile(path.join(site.root, file), "/*\n  X-Secret: do-not-serve\n");
      onTestFinished(() => rm(path.join(site.root, file), { force: true }));
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("do-not-serve");
    },
  );

  it("a root 404.html, as static hosts expect, is the 404 page when there is one", async () => {
    await writeFile(path.join(site.root, "404.html"), "<!DOCTYPE html><h1>Lost at the root</h1>");
    onTestFinished(() => rm(path.join(site.root, "404.html"), { force: true }));
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Lost at the root");
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
      "frame-ancestors 'none'",
    ]) {
      expect(policy.split("; ")).toContain(directive);
    }
  });

  it.each(["/", "/no-such-page", "/robots.txt", "/favicon.svg"])(
    "%s carries nosniff, a referrer policy FormSubmit accepts and a CSP",
    async (url) => {
      const response = await get(url);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    },
  );

  it.each(["/", "/no-such-page", "/favicon.svg"])(
    "%s turns off features the site never uses and keeps other windows from holding on to it",
    async (url) => {
      const response = await get(url);
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("Permissions-Policy")).toContain("geolocation=()");
      expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    },
  );

  it("a script carries nosniff and the referrer policy, but not the policies that act only on pages", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    for (const pageOnly of ["Content-Security-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy"]) {
      expect(response.headers.get(pageOnly), pageOnly).toBeNull();
    }
  });

  it("sends HSTS only to visitors who came over HTTPS (directly or through a TLS proxy)", async () => {
    expect((await get("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const proxied = await app.request("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(proxied.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    const direct = await app.request("https://studio.example/");
    expect(direct.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
  });

  it.each([
    ["PUT", "/"],
    ["DELETE", "/about"],
    ["PATCH", "/assets/app-abc123.js"],
    ["POST", "/studio"],
    ["OPTIONS", "/"],
  ])("%s %s answers 405 and names the methods it allows", async (method, url) => {
    const response = await app.request(url, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("follows the form service the build was configured with, on every page, not a fixed one", async () => {
    const other = await createFakeSite();
    onTestFinished(() => other.cleanup());
    await writeFile(
      path.join(other.root, "contact/index.html"),
      '<!DOCTYPE html><h1>Contact</h1><form method="post" action="https://forms.example.net/abc"></form>',
    );
    const served = createApp({ root: other.root, inboxDir: false });
    for (const url of ["/", "/about", "/contact"]) {
      const policy = (await served.request(url)).headers.get("Content-Security-Policy")?.split("; ") ?? [];
      expect(policy, url).toContain("form-action 'self' https://forms.example.net");
      expect(policy, url).toContain("connect-src 'self' https://forms.example.net");
      expect(policy.join("; "), url).not.toContain("formsubmit.co");
    }
  });

  it("a local build, whose forms post to the site itself, allows no other origin", async () => {
    const local = await createFakeSite();
    onTestFinished(() => local.cleanup());
    await writeFile(
      path.join(local.root, "contact/index.html"),
      '<!DOCTYPE html><h1>Contact</h1><form method="post" action="/studio"></form>',
    );
    const served = createApp({ root: local.root, inboxDir: false });
    const policy =
      (await served.request("/contact")).headers.get("Content-Security-Policy")?.split("; ") ?? [];
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("connect-src 'self'");
  });

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
  it("a POST to a page is refused with 405 when the inbox is off", async () => {
    const response = await app.request("/about", { method: "POST", body: "a=1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("If-Modified-Since", () => {
  const url = "/assets/app-abc123.js";
  const secondsFrom = (lastModified: string | null, seconds: number) =>
    new Date(Date.parse(lastModified ?? "") + seconds * 1000).toUTCString();

  it("the Last-Modified date itself gets 304 with the same validators and no body", async () => {
    const full = await get(url, { "Accept-Encoding": "br" });
    const lastModified = full.headers.get("Last-Modified")!;
    const again = await get(url, { "Accept-Encoding": "br", "If-Modified-Since": lastModified });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Content-Length")).toBeNull();
    for (const name of ["ETag", "Last-Modified", "Cache-Control", "Vary", "Content-Encoding"]) {
      expect(again.headers.get(name)).toBe(full.headers.get(name));
    }
  });

  it("a page revalidated by date keeps its own CSP", async () => {
    const full = await get("/");
    const again = await get("/", { "If-Modified-Since": full.headers.get("Last-Modified")! });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBe(full.headers.get("Content-Security-Policy"));
  });

  it("a later date gets 304, HEAD included", async () => {
    const lastModified = (await get(url)).headers.get("Last-Modified");
    const later = { "If-Modified-Since": secondsFrom(lastModified, 3600) };
    expect((await get(url, later)).status).toBe(304);
    expect((await app.request(url, { method: "HEAD", headers: later })).status).toBe(304);
  });

  it("a date before the file changed gets the whole file", async () => {
    const lastModified = (await get(url)).headers.get("Last-Modified");
    const response = await get(url, { "If-Modified-Since": secondsFrom(lastModified, -1) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(appScript);
  });

  it("compares whole seconds, since Last-Modified has no milliseconds", async () => {
    const fresh = await createFakeSite();
    onTestFinished(() => fresh.cleanup());
    const mtime = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 700));
    await utimes(path.join(fresh.root, "robots.txt"), mtime, mtime);
    const local = createApp({ root: fresh.root, inboxDir: false });
    const full = await local.request("/robots.txt");
    expect(full.headers.get("Last-Modified")).toBe("Tue, 02 Jan 2024 03:04:05 GMT");
    const same = { "If-Modified-Since": "Tue, 02 Jan 2024 03:04:05 GMT" };
    expect((await local.request("/robots.txt", { headers: same })).status).toBe(304);
    const before = { "If-Modified-Since": "Tue, 02 Jan 2024 03:04:04 GMT" };
    expect((await local.request("/robots.txt", { headers: before })).status).toBe(200);
  });

  it.each(["not a date", "2099-01-01", "Sun, 06 Nov 2094 08:49:37 UTC", ""])(
    "an invalid date %j is ignored",
    async (since) => {
      const response = await get(url, { "If-Modified-Since": since });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(appScript);
    },
  );

  it("If-None-Match takes precedence: a tag that does not match gets 200 whatever the date", async () => {
    const response = await get(url, {
      "If-None-Match": 'W/"something-else"',
      "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(appScript);
  });

  it("the 404 page is never 304", async () => {
    const response = await get("/no-such-page", { "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});

describe("byte ranges", () => {
  const robots = "User-agent: *\nAllow: /\n";
  const script = "/assets/app-abc123.js";

  it.each([
    ["bytes=0-9", 0, 9],
    ["bytes=5-", 5, robots.length - 1],
    ["bytes=-4", robots.length - 4, robots.length - 1],
    ["bytes=3-1000", 3, robots.length - 1],
    ["bytes=13-13", 13, 13],
  ])("%s gets 206 with exactly those bytes", async (range, start, end) => {
    const response = await get("/robots.txt", { Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe(`bytes ${start}-${end}/${robots.length}`);
    expect(response.headers.get("Content-Length")).toBe(String(end - start + 1));
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(robots.slice(start, end + 1));
  });

  it("a range of a compressed copy is a range of the compressed bytes, still marked br", async () => {
    const copy = await readFile(path.join(site.root, `${script}.br`));
    const response = await get(script, { "Accept-Encoding": "br", Range: "bytes=4-19" });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Range")).toBe(`bytes 4-19/${copy.length}`);
    expect(response.headers.get("Content-Length")).toBe("16");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(copy.subarray(4, 20));
  });

  it("a range past the end gets 416 with the size", async () => {
    const response = await get("/robots.txt", { Range: `bytes=${robots.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get("Content-Range")).toBe(`bytes */${robots.length}`);
    expect(await response.text()).toBe("");
  });

  it("416 names the size of the copy that would have been sent", async () => {
    const copy = await readFile(path.join(site.root, `${script}.gz`));
    const response = await get(script, { "Accept-Encoding": "gzip", Range: "bytes=100000-" });
    expect(response.status).toBe(416);
    expect(response.headers.get("Content-Range")).toBe(`bytes */${copy.length}`);
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
  });

  it.each(["bytes=0-1,5-6", "bytes=5-2", "bytes=abc", "items=0-5", "bytes 0-5", "bytes=-"])(
    "%j is ignored and the whole file sent",
    async (range) => {
      const response = await get("/robots.txt", { Range: range });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Range")).toBeNull();
      expect(response.headers.get("Content-Length")).toBe(String(robots.length));
      expect(response.headers.get("Accept-Ranges")).toBe("bytes");
      expect(await response.text()).toBe(robots);
    },
  );

  it("HEAD with a range sends the headers GET would, without a body", async () => {
    const headers = { Range: "bytes=2-6" };
    const [head, full] = await Promise.all([
      app.request("/robots.txt", { method: "HEAD", headers }),
      get("/robots.txt", headers),
    ]);
    expect(head.status).toBe(206);
    expect(await head.text()).toBe("");
    for (const name of ["Content-Range", "Content-Length", "Accept-Ranges", "ETag", "Content-Type"]) {
      expect(head.headers.get(name)).toBe(full.headers.get(name));
    }
    expect(head.headers.get("Content-Length")).toBe("5");
  });

  it("a ranged page still carries the CSP of the whole page", async () => {
    const fresh = await createFakeSite();
    onTestFinished(() => fresh.cleanup());
    const local = createApp({ root: fresh.root, inboxDir: false });
    const ranged = await local.request("/", { headers: { Range: "bytes=0-14" } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe("<!DOCTYPE html>");
    const full = await local.request("/");
    expect(ranged.headers.get("Content-Security-Policy")).toBe(full.headers.get("Content-Security-Policy"));
    expect(full.headers.get("Content-Security-Policy")).toContain("'sha256-");
  });

  describe("If-Range", () => {
    it("with the Last-Modified date the range is sent", async () => {
      const lastModified = (await get("/robots.txt")).headers.get("Last-Modified")!;
      const response = await get("/robots.txt", { Range: "bytes=0-3", "If-Range": lastModified });
      expect(response.status).toBe(206);
      expect(await response.text()).toBe("User");
    });

    it.each([
      ["our own weak ETag (If-Range compares strongly)", "etag"],
      ["an older date", "Thu, 01 Jan 1970 00:00:00 GMT"],
      ["a later date", "Fri, 01 Jan 2100 00:00:00 GMT"],
      ["something that is not a date", "yesterday"],
      ["a strong tag that is not ours", '"abc"'],
    ])("with %s the whole file is sent", async (_, ifRange) => {
      const etag = (await get("/robots.txt")).headers.get("ETag")!;
      const response = await get("/robots.txt", {
        Range: "bytes=0-3",
        "If-Range": ifRange === "etag" ? etag : ifRange,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Range")).toBeNull();
      expect(await response.text()).toBe(robots);
    });
  });

  it("a matching If-None-Match wins over Range", async () => {
    const etag = (await get("/robots.txt")).headers.get("ETag")!;
    const response = await get("/robots.txt", { Range: "bytes=0-3", "If-None-Match": etag });
    expect(response.status).toBe(304);
    expect(response.headers.get("Content-Range")).toBeNull();
    expect(await response.text()).toBe("");
  });

  it.each(["bytes=0-3", "bytes=100000-"])("the 404 page ignores Range %s", async (range) => {
    const response = await get("/no-such-page", { Range: range });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Range")).toBeNull();
    expect(response.headers.get("Accept-Ranges")).toBeNull();
    expect(await response.text()).toContain("Page not found");
  });

  it("every file says it accepts ranges", async () => {
    for (const url of ["/", "/about", script, "/favicon.svg"]) {
      expect((await get(url)).headers.get("Accept-Ranges")).toBe("bytes");
    }
  });
});

describe("the content editor under /admin/", () => {
  it("has its own policy and is not for search engines; the public pages keep theirs", async () => {
    await mkdir(path.join(site.root, "admin", "parts"), { recursive: true });
    await writeFile(path.join(site.root, "admin", "index.html"), "<!doctype html><title>Editor</title>");
    await writeFile(path.join(site.root, "admin", "parts", "1.wasm"), "\0asm");
    onTestFinished(() => rm(path.join(site.root, "admin"), { recursive: true, force: true }));
    const editor = await get("/admin/");
    expect(editor.status).toBe(200);
    expect(editor.headers.get("Content-Security-Policy")).toBe(editorContentSecurityPolicy);
    expect(editor.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const wasm = await get("/admin/parts/1.wasm");
    expect(wasm.headers.get("Content-Type")).toBe("application/wasm");
    expect(wasm.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const home = await get("/");
    expect(home.headers.get("Content-Security-Policy")).not.toMatch(/unsafe-eval|api\.github\.com/);
    expect(home.headers.get("X-Robots-Tag")).toBeNull();
  });
});
