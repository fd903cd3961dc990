import { type FormField, email, phone } from "./form-fields";

// The "who" part of the booking form; the kind, the day and the time are drawn by the form itself.
export const bookingFields = [
  { name: "orderReference", autoComplete: "off", hint: true },
  { name: "name", autoComplete: "name", required: true },
  { ...phone, required: true },
  { ...email, required: undefined },
  { name: "notes", control: "textarea", wide: true, rows: 4 },
] as const satisfies readonly FormField[];
