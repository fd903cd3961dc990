import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { brandColoursIn, tokensFile } from "./brand-tokens";

it("reads the brand colours from the design tokens, by the exact custom property", () => {
  const colours = brandColoursIn(readFileSync(tokensFile, "utf8"));
  expect(colours).toMatchObject({ ivory: "#faf6ef", indigo: "#1c2451", gold: "#b08d57" });
  const css =
    ":root{--color-ivory-deep:#000000;--color-ivory:#FAF6EF;--color-indigo:#1c2451;--color-indigo-deep:#121838;--color-gold:#b08d57;--color-gold-light:#dcc7a1;}";
  expect(brandColoursIn(css).ivory).toBe("#faf6ef");
});

it("stops the build by name when a token is missing", () => {
  expect(() => brandColoursIn(":root { --color-ivory: #faf6ef; }")).toThrow("--color-indigo");
});
