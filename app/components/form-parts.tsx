import { Send } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./form-parts.module.css";

/** The two-column grid the form fields sit in (one column on phones). */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

export interface SubmitRowProps {
  label: string;
  /** While a request is in flight: the button is disabled and says so. */
  busyLabel?: string;
  busy?: boolean;
  /** A problem with sending, announced at once; the form keeps everything the visitor typed. */
  alert?: string;
}

/** The submit button with its alert region beside it. */
export function SubmitRow({ label, busyLabel, busy = false, alert }: SubmitRowProps) {
  return (
    <div className={styles.submitRow}>
      <button type="submit" className={styles.submit} disabled={busy} aria-disabled={busy || undefined}>
        <Send aria-hidden="true" size={16} />
        {busy && busyLabel ? busyLabel : label}
      </button>
      <div role="alert" className={styles.alert}>
        {alert}
      </div>
    </div>
  );
}

/**
 * The honeypot: bots fill every field, people never see this one. Hidden with CSS and from
 * assistive technology, but still a real field (not `type="hidden"`) so bots take the bait.
 */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name="_honey" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
