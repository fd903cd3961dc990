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
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
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
        // Checks on the production output in build/client: run by scripts/test.sh after `npm run build`.
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
