/**
 * data/order-form.json: every word the order form shows, and its outfit types with their usual lead
 * times. The keys of `labels`, `hints` and `placeholders` are the fields' names, from the form's
 * list (app/lib/form-fields.ts).
 */
import * as v from "valibot";
import { fieldNames, hintedFieldNames, placeholderFieldNames } from "../lib/form-fields";
import { orderFields } from "../lib/order-fields";
import { at, fields, list, paragraph, perField, text, textWith } from "./schema";

/** Lowercase letters, digits and single dashes: safe in a form field's name and in CSS. */
export const fieldNamePart = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** How the editor labels an id that names the form's fields. */
export const fieldId = {
  label: "Id (names the form's fields)",
  hint: "Lowercase letters and dashes. Do not change it once orders have used it.",
};

/**
 * The order form's measurements show the chosen outfit type's fields by its place in the form's
 * list (a rule per place in order-measurements.module.css), so there are rules for this many.
 */
export const measuredOutfitTypesLimit = 12;

export const orderFormSchema = v.pipe(
  fields({
    heading: text(),
    subject: text(),
    labels: perField(fieldNames(orderFields), () => text()),
    hints: perField(hintedFieldNames(orderFields), () => text()),
    placeholders: perField(placeholderFieldNames(orderFields), () => text()),
    outfitTypes: fields({
      placeholder: text(),
      options: v.pipe(
        list(
          fields({
            value: v.pipe(
              v.string("the value must be text."),
              v.regex(
                fieldNamePart,
                (issue) =>
                  `the value "${String(issue.input)}" must be lowercase letters, digits and dashes: it names the measurement fields.`,
              ),
              v.title(fieldId.label),
              v.description(fieldId.hint),
            ),
            label: text("the label", "write the outfit type as the form shows it"),
            // The usual time from order to ready. A needed-by date sooner than that is still taken;
            // the customer is told the studio will confirm on WhatsApp, and the e-mail is marked a rush.
            leadWeeks: v.pipe(
              v.number("the lead time must be a number of weeks, like 4."),
              v.integer("the lead time must be a whole number of weeks."),
              v.minValue(1, "the lead time must be at least 1 week."),
              v.title("Usual weeks from order to ready"),
            ),
          }),
          "the outfit types",
          { min: 1, max: measuredOutfitTypesLimit },
        ),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const options = dataset.value;
          options.forEach((option, index) => {
            if (options.findIndex((other) => other.value === option.value) !== index)
              addIssue({
                message: `the value "${option.value}" is another outfit type's too: give each its own.`,
                path: at(options, index, "value"),
              });
          });
        }),
      ),
    }),
    rush: fields({
      note: paragraph(textWith("type", "weeks", "date")),
      subject: textWith("reference", "date"),
      field: textWith("date", "weeks", "type"),
    }),
    reference: fields({
      prefix: v.pipe(
        v.string("the prefix must be text."),
        v.regex(/^[A-Z]{1,4}$/, `the prefix must be 1 to 4 capital letters, like "IA".`),
        v.title("Reference prefix"),
        v.description("Two or three capital letters before each order's number."),
      ),
      subject: textWith("reference"),
    }),
    progress: fields({
      label: text(),
      uploading: textWith("percent", "sent", "total"),
      waiting: text(),
    }),
    design: fields({
      label: text(),
      sent: text(),
      dismiss: text(),
      price: v.pipe(textWith("name", "price"), v.title("The design's starting price, under the budget")),
      lowBudget: v.pipe(
        paragraph(text()),
        v.title("Added when the budget is well below the design's starting price"),
        v.description("Shown after the price, never as a mistake, when the budget typed is below 70% of it."),
      ),
      priceField: v.pipe(textWith("price"), v.title("The starting price, as the order e-mail gives it")),
    }),
    group: v.pipe(
      fields({ prompt: text(), start: text() }),
      v.title("Group orders"),
      v.description(
        "The line and button above the form that start a group order (its own words are in group-order.json).",
      ),
    ),
    submit: text(),
    sending: text(),
    messages: fields({
      rejected: text(),
      networkError: text(),
      // A reload brought back what was typed; with the photos, or without them when they could not be kept.
      draftRestored: text(),
      draftRestoredPhoto: text(),
      draftRestoredPhotos: textWith("count"),
      draftPhotosLost: text(),
    }),
  }),
  v.title("Order form"),
);
