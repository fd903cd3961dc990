/**
 * data/offline.json: the offline page (/offline.html), what a visitor sees with no connection for
 * a page this phone has not kept.
 */
import * as v from "valibot";
import { fields, paragraph, tabTitle, text } from "./schema";

export const offlineSchema = v.pipe(
  fields({
    title: tabTitle,
    heading: text(),
    intro: paragraph(text()),
    pagesHeading: text(),
    orderHeading: text(),
    order: paragraph(text()),
    orderLink: text(),
    callHeading: text(),
    retry: text(),
    // By the names app/lib/paths.ts gives the pages; a page left out is named from its address.
    pageNames: v.pipe(
      fields({
        home: v.optional(text()),
        about: v.optional(text()),
        contact: v.optional(text()),
        collection: v.optional(text()),
        order: v.optional(text()),
        thankYou: v.optional(text()),
      }),
      v.title("Names of the pages"),
    ),
  }),
  v.title("Offline page"),
);
