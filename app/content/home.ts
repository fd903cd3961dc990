/**
 * The home page, from data/home.json. The studio's name and tagline come from studio.ts. The hero
 * photos are files in images/ whose names start with "hero-": only those are globbed, so the page's
 * script carries no other photo.
 */
import json from "./data/home.json" with { type: "json" };
import { designs } from "./designs";
import { homeSchema } from "./home.schema";
import { imagesByFile, photosOf } from "./photos";
import { checkData } from "./schema";
import type { ResponsiveImage } from "./types";

const heroImages = imagesByFile(
  import.meta.glob<ResponsiveImage>("./images/hero-*.{jpg,jpeg,png}", {
    query: "?responsive",
    import: "default",
    eager: true,
  }),
);

const data = checkData("home.json", homeSchema({ heroFiles: new Set(heroImages.keys()), designs }), json);

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
