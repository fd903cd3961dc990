/**
 * Marks the client build's JavaScript chunks for eager compilation: `//# allFunctionsCalledOnLoad`
 * as the file's first line has Chromium (136 and later) compile the whole file on a background
 * thread while it downloads, instead of each function on the main thread the first time it runs.
 * Every chunk is code a page runs as it starts (React, React DOM, the router, the root and the
 * page) or as soon as it has been fetched (a part loaded when the visitor reaches for it). Other
 * browsers read a comment. Measured in docs/performance.md.
 *
 * Chunks under `hintedFrom` bytes go without: a few small functions cost the main thread little to
 * compile when called, and the hint would be a good share of their bytes (some are empty).
 *
 * The comment counts only before any code, so it is added after the bundler's own last touches
 * (Vite puts a small table of the chunk's dynamic imports at the top of some chunks).
 */
import type { Plugin } from "vite";

export const compileHint = "//# allFunctionsCalledOnLoad";

/** The smallest chunk (in bytes, before compression) worth the hint. */
export const hintedFrom = 2048;

export function compileHints(): Plugin {
  return {
    name: "ivory:compile-hints",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && file.code.length >= hintedFrom && !file.code.startsWith(compileHint)) {
            file.code = `${compileHint}\n${file.code}`;
          }
        }
      },
    },
  };
}
