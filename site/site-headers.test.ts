import { expect, it } from "vitest";
import { cacheControlFor, isHostConfigPath, isSubresource, securityHeadersFor } from "./site-headers";

it.each([
  ["text/javascript; charset=utf-8", true],
  ["application/wasm", true],
  ["text/css; charset=utf-8", true],
  ["font/woff2", true],
  ["image/avif", true],
  ["text/html; charset=utf-8", false],
  ["image/svg+xml", false],
  ["application/manifest+json; charset=utf-8", false],
  ["text/plain", false],
  [null, false],
])(
  "%s is a subresource, only ever loaded by a page, and so goes without the document policies: %s",
  (type, subresource) => {
    expect(isSubresource(type)).toBe(subresource);
    const names = Object.keys(securityHeadersFor(type, false));
    const documentOnly = ["Permissions-Policy", "Cross-Origin-Opener-Policy", "Content-Security-Policy"];
    const always = ["X-Content-Type-Options", "Referrer-Policy"];
    expect(names).toEqual([...always, ...(subresource ? [] : documentOnly)]);
  },
);

it("sends nosniff, a referrer policy FormSubmit accepts, the page's own policy, and HSTS over HTTPS only", () => {
  expect(securityHeadersFor("text/html", true, "default-src 'self'")).toMatchObject({
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "Permissions-Policy": expect.stringContaining("camera=()"),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Content-Security-Policy": "default-src 'self'",
  });
});

it.each([
  ["/assets/app-1a2b.js", false, "public, max-age=31536000, immutable"],
  ["/about", true, "no-cache"],
  // Checked on every visit, like a page, so a new build is picked up.
  ["/sw.js", false, "no-cache"],
  ["/robots.txt", false, "public, max-age=3600"],
])("%s (a page: %s) is cached with %s", (urlPath, isHtml, cacheControl) => {
  expect(cacheControlFor(urlPath, isHtml)).toBe(cacheControl);
});

it("knows the hosts' configuration files at the site's root, and only there", () => {
  const paths = ["/_headers", "/_redirects", "/vercel.json", "/%5Fheaders", "/about/vercel.json", "/headers"];
  expect(paths.map(isHostConfigPath)).toEqual([true, true, true, true, false, false]);
});
