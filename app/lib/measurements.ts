/**
 * Reading, checking and sending the order form's measurements, and keeping them on the customer's
 * phone. Loaded only once the customer reaches into the Measurements part, or at submit: import it
 * with `import("~/lib/measurements")`, never statically, or it joins every visitor's first load.
 */
import { fillIn } from "./fill-in";
import type { MeasurementContent, MeasurementDefinition } from "~/content/measurements";
import {
  type MeasurementUnit,
  measurementChoices,
  measurementFieldName,
  measurementFields,
} from "~/sections/order-measurements";

export const centimetresPerInch = 2.54;

export type ParsedMeasurement =
  | {
      ok: true;
      /** In the unit it was typed in. */
      value: number;
      /** What was typed with its unit, as the studio and the messages show it: "34 1/2 in". */
      typed: string;
    }
  | { ok: false; problem: "empty" | "unreadable" };

const vulgarFractions: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};
const vulgar = `[${Object.keys(vulgarFractions).join("")}]`;

// A unit written after the number is fine when it is the unit chosen; the other one is not read.
const unitMarks: Readonly<Record<MeasurementUnit, RegExp>> = {
  cm: /\s*(?:cms?|centimet(?:er|re)s?)\.?$/i,
  in: /\s*(?:ins?|inch(?:es)?|["”″]|'')\.?$/i,
};

const decimal = /^(\d+(?:[.,]\d+)?|[.,]\d+)$/;
const wholeAndVulgar = new RegExp(`^(?:(\\d+)\\s*-?\\s*)?(${vulgar})$`);
const wholeAndFraction = /^(?:(\d+)(?:\s+|\s*[-+]\s*))?(\d+)\s*[/⁄]\s*(\d+)$/;
const feetAndInches =
  /^(\d+)\s*(?:'|’|′|ft|feet|foot)\s*(?:(\d+(?:[.,]\d+)?)\s*(?:["”″]|''|ins?|inch(?:es)?)?)?$/i;

const readDecimal = (text: string) => Number(text.replace(",", "."));

/**
 * Reads a measurement as people type it: "86.5" and "86,5"; "34 1/2", "34-1/2", "34½" and "34 ½";
 * and, in inches, a height in feet ("5'6", "5 ft 6 in"). Never changes what was typed.
 */
export function parseMeasurement(text: string, unit: MeasurementUnit): ParsedMeasurement {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (unit === "in") {
    const feet = feetAndInches.exec(trimmed);
    if (feet) {
      const inches = feet[2] ? readDecimal(feet[2]) : 0;
      if (inches >= 12) return { ok: false, problem: "unreadable" };
      const typed = `${feet[1]} ft${feet[2] ? ` ${feet[2]} in` : ""}`;
      return { ok: true, value: Number(feet[1]) * 12 + inches, typed };
    }
  }
  const number = trimmed.replace(unitMarks[unit], "");
  const typed = `${number} ${unit}`;
  if (decimal.test(number)) return { ok: true, value: readDecimal(number), typed };
  const withVulgar = wholeAndVulgar.exec(number);
  if (withVulgar) {
    return {
      ok: true,
      value: Number(withVulgar[1] ?? 0) + (vulgarFractions[withVulgar[2] ?? ""] ?? 0),
      typed,
    };
  }
  const withFraction = wholeAndFraction.exec(number);
  if (withFraction) {
    const numerator = Number(withFraction[2]);
    const denominator = Number(withFraction[3]);
    // "34/2" is more likely a slip than 17: only a proper fraction is read.
    if (denominator > 0 && numerator < denominator) {
      return { ok: true, value: Number(withFraction[1] ?? 0) + numerator / denominator, typed };
    }
  }
  return { ok: false, problem: "unreadable" };
}

export function toCm(value: number, unit: MeasurementUnit): number {
  return unit === "in" ? value * centimetresPerInch : value;
}

export function fromCm(centimetres: number, unit: MeasurementUnit): number {
  return unit === "in" ? centimetres / centimetresPerInch : centimetres;
}

/** A number to one decimal place at most, with a point: 87.63 is "87.6", 72.0 is "72". */
export function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export { fillIn };

export type CheckedMeasurement =
  { ok: true; measurement: Extract<ParsedMeasurement, { ok: true }> | null } | { ok: false; message: string };

/**
 * A measurement as typed, against the plausible range of its definition. Empty is fine (not every
 * customer knows every measurement); the messages quote what was typed, so nothing is lost.
 */
export function checkMeasurement(
  text: string,
  unit: MeasurementUnit,
  definition: MeasurementDefinition,
  messages: MeasurementContent["copy"]["messages"],
  examples: MeasurementContent["copy"]["examples"],
): CheckedMeasurement {
  const parsed = parseMeasurement(text, unit);
  if (!parsed.ok) {
    if (parsed.problem === "empty") return { ok: true, measurement: null };
    return {
      ok: false,
      message: fillIn(messages.unreadable, {
        label: definition.label,
        value: text.trim(),
        example: examples[unit],
      }),
    };
  }
  const centimetres = toCm(parsed.value, unit);
  const values = { label: definition.label, value: parsed.typed };
  if (centimetres < definition.min) return { ok: false, message: fillIn(messages.tooSmall, values) };
  if (centimetres > definition.max) return { ok: false, message: fillIn(messages.tooLarge, values) };
  return { ok: true, measurement: parsed };
}

/** One line of the studio's e-mail: "Bust: 34 1/2 in (87.6 cm)", "Waist: 72 cm". */
export function measurementLine(
  label: string,
  measurement: Extract<ParsedMeasurement, { ok: true }>,
  unit: MeasurementUnit,
): string {
  const centimetres = unit === "in" ? ` (${formatNumber(toCm(measurement.value, unit))} cm)` : "";
  return `${label}: ${measurement.typed}${centimetres}`;
}

const isChoice = (value: unknown): value is (typeof measurementChoices)[number] =>
  (measurementChoices as readonly unknown[]).includes(value);

const readUnit = (value: unknown): MeasurementUnit => (value === "in" ? "in" : "cm");

export type PreparedMeasurements = { ok: true } | { ok: false; field: string; message: string };

/**
 * Readies the order's measurements for the studio's e-mail, at submit. For "now": every field of
 * every outfit type leaves the form data, and one `measurements` text lists the chosen type's in
 * its list's order, one a line, as typed and in centimetres, skipping empty ones. For the other
 * choices the fields and the unit leave. The choice is sent as its sentence. Nothing changes when
 * a measurement cannot be read or is out of range: `field` names it, `message` says why.
 */
export function prepareMeasurements(
  data: FormData,
  outfitType: string,
  { copy, definitions, lists }: MeasurementContent,
): PreparedMeasurements {
  const choice = data.get(measurementFields.choice);
  const unit = readUnit(data.get(measurementFields.unit));
  const lines: string[] = [];
  if (choice === "now") {
    for (const id of lists[outfitType] ?? []) {
      const definition = definitions[id];
      if (!definition) continue;
      const field = measurementFieldName(outfitType, id);
      const text = data.get(field);
      const checked = checkMeasurement(
        typeof text === "string" ? text : "",
        unit,
        definition,
        copy.messages,
        copy.examples,
      );
      if (!checked.ok) return { ok: false, field, message: checked.message };
      if (checked.measurement) lines.push(measurementLine(definition.label, checked.measurement, unit));
    }
  }
  for (const [type, list] of Object.entries(lists)) {
    for (const id of list) data.delete(measurementFieldName(type, id));
  }
  if (choice === "now") {
    data.set(measurementFields.summary, lines.length > 0 ? lines.join("\n") : copy.noneEntered);
    data.set(measurementFields.unit, unit);
  } else {
    data.delete(measurementFields.unit);
  }
  if (isChoice(choice)) data.set(measurementFields.choice, copy.choices[choice]);
  else data.delete(measurementFields.choice);
  return { ok: true };
}

const checkedValue = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? "";

const chosenOutfitType = (form: HTMLFormElement) =>
  form.querySelector<HTMLSelectElement>(`select[name="${measurementFields.outfitType}"]`)?.value ?? "";

const measurementInputs = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>("input[data-measurement]"));

/**
 * Checks the fields on show (the chosen outfit type's, while "now" is chosen) and sets what the
 * browser refuses to submit; every other field is cleared of problems, since a hidden field the
 * browser refused could be neither seen nor fixed. Returns the problems by field name.
 */
export function checkMeasurementFields(
  form: HTMLFormElement,
  { copy, definitions }: MeasurementContent,
): Record<string, string> {
  const now = checkedValue(form, measurementFields.choice) === "now";
  const unit = readUnit(checkedValue(form, measurementFields.unit));
  const outfitType = chosenOutfitType(form);
  const problems: Record<string, string> = {};
  for (const input of measurementInputs(form)) {
    const definition = definitions[input.dataset.measurement ?? ""];
    let message = "";
    if (now && definition && input.dataset.outfitType === outfitType) {
      const checked = checkMeasurement(input.value, unit, definition, copy.messages, copy.examples);
      if (!checked.ok) message = checked.message;
    }
    input.setCustomValidity(message);
    if (message) problems[input.name] = message;
  }
  return problems;
}

/** Measurements kept on the customer's phone under a name they chose ("Me", "Mum"). */
export interface SavedMeasurements {
  name: string;
  unit: MeasurementUnit;
  /** As typed, by measurement id. */
  values: Record<string, string>;
  /** ISO date and time of the last save. */
  updated: string;
}

const storageKey = "ivory-adire:saved-measurements";
/** The newest are kept; a phone is shared by a family, not a studio. */
const savedLimit = 6;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isSaved(value: unknown): value is SavedMeasurements {
  if (typeof value !== "object" || value === null) return false;
  const { name, unit, values, updated } = value as Partial<Record<keyof SavedMeasurements, unknown>>;
  return (
    typeof name === "string" &&
    name.trim() !== "" &&
    (unit === "cm" || unit === "in") &&
    typeof values === "object" &&
    values !== null &&
    Object.values(values).every((text) => typeof text === "string") &&
    typeof updated === "string" &&
    !Number.isNaN(Date.parse(updated))
  );
}

/** The sets kept on this phone, newest first; none when storage is unavailable or unreadable. */
export function loadSavedMeasurements(): SavedMeasurements[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
  } catch {
    return [];
  }
}

function storeSaved(sets: SavedMeasurements[]): SavedMeasurements[] {
  try {
    if (sets.length > 0) localStorage.setItem(storageKey, JSON.stringify(sets));
    else localStorage.removeItem(storageKey);
  } catch {
    // Private mode or a full quota: the order still goes; only the keeping is lost.
  }
  return sets;
}

/**
 * Keeps measurements under a name. A set of the same name is updated: what was typed replaces it
 * (an emptied field forgets that measurement), and what it held for other outfit types stays,
 * in the new unit. Returns the sets now kept.
 */
export function keepMeasurements(
  entry: { name: string; unit: MeasurementUnit; values: Readonly<Record<string, string>> },
  now: Date = new Date(),
): SavedMeasurements[] {
  const name = entry.name.trim();
  const sets = loadSavedMeasurements();
  const earlier = sets.find((set) => sameName(set.name, name));
  const values = new Map<string, string>();
  if (earlier) {
    for (const [id, text] of Object.entries(earlier.values)) {
      const parsed = parseMeasurement(text, earlier.unit);
      if (earlier.unit === entry.unit) values.set(id, text);
      else if (parsed.ok) values.set(id, formatNumber(fromCm(toCm(parsed.value, earlier.unit), entry.unit)));
    }
  }
  for (const [id, text] of Object.entries(entry.values)) {
    if (text.trim() === "") values.delete(id);
    else values.set(id, text.trim());
  }
  const set: SavedMeasurements = {
    name,
    unit: entry.unit,
    values: Object.fromEntries(values),
    updated: now.toISOString(),
  };
  const others = sets.filter((other) => !sameName(other.name, name));
  return storeSaved([set, ...others].slice(0, savedLimit));
}

/** Removes a set from this phone. Returns the sets still kept. */
export function forgetSavedMeasurements(name: string): SavedMeasurements[] {
  return storeSaved(loadSavedMeasurements().filter((set) => !sameName(set.name, name)));
}

/** "3 Nov", or "3 Nov 2025" for another year than `now`'s. */
export function savedDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  }).format(date);
}

