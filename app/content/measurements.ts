import { expectMeasurements } from "./check";
import { orderForm } from "./order-form";
import { type MeasurementCopy, measurementCopy } from "./measurement-copy";

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
 * Every measurement, by its id. The id names the form's fields (`m-bridal-bust`), so it is
 * lowercase letters and dashes and should not change once orders have used it.
 */
export const measurementDefinitions = {
  bust: {
    label: "Bust",
    hint: "Around the fullest part of the bust, the tape level across your back.",
    min: 65,
    max: 160,
    drawing: "bust.svg",
  },
  "under-bust": {
    label: "Under-bust",
    hint: "Around your ribs just under the bust, where a bra band sits.",
    min: 55,
    max: 135,
    drawing: "under-bust.svg",
  },
  waist: {
    label: "Waist",
    hint: "Around your natural waist, the narrowest part, after breathing out.",
    min: 50,
    max: 160,
    drawing: "waist.svg",
  },
  hips: {
    label: "Hips",
    hint: "Around the fullest part of your hips and bottom, feet together.",
    min: 70,
    max: 175,
    drawing: "hips.svg",
  },
  "shoulder-width": {
    label: "Shoulder width",
    hint: "Across your back, from one shoulder point to the other.",
    min: 28,
    max: 60,
    drawing: "shoulder-width.svg",
  },
  "arm-length": {
    label: "Arm length",
    hint: "From the shoulder point down to the wrist bone, arm relaxed.",
    min: 40,
    max: 85,
    drawing: "arm-length.svg",
  },
  "hollow-to-hem": {
    label: "Hollow to hem (in shoes)",
    hint: "From the dip at the base of your neck straight down to the floor, in the shoes for the day.",
    min: 100,
    max: 190,
    drawing: "hollow-to-hem.svg",
  },
  chest: {
    label: "Chest",
    hint: "Around the fullest part of the chest, under the arms, the tape level.",
    min: 70,
    max: 165,
    drawing: "chest.svg",
  },
  neck: {
    label: "Neck",
    hint: "Around the base of the neck, with one finger under the tape.",
    min: 28,
    max: 60,
    drawing: "neck.svg",
  },
  shoulder: {
    label: "Shoulder",
    hint: "Across the back, from one shoulder point to the other.",
    min: 30,
    max: 65,
    drawing: "shoulder.svg",
  },
  sleeve: {
    label: "Sleeve",
    hint: "From the shoulder point down to the wrist, arm at your side.",
    min: 45,
    max: 90,
    drawing: "sleeve.svg",
  },
  "top-length": {
    label: "Top length",
    hint: "From the shoulder beside the neck down to where the top should end.",
    min: 55,
    max: 150,
    drawing: "top-length.svg",
  },
  "trouser-waist": {
    label: "Waist",
    hint: "Around where your trousers sit, over a light shirt.",
    min: 55,
    max: 165,
    drawing: "trouser-waist.svg",
  },
  "trouser-length": {
    label: "Trouser length",
    hint: "From where your trousers sit down the outside of the leg to the ankle.",
    min: 70,
    max: 125,
    drawing: "trouser-length.svg",
  },
  thigh: {
    label: "Thigh",
    hint: "Around the fullest part of one thigh, near the top.",
    min: 35,
    max: 90,
    drawing: "thigh.svg",
  },
  ankle: {
    label: "Ankle",
    hint: "Around the ankle, where the trouser hem should sit.",
    min: 18,
    max: 45,
    drawing: "ankle.svg",
  },
  height: {
    label: "Height",
    hint: "Standing straight against a wall, without shoes, floor to top of head.",
    min: 120,
    max: 220,
    drawing: "height.svg",
  },
} satisfies Record<string, MeasurementDefinition>;

export type MeasurementId = keyof typeof measurementDefinitions;

/**
 * What to measure for each outfit type of the order form (its `value` in order-form.ts), in the order
 * the form shows them and the studio's e-mail lists them. An outfit type without a list shows a
 * short note instead of fields.
 */
export const measurementLists = {
  bridal: ["bust", "under-bust", "waist", "hips", "shoulder-width", "arm-length", "hollow-to-hem", "height"],
  "non-bridal": ["bust", "waist", "hips", "shoulder-width", "arm-length", "hollow-to-hem", "height"],
  custom: [
    "bust",
    "under-bust",
    "waist",
    "hips",
    "shoulder-width",
    "arm-length",
    "neck",
    "hollow-to-hem",
    "thigh",
    "trouser-length",
    "height",
  ],
  event: ["bust", "waist", "hips", "shoulder-width", "arm-length", "hollow-to-hem", "height"],
  casual: ["bust", "waist", "hips", "shoulder-width", "arm-length", "height"],
  menswear: [
    "chest",
    "neck",
    "shoulder",
    "sleeve",
    "top-length",
    "trouser-waist",
    "trouser-length",
    "thigh",
    "ankle",
  ],
} satisfies Record<string, readonly MeasurementId[]>;

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

if (import.meta.env.SSR) {
  // Only the names are read: the drawings themselves are loaded by the form.
  const drawings = Object.keys(import.meta.glob("../../public/measure-drawings/*.svg", { query: "?url" }));
  expectMeasurements(
    "measurements.ts",
    orderMeasurements,
    new Set(drawings.map((path) => path.slice("../../public/measure-drawings/".length))),
    orderForm.outfitTypes.options.map((option) => option.value),
  );
}
