import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { FormFields } from "~/components/form-fields";
import { FormGrid, ServiceFields, SubmitRow } from "~/components/form-parts";
import { ProblemSummary, useFormProblems } from "~/components/form-problems";
import type { booking } from "~/content/booking";
import { bookingFields } from "~/lib/booking-fields";
import { rememberBooking } from "~/lib/booking-sent";
import {
  type Hours,
  bookableRange,
  cityOf,
  dayProblem,
  hoursOn,
  startTimes,
  studioToday,
  studioWhen,
  studioZone,
  visitorTime,
  visitorZone,
} from "~/lib/booking-times";
import { fillIn } from "~/lib/fill-in";
import { plainFormAction } from "~/lib/form-service";
import { makeOrderReference, readOrderReference, sentParameter } from "~/lib/order-reference";
import { paths } from "~/lib/paths";
import { useDesignPrefill } from "~/lib/use-design-prefill";
import { usePlainPost } from "~/lib/use-plain-post";
import { useHydrated } from "~/lib/use-hydrated";
import styles from "./booking-form.module.css";
import sectionStyles from "./form-section.module.css";

// Loaded only when the address names a design the collection has; left out if it cannot load.
const DesignNote = lazy(() => import("~/components/design-note").catch(() => ({ default: () => null })));

export interface BookingFormProps {
  copy: typeof booking;
  hours: readonly Hours[];
  /** "Monday to Saturday", for the day's hint. */
  openDays: string;
}

const noSubscription = () => () => {};
const addedFields = ["reference", "when", "length", "yourTime"] as const;

export const bookingThankYou = `${paths.thankYou}?${sentParameter}=booking`;

async function keep(data: FormData, reference: string): Promise<boolean> {
  try {
    const { keepForLater } = await import("~/lib/outbox/keep-order");
    data.delete("_autoresponse");
    return await keepForLater(reference, data, { kind: "booking" });
  } catch (error) {
    console.error("The outbox could not be loaded:", error);
    return false;
  }
}

