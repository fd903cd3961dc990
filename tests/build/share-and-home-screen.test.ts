import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadEnv } from "vite";
import { designPagePaths } from "../../app/content/design-index";
import { notFoundPath, pagePaths } from "../../app/lib/paths";
import { elementsNamed, readHtml } from "../../site/html-page";
import { clientDir, pageFile } from "./support";

const siteUrl = loadEnv("production", process.cwd(), "VITE_").VITE_SITE_URL ?? "";

/** The page's `<meta>` tags by `property` or `name`, and its `<link>`s. */
function headOf(route: string) {
  const elements = readHtml(readFileSync(path.join(clientDir, pageFile(route)), "utf8"));
  const meta = new Map<string, string>();
  for (const { attributes } of elementsNamed(elements, "meta")) {
    const key = attributes.property ?? attributes.name;
    if (key && attributes.content !== undefined) meta.set(key, attributes.content);
  }
  return { meta, links: elementsNamed(elements, "link").map((link) => link.attributes) };
}

/** The file the site serves at `address`: its pixel size, format and bytes. */
async function servedImage(address: string) {
  const file = path.join(clientDir, new URL(address, siteUrl).pathname);
  expect(existsSync(file), `${address} is not in the build`).toBe(true);
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format, bytes: statSync(file).size };
}

it.each([...pagePaths, ...designPagePaths, notFoundPath])(
  "%s names its share preview, a 1200×630 JPEG under 300 KB, in the social tags a chat app or network reads",
  async (route) => {
    const { meta } = headOf(route);
    const address = meta.get("og:image") ?? "";
    expect(address).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/share/[a-z-]+\\.jpg$`));
    const image = await servedImage(address);
    expect(image).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    expect(image.bytes).toBeLessThan(300_000);
    expect(Object.fromEntries(meta)).toMatchObject({
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:site_name": "Ivory & Adire",
      "og:locale": "en_NG",
      "twitter:card": "summary_large_image",
    });
    const line = (meta.get("og:title") ?? "")
      .replace(/\s*\|\s*Ivory & Adire$/, "")
      .replace(/^Ivory & Adire\s*\|\s*/, "");
    expect(meta.get("og:image:alt")).toContain(`“${line}”`);
  },
);

describe("the home-screen files", () => {
  const linked = (rel: string, type?: string) =>
    headOf("/").links.find((link) => link.rel === rel && (type === undefined || link.type === type))?.href ??
    "/missing";

  it("give every page an SVG and a 32 px PNG favicon, iOS a square 180 px icon without transparent corners", async () => {
    expect(linked("icon", "image/svg+xml")).toBe("/favicon.svg");
    expect(existsSync(path.join(clientDir, "favicon.svg"))).toBe(true);
    const png = { format: "png" };
    expect(await servedImage(linked("icon", "image/png"))).toMatchObject({ width: 32, height: 32, ...png });
    const appleTouchIcon = linked("apple-touch-icon");
    expect(await servedImage(appleTouchIcon)).toMatchObject({ width: 180, height: 180, format: "png" });
    const { channels } = await sharp(path.join(clientDir, appleTouchIcon)).stats();
    expect(channels[3]?.min ?? 255).toBe(255);
  });

  it("include a manifest: the studio's name, standalone on the brand's ivory, icons of the sizes it claims", async () => {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, linked("manifest")), "utf8")) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    const [name, ivory] = ["Ivory & Adire", "#faf6ef"];
    expect(manifest).toMatchObject({ name, short_name: name, start_url: "/", display: "standalone" });
    expect(manifest).toMatchObject({ theme_color: ivory, background_color: ivory });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await servedImage(icon.src), icon.src).toMatchObject({ width, height, format: "png" });
    }
  });
});
