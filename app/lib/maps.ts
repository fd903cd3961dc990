/** Map and directions addresses for a place, from its coordinates (app/content/data/studio.json, through app/content/studio.ts). */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Directions to the place in the visitor's maps app: Google's cross-platform Maps URL opens the
 * Google Maps app on Android and on iOS when it is installed, and the maps website anywhere else.
 */
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  const url = new URL("https://www.google.com/maps/dir/");
  url.searchParams.set("api", "1");
  url.searchParams.set("destination", `${latitude},${longitude}`);
  return url.href;
}

/** OpenStreetMap's embeddable map of the area (about 1.5 km across), with a marker on the place. */
export function mapEmbedUrl({ latitude, longitude }: Coordinates, span = 0.008): string {
  const box = [longitude - span * 1.25, latitude - span, longitude + span * 1.25, latitude + span];
  const url = new URL("https://www.openstreetmap.org/export/embed.html");
  url.searchParams.set("bbox", box.map((value) => value.toFixed(4)).join(","));
  url.searchParams.set("layer", "mapnik");
  url.searchParams.set("marker", `${latitude},${longitude}`);
  return url.href;
}