/**
 * At submit: keeps the chosen outfit type's measurements on this phone when the customer ticked
 * "Keep these measurements" under "now" and typed at least one. Returns whether it kept them.
 */
export function saveMeasurementsIfChosen(form: HTMLFormElement, now: Date = new Date()): boolean {
  const keep = form.querySelector<HTMLInputElement>("input[data-keep-measurements]");
  if (!keep?.checked || checkedValue(form, measurementFields.choice) !== "now") return false;
  const outfitType = chosenOutfitType(form);
  const values: Record<string, string> = {};
  for (const input of measurementInputs(form)) {
    if (input.dataset.outfitType === outfitType && input.dataset.measurement) {
      values[input.dataset.measurement] = input.value;
    }
  }
  if (!Object.values(values).some((text) => text.trim() !== "")) return false;
  const nameInput = form.querySelector<HTMLInputElement>("input[data-keep-name]");
  const name = nameInput?.value.trim() || nameInput?.defaultValue.trim() || "Me";
  keepMeasurements({ name, unit: readUnit(checkedValue(form, measurementFields.unit)), values }, now);
  return true;
}

/**
 * Puts a kept set into the form: its unit, and its values into the chosen outfit type's fields
 * (every type's, before one is chosen). Each filled field reports an `input` event, so the order
 * form's draft keeps them. The keep name becomes the set's, so keeping again updates it.
 */
export function fillMeasurements(form: HTMLFormElement, set: SavedMeasurements): void {
  const unit = form.querySelector<HTMLInputElement>(
    `input[name="${measurementFields.unit}"][value="${set.unit}"]`,
  );
  if (unit) unit.checked = true;
  const outfitType = chosenOutfitType(form);
  for (const input of measurementInputs(form)) {
    if (outfitType && input.dataset.outfitType !== outfitType) continue;
    const text = set.values[input.dataset.measurement ?? ""];
    if (text === undefined) continue;
    input.value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const nameInput = form.querySelector<HTMLInputElement>("input[data-keep-name]");
  if (nameInput) nameInput.value = set.name;
}
