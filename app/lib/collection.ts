import type { Design, Photo } from "~/content/types";

/**
 * How many designs of a section the collection page carries in its HTML. The rest of a large
 * catalogue loads only when asked for, so the page weighs about the same with 17 designs or 170.
 */
export const designsPerFirstPage = 12;

/** A design as a card knows it: the photos it has so far, and how many there are in all. */
export interface CardDesign extends Design {
  photoCount: number;
}

export interface CollectionSection {
  /** The designs in the page's HTML, each with only its cover photo. */
  designs: CardDesign[];
  /** How many designs the section has in all. */
  total: number;
}

export interface CollectionDesigns {
  bridal: CardDesign[];
  bespoke: CardDesign[];
}

/** Every photo of the first page's designs, by slug: what their cards rotate through. */
export type PhotosBySlug = Record<string, Photo[]>;

export function withAllPhotos(design: Design): CardDesign {
  return { ...design, photoCount: design.photos.length };
}

export function coverOnly(design: Design): CardDesign {
  return { ...design, photos: design.photos.slice(0, 1), photoCount: design.photos.length };
}

/** The first page of a section, covers only: the rest of each card's photos come later. */
export function firstPage(designs: readonly Design[]): CollectionSection {
  return { designs: designs.slice(0, designsPerFirstPage).map(coverOnly), total: designs.length };
}

export function firstPagePhotos(...sections: (readonly Design[])[]): PhotosBySlug {
  return Object.fromEntries(
    sections.flatMap((designs) =>
      designs.slice(0, designsPerFirstPage).map((design) => [design.slug, design.photos]),
    ),
  );
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

const photosRequests = new Map<string, Promise<PhotosBySlug>>();

/** The first page's photos, fetched once for every card on the page. */
export function loadFirstPagePhotos(url: string): Promise<PhotosBySlug> {
  const pending = photosRequests.get(url);
  if (pending) return pending;
  const request = getJson<PhotosBySlug>(url).catch((error: unknown) => {
    photosRequests.delete(url); // Let a later card try again.
    throw error;
  });
  photosRequests.set(url, request);
  return request;
}

/** Every design with every photo; fetched only when the visitor asks to see the whole section. */
export function fetchAllDesigns(url: string): Promise<CollectionDesigns> {
  return getJson<CollectionDesigns>(url);
}
