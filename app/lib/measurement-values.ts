import type { MeasurementContent, MeasurementDefinition } from "~/content/measurements";
import { fillIn } from "./fill-in";
import type { MeasurementUnit } from "./measurement-fields";

export const centimetresPerInch = 2.54;

export type ParsedMeasurement =
  | {
      ok: true;
      /** In the unit it was typed in. */
      value: number;
      /** As typed, with its unit: "34 1/2 in". */
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

// Reads "86,5", "34 1/2", "34-1/2", "34½" and, in inches, feet ("5'6", "5 ft 6 in").
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

export function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type CheckedMeasurement =
  { ok: true; measurement: Extract<ParsedMeasurement, { ok: true }> | null } | { ok: false; message: string };

// Empty is fine: not every customer knows every measurement.
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

export function measurementLine(
  label: string,
  measurement: Extract<ParsedMeasurement, { ok: true }>,
  unit: MeasurementUnit,
): string {
  const centimetres = unit === "in" ? ` (${formatNumber(toCm(measurement.value, unit))} cm)` : "";
  return `${label}: ${measurement.typed}${centimetres}`;
}
