/**
 * The build steps after React Router has prerendered every page, run from the framework's own
 * `buildEnd` hook (react-router.config.ts), so `react-router build` and `npm run build` ship the
 * same site. Seven steps, in this order (3 and 4 side by side):
 *
 *   1. each page's CSS inlined and its framework held until it has been seen (optimize-pages.ts);
 *   2. the files a static host expects: robots.txt, sitemap.xml, 404.html, and the offline page
 *      (site-files.ts, offline-page.ts); the content editor under /admin/ (editor.ts);
 *   3. the share previews, one JPEG per entry of app/lib/share-images.ts (share-images.ts);
 *   4. the home-screen icons and the web app manifest (home-screen.ts);
 *   5. the service worker, with the list of the finished files it keeps (service-worker.ts);
 *   6. brotli and gzip copies of every text file (precompress.ts);
 *   7. each static host's headers and not-found rule, from the finished folder (host-files.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { notFoundPath, pagePaths } from "../app/lib/paths";
import { writeEditor } from "./editor";
import { writeHomeScreenFiles } from "./home-screen";
import { writeHostFiles } from "./host-files";
import { writeOfflinePage } from "./offline-page";
import { optimizePages } from "./optimize-pages";
import { precompressDirectory } from "./precompress";
import { writeServiceWorker } from "./service-worker";
import { writeShareImages } from "./share-images";
import { writeSiteFiles } from "./site-files";

/** The prerendered pages missing from a build's client folder (none once React Router has prerendered). */
export function missingPages(clientDir: string): string[] {
  return [...pagePaths, notFoundPath].filter((page) => !existsSync(path.join(clientDir, page, "index.html")));
}

export async function finishSite(clientDir: string, siteUrl: string | undefined): Promise<void> {
  if (!siteUrl) throw new Error("VITE_SITE_URL is not set: it belongs in .env (see the README).");
  // React Router runs `buildEnd` after its prerender (since 8.1; 8.0 ran it before): steps that
  // found no pages would leave the framework's output as it is, so they stop instead.
  const missing = missingPages(clientDir);
  if (missing.length > 0) {
    throw new Error(
      `The site steps found no prerendered ${missing.join(", ")} in ${clientDir}: they run after React Router's prerender.`,
    );
  }
  const pages = await optimizePages(clientDir);
  await writeSiteFiles(clientDir, siteUrl);
  await writeOfflinePage(clientDir);
  const editor = await writeEditor(clientDir);
  await Promise.all([writeShareImages(clientDir, siteUrl), writeHomeScreenFiles(clientDir)]);
  const worker = await writeServiceWorker(clientDir);
  const compressed = await precompressDirectory(clientDir);
  await writeHostFiles(clientDir);
  console.log(
    `Site steps: ${pages.length} pages rewritten, site files written, the content editor (${editor.files} files, ${(editor.bytes / 1024 / 1024).toFixed(1)} MB) copied, a service worker keeping ${worker.files} files (${(worker.bytes / 1024).toFixed(0)} KB), ${compressed.length} files precompressed in ${path.relative(process.cwd(), clientDir) || "."}.`,
  );
}
