/**
 * Content modules for build steps and tests that run outside Vite. They use `import.meta.env`,
 * `import.meta.glob` and `?responsive` photo imports, so they are loaded through a bare Vite server
 * (the build-time content checks run as in the build), with each photo standing for its source file
 * (`image.img.src` is a path like app/content/images/hero-1.jpg) rather than being resized: the
 * generated images are drawn from the full-size originals, and no photo is encoded.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Plugin } from "vite";
import type { ResponsiveImage } from "../app/content/types";

export const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** `modulePath` is relative to the project (or to `dir`, a copy of it), e.g. "app/content/studio.ts". */
export async function loadContent<T>(modulePath: string, dir = projectDir): Promise<T> {
  const loader = await contentLoader(dir);
  try {
    return await loader.load<T>(modulePath);
  } finally {
    await loader.close();
  }
}

export interface ContentLoader {
  /** Loads a module as `loadContent` does; modules loaded by one loader share their instances. */
  load<T>(modulePath: string): Promise<T>;
  close(): Promise<void>;
}

/** One server for several modules, for a step that loads many (content-literals.ts). */
export async function contentLoader(dir = projectDir): Promise<ContentLoader> {
  const root = path.resolve(dir);
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true },
    resolve: { alias: { "~": path.join(root, "app") } },
    plugins: [photosAsSourceFiles(root)],
  });
  return {
    load: async <T>(modulePath: string) => (await server.ssrLoadModule(`/${modulePath}`)) as T,
    close: () => server.close(),
  };
}

const sourcePrefix = "\0photo-source:";

function photosAsSourceFiles(root: string): Plugin {
  return {
    name: "load-content:photo-sources",
    enforce: "pre",
    resolveId(source, importer) {
      if (!source.endsWith("?responsive") || !importer) return null;
      const file = path.resolve(path.dirname(importer), source.slice(0, -"?responsive".length));
      // As in the real build, a photo that is not there stops the load.
      if (!existsSync(file)) throw new Error(`${path.relative(root, file)} does not exist.`);
      return sourcePrefix + path.relative(root, file).split(path.sep).join("/");
    },
    load(id) {
      if (!id.startsWith(sourcePrefix)) return null;
      const src = id.slice(sourcePrefix.length);
      const image: ResponsiveImage = { sources: { avif: src, webp: src }, img: { src, w: 0, h: 0 } };
      return `export default ${JSON.stringify(image)};`;
    },
  };
}
