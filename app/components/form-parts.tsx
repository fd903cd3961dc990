import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { serviceFields } from "~/lib/form-service";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/lib/site";
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

/**
 * What the form service reads besides the visitor's fields: where to go after a plain post, no
 * captcha page, the e-mail's subject, and the honeypot. Bots fill every field; people never see
 * the honeypot, a real field rather than type="hidden", so bots take the bait.
 */
export function ServiceFields({
  subject,
  next = paths.thankYou,
  autoresponse,
}: {
  subject: string;
  next?: string;
  autoresponse?: string;
}) {
  return (
    <>
      <input type="hidden" name={serviceFields.next} value={absoluteUrl(next)} />
      {autoresponse ? <input type="hidden" name={serviceFields.autoresponse} value={autoresponse} /> : null}
      <input type="hidden" name={serviceFields.captcha} value="false" />
      <input type="hidden" name={serviceFields.subject} value={subject} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="_honey" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
