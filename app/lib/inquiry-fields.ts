import { type FormField, email, phone } from "./form-fields";

export const inquiryFields = [
  { name: "name", autoComplete: "name", required: true },
  email,
  phone,
  { name: "subject", required: true },
  { name: "projectType", control: "select" },
  { name: "budget" },
  {
    name: "message",
    control: "textarea",
    required: true,
    wide: true,
    rows: 6,
  },
] as const satisfies readonly FormField[];
