import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSite, createFakeSite } from "../../site/testing/fake-site";
import { resolveSiteFile } from "./resolve-site-file";

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
