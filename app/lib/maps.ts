export interface Coordinates {
  latitude: number;
  longitude: number;
}

// Google's cross-platform Maps URL opens the Maps app where installed, the website elsewhere.
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  const url = new URL("https://www.google.com/maps/dir/");
  url.searchParams.set("api", "1");
  url.searchParams.set("destination", `${latitude},${longitude}`);
  return url.href;
}

// The default span shows about 1.5 km across.
export function mapEmbedUrl({ latitude, longitude }: Coordinates, span = 0.008): string {
  const box = [longitude - span * 1.25, latitude - span, longitude + span * 1.25, latitude + span];
  const url = new URL("https://www.openstreetmap.org/export/embed.html");
  url.searchParams.set("bbox", box.map((value) => value.toFixed(4)).join(","));
  url.searchParams.set("layer", "mapnik");
  url.searchParams.set("marker", `${latitude},${longitude}`);
  return url.href;
}
