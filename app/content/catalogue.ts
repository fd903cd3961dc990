/**
 * The designs of data/designs.json with their photos found by file name, ready for the collection
 * page. Only the collection's build-time loaders import this, so no photo list reaches the page's script.
 */
import data from "./data/designs.json" with { type: "json" };
import type { DesignEntry } from "./designs";
import { designSections, designsSchema } from "./designs.schema";
import { imageOf, imagesByFile } from "./photos";
import { checkData } from "./schema";
import { designSlug } from "./slug";
import type { ResponsiveImage } from "./types";

// Every photo in images/, by file name: an entry names its photos, so adding one needs no import.
const images = imagesByFile(
  import.meta.glob<ResponsiveImage>("./images/*.{jpg,jpeg,png}", {
    query: "?responsive",
    import: "default",
    eager: true,
  }),
);

// designs.ts checks the file too, but only here are the photos at hand to look up.
const { designs } = checkData("designs.json", designsSchema(new Set(images.keys())), data);

// What a card shows: no more, as every card's fields travel in the page's data too.
function withImages(entry: DesignEntry) {
  const { name, summary, price, photos } = entry;
  return {
    slug: designSlug(entry),
    name,
    summary,
    ...(price === undefined ? {} : { price }),
    photos: photos.map(({ file, alt }) => ({ image: imageOf(images, file, "designs.json"), alt })),
  };
}

/** A design as the collection page gets it: its photos turned into responsive images. */
export type Design = ReturnType<typeof withImages>;

function designsIn(section: DesignEntry["section"]): Design[] {
  return designs.filter((design) => design.section === section).map(withImages);
}

export const bridalDesigns = designsIn("bridal");
export const bespokeDesigns = designsIn("bespoke");

/** Every design with its section, in the collection page's order: what the design pages are made from. */
export const catalogue: readonly (Design & Pick<DesignEntry, "section" | "priceIncludes">)[] =
  designSections.flatMap((section) =>
    designs
      .filter((design) => design.section === section)
      .map((entry) => ({
        ...withImages(entry),
        section,
        ...(entry.priceIncludes === undefined ? {} : { priceIncludes: entry.priceIncludes }),
      })),
  );
