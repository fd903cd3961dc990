/**
 * Every design's page address, name, section and starting price, without its photos: light enough
 * for the build's page list, the sitemap, the share previews and the forms' "which design?" lookup.
 */
import { formatNaira } from "../lib/naira";
import { designPath } from "../lib/paths";
import { designs } from "./designs";
import { designSlug } from "./slug";

export const designIndex = designs.map((design) => ({
  slug: designSlug(design),
  name: design.name,
  section: design.section,
  // Written out here too, so the order form needs no number formatting of its own.
  ...(design.price === undefined ? {} : { price: design.price, priceText: formatNaira(design.price) }),
}));

export type DesignSummary = (typeof designIndex)[number];

/** Every design page the build prerenders and the sitemap lists. */
export const designPagePaths: readonly string[] = designIndex.map((design) => designPath(design.slug));
