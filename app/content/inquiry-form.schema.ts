/**
 * data/inquiry-form.json: every word the inquiry form on the Contact page shows. The keys of
 * `labels` and `placeholders` are the fields' names, from the form's list (app/lib/form-fields.ts).
 */
import * as v from "valibot";
import { fieldNames, placeholderFieldNames } from "../lib/form-fields";
import { inquiryFields } from "../lib/inquiry-fields";
import { fields, list, noneTwice, paragraph, perField, text, textWith } from "./schema";

export const inquiryFormSchema = v.pipe(
  fields({
    heading: text(),
    intro: text(),
    // The subject of the studio's e-mail.
    subject: text(),
    // E-mailed by the form service to the address she gives (after the plain post only).
    autoresponse: v.pipe(paragraph(text()), v.title("Reply e-mailed to her")),
    // Before the number of an inquiry kept on the phone while offline (IA-2711-K7QM).
    referencePrefix: v.pipe(
      v.string("the prefix must be text."),
      v.regex(/^[A-Z]{1,4}$/, `the prefix must be 1 to 4 capital letters, like "IA".`),
      v.title("Reference prefix"),
    ),
    labels: perField(fieldNames(inquiryFields), (name) =>
      name === "projectType" ? v.pipe(text(), v.title("Service type")) : text(),
    ),
    placeholders: perField(placeholderFieldNames(inquiryFields), () => text()),
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
      // With no connection at the press, when the phone cannot keep it: it waits in the page.
      offline: paragraph(text()),
      // With no connection at the press: kept on the phone, it goes by itself.
      kept: paragraph(textWith("reference")),
      // Above the form when a reload brought back what was typed.
      draftRestored: paragraph(text()),
      // When the browser refuses to send the form to the form service.
      blocked: paragraph(text()),
    }),
  }),
  v.title("Inquiry form"),
);
