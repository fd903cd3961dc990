/**
 * The home-screen files: the web app manifest, the PNG favicon, the app icons and the
 * apple-touch-icon, all drawn from the one SVG icon (public/favicon.svg) and named in
 * app/lib/home-screen.ts. Colours come from the design tokens, the names from studio.ts (data/studio.json).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { studio as studioContent } from "../app/content/studio";
import { homeScreen } from "../app/lib/home-screen";
import { paths } from "../app/lib/paths";
import { type BrandColours, readBrandColours } from "./brand-tokens";
import { loadContent, projectDir } from "./load-content";

export const iconSource = path.join(projectDir, "public", homeScreen.svgIcon);

/** How an icon is drawn: as the SVG is (rounded corners), or filled to a square edge to edge. */
type IconShape = "rounded" | "square";

interface IconFile {
  href: string;
  size: number;
  shape: IconShape;
}

/**
 * The manifest's icons. The maskable one is square: the launcher cuts its own shape from it and
 * keeps the centre circle of 80 %, where the SVG's mark already sits.
 */
export const manifestIcons = [
  { href: "/icon-192.png", size: 192, shape: "rounded", purpose: "any" },
  { href: "/icon-512.png", size: 512, shape: "rounded", purpose: "any" },
  { href: "/icon-maskable-512.png", size: 512, shape: "square", purpose: "maskable" },
] as const satisfies readonly (IconFile & { purpose: string })[];

const pageIcons: readonly IconFile[] = [
  { ...homeScreen.pngIcon, shape: "rounded" },
  // iOS shows transparent corners black, so its icon is filled to the edge.
  { ...homeScreen.appleTouchIcon, shape: "square" },
];

interface ManifestStudio {
  name: string;
  blurb: string;
}

/** The manifest as JSON. The theme colour matches the pages' `theme-color`, the ivory they open on. */
export function webManifest(studio: ManifestStudio, colours: BrandColours): string {
  const manifest = {
    name: studio.name,
    short_name: studio.name,
    description: studio.blurb,
    id: paths.home,
    start_url: paths.home,
    scope: paths.home,
    display: "standalone",
    lang: "en-NG",
    theme_color: colours.ivory,
    background_color: colours.ivory,
    icons: manifestIcons.map(({ href, size, purpose }) => ({
      src: href,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function drawIcon(svg: Buffer, { size, shape }: IconFile, colours: BrandColours): Promise<Buffer> {
  // Rendered at the icon's own density, so small sizes are drawn sharp rather than shrunk.
  const icon = sharp(svg, { density: (72 * size) / 64 }).resize(size, size);
  const filled = shape === "square" ? icon.flatten({ background: colours.indigo }) : icon;
  return filled.png({ compressionLevel: 9 }).toBuffer();
}

/** Writes the manifest and every icon into the build; returns their paths relative to `clientDir`. */
export async function writeHomeScreenFiles(clientDir: string): Promise<string[]> {
  const [svg, colours, { studio }] = await Promise.all([
    readFile(iconSource),
    readBrandColours(),
    loadContent<{ studio: typeof studioContent }>("app/content/studio.ts"),
  ]);
  const written: string[] = [];
  for (const icon of [...pageIcons, ...manifestIcons]) {
    await writeFile(path.join(clientDir, icon.href), await drawIcon(svg, icon, colours));
    written.push(icon.href.slice(1));
  }
  await writeFile(path.join(clientDir, homeScreen.manifest), webManifest(studio, colours));
  written.push(homeScreen.manifest.slice(1));
  return written;
}
