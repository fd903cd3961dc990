import { useId, type ReactNode } from "react";
import styles from "./field.module.css";

export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid"?: true;
  className: string | undefined;
}

export interface FieldProps {
  label: string;
  hint?: string;
  error?: ReactNode;
  /** Said beside the control without marking it wrong, such as a suggested e-mail address. */
  note?: ReactNode;
  wide?: boolean;
  /** Shares a row with the next half field, on a phone too. */
  half?: boolean;
  prefix?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({
  label,
  hint,
  error,
  note,
  wide = false,
  half = false,
  prefix,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const describedBy = [hintId, errorId, noteId].filter(Boolean).join(" ") || undefined;
  const control = children({
    id,
    "aria-describedby": describedBy,
    ...(error ? { "aria-invalid": true as const } : {}),
    className: styles.control,
  });
  return (
    <div className={[styles.field, wide ? styles.wide : ""].join(" ")} data-half={half || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {prefix ? (
        <div className={styles.affixed}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
