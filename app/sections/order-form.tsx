import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { UploadProgress } from "~/components/upload-progress";
import { FormFields } from "~/components/form-fields";
import { FormGrid, ServiceFields, SubmitRow } from "~/components/form-parts";
import { ProblemSummary, useFormProblems } from "~/components/form-problems";
import { OrderPhotos, type OrderPhotosHandle, type RestoredPhotos } from "~/components/order-photos";
import { fillIn } from "~/lib/fill-in";
import type { orderForm } from "~/content/order-form";
import type { orderPhotos } from "~/content/order-photos";
import { useTodayIso } from "~/lib/dates";
import { orderFields } from "~/lib/order-fields";
import { plainFormAction, serviceFields } from "~/lib/form-service";
import type { SubmitProgress } from "~/lib/form-submit";
import { readableDate, rushFor, type Rush } from "~/lib/lead-time";
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from "~/lib/order-draft";
import { useDesignPrefill } from "~/lib/use-design-prefill";
import { untilHydrated, useHydrated } from "~/lib/use-hydrated";
import { minTodayProps } from "~/page-loader/attributes";
import { OrderMeasurements, type OrderMeasurementsContent } from "~/components/order-measurements";
import budgetStyles from "./budget-note.module.css";
import styles from "./form-section.module.css";
import type { GroupSend } from "./order-group";

// Loaded only when the address asks for them: a design the collection has, a group's link or its
// start panel (decision 041). A part that cannot load (the connection dropped) is left out.
const DesignNote = lazy(() => import("~/components/design-note").catch(() => ({ default: () => null })));
const OrderGroup = lazy(() => import("./order-group").catch(() => ({ default: () => null })));

export interface OrderFormProps {
  copy: typeof orderForm;
  photosCopy: typeof orderPhotos;
  measurements: OrderMeasurementsContent;
}

/** What the order form needs to know of its own fields as the customer fills them in. */
interface Chosen {
  outfitType: string;
  deliveryDate: string;
  budget: string;
}

function readChosen(form: HTMLFormElement | null): Chosen {
  const value = (name: string) => {
    const element = form?.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : "";
  };
  return { outfitType: value("outfitType"), deliveryDate: value("deliveryDate"), budget: value("budget") };
}

