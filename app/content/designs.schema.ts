/**
 * data/designs.json: the collection. Every design has a name and a page address of its own, a
 * section, a summary, and 1 to 4 photos, each a file in app/content/images/ with an alt text.
 * Every section has a design. The photos are looked up when `photoFiles` is given (catalogue.ts,
 * which finds them; designs.ts also loads where no photo can be looked up, in the browser tests).
 * A price is a whole number of naira, or absent ("Price on request"); a design's occasions are ids
 * of occasions.json.
 */
import * as v from "valibot";
import { occasions } from "./occasions";
import { at, fields, list, photo, text } from "./schema";
import { designSlug, slugPattern } from "./slug";

/** The collection page's sections, in the order the page shows them. */
export const designSections = ["bridal", "bespoke"] as const;

const occasionIds = occasions.map(({ id }) => id);

/** The first photo is the cover; the card cycles through the others, when there are others. */
const photoCount = { min: 1, max: 4 };

function design(photoFiles: ReadonlySet<string> | undefined) {
  return fields({
    name: v.pipe(
      text("the name", "give the design its name"),
      v.description(
        `As the card and the design's page show it. Its page address is made from it ("Iro and Buba" is /collection/iro-and-buba), so each design needs a name of its own.`,
      ),
    ),
    section: v.pipe(
      v.picklist(
        designSections,
        (issue) => `the section ${issue.received} must be one of ${designSections.join(", ")}.`,
      ),
      v.metadata({
        options: designSections.map((value) => ({
          label: value.charAt(0).toUpperCase() + value.slice(1),
          value,
        })),
      }),
    ),
    summary: v.pipe(
      text("the summary", "write one short line about the design"),
      v.title("One line about it"),
      v.description(
        `Shown under the name, for example "Ivory ball gown with an indigo adire-embroidered hem."`,
      ),
    ),
    price: v.optional(
      v.pipe(
        v.number("the price must be a whole number of naira, like 450000, with no ₦, commas or quotes."),
        v.integer(
          (issue) =>
            `the price ${String(issue.input)} must be a whole number of naira, like 450000, with no kobo.`,
        ),
        v.minValue(1, (issue) => `the price ${String(issue.input)} must be at least 1 naira.`),
        v.title("Starting price (naira)"),
        v.description(
          'What the design starts from, in naira, as a whole number with no ₦ or commas: 450000 shows as "from ₦450,000". Leave empty to show "Price on request".',
        ),
        v.metadata({ min: 1, step: 1000 }),
      ),
    ),
    priceIncludes: v.optional(
      v.pipe(
        text("what the price includes", "say what it includes, or remove the line"),
        v.title("What the price includes (optional)"),
        v.description(
          'A few words on the design\'s page, for example "fabric and three fittings" ("Includes fabric and three fittings.").',
        ),
      ),
    ),
    // Optional, so a new design is never held back for want of one.
    occasions: v.optional(
      v.pipe(
        list(
          v.picklist(
            occasionIds,
            (issue) =>
              `the occasion ${String(issue.received)} is not in occasions.json: use one of ${occasionIds.join(", ")}.`,
          ),
          "the occasions",
          { min: 0 },
        ),
        v.title("Occasions (optional)"),
        v.description("The occasions the design is made for, from the list in Occasions."),
        v.metadata({ options: occasions.map(({ id, label }) => ({ label, value: id })) }),
      ),
    ),
    photos: v.pipe(
      list(
        photo({
          files: photoFiles,
          fileHint: "A photo from your phone or computer, upright (4 by 5), at least 1200 pixels wide.",
          altHint: `What the photo shows, for people who cannot see it, in one sentence: the garment, its colour and fabric, and the view. For example "Ivory ball gown with an indigo adire-embroidered hem, full front view."`,
        }),
        "the photos",
        photoCount,
      ),
      v.description(
        "One to four photos. The first is the cover; the card shows the others in turn. Add more later if you like.",
      ),
      v.metadata({ label_singular: "photo", summary: "{{fields.alt}}", collapsed: false, ...photoCount }),
    ),
    // Set to the old address when renaming a design, so links already shared keep working.
    slug: v.optional(
      v.pipe(
        v.string("the slug must be text."),
        v.check(
          (slug) => slugPattern.test(slug),
          (issue) =>
            `the slug "${String(issue.input)}" must be lowercase letters, digits and dashes, like "adunni-gown".`,
        ),
        v.title("Kept address (only when renaming)"),
        v.description(
          "Leave empty. When you rename a design whose link has been shared, write its old address here (the end of /collection/…) so the old link keeps working.",
        ),
        v.metadata({
          pattern: ["^([a-z0-9]+(-[a-z0-9]+)*)?$", "Lowercase letters, digits and dashes only."],
        }),
      ),
    ),
  });
}

export function designsSchema(photoFiles?: ReadonlySet<string>) {
  return v.pipe(
    fields({
      designs: v.pipe(
        v.array(design(photoFiles), "designs must be a list."),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const designs = dataset.value;
          const names = new Map<string, number>();
          const slugs = new Map<string, number>();
          designs.forEach((entry, index) => {
            const name = entry.name.trim();
            const first = names.get(name.toLowerCase());
            if (first !== undefined)
              addIssue({
                message: `the name "${name}" is used twice: design ${first + 1} has it too. Give each design a name of its own.`,
                path: at(designs, index, "name"),
              });
            else names.set(name.toLowerCase(), index);
            const slug = designSlug(entry);
            if (!slugPattern.test(slug)) {
              if (entry.slug === undefined)
                addIssue({
                  message: `the name has no letters or digits to make its page address from: give the design a slug of lowercase letters, digits and dashes.`,
                  path: at(designs, index, "name"),
                });
              return;
            }
            const other = slugs.get(slug);
            if (other !== undefined)
              addIssue({
                message: `its page address /collection/${slug} is design ${other + 1}'s too: give one of them a slug of its own.`,
                path: at(designs, index),
              });
            else slugs.set(slug, index);
          });
          for (const section of designSections) {
            if (!designs.some((entry) => entry.section === section))
              addIssue({ message: `the ${section} section has no design: add one, or move one there.` });
          }
        }),
        // Every section has a design, so there are at least as many designs as sections. A new
        // design opens at the top of the list, unfolded, where the owner is looking.
        v.metadata({
          label_singular: "design",
          add_to_top: true,
          summary: "{{fields.name}}: {{fields.section}}",
          min: designSections.length,
        }),
      ),
    }),
    v.title("The collection"),
  );
}
