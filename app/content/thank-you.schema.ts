/** data/thank-you.json: the page a visitor reaches once the form service has the order or inquiry. */
import * as v from "valibot";
import { fields, paragraph, searchDescription, searchTitle, text, textWith } from "./schema";

const fileName = (...placeholders: string[]) =>
  v.pipe(
    textWith(...placeholders),
    v.regex(/^[\w{}.-]+\.txt$/, `"{field}" must be letters, digits, "-" and "." only, ending in ".txt".`),
    v.title("File name"),
  );

export const thankYouSchema = v.pipe(
  fields({
    title: searchTitle,
    description: searchDescription,
    heading: text(),
    message: paragraph(text()),
    // `{whatsapp}` is where the link below goes.
    note: paragraph(textWith("whatsapp")),
    whatsapp: v.pipe(text(), v.title("WhatsApp link")),
    backHome: text(),
    reference: fields({
      label: text(),
      hint: text(),
      followUp: text(),
      message: textWith("reference"),
    }),
    // With script, what the form just sent, to keep in her own WhatsApp or as a file.
    sent: v.pipe(
      fields({
        heading: text(),
        nextHeading: text(),
        keep: text(),
        share: text(),
        save: text(),
        // The last line of the copy she keeps.
        contact: textWith("whatsapp", "email"),
        labels: fields({
          design: text(),
          deliveryDate: text(),
          rush: text(),
          reference: text(),
          subject: text(),
          projectType: text(),
          message: text(),
        }),
        order: fields({
          title: textWith("reference"),
          next: paragraph(text()),
          // Instead of `next` for a rush.
          rushNext: paragraph(text()),
          fileName: fileName("reference"),
        }),
        inquiry: fields({
          title: text(),
          next: paragraph(text()),
          fileName: fileName("date"),
        }),
      }),
      v.title("A copy of what was sent"),
    ),
  }),
  v.title("Thank-you page"),
);
