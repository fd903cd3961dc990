import { reactRouter } from "@react-router/dev/vite";
import { imagetools } from "vite-imagetools";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { responsiveImageDirectives } from "./scripts/image-directives.ts";

export default defineConfig({
  // The footer's copyright year in the prerendered HTML; the visitor's clock takes over on load.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    reactRouter(),
    imagetools({
      defaultDirectives: responsiveImageDirectives,
      cache: { enabled: true, dir: "./node_modules/.cache/imagetools" },
    }),
  ],
  build: {
    // Every byte counts on mobile data: no source maps in the shipped site.
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});
