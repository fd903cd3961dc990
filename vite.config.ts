import { reactRouter } from "@react-router/dev/vite";
import { imagetools } from "vite-imagetools";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/compile-hints.ts";
import { contentAsLiterals } from "./scripts/content-literals.ts";
import { editorDevServer } from "./scripts/editor.ts";
import { responsiveImageDirectives } from "./scripts/image-directives.ts";

export default defineConfig({
  // The footer's copyright year in the prerendered HTML; the visitor's clock takes over on load.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    // The content editor at /admin/ on the development server (`npm run admin`), before the site's pages.
    editorDevServer(),
    reactRouter(),
    // The client's content modules as the literals their data files make (scripts/content-literals.ts).
    contentAsLiterals(),
    imagetools({
      defaultDirectives: responsiveImageDirectives,
      cache: { enabled: true, dir: "./node_modules/.cache/imagetools" },
    }),
    // Each chunk compiled whole off the main thread as it downloads, in Chromium (scripts/compile-hints.ts).
    compileHints(),
  ],
  build: {
    // Every byte counts on mobile data: no source maps in the shipped site.
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, React DOM, React Router and the icons in one chunk, which every page loads and which
        // changes only when they do (the icons' three small chunks were three more module fetches for
        // every page to start). React Router 8 ships as separate modules: left to itself, the bundler puts its
        // links and forms in the site's own shared chunk, apart from React, and every page's
        // JavaScript is about 1.9 KB (compressed) heavier than with the framework in one piece
        // (docs/decisions/018-current-majors.md).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|lucide-react)[\\/]/,
            },
            {
              // Small modules the root shares with the pages and with parts loaded later (the
              // outbox's note), and the small parts most pages use (buttons, the message panel,
              // the motion gate, the page's meta, the studio's details, the page's introduction,
              // the form service's address, the links to a design's forms): left to the bundler, each
              // is a chunk of a few hundred bytes to 4 KB and a request of its own (with some 400
              // bytes of response headers on HTTP/1.1): six or seven requests more for every page
              // (docs/decisions/025-the-small-parts-every-page-uses-in-one-chunk.md).
              name: "shared",
              test: /vite[\\/]preload-helper|[\\/]app[\\/](lib[\\/](site|form-service|design-links|outbox[\\/]outbox-channel|use-hydrated|meta|motion|use-near-viewport|fill-in)|page-loader[\\/]attributes|content[\\/]studio|components[\\/]button-link|sections[\\/](message-panel|page-intro))\.tsx?$/,
            },
            {
              // The form pages' common parts (fields, their problems, drafts and dates): one chunk for the contact, order and book pages rather than
              // four or five of a few hundred bytes each, which the pages' script count cannot afford.
              name: "forms",
              test: /[\\/]app[\\/](components[\\/](field|form-fields|form-parts|form-problems)|sections[\\/]form-section|lib[\\/](form-fields|order-draft|lead-time|dates))(\.module\.css|\.tsx?)$/,
            },
          ],
        },
      },
    },
  },
});
