import type { MeasurementUnit } from "./measurement-fields";
import { formatNumber, fromCm, parseMeasurement, toCm } from "./measurement-values";

export interface SavedMeasurements {
  name: string;
  unit: MeasurementUnit;
  values: Record<string, string>;
  updated: string;
}

const storageKey = "ivory-adire:saved-measurements";
// A phone is shared by a family, not a studio.
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

// A set of the same name is updated: an emptied field forgets that measurement, and values for
// other outfit types stay, converted to the new unit.
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

export function forgetSavedMeasurements(name: string): SavedMeasurements[] {
  return storeSaved(loadSavedMeasurements().filter((set) => !sameName(set.name, name)));
}

export function savedDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  }).format(date);
}
