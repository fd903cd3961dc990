/**
 * data/home.json: the home page. Its hero photos are files whose names start with "hero-" (only
 * those are bundled with the page); its featured designs are named by their page address. Both are
 * looked up when `heroFiles` and `designs` are given (home.ts gives them).
 */
import * as v from "valibot";
import {
  fields,
  list,
  noneTwice,
  paragraph,
  photo,
  rotator,
  searchDescription,
  searchTitle,
  text,
} from "./schema";
import { designSlug, slugFromName } from "./slug";

/**
 * The designs a page features, named by their page address: two or more, each a design of the
 * collection, none twice. A name written instead of its address gets the address suggested.
 */
function featuredDesigns(designs: readonly { name: string; slug?: string | undefined }[] | undefined) {
  const slugs = designs && new Set(designs.map(designSlug));
  return v.pipe(
    list(
      v.pipe(
        v.string("each featured design must be a design's page address, in quotes."),
        v.check(
          (slug) => slugs === undefined || slugs.has(slug),
          (issue) => {
            const slug = String(issue.input);
            const meant = slugFromName(slug);
            return slugs?.has(meant)
              ? `"${slug}": write the design's page address, "${meant}".`
              : `"${slug}" is not a design: use the page address (slug) of a design in designs.json, the end of its address /collection/<slug>.`;
          },
        ),
        v.title("Featured"),
      ),
      "the featured designs",
      rotator,
    ),
    noneTwice((slug) => `"${slug}" is featured twice.`),
    v.title("Featured designs"),
    v.description(
      "Page addresses of designs (the end of /collection/…), in the order the home page shows them.",
    ),
  );
}

export function homeSchema({
  heroFiles,
  designs,
}: {
  heroFiles?: ReadonlySet<string>;
  designs?: readonly { name: string; slug?: string | undefined }[];
} = {}) {
  return v.pipe(
    fields({
      title: searchTitle,
      description: searchDescription,
      hero: fields({
        eyebrow: text(),
        viewCollection: text(),
        inquiry: text(),
        photos: list(
          photo({
            files: heroFiles,
            which: `one of the home page's photos in app/content/images/ (their names start with "hero-")`,
          }),
          "the hero photos",
          rotator,
        ),
      }),
      pillars: fields({
        heading: text(),
        items: list(fields({ title: text(), text: paragraph(text()) }), "the pillars", { min: 1 }),
      }),
      designs: fields({
        heading: text(),
        intro: text(),
        cta: text(),
        featured: featuredDesigns(designs),
      }),
    }),
    v.title("Home page"),
  );
}
