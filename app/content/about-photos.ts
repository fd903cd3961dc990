/**
 * The About page's carousel: photos of the studio and its craft, the `photos` of data/about.json.
 * They are files in images/ whose names start with "about-": only those are globbed, so the page's
 * script carries no other photo.
 */
import { aboutSchema } from "./about.schema";
import data from "./data/about.json" with { type: "json" };
import { imagesByFile, photosOf } from "./photos";
import { checkData } from "./schema";
import type { ResponsiveImage } from "./types";

const images = imagesByFile(
  import.meta.glob<ResponsiveImage>("./images/about-*.{jpg,jpeg,png}", {
    query: "?responsive",
    import: "default",
    eager: true,
  }),
);

const { photos } = checkData("about.json", aboutSchema(new Set(images.keys())), data);

export const aboutPhotos = photosOf(images, photos, "about.json");
