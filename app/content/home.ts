/**
 * The home page, from data/home.json. The studio's name and tagline come from studio.ts. The hero
 * photos are files in images/ whose names start with "hero-": only those are globbed, so the page's
 * script carries no other photo.
 */
import data from "./data/home.json" with { type: "json" };
import { designs } from "./designs";
import { imagesByFile, photosOf } from "./photos";
import { checkData, homeSchema } from "./schema";
import type { ResponsiveImage } from "./types";

const heroImages = imagesByFile(
  import.meta.glob<ResponsiveImage>("./images/hero-*.{jpg,jpeg,png}", {
    query: "?responsive",
    import: "default",
    eager: true,
  }),
);

if (import.meta.env.SSR) {
  checkData("home.json", homeSchema({ heroFiles: new Set(heroImages.keys()), designs }), data);
}

export const homePage = {
  ...data,
  hero: {
    ...data.hero,
    /** The first photo is the one every visitor sees first: choose the strongest. */
    photos: photosOf(heroImages, data.hero.photos, "home.json"),
  },
  designs: {
    /** The strip's element id, which links to it use. */
    id: "our-designs",
    ...data.designs,
  },
};
