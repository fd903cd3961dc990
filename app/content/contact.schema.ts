/** data/contact.json: the Contact page's words (the inquiry form's are in inquiry-form.json). */
import * as v from "valibot";
import { fields, lines, paragraph, searchDescription, searchTitle, text } from "./schema";

export const contactSchema = v.pipe(
  fields({
    title: searchTitle,
    description: searchDescription,
    eyebrow: text(),
    headings: lines("the headings"),
    intro: paragraph(text()),
    visit: fields({
      heading: text(),
      mapLink: text(),
      mapTitle: text(),
      email: text(),
      phone: text(),
      social: text(),
      hours: text(),
    }),
  }),
  v.title("Inquiry page"),
);
