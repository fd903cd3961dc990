import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { forCards } from "~/lib/card-photos";
import { firstPagePhotos } from "~/lib/collection";

// Kept out of the page's HTML so the first screen arrives in the first round trip.
export function loader() {
  return Response.json(firstPagePhotos(bridalDesigns.map(forCards), bespokeDesigns.map(forCards)));
}
