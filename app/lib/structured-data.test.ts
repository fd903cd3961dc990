// That the structured data comes from the studio's data; its shapes: tests/build/structured-data.test.ts.
import { expect, it } from "vitest";
import { studio } from "~/content/studio";
import { siteUrl } from "./site";
import { designStructuredData, studioStructuredData } from "./structured-data";

/** The builders' output as the JSON a search engine reads (schema-dts types also allow plain text). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

it("describes the studio with the coordinates, the opening hours and the price range of the contact file", () => {
  const data = asJson(studioStructuredData(studio, { image: "/assets/hero-1.jpg" }));
  const { latitude, longitude } = studio.address.coordinates;
  expect(data).toMatchObject({ geo: { latitude, longitude }, priceRange: studio.priceRange });
  expect(data.image).toBe(`${siteUrl}/assets/hero-1.jpg`);
  expect(data.openingHoursSpecification).toEqual(
    studio.openingHours.map(({ days, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map((day) => `https://schema.org/${day}`),
      opens,
      closes,
    })),
  );
});

it("describes a design as a creative work of the studio at its page's address, with every photo", () => {
  const images = ["/assets/adunni-1.jpg", "/assets/adunni-2.jpg"];
  const design = {
    name: "Adunni",
    description: "Ivory ball gown.",
    path: "/collection/adunni",
    genre: "Bridal",
  };
  expect(asJson(designStructuredData({ ...design, images, studio }))).toMatchObject({
    url: `${siteUrl}/collection/adunni`,
    image: images.map((image) => `${siteUrl}${image}`),
    creator: { name: studio.name },
  });
});
