import { describe, expect, it } from "vitest";
import { directionsUrl, mapEmbedUrl } from "./maps";

const studio = { latitude: 7.14753, longitude: 3.36191 };

describe("map addresses", () => {
  it("opens directions to the coordinates in the visitor's maps app", () => {
    expect(directionsUrl(studio)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=7.14753%2C3.36191",
    );
  });

  it("embeds a map of the area around the coordinates with a marker on them", () => {
    const url = new URL(mapEmbedUrl(studio));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("marker")).toBe("7.14753,3.36191");
    const [west, south, east, north] = (url.searchParams.get("bbox") ?? "").split(",").map(Number);
    expect(west! < studio.longitude && studio.longitude < east!).toBe(true);
    expect(south! < studio.latitude && studio.latitude < north!).toBe(true);
  });
});
