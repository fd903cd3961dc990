import type { Design } from "~/content/types";

/**
 * How many designs of a section the collection page carries in its HTML. The rest of a large
 * catalogue loads only when asked for, so the page weighs about the same with 17 designs or 170.
 */
export const designsPerFirstPage = 12;

export interface CollectionSection {
  /** The designs in the page's HTML. */
  designs: Design[];
  /** How many designs the section has in all. */
  total: number;
}

export function firstPage(designs: readonly Design[]): CollectionSection {
  return { designs: designs.slice(0, designsPerFirstPage), total: designs.length };
}

export interface CollectionDesigns {
  bridal: Design[];
  bespoke: Design[];
}

/** Reads the prerendered file with every design; throws when it cannot be had. */
export async function fetchAllDesigns(url: string, signal?: AbortSignal): Promise<CollectionDesigns> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The designs file answered ${response.status}.`);
  return (await response.json()) as CollectionDesigns;
}
