/**
 * Turns a finished SVG document into the kind of JPEG a photographer would deliver:
 * 1200×1500 portrait, progressive mozjpeg, no metadata.
 */
import sharp from "sharp";

export const canvas = { width: 1200, height: 1500 } as const;

export function svgDocument(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" ` +
    `viewBox="0 0 ${canvas.width} ${canvas.height}">${defs}${body}</svg>`
  );
}

/** Renders and writes the JPEG; sharp drops metadata unless asked to keep it. */
export async function writeJpeg(svg: string, file: string): Promise<number> {
  const info = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: "#f7f1e6" })
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toFile(file);
  return info.size;
}
