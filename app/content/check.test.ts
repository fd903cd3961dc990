import { describe, expect, it } from "vitest";
import { expectDesigns, expectNavigation, expectPhotos, expectText } from "./check";
import type { Design, Photo } from "./types";

const photo = (alt: string): Photo => ({
  image: { sources: { avif: "a.avif 360w", webp: "a.webp 360w" }, img: { src: "a.webp", w: 360, h: 450 } },
  alt,
});

describe("content checks run at build time", () => {
  it("name the file and the count when a list is the wrong length", () => {
    expect(() => expectPhotos("home.ts", "hero photos", [photo("Gown")], 7)).toThrow(
      "app/content/home.ts: hero photos must have 7 entries, found 1.",
    );
  });

  it("refuse a photo without alt text", () => {
    expect(() => expectPhotos("home.ts", "hero photos", [photo("Gown"), photo("  ")], 2)).toThrow(
      "app/content/home.ts: hero photos, photo 2 has no alt text",
    );
  });

  it("require 3 or 4 photos per design", () => {
    const design: Design = { slug: "adunni", name: "Adunni", summary: "", photos: [photo("a"), photo("b")] };
    expect(() => expectDesigns("designs.ts", "bridal designs", [design], 1)).toThrow(
      'app/content/designs.ts: bridal designs, "Adunni" photos must have 3 to 4 entries, found 2.',
    );
  });

  it("refuse empty slogans", () => {
    expect(() => expectText("about-copy.ts", "slogans", ["One", ""], 2)).toThrow("slogans, entry 2 is empty");
  });

  it("accept content that is complete", () => {
    const design: Design = {
      slug: "a",
      name: "A",
      summary: "",
      photos: [photo("a"), photo("b"), photo("c")],
    };
    expect(() => expectDesigns("designs.ts", "designs", [design], 1)).not.toThrow();
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
});
