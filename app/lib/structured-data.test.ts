import { describe, expect, it } from "vitest";
import { studio } from "~/content/studio";
import {
  breadcrumbProblems,
  creativeWorkProblems,
  localBusinessProblems,
} from "../../tests/support/structured-data-shapes";
import { siteUrl } from "./site";
import { breadcrumbStructuredData, designStructuredData, studioStructuredData } from "./structured-data";

/** The builders' output as the JSON a search engine reads (schema-dts types also allow plain text). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe("the studio for search engines", () => {
  const data = asJson(studioStructuredData(studio, { image: "/assets/hero-1.jpg" }));

  it("has every property Google documents for a local business, in the shape it asks for", () => {
    expect(localBusinessProblems(data)).toEqual([]);
  });

  it("takes the coordinates, the opening hours and the price range from the contact file", () => {
    expect(data).toMatchObject({
      geo: { latitude: studio.address.coordinates.latitude, longitude: studio.address.coordinates.longitude },
      priceRange: studio.priceRange,
      image: `${siteUrl}/assets/hero-1.jpg`,
    });
    expect(data.openingHoursSpecification).toEqual(
      studio.openingHours.map(({ days, opens, closes }) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map((day) => `https://schema.org/${day}`),
        opens,
        closes,
      })),
    );
  });

  it("is caught by the checks when a property is wrong", () => {
    const broken = {
      ...data,
      geo: { "@type": "GeoCoordinates", latitude: 7.1, longitude: 3.36191 },
      priceRange: "",
    };
    expect(localBusinessProblems(broken)).toEqual([
      "geo.latitude needs at least 5 decimal places",
      "priceRange must be a short text (under 100 characters)",
    ]);
  });
});

describe("breadcrumbs", () => {
  it("number the trail from the home page, each with its name and absolute address", () => {
    const data = asJson(
      breadcrumbStructuredData([
        { name: "Home", path: "/" },
        { name: "The Collection", path: "/collection" },
      ]),
    );
    expect(breadcrumbProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "The Collection", item: `${siteUrl}/collection` },
    ]);
  });

  it("a trail of one page is not a breadcrumb Google accepts", () => {
    expect(breadcrumbProblems(asJson(breadcrumbStructuredData([{ name: "Home", path: "/" }])))).toEqual([
      "itemListElement needs at least two ListItems",
    ]);
  });
});

describe("a design for search engines", () => {
  const data = asJson(
    designStructuredData({
      name: "Adunni",
      description: "Ivory ball gown.",
      path: "/collection/adunni",
      genre: "Bridal collection",
      images: ["/assets/adunni-1.jpg", "/assets/adunni-2.jpg"],
      studio,
    }),
  );

  it("is a creative work of the studio at its page's address, with every photo, and no price", () => {
    expect(creativeWorkProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      url: `${siteUrl}/collection/adunni`,
      image: [`${siteUrl}/assets/adunni-1.jpg`, `${siteUrl}/assets/adunni-2.jpg`],
      creator: { name: studio.name },
    });
  });

  it("is refused by the shape check when it names a price", () => {
    expect(creativeWorkProblems({ ...data, offers: { price: "250000" } })).toContain(
      "a design carries no price",
    );
  });
});
