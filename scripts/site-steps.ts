/**
 * The build steps after React Router has prerendered every page, run from the framework's own
 * `buildEnd` hook (react-router.config.ts), so `react-router build` and `npm run build` ship the
 * same site: each page's CSS inlined and its framework held until it has been seen
 * (optimize-pages.ts), the files a static host expects (site-files.ts), and brotli and gzip copies
 * of every text file (precompress.ts).
 */
import path from "node:path";
import { writeHomeScreenFiles } from "./home-screen";
import { writeHostFiles } from "./host-files";
import { optimizePages } from "./optimize-pages";
import { precompressDirectory } from "./precompress";
import { writeShareImages } from "./share-images";
import { writeSiteFiles } from "./site-files";

export async function finishSite(clientDir: string, siteUrl: string | undefined): Promise<void> {
  if (!siteUrl) throw new Error("VITE_SITE_URL is not set: it belongs in .env (see the README).");
  const pages = await optimizePages(clientDir);
  await writeSiteFiles(clientDir, siteUrl);
  await Promise.all([writeShareImages(clientDir, siteUrl), writeHomeScreenFiles(clientDir)]);
  const compressed = await precompressDirectory(clientDir);
  await writeHostFiles(clientDir);
  console.log(
    `Site steps: ${pages.length} pages rewritten, site files written, ${compressed.length} files precompressed in ${path.relative(process.cwd(), clientDir) || "."}.`,
  );
}
