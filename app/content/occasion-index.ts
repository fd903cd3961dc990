/**
 * Each occasion of occasions.json with the designs that name it in designs.json, in the collection
 * page's order: its Occasion links' counts, the build's page list and the sitemap. An occasion no
 * design names gets no link and no page.
 */
import { occasionPath } from "../lib/paths";
import { designs } from "./designs";
import { occasions } from "./occasions";
import { designSlug } from "./slug";

const withDesigns = occasions.map((occasion) => ({
  ...occasion,
  slugs: designs.filter((design) => (design.occasions ?? []).includes(occasion.id)).map(designSlug),
}));

export const occasionIndex = withDesigns.filter((occasion) => occasion.slugs.length > 0);

/** Every occasion page the build prerenders and the sitemap lists. */
export const occasionPagePaths: readonly string[] = occasionIndex.map((occasion) =>
  occasionPath(occasion.id),
);

/**
 * The numbers of the collection's Occasion links: every design's, and each occasion's in the order
 * of occasions.json. Only numbers, as the page's script has the names already.
 */
export const occasionCounts = {
  all: designs.length,
  each: withDesigns.map((occasion) => occasion.slugs.length),
};
