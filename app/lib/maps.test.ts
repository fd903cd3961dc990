import { expect, it } from "vitest";
import { directionsUrl, mapEmbedUrl } from "./maps";

const studio = { latitude: 7.14753, longitude: 3.36191 };

it("opens directions to the coordinates, and embeds a map around them with a marker on them", () => {
  expect(directionsUrl(studio)).toBe("https://www.google.com/maps/dir/?api=1&destination=7.14753%2C3.36191");
  const url = new URL(mapEmbedUrl(studio));
  expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(url.searchParams.get("marker")).toBe("7.14753,3.36191");
  const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
  expect([
    west! < studio.longitude,
    studio.longitude < east!,
    south! < studio.latitude,
    studio.latitude < north!,
  ]).toEqual([true, true, true, true]);
});
