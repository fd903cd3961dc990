import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { AttachmentPreview } from "~/components/attachment-preview";
import { DesignNote } from "~/components/design-note";
import { Field } from "~/components/field";
import { FormGrid, Honeypot, SubmitRow } from "~/components/form-parts";
import type { orderForm } from "~/content/forms";
import { checkAttachment, type AttachmentProblem } from "~/lib/attachment";
import { useTodayIso } from "~/lib/dates";
import { prefillOrder, replaceText } from "~/lib/design-prefill";
import { plainFormAction, serviceFields, submitForm } from "~/lib/form-service";
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from "~/lib/order-draft";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/lib/site";
import { useDesignPrefill } from "~/lib/use-design-prefill";
import styles from "./form-section.module.css";

export interface OrderFormProps {
  copy: typeof orderForm;
}

/**
 * The Place an Order form. Without script it is a plain multipart post to the form service. With
 * script it sends the same fields to the service's AJAX endpoint, so a failure can be explained
 * on the page and nothing the visitor typed is lost. The field names are the labels of the
 * e-mail the studio reads; do not rename them.
 *
 * Opened from a design's page (`?design=<slug>`), it starts out about that design: the outfit type
 * chosen for it, the details starting with a line that names it, and a `design` field with its
 * name and address, so the studio knows which design even if the visitor rewrites the details.
 */
