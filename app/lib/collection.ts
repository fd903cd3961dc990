import type { Design } from "~/content/catalogue";
import type { Photo } from "~/content/types";

// The rest loads only when asked for, so the page weighs the same with 17 designs or 170.
export const designsPerFirstPage = 12;

export interface CardDesign extends Design {
  photoCount: number;
}

export interface CollectionSection {
  designs: CardDesign[];
  total: number;
}

export interface CollectionDesigns {
  bridal: CardDesign[];
  bespoke: CardDesign[];
}

export type PhotosBySlug = Record<string, Photo[]>;

export function withAllPhotos(design: Design): CardDesign {
  return { ...design, photoCount: design.photos.length };
}

export function coverOnly(design: Design): CardDesign {
  return { ...design, photos: design.photos.slice(0, 1), photoCount: design.photos.length };
}

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

// One request shared by every card on the page.
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

export function fetchAllDesigns(url: string): Promise<CollectionDesigns> {
  return getJson<CollectionDesigns>(url);
}
