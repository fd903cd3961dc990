import { describe, expect, it } from "vitest";
import { cacheControlFor, isHostConfigPath, isSubresource, securityHeadersFor } from "./site-headers";

describe("isSubresource", () => {
  it.each([
    "text/javascript; charset=utf-8",
    "application/javascript",
    "text/css; charset=utf-8",
    "font/woff2",
    "image/avif",
    "image/webp",
    "image/jpeg",
  ])("%s is only ever loaded by a page", (type) => {
    expect(isSubresource(type)).toBe(true);
  });

  it.each(["text/html; charset=utf-8", "image/svg+xml", "application/json", "text/plain", "text/xml", null])(
    "%s can be shown as a page of its own, so it keeps every policy",
    (type) => {
      expect(isSubresource(type)).toBe(false);
    },
  );
});

describe("the headers of one response", () => {
  it("the service worker's script is checked on every visit, like a page, so a new build is picked up", () => {
    expect(cacheControlFor("/sw.js", false)).toBe("no-cache");
    expect(cacheControlFor("/assets/sw.js", false)).toBe("public, max-age=31536000, immutable");
  });

  it("a share image or an icon is cached for an hour and carries no document policy", () => {
    expect(cacheControlFor("/share/home.jpg", false)).toBe("public, max-age=3600");
    expect(Object.keys(securityHeadersFor("image/png", false))).toEqual([
      "X-Content-Type-Options",
      "Referrer-Policy",
    ]);
  });

  it("the manifest is a document: it keeps every policy", () => {
    const headers = securityHeadersFor("application/manifest+json; charset=utf-8", true);
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(["Content-Security-Policy", "Strict-Transport-Security"]),
    );
  });
});

describe("isHostConfigPath", () => {
  it.each(["/_headers", "/_redirects", "/vercel.json", "/%5Fheaders"])(
    "%s is the hosts' configuration",
    (url) => {
      expect(isHostConfigPath(url)).toBe(true);
    },
  );

  it.each(["/about/vercel.json", "/headers", "/"])("%s is not", (url) => {
    expect(isHostConfigPath(url)).toBe(false);
  });
});
