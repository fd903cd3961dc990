import { useEffect, useRef, useState } from "react";
import { DesignNote } from "~/components/design-note";
import { FormFields } from "~/components/form-fields";
import { FormGrid, ServiceFields, SubmitRow } from "~/components/form-parts";
import type { inquiryForm } from "~/content/inquiry-form";
import { replaceText, withDesignLine } from "~/lib/design-prefill";
import { inquiryFields } from "~/lib/inquiry-fields";
import { plainFormAction } from "~/lib/form-service";
import { useDesignPrefill } from "~/lib/use-design-prefill";
import styles from "./form-section.module.css";

export interface InquiryFormProps {
  copy: typeof inquiryForm;
}

// A plain post to the form service, the same with or without script. The field names are the
// labels of the studio's e-mail: do not rename them. If the CSP refuses the post, script says so
// beside the button rather than leaving the submit unanswered.
export function InquiryForm({ copy }: InquiryFormProps) {
  const [alert, setAlert] = useState("");
  const [held, setHeld] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const prefill = useDesignPrefill(({ design, index }) => {
    // Text typed while the index loaded, or restored by the browser, stays.
    const message = form.current?.elements.namedItem("message");
    if (message instanceof HTMLTextAreaElement) {
      replaceText(message, withDesignLine(message.value, design, index).text);
    }
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const notThisDesign = () => {
    prefill.dismiss();
    // The button goes with the note: focus moves to the heading, not into a field, which would
    // open a phone's keyboard.
    heading.current?.focus();
  };
  useEffect(() => {
    if (!held) return;
    const sendNow = () => {
      setHeld(false);
      form.current?.requestSubmit();
    };
    window.addEventListener("online", sendNow);
    return () => window.removeEventListener("online", sendNow);
  }, [held]);
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === "form-action") setAlert(copy.messages.blocked);
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    return () => document.removeEventListener("securitypolicyviolation", onViolation);
  }, [copy.messages.blocked]);
  return (
    <section className={styles.section} aria-labelledby="inquiry-heading">
      <h2 id="inquiry-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <form
        ref={form}
        method="post"
        action={plainFormAction}
        className={styles.form}
        onSubmit={(event) => {
          // Offline, the browser would leave for its own error page: the post waits here until online.
          if (navigator.onLine) return;
          event.preventDefault();
          setHeld(true);
        }}
      >
        <ServiceFields subject={copy.subject} />
        {prefill.design ? (
          <DesignNote design={prefill.design} copy={copy.design} onDismiss={notThisDesign} />
        ) : null}
        <FormGrid>
          <FormFields
            fields={inquiryFields}
            copy={copy}
            controls={{
              projectType: (control) => (
                <select {...control} name="projectType" defaultValue="" autoComplete="off">
                  <option value="">{copy.projectTypes.placeholder}</option>
                  {copy.projectTypes.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ),
            }}
          />
        </FormGrid>
        {held ? (
          <p className={styles.notice} role="status">
            {copy.messages.offline}
          </p>
        ) : null}
        <SubmitRow label={copy.submit} alert={alert} />
      </form>
    </section>
  );
}
