import type { Config } from "@react-router/dev/config";
import { dataPaths, notFoundPath, pagePaths } from "./app/lib/paths";

export default {
  appDirectory: "app",
  // `npm test` builds the production flavour into a folder of its own (scripts/build-site.ts --out).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static site: every route is prerendered to real HTML at build time; no server rendering at runtime.
  ssr: false,
  prerender: [...pagePaths, ...Object.values(dataPaths), notFoundPath],
} satisfies Config;
