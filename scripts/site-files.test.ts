import { describe, expect, it } from "vitest";
import { indexedPaths } from "../app/lib/paths";
import { robotsTxt, sitemapXml } from "./site-files";

describe("files for static hosts", () => {
  it("list every indexed page in the sitemap with an absolute address, and not the thank-you page", () => {
    const xml = sitemapXml("https://studio.example", indexedPaths);
    expect(xml).toContain("<loc>https://studio.example/</loc>");
    expect(xml).toContain("<loc>https://studio.example/collection</loc>");
    expect(xml).not.toContain("thank-you");
    expect(xml.match(/<url>/g)).toHaveLength(5);
  });

  it("point crawlers at the sitemap, and away from the content editor", () => {
    const robots = robotsTxt("https://studio.example");
    expect(robots).toContain("Sitemap: https://studio.example/sitemap.xml");
    expect(robots).toContain("\nDisallow: /admin/\n");
  });
});
