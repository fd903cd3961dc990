import { type FormField, email, phone } from "./form-fields";

export const orderFields = [
  { name: "fullName", autoComplete: "name", required: true },
  email,
  { ...phone, required: true },
  { name: "outfitType", control: "select", required: true },
  { name: "deliveryDate", control: "date", required: true, hint: true, half: true },
  { name: "budget", numeric: true, prefix: "₦", half: true },
  {
    name: "details",
    control: "textarea",
    hint: true,
    wide: true,
    rows: 5,
  },
  // Typed from the bride's message when script is off; filled in by a group's link when it is on.
  { name: "group" },
] as const satisfies readonly FormField[];
