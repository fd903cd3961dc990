import data from "./data/measurements.json" with { type: "json" };
import { orderForm } from "./order-form";
import { type MeasurementCopy, measurementCopy } from "./measurement-copy";
import { checkData, measurementsSchema } from "./schema";

if (import.meta.env.SSR) {
  // Only the names are read: the drawings themselves are loaded by the form.
  const drawings = Object.keys(import.meta.glob("../../public/measure-drawings/*.svg", { query: "?url" }));
  checkData(
    "measurements.json",
    measurementsSchema({
      drawingFiles: new Set(drawings.map((path) => path.slice("../../public/measure-drawings/".length))),
      outfitTypes: orderForm.outfitTypes.options.map((option) => option.value),
    }),
    data,
  );
}

/** One measurement the order form can ask for. */
export interface MeasurementDefinition {
  /** As the field and the studio's e-mail show it. */
  label: string;
  /** How to measure it, in one line under the label. */
  hint: string;
  /**
   * The smallest and largest value that makes sense, in centimetres. A number outside is refused
   * with "looks too small/large: check the unit", which catches inches typed as centimetres and
   * the other way round, so keep the largest less than 2.5 times the smallest where you can.
   */
  min: number;
  max: number;
  /** A drawing of where the tape goes: a file in public/measure-drawings/. */
  drawing: string;
}

/**
 * Every measurement, by its id (the `measurements` of data/measurements.json). The id names the
 * form's fields (`m-bridal-bust`), so it is lowercase letters and dashes and should not change once
 * orders have used it.
 */
export const measurementDefinitions: Readonly<Record<string, MeasurementDefinition>> = Object.fromEntries(
  data.measurements.map(({ id, ...definition }) => [id, definition]),
);

export type MeasurementId = keyof typeof measurementDefinitions;

/**
 * What to measure for each outfit type of the order form (its `value` in data/order-form.json), in
 * the order the form shows them and the studio's e-mail lists them (the `lists` of
 * data/measurements.json). An outfit type without a list shows a short note instead of fields.
 */
export const measurementLists: Readonly<Record<string, readonly MeasurementId[]>> = Object.fromEntries(
  data.lists.map(({ outfitType, measurements }) => [outfitType, measurements]),
);

/** The Measurements part of the order form, as the page hands it to the form. */
export interface MeasurementContent {
  copy: MeasurementCopy;
  definitions: Readonly<Record<string, MeasurementDefinition>>;
  lists: Readonly<Record<string, readonly string[]>>;
}

export const orderMeasurements: MeasurementContent = {
  copy: measurementCopy,
  definitions: measurementDefinitions,
  lists: measurementLists,
};
