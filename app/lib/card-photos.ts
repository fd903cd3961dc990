import type { Photo } from "~/content/types";

/**
 * The widest file a collection card offers. A card is at most 24rem wide: 720 px covers it on any
 * phone and all but fills it at twice the pixels on a computer, and every larger file named in the
 * page (its markup and its data, in hashed names that do not compress) would push the collection's
 * HTML out of the first round trip. The design's own page has every size.
 */
const cardPhotoWidth = 720;

function upToCardWidth(srcset: string): string {
  const candidates = srcset.split(",").map((candidate) => candidate.trim());
  const fitting = candidates.filter(
    (candidate) => Number.parseInt(candidate.split(/\s+/)[1] ?? "", 10) <= cardPhotoWidth,
  );
  return (fitting.length > 0 ? fitting : candidates.slice(0, 1)).join(", ");
}

function cardPhoto({ image, alt }: Photo): Photo {
  const webp = upToCardWidth(image.sources.webp);
  const src = webp.split(", ").at(-1)?.split(/\s+/)[0] ?? image.img.src;
  return {
    alt,
    image: { sources: { avif: upToCardWidth(image.sources.avif), webp }, img: { ...image.img, src } },
  };
}

export function forCards<T extends { photos: readonly Photo[] }>(design: T): T {
  return { ...design, photos: design.photos.map(cardPhoto) };
}
