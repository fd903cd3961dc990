/**
 * Loads the site's content modules the way the build does (Vite resolves `import.meta.glob`, the
 * build-time checks run), with every `?responsive` photo replaced by a stub naming its file, so
 * no image is encoded and loading takes a second.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type Plugin, runnerImport } from "vite";

const stubPrefix = "\0responsive-stub:";

/** What a photo import gives in place of its AVIF and WebP set: its file name, everywhere. */
function photoStubs(root: string): Plugin {
  return {
    name: "responsive-photo-stubs",
    enforce: "pre",
    resolveId(source, importer) {
      if (!source.endsWith("?responsive")) return null;
      const file = source.slice(0, -"?responsive".length);
      const base = file.startsWith("/") ? root : path.dirname(importer ?? root);
      return stubPrefix + path.join(base, file.startsWith("/") ? `.${file}` : file);
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const file = id.slice(stubPrefix.length);
      // As the real build does, a photo that is not there stops the load.
      if (!existsSync(file)) throw new Error(`${path.relative(root, file)} does not exist.`);
      const name = path.basename(file);
      const image = {
        sources: { avif: `${name} 360w`, webp: `${name} 360w` },
        img: { src: name, w: 360, h: 450 },
      };
      return `export default ${JSON.stringify(image)};`;
    },
  };
}

/** Imports `modulePath` (relative to `projectDir`, e.g. "app/content/home.ts") with its photos stubbed. */
export async function loadContent<T>(modulePath: string, projectDir = process.cwd()): Promise<T> {
  const root = path.resolve(projectDir);
  const { module } = await runnerImport<T>(path.join(root, modulePath), {
    root,
    configFile: false,
    logLevel: "error",
    plugins: [photoStubs(root)],
  });
  return module;
}
