/**
 * data/occasions.json: the occasions a design is made for (designs.json names a design's by id),
 * and the words of the collection's Occasion links and of each occasion's page.
 */
import * as v from "valibot";
import { fields, list, paragraph, text, textWith } from "./schema";
import { slugPattern } from "./slug";

const occasion = fields({
  id: v.pipe(
    v.string("the id must be text."),
    v.check(
      (id) => slugPattern.test(id),
      (issue) =>
        `the id "${String(issue.input)}" must be lowercase letters, digits and dashes, like "white-wedding".`,
    ),
    v.title("Address"),
    v.description(
      "What designs.json names the occasion by. Lowercase letters, digits and dashes. Change it in the designs too.",
    ),
    v.metadata({ pattern: [slugPattern.source, "Lowercase letters, digits and dashes only."] }),
  ),
  label: v.pipe(
    text(),
    v.title("Name"),
    v.description('As the links and headings show it, like "Owambe and parties".'),
  ),
});

export const occasionsSchema = v.pipe(
  fields({
    heading: v.pipe(text(), v.title("Name of the occasion links")),
    all: v.pipe(text(), v.title("Link to every design")),
    pageHeading: v.pipe(textWith("occasion"), v.title("Heading of an occasion's page")),
    pageTitle: v.pipe(textWith("occasion"), v.title("Title of an occasion's page in search results")),
    pageDescription: v.pipe(
      paragraph(textWith("occasion")),
      v.title("Description of an occasion's page in search results"),
    ),
    back: v.pipe(text(), v.title("Link back to the full collection")),
    occasions: v.pipe(
      list(occasion, "the occasions", { min: 1 }),
      v.check(
        (entries) => new Set(entries.map(({ id }) => id)).size === entries.length,
        "two occasions have the same id: give each an id of its own.",
      ),
      v.metadata({ label_singular: "occasion", summary: "{{fields.label}}", collapsed: false, min: 1 }),
    ),
  }),
  v.title("Occasions"),
);
