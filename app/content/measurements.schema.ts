/**
 * data/measurements.json: what the order form can ask to measure, and what it asks for each outfit
 * type. Each measurement has an id, a label, a hint, a range in centimetres from the smaller to the
 * larger number and a drawing in public/measure-drawings/ (`drawingFiles`); each list is for an
 * outfit type of the order form (`outfitTypes`) and names measurements that exist, each once. The
 * drawings and outfit types are looked up when given (measurements.ts gives them).
 */
import * as v from "valibot";
import { fieldId, fieldNamePart } from "./order-form.schema";
import { at, fields, list, noneTwice, text } from "./schema";

export function measurementsSchema({
  drawingFiles,
  outfitTypes,
}: {
  drawingFiles?: ReadonlySet<string>;
  outfitTypes?: readonly string[];
} = {}) {
  const measurement = v.pipe(
    fields({
      // The id names the form's fields (`m-bridal-bust`).
      id: v.pipe(
        v.string("the id must be text."),
        v.regex(
          fieldNamePart,
          (issue) =>
            `the id "${String(issue.input)}" must be lowercase letters, digits and dashes, like "under-bust".`,
        ),
        v.title(fieldId.label),
        v.description(fieldId.hint),
      ),
      label: text("the label", "write the measurement's name"),
      hint: text("the hint", "say in one line how to measure it"),
      // A number outside the range is refused with "looks too small/large: check the unit", which
      // catches inches typed as centimetres and the other way round: keep the largest less than 2.5
      // times the smallest where you can.
      min: v.pipe(
        v.number("the smallest value (min) must be a number of centimetres."),
        v.title("Smallest sensible value (cm)"),
        v.metadata({ value_type: "int" }),
      ),
      max: v.pipe(
        v.number("the largest value (max) must be a number of centimetres."),
        v.title("Largest sensible value (cm)"),
        v.metadata({ value_type: "int" }),
      ),
      drawing: v.pipe(
        v.string("the drawing must be a file name, like bust.svg."),
        v.check(
          (file) => drawingFiles === undefined || drawingFiles.has(file),
          (issue) => `the drawing "${String(issue.input)}" is not in public/measure-drawings/.`,
        ),
        v.description("A drawing of where the tape goes: a file in public/measure-drawings/."),
      ),
    }),
    v.check(
      ({ min, max }) => Number.isFinite(min) && Number.isFinite(max) && min > 0 && min < max,
      (issue) => {
        const { min, max } = issue.input as { min: number; max: number };
        return `its range ${min}–${max} cm must go from a smaller number above 0 to a larger one.`;
      },
    ),
  );
  return v.pipe(
    fields({
      measurements: v.pipe(
        list(measurement, "the measurements", { min: 1 }),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const measurements = dataset.value;
          measurements.forEach((entry, index) => {
            if (measurements.findIndex((other) => other.id === entry.id) !== index)
              addIssue({
                message: `the id "${entry.id}" is another measurement's too: give each its own.`,
                path: at(measurements, index, "id"),
              });
          });
        }),
      ),
      // What to measure for each outfit type, in the order the form shows them and the studio's
      // e-mail lists them. An outfit type without a list shows a short note instead of fields.
      lists: v.array(
        fields({
          outfitType: v.pipe(
            v.string("the outfit type must be text."),
            v.check(
              (type) => outfitTypes === undefined || outfitTypes.includes(type),
              (issue) =>
                `"${String(issue.input)}" is not an outfit type of the order form (order-form.json has ${outfitTypes?.join(", ")}).`,
            ),
          ),
          measurements: v.pipe(
            v.array(v.string("each measurement must be a measurement's id, in quotes.")),
            v.check(
              (ids) => ids.length > 0,
              "the list is empty: remove it to show a note instead, or add measurements.",
            ),
            noneTwice((id) => `"${id}" is in the list twice.`),
          ),
        }),
        "lists must be a list.",
      ),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { measurements, lists } = dataset.value;
      const ids = measurements.map((entry) => entry.id);
      lists.forEach((entry, index) => {
        if (lists.findIndex((other) => other.outfitType === entry.outfitType) !== index)
          addIssue({
            message: `there is another list for "${entry.outfitType}": keep one.`,
            path: [
              { type: "object", origin: "value", input: dataset.value, key: "lists", value: lists },
              ...at(lists, index, "outfitType"),
            ],
          });
        entry.measurements.forEach((id, place) => {
          if (!ids.includes(id))
            addIssue({
              message: `"${id}" is not a measurement: use one of ${ids.join(", ")}.`,
              path: [
                { type: "object", origin: "value", input: dataset.value, key: "lists", value: lists },
                ...at(lists, index, "measurements"),
                ...at(entry.measurements, place),
              ],
            });
        });
      });
    }),
    v.title("Measurements"),
  );
}
