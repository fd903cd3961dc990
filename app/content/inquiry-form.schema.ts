/**
 * data/inquiry-form.json: every word the inquiry form on the Contact page shows. Its field *names*
 * are not here: the studio's e-mails are built from them, so they are fixed in the form section,
 * and the keys of `labels` and `placeholders` are one per field.
 */
import * as v from "valibot";
import { fields, list, noneTwice, paragraph, text } from "./schema";

export const inquiryFormSchema = v.pipe(
  fields({
    heading: text(),
    intro: text(),
    // The subject of the studio's e-mail.
    subject: text(),
    labels: fields({
      name: text(),
      email: text(),
      phone: text(),
      subject: text(),
      projectType: v.pipe(text(), v.title("Service type")),
      budget: text(),
      message: text(),
    }),
    placeholders: fields({
      name: text(),
      email: text(),
      phone: text(),
      subject: text(),
      budget: text(),
      message: text(),
    }),
    // The service types to choose from: each is also what the studio's e-mail says.
    projectTypes: v.pipe(
      fields({
        placeholder: text(),
        options: v.pipe(
          list(
            text("the option", "write the service as the form lists it, or remove the entry"),
            "the service types",
            { min: 1 },
          ),
          noneTwice((option) => `"${option}" is in the list twice.`),
        ),
      }),
      v.title("Service types"),
    ),
    // Shown above the fields when the inquiry comes from a design's page: "Asking about: Adunni".
    design: fields({ label: text(), sent: text(), dismiss: text() }),
    submit: text(),
    messages: fields({
      // With no connection at the press: the message waits in the page and goes by itself.
      offline: paragraph(text()),
      // When the browser refuses to send the form to the form service.
      blocked: paragraph(text()),
    }),
  }),
  v.title("Inquiry form"),
);
