import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { DesignNote } from "~/components/design-note";
import { FormFields } from "~/components/form-fields";
import { FormGrid, ServiceFields, SubmitRow } from "~/components/form-parts";
import { OrderPhotos, type OrderPhotosHandle } from "~/components/order-photos";
import { UploadProgress } from "~/components/upload-progress";
import { fillIn } from "~/lib/fill-in";
import type { orderForm } from "~/content/order-form";
import { outbox } from "~/content/outbox";
import type { orderPhotos } from "~/content/order-photos";
import { useTodayIso } from "~/lib/dates";
import { prefillOrder, replaceText } from "~/lib/design-prefill";
import { orderFields } from "~/lib/order-fields";
import { plainFormAction, serviceFields, submitForm, type SubmitProgress } from "~/lib/form-service";
import { readableDate, rushFor, type Rush } from "~/lib/lead-time";
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from "~/lib/order-draft";
import { currentOrderReference, forgetOrderReference, thankYouForOrder } from "~/lib/order-reference";
import { useDesignPrefill } from "~/lib/use-design-prefill";
import { minTodayProps } from "~/page-loader/attributes";
import { OrderMeasurements, type OrderMeasurementsContent } from "~/components/order-measurements";
import styles from "./form-section.module.css";

export interface OrderFormProps {
  copy: typeof orderForm;
  photosCopy: typeof orderPhotos;
  measurements: OrderMeasurementsContent;
}

/** What the order form needs to know of its own fields as the customer fills them in. */
interface Chosen {
  outfitType: string;
  deliveryDate: string;
}

function readChosen(form: HTMLFormElement | null): Chosen {
  const value = (name: string) => {
    const element = form?.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : "";
  };
  return { outfitType: value("outfitType"), deliveryDate: value("deliveryDate") };
}

/** Keeps an order that could not be sent on the phone (false when the outbox could not be loaded). */
async function keep(reference: string, data: FormData): Promise<boolean> {
  try {
    const { keepForLater } = await import("~/lib/outbox/keep-order");
    return await keepForLater(reference, data);
  } catch (error) {
    console.error("The outbox could not be loaded:", error);
    return false;
  }
}

/**
 * The Place an Order form. Without script it is a plain multipart post to the form service. With
 * script it sends the same fields to the service's AJAX endpoint, so a failure can be explained
 * on the page and nothing the visitor typed is lost. The field names are the labels of the
 * e-mail the studio reads; do not rename them.
 *
 * With script, each order also carries a reference made on the phone (in the e-mail's subject and
 * its `reference` field, and on the thank-you page), its photos made small before they leave, its
 * measurements in one labelled list, and a subject that marks a needed-by date sooner than the
 * outfit type's usual lead time as a rush.
 *
 * Opened from a design's page (`?design=<slug>`), it starts out about that design: the outfit type
 * chosen for it, the details starting with a line that names it, and a `design` field with its
 * name and address, so the studio knows which design even if the visitor rewrites the details.
 */
