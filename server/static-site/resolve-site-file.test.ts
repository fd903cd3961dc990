import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSite, createFakeSite } from "../testing/fake-site";
import { resolveSiteFile, siteSegments } from "./resolve-site-file";

// These call the resolver with raw paths, the way they could arrive if a proxy or another router
// did not normalise the URL first; the server's own tests only see what `new URL` leaves.
describe("siteSegments", () => {
  it.each([
    ["/", []],
    ["/about", ["about"]],
    ["/about/", ["about"]],
    ["//assets//app.js", ["assets", "app.js"]],
    ["/caf%C3%A9", ["café"]],
    ["/.well-known/security.txt", [".well-known", "security.txt"]],
  ])("%s becomes %j", (urlPath, segments) => {
    expect(siteSegments(urlPath)).toEqual(segments);
  });

  it.each([
    "/../secret",
    "/a/../../secret",
    "/%2e%2e/secret",
    "/a%2f..%2fb",
    "/a%5cb",
    "/a%00",
    "/%E0%A4%A",
    "/.git/config",
    "/.",
  ])("%s is refused", (urlPath) => {
    expect(siteSegments(urlPath)).toBeNull();
  });
});

describe("resolveSiteFile", () => {
  let site: FakeSite;
  beforeAll(async () => {
    site = await createFakeSite();
  });
  afterAll(() => site.cleanup());

  it("maps folders to their index.html, with or without the trailing slash", async () => {
    const expected = path.join(site.root, "about", "index.html");
    expect((await resolveSiteFile(site.root, "/about"))?.filePath).toBe(expected);
    expect((await resolveSiteFile(site.root, "/about/"))?.filePath).toBe(expected);
    expect((await resolveSiteFile(site.root, "/"))?.filePath).toBe(path.join(site.root, "index.html"));
  });

  it("does not treat a file as a folder", async () => {
    expect(await resolveSiteFile(site.root, "/robots.txt/")).toBeNull();
  });

  it.each(["/../secret.txt", "/leak.txt", "/assets/../../secret.txt"])(
    "%s finds nothing",
    async (urlPath) => {
      expect(await resolveSiteFile(site.root, urlPath)).toBeNull();
    },
  );
});
