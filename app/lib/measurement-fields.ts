// The studio's e-mail shows these names as labels: never rename them. Without script each field
// is posted as it is; with script they become one `measurements` text (see measurements.ts).
export const measurementFields = {
  choice: "measurementChoice",
  unit: "measurementUnit",
  summary: "measurements",
  outfitType: "outfitType",
} as const;

export const measurementChoices = ["studio", "now", "whatsapp"] as const;

export const measurementUnits = ["cm", "in"] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

// One field per outfit type, so each type keeps what was typed for it.
export function measurementFieldName(outfitType: string, id: string): string {
  return `m-${outfitType}-${id}`;
}
