/**
 * Photos named in the data files by their file in images/ (`{ file, alt }`), turned into the
 * responsive images the pages draw. Each content module globs the files it may use, so a page's
 * script carries only its own photos.
 */
import { ContentError } from "./schema";
import type { Photo, ResponsiveImage } from "./types";

/** A glob of images/ (`import.meta.glob(…, { query: "?responsive", import: "default", eager: true })`) by file name. */
export function imagesByFile(glob: Record<string, ResponsiveImage>): ReadonlyMap<string, ResponsiveImage> {
  return new Map(Object.entries(glob).map(([key, image]) => [key.slice("./images/".length), image]));
}

export function imageOf(
  images: ReadonlyMap<string, ResponsiveImage>,
  file: string,
  dataFile: string,
): ResponsiveImage {
  const image = images.get(file);
  if (!image)
    throw new ContentError(`app/content/data/${dataFile}: "${file}" is not in app/content/images/.`);
  return image;
}

export function photosOf(
  images: ReadonlyMap<string, ResponsiveImage>,
  photos: readonly { file: string; alt: string }[],
  dataFile: string,
): Photo[] {
  return photos.map(({ file, alt }) => ({ image: imageOf(images, file, dataFile), alt }));
}
