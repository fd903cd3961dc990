/**
 * The names this part posts, which the studio's e-mail shows as labels: fixed here, never renamed.
 * Without script every field is posted as it is (`m-bridal-bust: 86`); with script the order form
 * turns them into one `measurements` text (`prepareMeasurements` in measurements.ts).
 */
export const measurementFields = {
  choice: "measurementChoice",
  unit: "measurementUnit",
  summary: "measurements",
  /** The order form's select, which this part follows. */
  outfitType: "outfitType",
} as const;

export const measurementChoices = ["studio", "now", "whatsapp"] as const;

export const measurementUnits = ["cm", "in"] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

/** One field per outfit type and measurement, so each type keeps what was typed for it. */
export function measurementFieldName(outfitType: string, id: string): string {
  return `m-${outfitType}-${id}`;
}
