import { Fragment, type ReactNode } from "react";
import type { FormField } from "~/lib/form-fields";
import { Field, type FieldControlProps } from "./field";

export interface FormFieldsProps<Name extends string> {
  fields: readonly (FormField & { name: Name })[];
  copy: {
    labels: Readonly<Record<Name, string>>;
    placeholders?: Readonly<Partial<Record<Name, string>>>;
    hints?: Readonly<Partial<Record<Name, string>>>;
  };
  /** The control of a field a plain input cannot be: its select, or a date with a note beside it. */
  controls?: Partial<Record<Name, (control: FieldControlProps) => ReactNode>>;
  /** Parts of the form drawn right after a field. */
  after?: Partial<Record<Name, ReactNode>>;
  /** Each field's problem and suggestion, from `useFormProblems`. */
  errors?: Readonly<Partial<Record<string, ReactNode>>>;
  notes?: Readonly<Partial<Record<string, ReactNode>>>;
}

/** A form's fields from its list, each with its label, hint and placeholder wired by `Field`. */
export function FormFields<Name extends string>({
  fields,
  copy,
  controls = {},
  after = {},
  errors = {},
  notes = {},
}: FormFieldsProps<Name>) {
  return fields.map((field) => {
    const { name } = field;
    const Control = field.control === "textarea" ? "textarea" : "input";
    return (
      <Fragment key={name}>
        <Field
          label={copy.labels[name]}
          hint={copy.hints?.[name]}
          error={errors[name]}
          note={notes[name]}
          wide={field.wide}
          half={field.half}
          prefix={field.prefix}
        >
          {(control) =>
            controls[name]?.(control) ?? (
              <Control
                {...control}
                name={name}
                type={Control === "input" ? (field.control ?? "text") : undefined}
                required={field.required}
                rows={field.rows}
                inputMode={field.numeric ? "numeric" : undefined}
                autoComplete={field.autoComplete ?? "off"}
                placeholder={copy.placeholders?.[name]}
              />
            )
          }
        </Field>
        {after[name]}
      </Fragment>
    );
  });
}
