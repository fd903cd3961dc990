import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { firstPagePhotos } from "~/lib/collection";

/**
 * The photos the collection page's cards rotate through, prerendered to /collection/photos.json.
 * Kept out of the page's HTML so the first screen arrives in the first round trip; its size is
 * bounded by the first page, however large the catalogue grows.
 */
export function loader() {
  return Response.json(firstPagePhotos(bridalDesigns, bespokeDesigns));
}
