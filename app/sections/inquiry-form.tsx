import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { FormFields } from "~/components/form-fields";
import { FormGrid, ServiceFields, SubmitRow } from "~/components/form-parts";
import { ProblemSummary, useFormProblems } from "~/components/form-problems";
import type { inquiryForm } from "~/content/inquiry-form";
import { fillIn } from "~/lib/fill-in";
import { inquiryFields } from "~/lib/inquiry-fields";
import { plainFormAction } from "~/lib/form-service";
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from "~/lib/order-draft";
import { thankYouForInquiry } from "~/lib/order-reference";
import { rememberSent } from "~/lib/sent-copy";
import { useDesignPrefill } from "~/lib/use-design-prefill";
import { usePlainPost } from "~/lib/use-plain-post";
import styles from "./form-section.module.css";

// Loaded only when the address names a design the collection has; left out if it cannot load.
const DesignNote = lazy(() => import("~/components/design-note").catch(() => ({ default: () => null })));

export interface InquiryFormProps {
  copy: typeof inquiryForm;
}

/** Keeps an inquiry on the phone to go by itself: its reference, or null when it could not. */
async function keep(data: FormData, prefix: string): Promise<string | null> {
  try {
    const { keepInquiry } = await import("~/lib/outbox/keep-inquiry");
    return await keepInquiry(data, prefix);
  } catch (error) {
    console.error("The outbox could not be loaded:", error);
    return null;
  }
}

// A plain post to the form service, the same with or without script. The field names are the
// labels of the studio's e-mail: do not rename them. With script, what is typed is kept as a draft,
// and an inquiry pressed offline waits in the phone's outbox, like an order, and goes by AJAX. If
// the CSP refuses the post, script says so beside the button rather than leaving it unanswered.
export function InquiryForm({ copy }: InquiryFormProps) {
  const [kept, setKept] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const prepared = useRef(false);
  const problems = useFormProblems(form);
  const { alert, held, hold } = usePlainPost(form, copy.messages.blocked);
  const prefill = useDesignPrefill(({ design, index }, { replaceText, withDesignLine }) => {
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
    if (!form.current) return;
    const draft = loadDraft("inquiry");
    if (draft) setRestored(applyDraft(form.current, draft));
    saveDraft("inquiry", readDraft(form.current));
  }, []);

  const keepOffline = async (element: HTMLFormElement, data: FormData) => {
    const reference = await keep(data, copy.referencePrefix);
    if (reference) {
      element.reset();
      clearDraft("inquiry");
      setKept(reference);
    } else {
      // No outbox on this phone: the post waits in the page until the connection is back.
      hold();
    }
  };

  return (
    <section className={styles.section} aria-labelledby="inquiry-heading">
      <h2 id="inquiry-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      {restored ? (
        <p className={styles.notice} role="status">
          {copy.messages.draftRestored}
        </p>
      ) : null}
      <form
        ref={form}
        method="post"
        action={plainFormAction}
        className={styles.form}
        onInput={(event) => {
          // What a press with no connection needs, fetched while the connection is here.
          if (!prepared.current) {
            prepared.current = true;
            for (const part of [import("~/lib/outbox/keep-inquiry"), import("~/components/outbox-notice")]) {
              part.catch(() => undefined);
            }
          }
          setKept(null);
          saveDraft("inquiry", readDraft(event.currentTarget));
        }}
        onSubmit={(event) => {
          if (!problems.check()) {
            event.preventDefault();
            return;
          }
          const data = new FormData(event.currentTarget);
          // The thank-you page repeats it; the draft goes once the page says it arrived.
          rememberSent("inquiry", data);
          // Offline, the browser would leave for its own error page.
          if (navigator.onLine) return;
          event.preventDefault();
          void keepOffline(event.currentTarget, data);
        }}
      >
        <ServiceFields subject={copy.subject} next={thankYouForInquiry} autoresponse={copy.autoresponse} />
        <ProblemSummary {...problems.summary} />
        {prefill.design ? (
          <Suspense>
            <DesignNote
              design={prefill.design}
              field={prefill.field}
              copy={copy.design}
              onDismiss={notThisDesign}
            />
          </Suspense>
        ) : null}
        <FormGrid>
          <FormFields
            fields={inquiryFields}
            copy={copy}
            errors={problems.errors}
            notes={problems.notes}
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
        {kept ? (
          <p className={styles.notice} role="status">
            {fillIn(copy.messages.kept, { reference: kept })}
          </p>
        ) : null}
        <SubmitRow label={copy.submit} alert={alert} />
      </form>
    </section>
  );
}
