/**
 * Reads which images the site's content uses, and the alt text beside each, from the content
 * modules' exports. The content imports its photos as `./images/<file>.jpg?responsive`, which
 * only Vite understands, so the modules are loaded through a Vite server whose one plugin
 * answers every import from the images folder with a stub naming the file: nothing is encoded,
 * and the content may reference its photos however it likes (imports, globs, helpers).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { createServer, isRunnableDevEnvironment } from "vite";
import { canvas } from "./art/render";

export interface ContentSource {
  /** The folder of content modules; every `.ts`/`.tsx` in it (not tests) is read. */
  directory: string;
  /** The folder the photos live in. */
  images: string;
  alias?: Record<string, string>;
}

export interface ContentPhoto {
  /** The image's path inside the images folder, e.g. `hero-1.jpg`. */
  file: string;
  alt: string;
  /** The content module that pairs them, e.g. `home.ts`. */
  module: string;
}

export interface ContentImages {
  /** Every image used with an alt text beside it, in the order the content lists them. */
  photos: ContentPhoto[];
  /** Images the content imports but never places beside an alt text. */
  withoutAlt: string[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const siteContent: ContentSource = {
  directory: path.join(root, "app/content"),
  images: path.join(root, "app/content/images"),
  alias: { "~": path.join(root, "app") },
};

/** Shared by the stub modules and the walk below: both run in this process, so Symbol.for matches. */
const stubKey = "@ivory-and-adire/stand-in-art:file";
const stubPrefix = "\0stand-in-art:";

function stubImages(imagesDirectory: string): Plugin {
  const inImages = (file: string): string | undefined => {
    const relative = path.relative(imagesDirectory, file);
    return relative.startsWith("..") || path.isAbsolute(relative)
      ? undefined
      : relative.split(path.sep).join("/");
  };
  return {
    name: "stand-in-art:stub-images",
    enforce: "pre",
    async resolveId(source, importer) {
      const bare = source.split("?")[0] ?? source;
      // Relative imports are placed by hand so that a missing file still loads and can be reported.
      const candidate =
        importer && bare.startsWith(".")
          ? path.resolve(path.dirname(importer), bare)
          : (await this.resolve(bare, importer, { skipSelf: true }))?.id.split("?")[0];
      const file = candidate === undefined ? undefined : inImages(candidate);
      return file === undefined ? null : `${stubPrefix}${file}`;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const file = id.slice(stubPrefix.length);
      // The shape of a `?responsive` import, sized like the stand-in art, in case content reads it.
      const src = JSON.stringify(`/stand-in-art/${file}`);
      return (
        `export default { [Symbol.for(${JSON.stringify(stubKey)})]: ${JSON.stringify(file)}, ` +
        `sources: { avif: ${src}, webp: ${src} }, img: { src: ${src}, w: ${canvas.width}, h: ${canvas.height} } };`
      );
    },
  };
}

function stubFile(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const file = (value as Record<symbol, unknown>)[Symbol.for(stubKey)];
  return typeof file === "string" ? file : undefined;
}

/** The images inside a value, not looking into nested objects that carry an alt text of their own. */
function imagesWithin(value: unknown, seen: Set<unknown>, found: string[]): string[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return found;
  seen.add(value);
  const file = stubFile(value);
  if (file !== undefined) found.push(file);
  else if (!("alt" in value)) Object.values(value).forEach((child) => imagesWithin(child, seen, found));
  return found;
}

function collect(
  module: string,
  value: unknown,
  seen: Set<unknown>,
  result: ContentImages,
  used: Set<string>,
): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  const file = stubFile(value);
  if (file !== undefined) {
    if (!result.withoutAlt.includes(file)) result.withoutAlt.push(file);
    return;
  }
  const entries = Object.entries(value);
  const alt = (value as { alt?: unknown }).alt;
  if (typeof alt === "string") {
    const files = entries.flatMap(([key, child]) =>
      key === "alt" ? [] : imagesWithin(child, new Set(), []),
    );
    for (const image of files) {
      result.photos.push({ file: image, alt, module });
      used.add(image);
    }
  }
  for (const [, child] of entries) collect(module, child, seen, result, used);
}

async function contentModules(directory: string): Promise<string[]> {
  const names = await readdir(directory);
  return names
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .sort()
    .map((name) => path.join(directory, name));
}

export async function readContentImages(source: ContentSource = siteContent): Promise<ContentImages> {
  const server = await createServer({
    root: source.directory,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    clearScreen: false,
    resolve: { alias: source.alias ?? {} },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [stubImages(source.images)],
  });
  try {
    const environment = server.environments.ssr;
    if (!isRunnableDevEnvironment(environment)) throw new Error("Vite's ssr environment cannot run modules");
    const result: ContentImages = { photos: [], withoutAlt: [] };
    const used = new Set<string>();
    const seen = new Set<unknown>();
    for (const file of await contentModules(source.directory)) {
      const exports: unknown = await environment.runner.import(file);
      collect(path.basename(file), exports, seen, result, used);
    }
    result.withoutAlt = result.withoutAlt.filter((file) => !used.has(file));
    return result;
  } finally {
    await server.close();
  }
}
