/**
 * Builds the site: React Router prerenders every page into build/client, each page gets its CSS
 * inlined and its framework scripts held until it has loaded (scripts/optimize-pages.ts), then every
 * text file is precompressed (brotli and gzip) the way a CDN would serve it.
 *
 *   npx tsx scripts/build-site.ts            production: forms post to the service in .env
 *   npx tsx scripts/build-site.ts --local    forms post to this project's local inbox
 *   … --out <dir>                              write to <dir>/client instead of build/client
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadEnv } from "vite";
import { optimizePages } from "./optimize-pages";
import { precompressDirectory } from "./precompress";
import { writeSiteFiles } from "./site-files";

export const defaultLocalPort = 4173;

/** Where the forms of a local build post: the project's own server, which hosts the inbox. */
export function localInboxEnv(port: number): Record<string, string> {
  const origin = `http://localhost:${port}`;
  return { VITE_SITE_URL: origin, VITE_FORM_ENDPOINT: origin, VITE_FORM_ID: "studio" };
}

export async function buildSite(env: Record<string, string> = {}, outDir = "build"): Promise<void> {
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, ...env, BUILD_DIR: outDir },
  });
  if (result.status !== 0) {
    throw new Error(`The build failed (exit code ${result.status ?? "none"}); see the messages above.`);
  }
  const clientDir = path.resolve(outDir, "client");
  // The same value Vite baked into the pages: this env, then the real environment, then .env.
  const siteUrl = env.VITE_SITE_URL ?? loadEnv("production", process.cwd(), "VITE_").VITE_SITE_URL;
  if (!siteUrl) throw new Error("VITE_SITE_URL is not set (see .env).");
  await optimizePages(clientDir);
  await writeSiteFiles(clientDir, siteUrl);
  await precompressDirectory(clientDir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const local = args.includes("--local");
  const outIndex = args.indexOf("--out");
  const outDir = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const port = Number(process.env.PORT ?? defaultLocalPort);
  await buildSite(local ? localInboxEnv(port) : {}, outDir).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
