/**
 * Turns a scratch copy's catalogue into one ten times larger, the way a studio would grow it: more
 * designs, each with its own 3–4 photos. Photos are new files (mirrored, recoloured, recropped
 * variants of the shipped ones), so the image pipeline really has ten times the work.
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const growthFactor = 10;

export interface GrownCatalogue {
  shippedDesigns: number;
  designs: number;
  addedPhotos: number;
}

/** The shipped catalogue is kept verbatim under this name; the new designs.ts builds on it. */
const shippedModule = "designs-shipped";

export async function growCatalogue(projectDir: string): Promise<GrownCatalogue> {
  const contentDir = path.join(projectDir, "app", "content");
  const designsFile = path.join(contentDir, "designs.ts");
  const source = await readFile(designsFile, "utf8");
  const { shippedDesigns, photoFiles, exportNames } = readShippedCatalogue(source);

  const addedDesigns = shippedDesigns * (growthFactor - 1);
  const photoSets = await writePhotoVariants(path.join(contentDir, "images"), photoFiles, addedDesigns);
  await rename(designsFile, path.join(contentDir, `${shippedModule}.ts`));
  await writeFile(designsFile, grownModule(exportNames, photoSets));
  return {
    shippedDesigns,
    designs: shippedDesigns + addedDesigns,
    addedPhotos: photoSets.reduce((sum, set) => sum + set.length, 0),
  };
}

/** Just enough of designs.ts to grow it: how many designs, which photos, which exports. */
function readShippedCatalogue(source: string): {
  shippedDesigns: number;
  photoFiles: string[];
  exportNames: string[];
} {
  const captured = (pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1] ?? "");
  const shippedDesigns = [...source.matchAll(/^\s*slug:\s*["'`]/gm)].length;
  const photoFiles = [...new Set(captured(/from "\.\/images\/([^"?]+)\?responsive"/g))];
  const exportNames = captured(/^export const (\w+)/gm);
  if (shippedDesigns === 0 || photoFiles.length === 0 || exportNames.length === 0) {
    throw new Error(
      "app/content/designs.ts no longer looks like a list of designs (slug: …, ./images/…?responsive " +
        "imports, export const …); update scripts/bench/grow-catalogue.ts to match it.",
    );
  }
  return { shippedDesigns, photoFiles, exportNames };
}

/**
 * Writes 3 or 4 new photos per added design (alternating, about the shipped average), each a
 * distinct variant of a shipped photo. Returns the new file names, one list per design.
 */
async function writePhotoVariants(
  imagesDir: string,
  sources: string[],
  designs: number,
): Promise<string[][]> {
  const jobs: { source: string; target: string; variant: number }[] = [];
  const sets: string[][] = [];
  for (let design = 0; design < designs; design++) {
    const set: string[] = [];
    for (let photo = 0; photo < 3 + (design % 2); photo++) {
      const index = jobs.length;
      const target = `bench-extra-${String(design + 1).padStart(3, "0")}-${photo + 1}.jpg`;
      // Each pass over the shipped photos uses a new variant, so no two files are alike.
      const variant = Math.floor(index / sources.length) + 1;
      jobs.push({ source: sources[index % sources.length] as string, target, variant });
      set.push(target);
    }
    sets.push(set);
  }
  await inParallel(jobs, 4, (job) =>
    writeVariant(path.join(imagesDir, job.source), path.join(imagesDir, job.target), job.variant),
  );
  return sets;
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
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * The new designs.ts: every export of the shipped module, with each list of designs in it grown
 * tenfold. New designs copy a shipped design's words (so the page's text grows realistically)
 * and get their own photos. It fails the build if the photo sets and the lists disagree.
 */
function grownModule(exportNames: string[], photoSets: string[][]): string {
  let photoIndex = 0;
  const imports: string[] = [];
  const sets = photoSets.map((set) => {
    const names = set.map((file) => {
      const name = `photo${photoIndex++}`;
      imports.push(`import ${name} from "./images/${file}?responsive";`);
      return name;
    });
    return `  [${names.join(", ")}],`;
  });
  const exports = exportNames.map((name) => `export const ${name} = grow(shipped.${name});`);
  return `// Generated by scripts/bench/grow-catalogue.ts for the catalogue scaling report. Not part of the project.
import * as shipped from "./${shippedModule}";
${imports.join("\n")}

export * from "./${shippedModule}";

const factor = ${growthFactor};
const photoSets = [
${sets.join("\n")}
];
let nextSet = 0;

function isDesign(value) {
  return typeof value === "object" && value !== null && "slug" in value && Array.isArray(value.photos);
}

function addedDesigns(designs) {
  return Array.from({ length: designs.length * (factor - 1) }, (_, index) => {
    const template = designs[index % designs.length];
    const copy = Math.floor(index / designs.length) + 2;
    const photos = photoSets[nextSet++];
    if (!photos) throw new Error("Catalogue scaling: more designs than generated photo sets.");
    const name = template.name + " " + copy;
    return { ...template, slug: template.slug + "-" + copy, name, photos: photos.map((image) => ({ image, alt: name })) };
  });
}

function grow(value) {
  if (Array.isArray(value)) {
    return value.length > 0 && value.every(isDesign) ? [...value, ...addedDesigns(value)] : value.map(grow);
  }
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, grow(entry)]));
  }
  return value;
}

${exports.join("\n")}

if (nextSet !== photoSets.length) {
  throw new Error("Catalogue scaling: " + (photoSets.length - nextSet) + " photo sets were not used; the design lists changed shape.");
}
`;
}

/** The number of designs a copy's designs.ts ships. */
export async function readShippedDesignCount(projectDir: string): Promise<number> {
  const source = await readFile(path.join(projectDir, "app", "content", "designs.ts"), "utf8");
  return readShippedCatalogue(source).shippedDesigns;
}