export function OrderForm({ copy }: OrderFormProps) {
  const { labels, placeholders, hints, messages } = copy;
  const form = useRef<HTMLFormElement>(null);
  const attachmentInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState("");
  const [fileProblem, setFileProblem] = useState<AttachmentProblem | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [restored, setRestored] = useState(false);
  const today = useTodayIso();
  const navigate = useNavigate();

  useEffect(() => {
    if (!form.current) return;
    const draft = loadDraft();
    if (draft) setRestored(applyDraft(form.current, draft));
    // Whatever was typed before the framework arrived is kept as the draft from now on.
    saveDraft(readDraft(form.current));
    // A photo chosen before the framework arrived is checked and shown like any other.
    if (attachmentInput.current?.files?.length) {
      attachmentInput.current.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, []);

  const prefill = useDesignPrefill((found) => {
    const element = form.current;
    const details = element?.elements.namedItem("details");
    const outfitType = element?.elements.namedItem("outfitType");
    if (!element || !(details instanceof HTMLTextAreaElement) || !(outfitType instanceof HTMLSelectElement)) {
      return;
    }
    // Read now, not when the page opened: the draft, and anything typed while the index was on its
    // way, are kept. Not saved as a draft by itself: only once the visitor works on the order.
    const start = prefillOrder({ details: details.value, outfitType: outfitType.value }, found);
    replaceText(details, start.details);
    outfitType.value = start.outfitType;
  });

  const heading = useRef<HTMLHeadingElement>(null);
  const notThisDesign = () => {
    prefill.dismiss();
    // The button goes with the note: the focus moves to the form's heading, just above, rather
    // than into a field (which would open a phone's keyboard).
    heading.current?.focus();
  };

  const fileMessage =
    fileProblem === "not-image"
      ? messages.fileNotImage
      : fileProblem === "too-large"
        ? messages.fileTooLarge
        : "";

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const problem = checkAttachment(file);
    setFileProblem(problem);
    // A refused file shows its problem, not a preview; an empty one is not sent, so not shown.
    setAttachment(file && file.size > 0 && !problem ? file : null);
    // The browser's own validation then refuses to submit the form with this file.
    event.currentTarget.setCustomValidity(
      problem === "not-image" ? messages.fileNotImage : problem === "too-large" ? messages.fileTooLarge : "",
    );
  };

  const removeAttachment = () => {
    const input = attachmentInput.current;
    setAttachment(null);
    setFileProblem(null);
    if (!input) return;
    input.value = "";
    input.setCustomValidity("");
    // The Remove button is gone: the visitor carries on from the field it belonged to.
    input.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const attachment = data.get("attachment");
    const problem = attachment instanceof File ? checkAttachment(attachment) : null;
    if (problem) {
      setFileProblem(problem);
      return;
    }
    // An empty file input would still send an empty part; leave it out instead.
    if (attachment instanceof File && attachment.size === 0) data.delete("attachment");

    inFlight.current = true;
    setSending(true);
    setAlert("");
    const result = await submitForm(data);
    inFlight.current = false;
    setSending(false);

    if (result.outcome === "success") {
      element.reset();
      clearDraft();
      navigate(paths.thankYou);
      return;
    }
    if (result.outcome === "rejected") {
      console.error("The form service did not accept the order:", result.message);
      setAlert(messages.rejected);
    } else {
      console.error("The order could not be sent:", result.error);
      setAlert(messages.networkError);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="order-heading">
      <h2 id="order-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      {restored ? (
        <p className={styles.notice} role="status">
          {messages.draftRestored}
        </p>
      ) : null}
      <form
        ref={form}
        method="post"
        action={plainFormAction}
        encType="multipart/form-data"
        className={styles.form}
        onSubmit={onSubmit}
        onInput={(event) => saveDraft(readDraft(event.currentTarget))}
        aria-busy={sending || undefined}
      >
        <input type="hidden" name={serviceFields.next} value={absoluteUrl(paths.thankYou)} />
        <input type="hidden" name={serviceFields.captcha} value="false" />
        <input type="hidden" name={serviceFields.subject} value={copy.subject} />
        <Honeypot />
        {prefill.design ? (
          <DesignNote design={prefill.design} copy={copy.design} onDismiss={notThisDesign} />
        ) : null}
        <FormGrid>
          <Field label={labels.fullName}>
            {(control) => (
              <input
                {...control}
                name="fullName"
                type="text"
                required
                autoComplete="name"
                placeholder={placeholders.fullName}
              />
            )}
          </Field>
          <Field label={labels.email}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={placeholders.email}
              />
            )}
          </Field>
          <Field label={labels.phone}>
            {(control) => (
              <input
                {...control}
                name="phone"
                type="tel"
                required
                autoComplete="tel"
                placeholder={placeholders.phone}
              />
            )}
          </Field>
          <Field label={labels.outfitType}>
            {(control) => (
              <select {...control} name="outfitType" required defaultValue="" autoComplete="off">
                <option value="" disabled>
                  {copy.outfitTypes.placeholder}
                </option>
                {copy.outfitTypes.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={labels.deliveryDate} hint={hints.deliveryDate}>
            {(control) => (
              // The page loader sets `min` before the field is painted; React keeps the same value.
              <input
                {...control}
                name="deliveryDate"
                type="date"
                required
                min={today}
                data-min="today"
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={labels.budget} prefix="₦">
            {(control) => (
              <input
                {...control}
                name="budget"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={placeholders.budget}
              />
            )}
          </Field>
          <Field label={labels.attachment} hint={hints.attachment} error={fileMessage || undefined} wide>
            {(control) => (
              <>
                <input
                  {...control}
                  ref={attachmentInput}
                  name="attachment"
                  type="file"
                  accept="image/*"
                  onChange={onFileChange}
                />
                {attachment ? (
                  <AttachmentPreview
                    file={attachment}
                    copy={copy.attachmentPreview}
                    onRemove={removeAttachment}
                  />
                ) : null}
              </>
            )}
          </Field>
          <Field label={labels.details} hint={hints.details} wide>
            {(control) => (
              <textarea
                {...control}
                name="details"
                rows={5}
                autoComplete="off"
                placeholder={placeholders.details}
              />
            )}
          </Field>
        </FormGrid>
        <SubmitRow label={copy.submit} busyLabel={copy.sending} busy={sending} alert={alert} />
      </form>
    </section>
  );
}
