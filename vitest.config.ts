import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";
import { responsiveImageDirectives } from "./scripts/image-directives.ts";

export default defineConfig({
  // The footer's copyright year in the prerendered HTML; the visitor's clock takes over on load.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [imagetools({ defaultDirectives: responsiveImageDirectives })],
  test: {
    // Every core: the default leaves one free, which on a two-core machine runs the files one at a time.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // One jsdom per worker, each file still in a context of its own: setting jsdom up for every
          // file took most of this project's time.
          pool: "vmThreads",
          setupFiles: ["./app/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["site/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tools/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // Checks on a production build's client folder, the one BUILD_CLIENT_DIR names (build/client when
        // unset): scripts/test.sh builds the production flavour into a folder of its own under
        // test-results and runs these against it.
        extends: true,
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
