/**
 * The designs of data/designs.json with their photos found by file name, ready for the collection
 * page. Only the collection's build-time loaders import this, so no photo list reaches the page's script.
 */
import designPageData from "./data/design-page.json" with { type: "json" };
import data from "./data/designs.json" with { type: "json" };
import { designs } from "./designs";
import { imageOf, imagesByFile } from "./photos";
import { checkData, designPageSchema, designsSchema } from "./schema";
import { designSlug } from "./slug";
import {
  type Design,
  type DesignEntry,
  type DesignSection,
  type ResponsiveImage,
  designSections,
} from "./types";

// Every photo in images/, by file name: an entry names its photos, so adding one needs no import.
const images = imagesByFile(
  import.meta.glob<ResponsiveImage>("./images/*.{jpg,jpeg,png}", {
    query: "?responsive",
    import: "default",
    eager: true,
  }),
);

if (import.meta.env.SSR) {
  checkData("designs.json", designsSchema(new Set(images.keys())), data);
  // The words of the design pages, which design-page.ts hands on unchecked.
  checkData("design-page.json", designPageSchema, designPageData);
}

// The same fields in the same order as the page has always had them: its HTML and data files keep their bytes.
function withImages(entry: DesignEntry): Design {
  const { name, summary, photos } = entry;
  return {
    slug: designSlug(entry),
    name,
    summary,
    photos: photos.map(({ file, alt }) => ({ image: imageOf(images, file, "designs.json"), alt })),
  };
}

function designsIn(section: DesignSection): Design[] {
  return designs.filter((design) => design.section === section).map(withImages);
}

export const bridalDesigns = designsIn("bridal");
export const bespokeDesigns = designsIn("bespoke");

/** Every design with its section, in the collection page's order: what the design pages are made from. */
export const catalogue: readonly (Design & { section: DesignSection })[] = designSections.flatMap((section) =>
  designsIn(section).map((design) => ({ ...design, section })),
);
