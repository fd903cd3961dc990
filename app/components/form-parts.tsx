import { Send } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./form-parts.module.css";

export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

export interface SubmitRowProps {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  alert?: string;
}

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

// Bots fill every field; people never see this one. A real field, not type="hidden", so bots
// take the bait.
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