/** Keeps an order that could not be sent on the phone: the note saying so, or null when it could not be. */
async function keep(reference: string, data: FormData): Promise<string | null> {
  try {
    const [{ keepForLater }, { outbox }] = await Promise.all([
      import("~/lib/outbox/keep-order"),
      import("~/content/outbox"),
    ]);
    return (await keepForLater(reference, data)) ? fillIn(outbox.kept, { reference }) : null;
  } catch (error) {
    console.error("The outbox could not be loaded:", error);
    return null;
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
 * name and address, so the studio knows which design even if the visitor rewrites the details,
 * with `designPrice`, its starting price, which the budget field shows too.
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
  const [restoredPhotos, setRestoredPhotos] = useState<RestoredPhotos>(0);
  /** The note on an order kept on the phone for later, once the form has handed it over. */
  const [kept, setKept] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen>({ outfitType: "", deliveryDate: "", budget: "" });
  const today = useTodayIso();
  const navigate = useNavigate();
  const rushNoteId = useId();
  const problems = useFormProblems(form);
  const hydrated = useHydrated();
  const { search } = useLocation();
  const inGroup = hydrated && /[?&]group=/.test(search);
  const groupSend = useRef<GroupSend>(undefined);

  const sync = () => {
    const next = readChosen(form.current);
    setChosen((current) =>
      current.outfitType === next.outfitType &&
      current.deliveryDate === next.deliveryDate &&
      current.budget === next.budget
        ? current
        : next,
    );
  };

  useEffect(() => {
    if (!form.current) return;
    const draft = loadDraft("order");
    if (draft) setRestored(applyDraft(form.current, draft));
    // Whatever was typed before the framework arrived is kept as the draft from now on.
    saveDraft("order", readDraft(form.current));
    sync();
  }, []);

  const prefill = useDesignPrefill((found, { prefillOrder, replaceText }) => {
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
  const design = prefill.design;
  // The design's price under the budget, and a kind word after it when the budget is below 70% of
  // it. Never a mistake: she may want less made.
  const budget = Number(chosen.budget.replace(/\D/g, ""));
  const [beforePrice, afterPrice] = fillIn(copy.design.price, { name: design?.name ?? "" }).split("{price}");
  const budgetNote = design?.price ? (
    <p className={budgetStyles.note} role="status">
      {beforePrice}
      <span data-naira={design.price}>{design.priceText}</span>
      {afterPrice}
      {budget > 0 && budget < design.price * 0.7 ? ` ${copy.design.lowBudget}` : null}
    </p>
  ) : null;
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
      // Loaded now if the customer never reached into the measurements (the part loads them itself).
      const measuring = await import("~/lib/measurements");
      // Every problem at once, the measurements' with the rest, before anything is prepared.
      measuring.checkMeasurementFields(element, measurements);
      if (!problems.check()) return;
      const data = new FormData(element);
      const photosToSend = await (photos.current?.prepare() ?? Promise.resolve(null));
      if (photosToSend && !photosToSend.ok) {
        // A file that cannot be sent is named beside its field, which has the focus: said once, there.
        if (!photosToSend.inField) setAlert(photosToSend.message);
        return;
      }
      const measured = measuring.prepareMeasurements(
        data,
        String(data.get("outfitType") ?? ""),
        measurements,
      );
      if (!measured.ok) {
        problems.check();
        return;
      }

      // The photos go as they were made small on the phone, never as the camera wrote them.
      if (photosToSend) {
        data.delete("attachment");
        for (const { field, file } of photosToSend.files) data.append(field, file, file.name);
        if (photosToSend.summary) data.set("photos", photosToSend.summary);
      }
      const { currentOrderReference, forgetOrderReference, thankYouForOrder } =
        await import("~/lib/order-reference");
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
      groupSend.current?.(data, reference);
      if (!data.get("group")) data.delete("group");

      const { submitForm } = await import("~/lib/form-submit");
      const result = await submitForm(data, { onProgress: setProgress });

      const keptNote = result.outcome === "unreachable" ? await keep(reference, data) : null;
      if (result.outcome === "success" || keptNote) {
        // Only when the customer chose to keep them, and only on this phone.
        measuring.saveMeasurementsIfChosen(element);
        element.reset();
        photos.current?.clear();
        clearDraft("order");
        forgetOrderReference();
        if (result.outcome === "success") {
          // Fetched while she typed; without it the thank-you page shows what it shows without script.
          await import("~/lib/sent-copy").then(
            ({ rememberSent }) => rememberSent("order", data),
            () => undefined,
          );
          navigate(thankYouForOrder(reference));
        } else {
          console.warn(`No connection: order ${reference} is kept on this phone.`);
          setKept(keptNote);
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
      {inGroup ? (
        <Suspense>
          <OrderGroup form={form} sendRef={groupSend} />
        </Suspense>
      ) : (
        <p className={untilHydrated(hydrated, styles.notice)}>
          {copy.group.prompt}{" "}
          <button
            type="button"
            className={styles.group}
            onClick={() =>
              void navigate(search ? `${search}&group=new` : "?group=new", { preventScrollReset: true })
            }
          >
            {copy.group.start}
          </button>
        </p>
      )}
      {/* The page's introduction says what the form is for: the form needs none of its own. */}
      <h2 id="order-heading" ref={heading} tabIndex={-1} className={`${styles.heading} ${styles.spaced}`}>
        {copy.heading}
      </h2>
      {restored || restoredPhotos ? (
        <p className={styles.notice} role="status">
          {restoredPhotos === "lost"
            ? messages.draftPhotosLost
            : restoredPhotos === 1
              ? messages.draftRestoredPhoto
              : restoredPhotos > 1
                ? fillIn(messages.draftRestoredPhotos, { count: restoredPhotos })
                : messages.draftRestored}
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
              import("~/content/outbox"),
              import("~/components/outbox-notice"),
              import("~/lib/sent-copy"),
              import("~/lib/form-submit"),
              import("~/lib/order-reference"),
            ]) {
              part.catch(() => undefined);
            }
          }
          saveDraft("order", readDraft(event.currentTarget));
          sync();
        }}
        onChange={sync}
        aria-busy={sending || undefined}
      >
        <ServiceFields subject={copy.subject} />
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
        {design?.priceText ? (
          <input
            type="hidden"
            name="designPrice"
            value={fillIn(copy.design.priceField, { price: design.priceText })}
          />
        ) : null}
        <FormGrid>
          <FormFields
            fields={orderFields}
            copy={copy}
            errors={problems.errors}
            notes={problems.notes}
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
                  {budgetNote}
                  <OrderMeasurements
                    content={measurements}
                    outfitType={chosen.outfitType}
                    outfitTypes={copy.outfitTypes.options}
                  />
                  <OrderPhotos ref={photos} copy={photosCopy} onRestored={setRestoredPhotos} />
                </>
              ),
            }}
          />
        </FormGrid>
        {kept ? (
          <p className={styles.notice} role="status">
            {kept}
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
