import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { withAllPhotos, type CollectionDesigns } from "~/lib/collection";

/**
 * Every design of the collection as JSON, prerendered to /collection/designs.json at build time.
 * The collection page fetches it only when a visitor asks to see more than the first page.
 */
export function loader() {
  return Response.json({
    bridal: bridalDesigns.map(withAllPhotos),
    bespoke: bespokeDesigns.map(withAllPhotos),
  } satisfies CollectionDesigns);
}
