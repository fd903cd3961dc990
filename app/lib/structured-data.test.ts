// The shapes Google documents are checked on the built pages (tests/build/structured-data.test.ts);
// here, that what they say comes from the studio's data.
import { expect, it } from "vitest";
import { studio } from "~/content/studio";
import { siteUrl } from "./site";
import { breadcrumbStructuredData, designStructuredData, studioStructuredData } from "./structured-data";

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

it("numbers a breadcrumb trail from the home page, each with its name and absolute address", () => {
  const data = asJson(
    breadcrumbStructuredData([
      { name: "Home", path: "/" },
      { name: "The Collection", path: "/collection" },
    ]),
  );
  expect(data.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
    { "@type": "ListItem", position: 2, name: "The Collection", item: `${siteUrl}/collection` },
  ]);
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
