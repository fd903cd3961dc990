/** data/error-page.json: what a visitor reads when a page fails to show (an unexpected error in the site itself). */
import * as v from "valibot";
import { fields, paragraph, tabTitle, text } from "./schema";

export const errorPageSchema = v.pipe(
  fields({
    title: tabTitle,
    heading: text(),
    message: text(),
    contact: paragraph(text()),
    home: text(),
    whatsapp: v.pipe(text(), v.title("WhatsApp")),
    call: text(),
  }),
  v.title("Error page"),
);
