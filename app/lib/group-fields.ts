import type { FormField } from "./form-fields";

/** The panel that starts a group order: what the bride (or her planner) tells the studio once for all. */
export const groupStartFields = [
  { name: "event", required: true, wide: true },
  { name: "eventDate", control: "date", required: true, half: true },
  { name: "measurementsBy", control: "date", required: true, hint: true, half: true },
  { name: "bride", autoComplete: "given-name", required: true },
  { name: "design", control: "select" },
  { name: "fabric", control: "textarea", hint: true, wide: true, rows: 3 },
] as const satisfies readonly FormField[];
