/** data/not-found.json: the "Page not found" page. */
import * as v from "valibot";
import { fields, paragraph, searchDescription, tabTitle, text } from "./schema";

export const notFoundSchema = v.pipe(
  fields({
    title: tabTitle,
    description: searchDescription,
    heading: text(),
    message: paragraph(text()),
    home: text(),
    collection: text(),
  }),
  v.title("Page not found"),
);
