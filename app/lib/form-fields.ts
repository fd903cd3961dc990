/**
 * The fields of the site's two forms, in the order they show. A field's `name` is what it posts,
 * and the studio's e-mail shows it as that line's label: never rename one. Each field's words
 * (label, and placeholder or hint where it has one) are in the form's data file under its name.
 * Each form's list is in a module of its own, so a page carries only its form's.
 */
export interface FormField {
  name: string;
  /** A text input unless said otherwise. */
  control?: "email" | "tel" | "date" | "select" | "textarea";
  /** Off unless the browser may fill it in from what it knows of the visitor. */
  autoComplete?: string;
  required?: true;
  hint?: true;
  numeric?: true;
  /** Spans both columns of the form grid. */
  wide?: true;
  /** A short field that keeps half the row on a phone, beside the next half field. */
  half?: true;
  rows?: number;
  /** Drawn before the control, such as a currency sign. */
  prefix?: string;
}

export const email = {
  name: "email",
  control: "email",
  autoComplete: "email",
  required: true,
} as const satisfies FormField;

export const phone = { name: "phone", control: "tel", autoComplete: "tel" } as const;

type Names<List extends readonly FormField[], Having = unknown> = Extract<List[number], Having>["name"];

export const fieldNames = <const List extends readonly FormField[]>(list: List): Names<List>[] =>
  list.map((field) => field.name);

export const hintedFieldNames = <const List extends readonly FormField[]>(list: List) =>
  list.filter((field) => field.hint).map((field) => field.name) as Names<List, { hint: true }>[];

/** Typed fields show a placeholder; a select or a date has none. */
export const placeholderFieldNames = <const List extends readonly FormField[]>(list: List) =>
  list
    .filter((field) => field.control !== "select" && field.control !== "date")
    .map((field) => field.name) as Names<List, { control: "text" | "email" | "tel" | "textarea" }>[];
