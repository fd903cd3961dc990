/**
 * The brand's colours as the build's generated images need them, read from the design tokens
 * (app/styles/tokens.css), so a colour changed there changes the share previews and icons too.
 */
import { readFile } from "node:fs/promises";

export const tokensFile = new URL("../app/styles/tokens.css", import.meta.url);

/** The `--color-*` custom properties the images use. */
const brandColourNames = ["ivory", "indigo", "indigo-deep", "gold", "gold-light"] as const;

export type BrandColours = Readonly<Record<(typeof brandColourNames)[number], string>>;

/** Reads hex colours from the stylesheet; a missing or non-hex token stops the build by name. */
export function brandColoursIn(css: string): BrandColours {
  const entries = brandColourNames.map((name) => {
    const match = new RegExp(`--color-${name}\\s*:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
    if (!match?.[1]) throw new Error(`app/styles/tokens.css: --color-${name} must be a #rrggbb colour.`);
    return [name, match[1].toLowerCase()] as const;
  });
  return Object.fromEntries(entries) as BrandColours;
}

export async function readBrandColours(): Promise<BrandColours> {
  return brandColoursIn(await readFile(tokensFile, "utf8"));
}
