/**
 * Turns a catalogue entry into the kind of JPEG a photographer would deliver:
 * 1200×1500 portrait, progressive mozjpeg, no metadata.
 */
import sharp from "sharp";
import type { ImageSpec } from "./catalog";
import { createRng } from "./random";
import { Defs } from "./svg";

export const canvas = { width: 1200, height: 1500 } as const;

export function svgDocument(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" ` +
    `viewBox="0 0 ${canvas.width} ${canvas.height}">${defs}${body}</svg>`
  );
}

/** The drawing's randomness is seeded from its file name, so the same entry always draws the same SVG. */
export function svgFor(image: ImageSpec): string {
  const defs = new Defs();
  const body = image.draw({ rng: createRng(image.file), defs });
  return svgDocument(defs.toString(), body);
}

/** Sharp drops metadata unless asked to keep it, so the bytes depend on the drawing alone. */
export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: "#f7f1e6" })
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toBuffer();
}
