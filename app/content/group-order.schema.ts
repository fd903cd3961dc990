/**
 * data/group-order.json: the words of a group order, the panel that starts one (its fields' keys are
 * the names in app/lib/group-fields.ts) and what a member who opens the group's link sees.
 */
import * as v from "valibot";
import { fieldNames, hintedFieldNames, placeholderFieldNames } from "../lib/form-fields";
import { groupStartFields } from "../lib/group-fields";
import { fields, paragraph, perField, text, textWith } from "./schema";

export const groupOrderSchema = v.pipe(
  fields({
    start: fields({
      heading: text(),
      intro: paragraph(text()),
      labels: perField(fieldNames(groupStartFields), () => text()),
      hints: perField(hintedFieldNames(groupStartFields), () => text()),
      placeholders: perField(placeholderFieldNames(groupStartFields), () => text()),
      noDesign: v.pipe(text(), v.title("The design list's first choice: no particular design")),
      nameProblem: v.pipe(text(), v.title("Said when the first name is not written in letters")),
      create: text(),
    }),
    made: fields({
      heading: text(),
      link: text(),
      copy: text(),
      copied: text(),
      copyByHand: text(),
      whatsapp: text(),
      code: text(),
      codeNote: paragraph(text()),
      message: v.pipe(
        paragraph(textWith("event", "date", "deadline", "link")),
        v.title("The WhatsApp message the bride sends her group"),
      ),
    }),
    member: fields({
      banner: v.pipe(
        textWith("bride", "event", "date", "deadline"),
        v.title("Above the order form, opened from a group's link"),
      ),
      late: v.pipe(
        paragraph(textWith("bride", "event", "date", "deadline")),
        v.title("The same, once the measurements' date has passed"),
        v.description("The order is still taken; the e-mail says it came late."),
      ),
      filled: paragraph(textWith("bride")),
      fabricLine: v.pipe(textWith("bride", "fabric"), v.title("The line the details start with")),
    }),
    email: fields({
      subject: v.pipe(textWith("code", "event", "reference"), v.title("Subject of a group member's order")),
      event: v.pipe(textWith("event", "date"), v.title("The order's groupEvent field")),
      late: v.pipe(textWith("deadline"), v.title("The order's groupLate field, when it came late")),
    }),
    outfitType: v.pipe(
      text(),
      v.title("Outfit type for a group with no design chosen"),
      v.description("The value of one of the order form's outfit types, like event."),
    ),
    daysBefore: v.pipe(
      v.number("the days must be a number, like 14."),
      v.integer("the days must be a whole number."),
      v.minValue(0, "the days cannot be fewer than 0."),
      v.title("Needed-by date: days before the event"),
    ),
  }),
  v.title("Group orders"),
);
