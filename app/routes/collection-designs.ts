import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { forCards } from "~/lib/card-photos";
import { withAllPhotos, type CollectionDesigns } from "~/lib/collection";

// Fetched only when a visitor asks to see more than the first page.
export function loader() {
  return Response.json({
    bridal: bridalDesigns.map(forCards).map(withAllPhotos),
    bespoke: bespokeDesigns.map(forCards).map(withAllPhotos),
  } satisfies CollectionDesigns);
}
