// Import only with `import("~/lib/measurements")`, never statically, or it joins every visitor's
// first load; it is needed only once the customer reaches the Measurements part or submits.
import type { MeasurementContent } from "~/content/measurements";
import {
  type MeasurementUnit,
  measurementChoices,
  measurementFieldName,
  measurementFields,
} from "./measurement-fields";
import {
  checkMeasurement,
  formatNumber,
  fromCm,
  measurementLine,
  parseMeasurement,
  toCm,
} from "./measurement-values";
import { type SavedMeasurements, keepMeasurements } from "./saved-measurements";

// The section that loads this module uses these too; one import brings them all.
export * from "./measurement-values";
export * from "./saved-measurements";

const isChoice = (value: unknown): value is (typeof measurementChoices)[number] =>
  (measurementChoices as readonly unknown[]).includes(value);

const readUnit = (value: unknown): MeasurementUnit => (value === "in" ? "in" : "cm");

export type PreparedMeasurements = { ok: true } | { ok: false; field: string; message: string };

// For the studio's e-mail, the single fields give way to one `measurements` text (for "now") and
// the choice is sent as its sentence. On an unreadable or out-of-range value nothing is changed.
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

// Hidden fields are cleared of problems: the browser would block the submit on a field the
// customer can neither see nor fix.
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

// Each filled field fires `input` so the order draft keeps it; the keep name becomes the set's,
// so keeping again updates the same set.
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

// Switching the unit converts what was typed, to one decimal place. Each field remembers what it
// held before, so switching back gives the customer's own figures again, not a rounded copy.
export function convertMeasurementFields(
  form: HTMLFormElement,
  from: MeasurementUnit,
  to: MeasurementUnit,
): void {
  if (from === to) return;
  for (const input of measurementInputs(form)) {
    const { typed, typedUnit, converted } = input.dataset;
    let next: string | null = null;
    if (typed !== undefined && typedUnit === to && input.value === converted) next = typed;
    else {
      const parsed = parseMeasurement(input.value, from);
      if (parsed.ok) {
        next = formatNumber(fromCm(toCm(parsed.value, from), to));
        input.dataset.typed = input.value;
        input.dataset.typedUnit = from;
        input.dataset.converted = next;
      }
    }
    if (next === null || next === input.value) continue;
    input.value = next;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
