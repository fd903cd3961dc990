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
    // The six pages' names, by the names app/lib/paths.ts gives them.
    pageNames: v.pipe(
      fields({
        home: text(),
        about: text(),
        contact: text(),
        collection: text(),
        order: text(),
        thankYou: text(),
      }),
      v.title("Names of the six pages"),
    ),
  }),
  v.title("Offline page"),
);
