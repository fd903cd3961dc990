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
    showMore: textWith("count"),
    loadingMore: text(),
    loadMoreFailed: text(),
    cta: fields({ heading: text(), text: text(), label: text() }),
  }),
  v.title("Collection page"),
);
