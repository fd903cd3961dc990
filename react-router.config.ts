import { rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { designPagePaths } from "./app/content/design-index";
import { occasionPagePaths } from "./app/content/occasion-index";
import { dataPaths, notFoundPath, pagePaths } from "./app/lib/paths";

export default {
  appDirectory: "app",
  // `npm test` builds the production flavour into a folder of its own (scripts/build-site.ts --out).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static site: every route is prerendered to real HTML at build time; no server rendering at runtime.
  ssr: false,
  prerender: [
    ...pagePaths,
    ...designPagePaths,
    ...occasionPagePaths,
    ...Object.values(dataPaths),
    notFoundPath,
  ],
  // The rest of the build runs here, after the prerender, so `react-router build` is the whole build.
  // SITE_STEPS=off leaves the framework's output as it is (to capture test fixtures from a real build).
  async buildEnd({ reactRouterConfig, viteConfig }) {
    if (process.env.SITE_STEPS === "off") return;
    // The server build only served the prerender; React Router 8 leaves it behind (7 removed it).
    await rm(path.join(reactRouterConfig.buildDirectory, "server"), { recursive: true, force: true });
    const { finishSite } = await import("./scripts/site-steps");
    await finishSite(path.join(reactRouterConfig.buildDirectory, "client"), viteConfig.env.VITE_SITE_URL);
  },
} satisfies Config;
