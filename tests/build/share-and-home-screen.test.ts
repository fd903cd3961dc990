import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadEnv } from "vite";
import { designIndex, designPagePaths } from "../../app/content/design-index";
import { designPath, notFoundPath, pagePaths } from "../../app/lib/paths";
import { elementsNamed, readHtml } from "../../site/html-page";
import { clientDir } from "./support";

const siteUrl = loadEnv("production", process.cwd(), "VITE_").VITE_SITE_URL ?? "";
const pageFile = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/** The page's `<meta>` tags by `property` or `name`, and its `<link>`s by `rel`. */
function headOf(route: string) {
  const elements = readHtml(readFileSync(path.join(clientDir, pageFile(route)), "utf8"));
  const meta = new Map<string, string>();
  for (const tag of elementsNamed(elements, "meta")) {
    const key = tag.attributes.property ?? tag.attributes.name;
    if (key && tag.attributes.content !== undefined) meta.set(key, tag.attributes.content);
  }
  const links = elementsNamed(elements, "link").map((link) => link.attributes);
  return { meta, links };
}

/** A file the site serves at `address`, with its pixel size. */
async function servedImage(address: string) {
  const file = path.join(clientDir, new URL(address, siteUrl).pathname);
  expect(existsSync(file), `${address} is not in the build`).toBe(true);
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format, bytes: statSync(file).size };
}

describe.each([...pagePaths, ...designPagePaths, notFoundPath])("the page %s", (route) => {
  const { meta } = headOf(route);

  it("names its share preview, which is a 1200×630 JPEG under 300 KB", async () => {
    const address = meta.get("og:image") ?? "";
    expect(address).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/share/[a-z-]+\\.jpg$`));
    const image = await servedImage(address);
    expect(image).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    expect(image.bytes).toBeLessThan(300_000);
  });

  it("carries the social tags a chat app or network reads", () => {
    expect(meta.get("og:image:width")).toBe("1200");
    expect(meta.get("og:image:height")).toBe("630");
    expect(meta.get("og:site_name")).toBe("Ivory & Adire");
    expect(meta.get("og:locale")).toBe("en_NG");
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    const title = meta.get("og:title") ?? "";
    const line = title.replace(/\s*\|\s*Ivory & Adire$/, "").replace(/^Ivory & Adire\s*\|\s*/, "");
    expect(meta.get("og:image:alt")).toContain(`“${line}”`);
  });
});

describe("a design's page", () => {
  it.each(designIndex)("$name has a share preview of its own", ({ slug }) => {
    expect(headOf(designPath(slug)).meta.get("og:image")).toBe(`${siteUrl}/share/design-${slug}.jpg`);
  });
});

describe("the home-screen files", () => {
  const { links } = headOf("/");
  const linked = (rel: string, type?: string) =>
    links.find((link) => link.rel === rel && (type === undefined || link.type === type))?.href;

  it("give every page an SVG and a 32 px PNG favicon", async () => {
    expect(linked("icon", "image/svg+xml")).toBe("/favicon.svg");
    expect(existsSync(path.join(clientDir, "favicon.svg"))).toBe(true);
    const png = await servedImage(linked("icon", "image/png") ?? "/missing");
    expect(png).toMatchObject({ width: 32, height: 32, format: "png" });
  });

  it("give iOS a square 180 px apple-touch-icon with no transparent corners", async () => {
    const address = linked("apple-touch-icon") ?? "/missing";
    expect(await servedImage(address)).toMatchObject({ width: 180, height: 180, format: "png" });
    const { channels } = await sharp(path.join(clientDir, address)).stats();
    expect(channels[3]?.min ?? 255).toBe(255);
  });

  it("include a manifest that names the studio and lists icons of the sizes it claims", async () => {
    const address = linked("manifest") ?? "/missing";
    const manifest = JSON.parse(readFileSync(path.join(clientDir, address), "utf8")) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: "Ivory & Adire", start_url: "/", display: "standalone" });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await servedImage(icon.src), icon.src).toMatchObject({ width, height, format: "png" });
    }
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => (icon.purpose ?? "any").split(" ").includes(purpose)).map((icon) => icon.sizes);
    expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(sizes("maskable").length).toBeGreaterThan(0);
  });
});
