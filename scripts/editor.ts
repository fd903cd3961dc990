/**
 * The content editor at /admin: Decap CMS's own script from its npm package, served from the site
 * (never a CDN), with the project's page, preview and the site's fonts for the preview, and its
 * configuration made from the content's schemas (editor-config.ts). The build writes it into the
 * finished site (`writeEditor`); the development server, which `npm run admin` starts, serves the
 * same files from where they lie and the configuration made afresh (`editorDevServer`). No public
 * page links to any of it.
 */
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { contentTypeFor } from "../site/content-types";
import { editorPath } from "../site/editor-paths";
import type * as EditorConfigModule from "./editor-config";

const require = createRequire(import.meta.url);

/** The folder under /admin/ of everything the editor's page loads. */
export const editorPartsFolder = "parts";

/** One file of the editor: where it comes from (a file, or the text made for it), and where it lies under the site folder. */
export interface EditorFile {
  source: string | (() => Promise<string>);
  /** Relative to the site folder, with forward slashes: `admin/parts/decap-cms.js`. */
  target: string;
}

/** The configuration as the build makes it; the development server loads editor-config.ts its own way. */
const builtConfig = async () => (await import("./editor-config")).editorConfigYaml();

/** The fonts the preview uses, from the same packages as the site's. */
const previewFonts = [
  "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
  "@fontsource/jost/files/jost-latin-400-normal.woff2",
  "@fontsource/jost/files/jost-latin-500-normal.woff2",
];

/**
 * Decap's browser build: its main script, the parts it loads when needed (numbered chunks, found
 * beside the main script), its two WebAssembly files and its licence. Source maps and the older
 * `cms.js` copy of the same build are left out.
 */
export function isEditorBuildFile(name: string): boolean {
  return /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/.test(name);
}

export async function editorFiles(
  projectDir = process.cwd(),
  config: () => Promise<string> = builtConfig,
): Promise<EditorFile[]> {
  const prefix = editorPath.slice(1);
  const own = path.join(projectDir, "admin");
  const decap = path.join(
    path.dirname(require.resolve("decap-cms/package.json", { paths: [projectDir] })),
    "dist",
  );
  // The page and its configuration at the top; every script, stylesheet and font it loads in one
  // folder, which a static host's headers then cover with one rule. The licence of Decap's build
  // stays beside the page: a text file would need a rule of its own in that folder.
  const top = (name: string) => name === "index.html" || name.endsWith(".txt");
  const configFile = { source: config, target: `${prefix}config.yml` };
  const ownFiles = (await readdir(own)).sort().map((name) => ({
    source: name.endsWith(".js") ? () => bundled(path.join(own, name)) : path.join(own, name),
    target: top(name) ? `${prefix}${name}` : `${prefix}${editorPartsFolder}/${name}`,
  }));
  const decapFiles = (await readdir(decap))
    .filter(isEditorBuildFile)
    .sort()
    .map((name) => ({
      source: path.join(decap, name),
      target: top(name) ? `${prefix}${name}` : `${prefix}${editorPartsFolder}/${name}`,
    }));
  const fonts = previewFonts.map((font) => ({
    source: require.resolve(font, { paths: [projectDir] }),
    target: `${prefix}${editorPartsFolder}/${path.basename(font)}`,
  }));
  return [configFile, ...ownFiles, ...decapFiles, ...fonts];
}

/** The editor's own script with what it imports from the site (one page address rule). */
async function bundled(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    write: false,
    logLevel: "error",
  });
  return result.outputFiles[0]?.text ?? "";
}

export interface EditorReport {
  files: number;
  bytes: number;
}

/** Copies the editor into a finished site's folder. */
export async function writeEditor(clientDir: string, projectDir = process.cwd()): Promise<EditorReport> {
  const files = await editorFiles(projectDir);
  let bytes = 0;
  for (const file of files) {
    const target = path.join(clientDir, ...file.target.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    if (typeof file.source === "string") await copyFile(file.source, target);
    else await writeFile(target, await file.source());
    bytes += (await stat(target)).size;
  }
  return { files: files.length, bytes };
}

/**
 * The same files on the development server: `/admin/` is the editor's page, everything else under
 * it a file of the list above. The site's own pages are left to the framework.
 */
export function editorDevServer(projectDir = process.cwd()): Plugin {
  const configModule = path.join(projectDir, "scripts", "editor-config.ts");
  return {
    name: "ivory-adire-editor",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const urlPath = (request.url ?? "").split(/[?#]/)[0] ?? "";
        if (urlPath === editorPath.slice(0, -1)) {
          response.writeHead(308, { Location: editorPath });
          response.end();
          return;
        }
        if (!urlPath.startsWith(editorPath)) return next();
        const wanted = urlPath === editorPath ? `${editorPath}index.html` : urlPath;
        // Loaded through the server, the schemas are read afresh after an edit.
        const config = async () =>
          ((await server.ssrLoadModule(configModule)) as typeof EditorConfigModule).editorConfigYaml();
        editorFiles(projectDir, config).then(async (files) => {
          const file = files.find((candidate) => `/${candidate.target}` === wanted);
          if (!file) return next();
          const text = typeof file.source === "string" ? undefined : await file.source();
          response.writeHead(200, {
            "Content-Type": contentTypeFor(file.target) ?? "application/octet-stream",
            "Cache-Control": "no-cache",
            "X-Robots-Tag": "noindex, nofollow",
          });
          if (typeof file.source === "string") createReadStream(file.source).pipe(response);
          else response.end(text);
        }, next);
      });
    },
  };
}
