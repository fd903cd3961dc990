import { describe, expect, it } from "vitest";
import {
  expectCoordinates,
  expectDesigns,
  expectFeaturedDesigns,
  expectFilledIn,
  expectMeasurements,
  expectNavigation,
  expectOpeningHours,
  expectPhotos,
  expectText,
} from "./check";
import { measurementCopy } from "./measurement-copy";
import { orderMeasurements } from "./measurements";
import type { DesignEntry, Photo } from "./types";

const photo = (alt: string): Photo => ({
  image: { sources: { avif: "a.avif 360w", webp: "a.webp 360w" }, img: { src: "a.webp", w: 360, h: 450 } },
  alt,
});

describe("content checks run at build time", () => {
  const files = new Set(["a-1.jpg", "a-2.jpg", "a-3.jpg", "b-1.jpg", "b-2.jpg", "b-3.jpg"]);
  const design = (changes: Partial<DesignEntry> = {}): DesignEntry => ({
    name: "Adunni",
    section: "bridal",
    summary: "Ivory ball gown.",
    photos: [1, 2, 3].map((n) => ({ file: `a-${n}.jpg`, alt: `Photo ${n}` })),
    ...changes,
  });
  const bespoke = design({
    name: "Iro and Buba",
    section: "bespoke",
    photos: [1, 2, 3].map((n) => ({ file: `b-${n}.jpg`, alt: `Photo ${n}` })),
  });

  it("accept a rotator of any length from two, and name the file when it has fewer", () => {
    const many = Array.from({ length: 23 }, (_, index) => photo(`Gown ${index + 1}`));
    expect(() => expectPhotos("home.ts", "hero photos", many)).not.toThrow();
    expect(() => expectPhotos("home.ts", "hero photos", [photo("Gown")])).toThrow(
      "app/content/home.ts: hero photos must have at least 2 entries, found 1.",
    );
  });

  it("refuse a photo without alt text", () => {
    expect(() => expectPhotos("home.ts", "hero photos", [photo("Gown"), photo("  ")])).toThrow(
      "app/content/home.ts: hero photos, photo 2 has no alt text",
    );
  });

  it("refuse empty slogans", () => {
    expect(() => expectText("about-copy.ts", "slogans", ["One", ""])).toThrow("slogans, entry 2 is empty");
  });

  it("accept a catalogue of any size whose designs are complete", () => {
    expect(() => expectDesigns("designs.ts", [design(), bespoke], files)).not.toThrow();
    const grown = Array.from({ length: 30 }, (_, index) => design({ name: `Design ${index}` }));
    expect(() => expectDesigns("designs.ts", [...grown, bespoke], files)).not.toThrow();
  });

  it("require 3 or 4 photos per design, each with an alt text", () => {
    const two = design({ photos: design().photos.slice(0, 2) });
    expect(() => expectDesigns("designs.ts", [two, bespoke], files)).toThrow(
      'app/content/designs.ts: "Adunni" photos must have 3 to 4 entries, found 2.',
    );
    const undescribed = design({ photos: [...design().photos.slice(0, 2), { file: "a-3.jpg", alt: " " }] });
    expect(() => expectDesigns("designs.ts", [undescribed, bespoke], files)).toThrow(
      '"Adunni", photo 3 has no alt text',
    );
  });

  it("name the photo file that is missing", () => {
    const missing = design({ photos: [...design().photos.slice(0, 2), { file: "a-9.jpg", alt: "Back" }] });
    expect(() => expectDesigns("designs.ts", [missing, bespoke], files)).toThrow(
      'app/content/designs.ts: "Adunni" names the photo "a-9.jpg", which is not in app/content/images/.',
    );
  });

  it("refuse a name or a slug used twice, whatever the case of the name", () => {
    const again = design({ slug: "adunni-2", name: "ADUNNI" });
    expect(() => expectDesigns("designs.ts", [design(), again, bespoke], files)).toThrow(
      'the name "ADUNNI" is used twice.',
    );
    const sameSlug = design({ name: "Adunni Two", slug: "adunni" });
    expect(() => expectDesigns("designs.ts", [design(), sameSlug, bespoke], files)).toThrow(
      '"Adunni Two": its page address /collection/adunni is another design\'s too',
    );
    const sameAddress = design({ name: "Adúnni!" });
    expect(() => expectDesigns("designs.ts", [design(), sameAddress, bespoke], files)).toThrow(
      '"Adúnni!": its page address /collection/adunni is another design\'s too',
    );
    expect(() => expectDesigns("designs.ts", [design({ slug: "Adunni Gown" }), bespoke], files)).toThrow(
      'slug "Adunni Gown" must be lowercase letters, digits and dashes.',
    );
    expect(() => expectDesigns("designs.ts", [design({ name: "★★★" }), bespoke], files)).toThrow(
      '"★★★" has no letters or digits to make its page address from',
    );
  });

  it("refuse a design without a name, a summary or a known section, and a section without designs", () => {
    expect(() => expectDesigns("designs.ts", [design({ name: " " }), bespoke], files)).toThrow(
      "design 1 has no name.",
    );
    expect(() => expectDesigns("designs.ts", [design({ summary: "" }), bespoke], files)).toThrow(
      '"Adunni" has no summary.',
    );
    const unknown = { ...design(), section: "evening" } as unknown as DesignEntry;
    expect(() => expectDesigns("designs.ts", [unknown, bespoke], files)).toThrow(
      'section "evening" must be one of bridal, bespoke.',
    );
    expect(() => expectDesigns("designs.ts", [design()], files)).toThrow(
      "app/content/designs.ts: the bespoke section has no design.",
    );
  });

  it("accept featured designs named by their page address, and name the file when one is not a design", () => {
    const collection = [design(), bespoke, design({ name: "Ìfẹ́ Gown", slug: "ife" })];
    const featured = (slugs: string[]) => () =>
      expectFeaturedDesigns("home.ts", "Our Designs (featured)", slugs, collection);
    expect(featured(["adunni", "iro-and-buba", "ife"])).not.toThrow();
    expect(featured(["adunni", "abeni"])).toThrow(
      'app/content/home.ts: Our Designs (featured) names "abeni", which is not a design: use the page address (slug) of a design in designs.ts',
    );
    // A slug set in designs.ts is the address: the one its name would give is not.
    expect(featured(["adunni", "ife-gown"])).toThrow('names "ife-gown", which is not a design');
  });

  it("suggest the page address when a featured design is written as its name", () => {
    expect(() =>
      expectFeaturedDesigns(
        "home.ts",
        "Our Designs (featured)",
        ["adunni", "Iro and Buba"],
        [design(), bespoke],
      ),
    ).toThrow(
      'app/content/home.ts: Our Designs (featured) names "Iro and Buba": write the design\'s page address, "iro-and-buba".',
    );
  });

  it("refuse a design featured twice, and fewer than two", () => {
    const collection = [design(), bespoke];
    expect(() =>
      expectFeaturedDesigns("home.ts", "Our Designs (featured)", ["adunni", "adunni"], collection),
    ).toThrow('Our Designs (featured) names "adunni" twice.');
    expect(() => expectFeaturedDesigns("home.ts", "Our Designs (featured)", ["adunni"], collection)).toThrow(
      "app/content/home.ts: Our Designs (featured) must have at least 2 entries, found 1.",
    );
  });

  it("refuse navigation that leads nowhere, twice to one page, or to a tab bar with no room", () => {
    const pages = ["/", "/about", "/order"];
    const home = { label: "Home", href: "/", tab: { label: "Home", icon: "home" as const } };
    const about = { label: "About", href: "/about", tab: { label: "About", icon: "about" as const } };
    expect(() => expectNavigation("navigation.ts", [home, about], pages)).not.toThrow();
    expect(() => expectNavigation("navigation.ts", [home, { label: "Blog", href: "/blog" }], pages)).toThrow(
      'app/content/navigation.ts: "Blog" links to /blog, which is not a page of the site.',
    );
    expect(() =>
      expectNavigation("navigation.ts", [home, about, { label: "Start", href: "/" }], pages),
    ).toThrow("/ is in the navigation twice.");
    expect(() =>
      expectNavigation("navigation.ts", [home, about, { id: "Shop Now", label: "Shop", pages: [] }], pages),
    ).toThrow('group id "Shop Now" must be lowercase-with-dashes.');
    expect(() => expectNavigation("navigation.ts", [home], pages)).toThrow(
      "the tab bar must have 2 to 5 entries, found 1.",
    );
  });

  it("refuse opening hours a person or a search engine would misread", () => {
    const week = { days: ["Monday", "Saturday"], opens: "09:00", closes: "18:00" };
    expect(() => expectOpeningHours("studio.ts", [week])).not.toThrow();
    expect(() => expectOpeningHours("studio.ts", [{ ...week, days: ["Mon"] }])).toThrow(
      'app/content/studio.ts: "Mon" is not a day of the week (write it in full, e.g. "Monday").',
    );
    expect(() => expectOpeningHours("studio.ts", [{ ...week, opens: "9am" }])).toThrow(
      '"9am" is not a time like "09:00" or "18:00".',
    );
    expect(() => expectOpeningHours("studio.ts", [{ ...week, opens: "18:00", closes: "09:00" }])).toThrow(
      "the studio opens at 18:00 but closes at 09:00.",
    );
  });

  it("refuse coordinates that are not on Earth, as when latitude and longitude are swapped far north", () => {
    expect(() => expectCoordinates("studio.ts", { latitude: 7.14753, longitude: 3.36191 })).not.toThrow();
    expect(() => expectCoordinates("studio.ts", { latitude: 120, longitude: 7 })).toThrow(/not on Earth/);
  });

  describe("of the order form's measurements", () => {
    const drawings = new Set(
      Object.values(orderMeasurements.definitions).map((definition) => definition.drawing),
    );
    const outfitTypes = ["bridal", "non-bridal", "custom", "event", "casual", "menswear"];
    const bust = { label: "Bust", hint: "Around the fullest part.", min: 65, max: 160, drawing: "bust.svg" };
    const check = (
      changes: Partial<Parameters<typeof expectMeasurements>[1]> = {},
      types: readonly string[] = outfitTypes,
    ) =>
      expectMeasurements(
        "measurements.ts",
        { definitions: { bust }, lists: { bridal: ["bust"] }, ...changes },
        drawings,
        types,
      );

    it("accept the studio's measurements, and an outfit type without a list", () => {
      expect(() =>
        expectMeasurements("measurements.ts", orderMeasurements, drawings, outfitTypes),
      ).not.toThrow();
      expect(() => check()).not.toThrow();
    });

    it("refuse a measurement without words, a range the wrong way round, or a missing drawing", () => {
      expect(() => check({ definitions: { bust: { ...bust, label: " " } } })).toThrow(
        'app/content/measurements.ts: the measurement "bust" has no label.',
      );
      expect(() => check({ definitions: { bust: { ...bust, hint: "" } } })).toThrow(
        'the measurement "bust" has no hint: say in one line how to measure it.',
      );
      expect(() => check({ definitions: { bust: { ...bust, min: 160, max: 65 } } })).toThrow(
        'the measurement "bust": its range 160–65 cm must go from a smaller number above 0 to a larger one.',
      );
      expect(() => check({ definitions: { bust: { ...bust, drawing: "bust.png" } } })).toThrow(
        'the measurement "bust" names the drawing "bust.png", which is not in public/measure-drawings/.',
      );
      expect(() => check({ definitions: { "Bust line": bust }, lists: {} })).toThrow(
        'the measurement "Bust line": its id must be lowercase letters, digits and dashes',
      );
    });

    it("refuse a list for an outfit type the form does not offer, or naming a measurement that does not exist", () => {
      expect(() => check({ lists: { menswaer: ["bust"] } })).toThrow(
        'there is a list for "menswaer", which is not an outfit type of the order form (app/content/order-form.ts has bridal, non-bridal, custom, event, casual, menswear).',
      );
      expect(() => check({ lists: { bridal: ["bust", "waist"] } })).toThrow(
        'the list for "bridal" names "waist", which is not a measurement: use one of bust.',
      );
      expect(() => check({ lists: { bridal: ["bust", "bust"] } })).toThrow(
        'the list for "bridal" names "bust" twice.',
      );
      expect(() => check({ lists: { bridal: [] } })).toThrow('the list for "bridal" is empty');
    });

    it("refuse more outfit types than the form's measurements can follow", () => {
      const many = Array.from({ length: 13 }, (_, index) => `type-${index + 1}`);
      expect(() => check({ lists: {} }, many)).toThrow(
        "app/content/order-form.ts: the order form has 13 outfit types; its measurements can follow at most 12",
      );
    });
  });

  it("refuse an empty line anywhere in a block of copy, naming where", () => {
    expect(() => expectFilledIn("measurement-copy.ts", measurementCopy)).not.toThrow();
    const emptied = { ...measurementCopy, saved: { ...measurementCopy.saved, forget: " " } };
    expect(() => expectFilledIn("measurement-copy.ts", emptied)).toThrow(
      'app/content/measurement-copy.ts: "saved.forget" is empty.',
    );
  });
});
