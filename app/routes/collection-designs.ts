import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { withAllPhotos, type CollectionDesigns } from "~/lib/collection";

// Fetched only when a visitor asks to see more than the first page.
export function loader() {
  return Response.json({
    bridal: bridalDesigns.map(withAllPhotos),
    bespoke: bespokeDesigns.map(withAllPhotos),
  } satisfies CollectionDesigns);
}
