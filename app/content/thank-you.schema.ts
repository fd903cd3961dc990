/** data/thank-you.json: the page a visitor reaches once the form service has the inquiry. */
import * as v from "valibot";
import { fields, paragraph, searchDescription, searchTitle, text, textWith } from "./schema";

export const thankYouSchema = v.pipe(
  fields({
    title: searchTitle,
    description: searchDescription,
    heading: text(),
    message: paragraph(text()),
    note: paragraph(text()),
    backHome: text(),
    reference: fields({
      label: text(),
      hint: text(),
      followUp: text(),
      message: textWith("reference"),
    }),
  }),
  v.title("Thank-you page"),
);
