import type { Config } from "@react-router/dev/config";
import { notFoundPath, pagePaths } from "./app/lib/paths";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Static site: every route is prerendered to real HTML at build time; no server rendering at runtime.
  ssr: false,
  prerender: [...pagePaths, notFoundPath],
} satisfies Config;
