/** data/collection.json: the Collection page's words (the designs themselves are in designs.json). */
import * as v from "valibot";
import { fields, paragraph, searchDescription, searchTitle, text, textWith } from "./schema";

export const collectionSchema = v.pipe(
  fields({
    title: searchTitle,
    description: searchDescription,
    eyebrow: text(),
    heading: text(),
    intro: paragraph(text()),
    bridal: fields({ heading: text(), intro: paragraph(text()) }),
    bespoke: fields({ heading: text(), intro: paragraph(text()) }),
    jump: v.pipe(
      fields({
        label: v.pipe(text(), v.title("Name of the links, read out by screen readers")),
        bridal: text(),
        bespoke: text(),
        back: text(),
      }),
      v.title("Links to each part of the page"),
      v.description("Shown under the heading, each with its number of designs; Back leads up to them."),
    ),
    showMore: textWith("count"),
    loadingMore: text(),
    loadMoreFailed: text(),
    cta: fields({ heading: text(), text: text(), label: text() }),
  }),
  v.title("Collection page"),
);