// A plain post to the form service, with or without script, landing on the thank-you page. With
// script the day is checked against the studio's days, the times follow the appointment's length,
// each shown in the visitor's own zone too, and a request pressed offline waits in the outbox.
export function BookingForm({ copy, hours, openDays }: BookingFormProps) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const problems = useFormProblems(form);
  const { alert, held, hold } = usePlainPost(form, copy.messages.blocked);
  const prefill = useDesignPrefill(() => undefined);
  const [kindId, setKindId] = useState<string | null>(null);
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const zone = useSyncExternalStore(noSubscription, visitorZone, () => studioZone.id);
  // Null in the prerendered page: the build machine's day is not the visitor's.
  const today = useSyncExternalStore(
    noSubscription,
    () => studioToday(new Date()),
    () => null,
  );
  const [kept, setKept] = useState<string | null>(null);
  // What script adds to the e-mail at the press. Set in the fields too: a send started by script
  // (back online) reads the form before React renders.
  const [added, setAdded] = useState<Partial<Record<(typeof addedFields)[number] | "_subject", string>>>({});

  useEffect(() => {
    const reference = readOrderReference(new URLSearchParams(search).get("reference"));
    const field = form.current?.elements.namedItem("orderReference");
    if (reference && field instanceof HTMLInputElement && !field.value) field.value = reference;
  }, [search]);

  // Chosen here, or by the link that opened the page (`?kind=fitting`), or the first.
  const linked = hydrated ? new URLSearchParams(search).get("kind") : null;
  const kind = copy.kinds.find((entry) => entry.id === (kindId ?? linked)) ?? copy.kinds[0];
  const rules = {
    hours,
    noticeDays: copy.noticeDays,
    horizonWeeks: copy.horizonWeeks,
    blockedDates: copy.blockedDates,
  };
  const problem = today && day ? dayProblem(day, rules, today) : null;
  const dayMessage = problem ? fillIn(copy.problems[problem.problem], problem) : "";
  const range = today ? bookableRange(rules, today) : null;
  const span = (day && !problem ? hoursOn(day, hours) : undefined) ?? hours[0];
  const times = span && kind ? startTimes(span, kind.minutes) : [];
  const shownTime = times.includes(time) ? time : "";
  const other = (start: string) => {
    const local = day && hydrated ? visitorTime(day, start, zone) : null;
    return local ? ` · ${fillIn(copy.yourTime, { time: local, city: cityOf(zone) })}` : "";
  };
  const fitting = hydrated && kind?.asksForReference === true;

  useEffect(() => {
    const input = form.current?.elements.namedItem("day");
    if (input instanceof HTMLInputElement) input.setCustomValidity(dayMessage);
  }, [dayMessage]);

  const checkReference = (input: HTMLInputElement) => {
    const value = input.value.trim().toUpperCase();
    input.setCustomValidity(fitting && value && !readOrderReference(value) ? copy.problems.reference : "");
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const reference = element.elements.namedItem("orderReference");
    if (reference instanceof HTMLInputElement) checkReference(reference);
    if (!problems.check() || !kind) {
      event.preventDefault();
      return;
    }
    const data = new FormData(element);
    const ours = makeOrderReference(copy.referencePrefix, new Date());
    const when = studioWhen(day, shownTime);
    const local = visitorTime(day, shownTime, zone);
    const fields = {
      reference: ours,
      when,
      length: fillIn(copy.minutesLabel, { minutes: String(kind.minutes) }),
      yourTime: local ? fillIn(copy.yourTime, { time: local, city: cityOf(zone) }) : when,
      _subject: `${kind.request} ${ours}: ${when}`,
    };
    for (const [name, value] of Object.entries(fields)) {
      data.set(name, value);
      const hidden = element.elements.namedItem(name);
      if (hidden instanceof HTMLInputElement) hidden.value = value;
    }
    setAdded(fields);
    rememberBooking({ reference: ours, kind: kind.id, day, time: shownTime });
    if (navigator.onLine) return;
    event.preventDefault();
    void keep(data, ours).then((done) => {
      if (done) {
        element.reset();
        setDay("");
        setKept(ours);
      } else {
        hold();
      }
    });
  };

  return (
    <section className={sectionStyles.section} aria-labelledby="booking-heading">
      <h2 id="booking-heading" className={sectionStyles.heading}>
        {copy.formHeading}
      </h2>
      <form
        ref={form}
        method="post"
        action={plainFormAction}
        className={`${sectionStyles.form} ${styles.form}`}
        onInput={() => setKept(null)}
        onSubmit={onSubmit}
      >
        <ServiceFields subject={added._subject ?? copy.subject} next={bookingThankYou} />
        {hydrated
          ? addedFields.map((name) => (
              <input key={name} type="hidden" name={name} value={added[name] ?? ""} />
            ))
          : null}
        <ProblemSummary {...problems.summary} />
        {prefill.design ? (
          <Suspense>
            <DesignNote
              design={prefill.design}
              field={prefill.field}
              copy={copy.design}
              onDismiss={prefill.dismiss}
            />
          </Suspense>
        ) : null}
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>{copy.kindLegend}</legend>
          {copy.kinds.map((entry) => (
            <div key={entry.id} className={styles.kind}>
              <input
                type="radio"
                id={`kind-${entry.id}`}
                name="appointment"
                value={entry.label}
                required
                checked={entry.id === kind?.id}
                onChange={() => setKindId(entry.id)}
                aria-describedby={`kind-${entry.id}-about`}
                data-asks-reference={entry.asksForReference || undefined}
              />
              <label htmlFor={`kind-${entry.id}`}>{entry.label}</label>
              <span id={`kind-${entry.id}-about`} className={styles.about}>
                {fillIn(copy.minutesLabel, { minutes: String(entry.minutes) })} ·{" "}
                {copy.whereLabels[entry.where]}
              </span>
            </div>
          ))}
        </fieldset>
        <p id="booking-hours" className={styles.hours}>
          {fillIn(copy.hints.day, { days: openDays })}
        </p>
        <FormGrid>
          <FormFields
            fields={[{ name: "day", control: "date", required: true }, { name: "time" }]}
            copy={{ labels: copy.labels }}
            errors={{ ...problems.errors, ...(dayMessage ? { day: dayMessage } : {}) }}
            controls={{
              day: (control) => (
                <input
                  {...control}
                  aria-describedby={[control["aria-describedby"], "booking-hours"].filter(Boolean).join(" ")}
                  type="date"
                  name="day"
                  required
                  min={range?.first}
                  max={range?.last}
                  defaultValue=""
                  onChange={(event) => setDay(event.currentTarget.value)}
                />
              ),
              time: (control) => (
                <select
                  {...control}
                  name="time"
                  required
                  value={shownTime}
                  onChange={(event) => setTime(event.currentTarget.value)}
                >
                  <option value="">{copy.timePlaceholder}</option>
                  {times.map((start) => (
                    <option key={start} value={start}>
                      {`${start} ${studioZone.name}${other(start)}`}
                    </option>
                  ))}
                </select>
              ),
            }}
          />
          {day && shownTime && !problem ? (
            <p className={styles.summary} role="status">
              {fillIn(copy.summary, {
                when: `${studioWhen(day, shownTime)}${other(shownTime).replace(" · ", " (")}${other(shownTime) ? ")" : ""}`,
              })}
            </p>
          ) : null}
          <FormFields
            fields={bookingFields}
            copy={copy}
            errors={problems.errors}
            notes={problems.notes}
            controls={{
              orderReference: (control) => (
                <input
                  {...control}
                  name="orderReference"
                  required={fitting}
                  autoCapitalize="characters"
                  pattern={fitting || !hydrated ? "[A-Za-z]{1,6}-[0-9]{4}-[A-Za-z0-9]{4}" : undefined}
                  onChange={(event) => checkReference(event.currentTarget)}
                />
              ),
            }}
          />
        </FormGrid>
        {held ? (
          <p className={sectionStyles.notice} role="status">
            {copy.messages.offline}
          </p>
        ) : null}
        {kept ? (
          <p className={sectionStyles.notice} role="status">
            {fillIn(copy.messages.kept, { reference: kept })}
          </p>
        ) : null}
        <p className={styles.request}>{copy.requestNote}</p>
        <SubmitRow label={copy.submit} alert={alert} />
      </form>
    </section>
  );
}