export function OrderForm({ copy, photosCopy, measurements }: OrderFormProps) {
  const { messages } = copy;
  const form = useRef<HTMLFormElement>(null);
  const photos = useRef<OrderPhotosHandle>(null);
  const inFlight = useRef(false);
  const prepared = useRef(false);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<SubmitProgress | null>(null);
  const [alert, setAlert] = useState("");
  const [restored, setRestored] = useState(false);
  /** The reference of an order kept on the phone for later, once the form has handed it over. */
  const [kept, setKept] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen>({ outfitType: "", deliveryDate: "" });
  const today = useTodayIso();
  const navigate = useNavigate();
  const rushNoteId = useId();

  const sync = () => {
    const next = readChosen(form.current);
    setChosen((current) =>
      current.outfitType === next.outfitType && current.deliveryDate === next.deliveryDate ? current : next,
    );
  };

  useEffect(() => {
    if (!form.current) return;
    const draft = loadDraft();
    if (draft) setRestored(applyDraft(form.current, draft));
    // Whatever was typed before the framework arrived is kept as the draft from now on.
    saveDraft(readDraft(form.current));
    sync();
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
    sync();
  });

  const heading = useRef<HTMLHeadingElement>(null);
  const notThisDesign = () => {
    prefill.dismiss();
    // The button goes with the note: the focus moves to the form's heading, just above, rather
    // than into a field (which would open a phone's keyboard).
    heading.current?.focus();
  };

  const rush = rushFor(copy.outfitTypes.options, chosen.outfitType, chosen.deliveryDate, today);
  const rushWords = (line: string, found: Rush, neededBy: string, reference = "") =>
    fillIn(line, {
      type: found.option.label,
      weeks: found.option.leadWeeks,
      date: readableDate(neededBy),
      reference,
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const element = event.currentTarget;
    inFlight.current = true;
    // Busy from the tap on: making the photos small can take a few seconds on a cheap phone.
    setSending(true);
    setProgress(null);
    setAlert("");
    setKept(null);
    try {
      const data = new FormData(element);
      const photosToSend = await (photos.current?.prepare() ?? Promise.resolve(null));
      if (photosToSend && !photosToSend.ok) {
        // A file that cannot be sent is named beside its field, which has the focus: said once, there.
        if (!photosToSend.inField) setAlert(photosToSend.message);
        return;
      }
      // Loaded now if the customer never reached into the measurements (the part loads them itself).
      const measuring = await import("~/lib/measurements");
      const measured = measuring.prepareMeasurements(
        data,
        String(data.get("outfitType") ?? ""),
        measurements,
      );
      if (!measured.ok) {
        const input = element.elements.namedItem(measured.field);
        if (input instanceof HTMLInputElement) {
          input.setCustomValidity(measured.message);
          input.reportValidity();
        }
        return;
      }

      // The photos go as they were made small on the phone, never as the camera wrote them.
      if (photosToSend) {
        data.delete("attachment");
        for (const { field, file } of photosToSend.files) data.append(field, file, file.name);
        if (photosToSend.summary) data.set("photos", photosToSend.summary);
      }
      const reference = currentOrderReference(copy.reference.prefix, new Date());
      data.set("reference", reference);
      const neededBy = String(data.get("deliveryDate") ?? "");
      const found = rushFor(copy.outfitTypes.options, String(data.get("outfitType") ?? ""), neededBy, today);
      if (found) {
        data.set(serviceFields.subject, rushWords(copy.rush.subject, found, neededBy, reference));
        data.set("rush", rushWords(copy.rush.field, found, neededBy));
      } else {
        data.set(serviceFields.subject, fillIn(copy.reference.subject, { reference }));
      }

      const result = await submitForm(data, { onProgress: setProgress });

      const handedOver =
        result.outcome === "success" || (result.outcome === "unreachable" && (await keep(reference, data)));
      if (handedOver) {
        // Only when the customer chose to keep them, and only on this phone.
        measuring.saveMeasurementsIfChosen(element);
        element.reset();
        photos.current?.clear();
        clearDraft();
        forgetOrderReference();
        if (result.outcome === "success") {
          navigate(thankYouForOrder(reference));
        } else {
          console.warn(`No connection: order ${reference} is kept on this phone.`, result.error);
          setKept(reference);
        }
        return;
      }
      if (result.outcome === "rejected") {
        console.error("The form service did not accept the order:", result.message);
        setAlert(messages.rejected);
      } else {
        console.error("The order could not be sent:", result.error);
        setAlert(messages.networkError);
      }
    } catch (error) {
      // A part of the page that could not load (the connection dropped before the photo or
      // measurement helpers arrived): nothing was sent and nothing typed is lost.
      console.error("The order could not be prepared:", error);
      setAlert(messages.networkError);
    } finally {
      inFlight.current = false;
      setSending(false);
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
        onInput={(event) => {
          // What the press may need, fetched while the customer types and the connection is here:
          // the measurements, and the outbox with its note (for a press with no connection).
          if (!prepared.current) {
            prepared.current = true;
            for (const part of [
              import("~/lib/measurements"),
              import("~/lib/outbox/keep-order"),
              import("~/components/outbox-notice"),
            ]) {
              part.catch(() => undefined);
            }
          }
          saveDraft(readDraft(event.currentTarget));
          sync();
        }}
        onChange={sync}
        aria-busy={sending || undefined}
      >
        <ServiceFields subject={copy.subject} />
        {prefill.design ? (
          <DesignNote design={prefill.design} copy={copy.design} onDismiss={notThisDesign} />
        ) : null}
        <FormGrid>
          <FormFields
            fields={orderFields}
            copy={copy}
            controls={{
              outfitType: (control) => (
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
              ),
              deliveryDate: (control) => (
                <>
                  {/* The page loader sets `min` before the field is painted; React keeps the same value. */}
                  <input
                    {...control}
                    aria-describedby={[control["aria-describedby"], rush ? rushNoteId : ""]
                      .filter(Boolean)
                      .join(" ")}
                    name="deliveryDate"
                    type="date"
                    required
                    min={today}
                    {...minTodayProps}
                    autoComplete="off"
                  />
                  {/* Always in place, so the note is announced when it appears. */}
                  <p id={rushNoteId} className={styles.rush} role="status">
                    {rush ? rushWords(copy.rush.note, rush, chosen.deliveryDate) : null}
                  </p>
                </>
              ),
            }}
            after={{
              budget: (
                <>
                  <OrderMeasurements
                    content={measurements}
                    outfitType={chosen.outfitType}
                    outfitTypes={copy.outfitTypes.options}
                  />
                  <OrderPhotos ref={photos} copy={photosCopy} />
                </>
              ),
            }}
          />
        </FormGrid>
        {kept ? (
          <p className={styles.notice} role="status">
            {fillIn(outbox.kept, { reference: kept })}
          </p>
        ) : null}
        <SubmitRow label={copy.submit} busyLabel={copy.sending} busy={sending} alert={alert} />
        {sending && progress ? (
          <UploadProgress copy={copy.progress} sent={progress.sent} total={progress.total} />
        ) : null}
      </form>
    </section>
  );
}
