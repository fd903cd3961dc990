/**
 * What the order form asks to measure, from data/measurements.json: every measurement by its id
 * (which names the form's fields, `m-bridal-bust`, so it should not change once orders have used
 * it), and what to measure for each outfit type of the order form (its `value` in
 * data/order-form.json), in the order the form shows them and the studio's e-mail lists them. An
 * outfit type without a list shows a short note instead of fields.
 */
import json from "./data/measurements.json" with { type: "json" };
import { measurementCopy } from "./measurement-copy";
import { measurementsSchema } from "./measurements.schema";
import { orderForm } from "./order-form";
import { checkData } from "./schema";

// Only the names are read: the drawings themselves are loaded by the form.
const drawings = Object.keys(import.meta.glob("../../public/measure-drawings/*.svg", { query: "?url" }));

const data = checkData(
  "measurements.json",
  measurementsSchema({
    drawingFiles: new Set(drawings.map((path) => path.slice("../../public/measure-drawings/".length))),
    outfitTypes: orderForm.outfitTypes.options.map((option) => option.value),
  }),
  json,
);

/** One measurement the order form can ask for: its label, hint, sensible range in cm and drawing. */
export type MeasurementDefinition = Omit<(typeof data.measurements)[number], "id">;

export const measurementDefinitions: Readonly<Record<string, MeasurementDefinition>> = Object.fromEntries(
  data.measurements.map(({ id, ...definition }) => [id, definition]),
);

export type MeasurementId = keyof typeof measurementDefinitions;

export const measurementLists: Readonly<Record<string, readonly MeasurementId[]>> = Object.fromEntries(
  data.lists.map(({ outfitType, measurements }) => [outfitType, measurements]),
);

/** The Measurements part of the order form, as the page hands it to the form. */
export const orderMeasurements = {
  copy: measurementCopy,
  definitions: measurementDefinitions,
  lists: measurementLists,
};

export type MeasurementContent = typeof orderMeasurements;
