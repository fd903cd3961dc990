/**
 * Grows a scratch copy's catalogue tenfold the way the studio would: more entries in data/designs.json,
 * each naming 3 or 4 photos of its own. The photos are new files (mirrored, recropped, tinted
 * variants of the shipped ones), so the image pipeline really has ten times the work.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { DesignEntry } from "../../app/content/types";

export const growthFactor = 10;

/** Writes a photo for an added design: `variant` (1, 2, …) tells apart variants of one source. */
export type PhotoWriter = (source: string, target: string, variant: number) => Promise<void>;

const contentDir = (projectDir: string) => path.join(projectDir, "app", "content");

const designsFile = (projectDir: string) => path.join(contentDir(projectDir), "data", "designs.json");

/** The designs a copy's data/designs.json lists. */
export async function readDesigns(projectDir: string): Promise<DesignEntry[]> {
  const file = JSON.parse(await readFile(designsFile(projectDir), "utf8")) as { designs: DesignEntry[] };
  return file.designs;
}

/**
 * The shipped designs, then nine copies of each with their own name (and so page address) and photos (3 and 4 in
 * turn, about the shipped average). Within a section the shipped designs stay first.
 */
export function grownDesigns(
  shipped: readonly DesignEntry[],
  photoFile: (design: number, photo: number) => string,
): DesignEntry[] {
  const added = Array.from({ length: shipped.length * (growthFactor - 1) }, (_, index) => {
    const template = shipped[index % shipped.length] as DesignEntry;
    const copy = Math.floor(index / shipped.length) + 2;
    const photos = Array.from({ length: 3 + (index % 2) }, (_, photo) => ({
      file: photoFile(index, photo),
      alt: template.photos[photo % template.photos.length]?.alt ?? template.name,
    }));
    // A design named "Adunni 2" has the page /collection/adunni-2; one with an address of its own keeps it, numbered.
    const { slug, ...named } = template;
    return {
      ...named,
      ...(slug ? { slug: `${slug}-${copy}` } : {}),
      name: `${template.name} ${copy}`,
      photos,
    };
  });
  return [...shipped, ...added];
}

/** Grows the copy's catalogue and returns its designs; `writePhoto` defaults to a sharp variant. */
export async function growCatalogue(
  projectDir: string,
  writePhoto: PhotoWriter = writeVariant,
): Promise<DesignEntry[]> {
  const shipped = await readDesigns(projectDir);
  const sources = [...new Set(shipped.flatMap((design) => design.photos.map((photo) => photo.file)))];
  const jobs: { source: string; target: string; variant: number }[] = [];
  const designs = grownDesigns(shipped, (design, photo) => {
    const index = jobs.length;
    const target = `bench-extra-${String(design + 1).padStart(3, "0")}-${photo + 1}.jpg`;
    // Each pass over the shipped photos uses a new variant, so no two files are alike.
    jobs.push({
      source: sources[index % sources.length] as string,
      target,
      variant: Math.floor(index / sources.length) + 1,
    });
    return target;
  });
  const images = path.join(contentDir(projectDir), "images");
  await inParallel(jobs, 4, (job) =>
    writePhoto(path.join(images, job.source), path.join(images, job.target), job.variant),
  );
  // As the web editor writes it: the shipped designs and the added ones.
  await writeFile(designsFile(projectDir), `${JSON.stringify({ designs }, null, 2)}\n`);
  return designs;
}

/**
 * Mirrored on odd variants, cropped by a different inset and offset, tinted, and scaled back to the
 * source's size (so the pipeline makes the same widths). Variants 1–30 never repeat a combination.
 */
async function writeVariant(source: string, target: string, variant: number): Promise<void> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const inset = 0.02 + (variant % 5) * 0.01;
  const cropWidth = Math.round(width * (1 - 2 * inset));
  const cropHeight = Math.round(height * (1 - 2 * inset));
  const shift = (variant % 3) / 2;
  await sharp(source)
    .extract({
      left: Math.round((width - cropWidth) * shift),
      top: Math.round((height - cropHeight) * (1 - shift)),
      width: cropWidth,
      height: cropHeight,
    })
    .resize(width, height)
    .flop(variant % 2 === 1)
    // A small hue turn: enough to change every pixel, not so much that skin turns green.
    .modulate({ hue: ((variant * 7) % 31) - 15, saturation: 0.9 + (variant % 4) * 0.05 })
    .jpeg({ quality: 88 })
    .toFile(target);
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
