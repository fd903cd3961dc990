/**
 * Renders the site's stand-in photography: editorial fashion illustrations of the studio's
 * designs, drawn as SVG and exported through sharp as JPEGs, the way a photographer's files
 * would arrive. Deterministic: each image's randomness is seeded from its file name, so two
 * runs produce byte-identical files.
 *
 *   npx tsx scripts/generate-images.ts [file-name-filter]
 *
 * Alt texts are written to /tmp/image-alts.json for the content files.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ImageSpec } from "./image-art/catalog";
import { images } from "./image-art/catalog";
import { createRng } from "./image-art/random";
import { svgDocument, writeJpeg } from "./image-art/render";
import { Defs } from "./image-art/svg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputDirectory = path.join(root, "app/content/images");
const altFile = "/tmp/image-alts.json";
/** Two CPU cores: two renders at a time keeps both busy without thrashing. */
const concurrency = 2;

function svgFor(image: ImageSpec): string {
  const defs = new Defs();
  const body = image.draw({ rng: createRng(image.file), defs });
  return svgDocument(defs.toString(), body);
}

/** Alt texts are one sentence of 8–20 words; catch drift before it reaches the site. */
function checkAlt(image: ImageSpec): void {
  const words = image.alt.trim().split(/\s+/).length;
  if (words < 8 || words > 20 || !image.alt.endsWith(".")) {
    throw new Error(`${image.file}: alt text should be one sentence of 8–20 words (has ${words})`);
  }
}

async function renderAll(queue: readonly ImageSpec[]): Promise<number> {
  let next = 0;
  let total = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length) {
      const image = queue[next] as ImageSpec;
      next += 1;
      const size = await writeJpeg(svgFor(image), path.join(outputDirectory, image.file));
      total += size;
      console.log(`wrote app/content/images/${image.file}  ${(size / 1024).toFixed(0)} KB`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total;
}

async function main(): Promise<void> {
  const filter = process.argv[2];
  const selected = filter ? images.filter((image) => image.file.includes(filter)) : images;
  images.forEach(checkAlt);
  await mkdir(outputDirectory, { recursive: true });
  const started = performance.now();
  const total = await renderAll(selected);
  const alts = Object.fromEntries(images.map((image) => [image.file, image.alt]));
  await writeFile(altFile, `${JSON.stringify(alts, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${selected.length} images, ${(total / 1024 / 1024).toFixed(1)} MB in ${seconds}s; alt texts in ${altFile}`,
  );
}

await main();
