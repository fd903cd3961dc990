/**
 * Renders the site's stand-in photography: editorial fashion illustrations of the studio's
 * designs, drawn as SVG and exported through sharp as JPEGs, the way a photographer's files
 * would arrive. Deterministic: each image's randomness is seeded from its file name, so two
 * runs produce byte-identical files.
 *
 *   npm run images [-- [--out <folder>] [file-name-filter]]
 *
 * Before drawing, it checks that the content uses every image it draws, beside an alt text of
 * one sentence; the alt texts themselves live only in the content.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { ImageSpec } from "./art/catalog";
import { images } from "./art/catalog";
import { renderJpeg, svgFor } from "./art/render";
import { altProblems } from "./alt-texts";
import { readContentImages, siteContent } from "./content-images";

/** npm runs workspace scripts in the workspace's folder; paths given by hand are meant from where npm was run. */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
/** Two CPU cores: two renders at a time keeps both busy without thrashing. */
const concurrency = 2;

async function renderAll(queue: readonly ImageSpec[], outputDirectory: string): Promise<number> {
  let next = 0;
  let total = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length) {
      const image = queue[next] as ImageSpec;
      next += 1;
      const jpeg = await renderJpeg(svgFor(image));
      const written = path.join(outputDirectory, image.file);
      await writeFile(written, jpeg);
      total += jpeg.length;
      const relative = path.relative(invokedFrom, written);
      const shown = relative.startsWith("..") ? written : relative;
      console.log(`wrote ${shown}  ${(jpeg.length / 1024).toFixed(0)} KB`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { out: { type: "string" } },
    allowPositionals: true,
  });
  const filter = positionals[0];
  const outputDirectory =
    values.out === undefined ? siteContent.images : path.resolve(invokedFrom, values.out);
  const problems = altProblems(images, await readContentImages());
  if (problems.length > 0) {
    throw new Error(`fix these in app/content/ first:\n  ${problems.join("\n  ")}`);
  }
  const selected = filter ? images.filter((image) => image.file.includes(filter)) : images;
  await mkdir(outputDirectory, { recursive: true });
  const started = performance.now();
  const total = await renderAll(selected, outputDirectory);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${selected.length} images, ${(total / 1024 / 1024).toFixed(1)} MB in ${seconds}s`);
}

await main();
