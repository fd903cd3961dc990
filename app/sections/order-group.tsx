import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { useLocation } from "react-router";
import { Field } from "~/components/field";
import { FormFields } from "~/components/form-fields";
import { FormGrid } from "~/components/form-parts";
import type { DesignSummary } from "~/content/design-index";
import { groupOrder } from "~/content/group-order";
import { localIsoDate, useTodayIso } from "~/lib/dates";
import { requestedDesign, whatsappWithMessage } from "~/lib/design-links";
import { loadDesignIndex, lookUpDesign } from "~/lib/design-prefill";
import { fillIn } from "~/lib/fill-in";
import { serviceFields } from "~/lib/form-service";
import { groupStartFields } from "~/lib/group-fields";
import {
  type GroupDetails,
  dayAndMonth,
  eventInBrief,
  groupLimits,
  groupLinkPath,
  groupParameter,
  isPastDeadline,
  makeGroupCode,
  neededByFor,
  readGroupLink,
  startGroupValue,
} from "~/lib/group-link";
import { readableDate } from "~/lib/lead-time";
import styles from "./order-group.module.css";

/** Adds the group's subject and fields to an order about to be sent. */
export type GroupSend = (data: FormData, reference: string) => void;

export interface OrderGroupProps {
  form: RefObject<HTMLFormElement | null>;
  sendRef: RefObject<GroupSend | undefined>;
}

/** Above the order form: the panel that starts a group (`?group=new`), or a member's banner. */
export default function OrderGroup({ form, sendRef }: OrderGroupProps): ReactNode {
  const { search } = useLocation();
  return new URLSearchParams(search).get(groupParameter) === startGroupValue ? (
    <GroupStart search={search} />
  ) : (
    <GroupMember search={search} form={form} sendRef={sendRef} />
  );
}

function GroupMember({ search, form, sendRef }: OrderGroupProps & { search: string }) {
  const today = useTodayIso();
  const [group, setGroup] = useState<{ search: string; details: GroupDetails } | null>(null);
  const { member, email } = groupOrder;

  useEffect(() => {
    const details = readGroupLink(search);
    if (!details) return;
    // A design the collection does not have makes the whole link doubtful: the plain form, then.
    const controller = new AbortController();
    void (details.design ? lookUpDesign(details.design, controller.signal) : Promise.resolve(true)).then(
      (found) => {
        if (found && !controller.signal.aborted) setGroup({ search, details });
      },
    );
    return () => controller.abort();
  }, [search]);
  const details = group?.search === search ? group.details : null;

  useEffect(() => {
    const element = form.current;
    if (!details || !today || !element) return;
    const field = (name: string) => element.elements.namedItem(name);
    const [code, outfitType, neededBy, text] = ["group", "outfitType", "deliveryDate", "details"].map(field);
    if (code instanceof HTMLInputElement) code.value = details.code;
    // A chosen design sets its own outfit type (the `?design=` prefill).
    if (!details.design && outfitType instanceof HTMLSelectElement && outfitType.value === "") {
      outfitType.value = groupOrder.outfitType;
      // The form follows its fields' events: the rush note and the measurements for the outfit type.
      outfitType.dispatchEvent(new Event("change", { bubbles: true }));
    }
    if (neededBy instanceof HTMLInputElement && neededBy.value === "") {
      neededBy.value = neededByFor(details.eventDate, groupOrder.daysBefore, today);
    }
    if (details.fabric && text instanceof HTMLTextAreaElement) {
      const line = fillIn(member.fabricLine, { bride: details.bride, fabric: details.fabric });
      if (!text.value.includes(line)) {
        text.value = `${text.value}${text.value && !text.value.endsWith("\n") ? "\n" : ""}${line}\n`;
      }
    }
    if (neededBy instanceof HTMLInputElement) neededBy.dispatchEvent(new Event("change", { bubbles: true }));

    sendRef.current = (data, reference) => {
      data.set(groupParameter, details.code);
      data.set(
        "groupEvent",
        fillIn(email.event, { event: details.event, date: readableDate(details.eventDate) }),
      );
      data.set(
        serviceFields.subject,
        fillIn(email.subject, { code: details.code, event: details.event, reference }),
      );
      if (isPastDeadline(details, localIsoDate(new Date()))) {
        data.set("groupLate", fillIn(email.late, { deadline: readableDate(details.measurementsBy) }));
      }
    };
    return () => {
      sendRef.current = undefined;
    };
  }, [details, today, form, sendRef, member, email]);

  if (!details || !today) return null;
  const words = {
    bride: details.bride,
    event: eventInBrief(details.event),
    date: readableDate(details.eventDate),
    deadline: dayAndMonth(details.measurementsBy),
  };
  return (
    <div className={styles.banner} role="status">
      <p className={styles.bannerLine}>
        {fillIn(isPastDeadline(details, today) ? member.late : member.banner, words)}
      </p>
      <p className={styles.filled}>{fillIn(member.filled, words)}</p>
    </div>
  );
}

interface MadeGroup {
  code: string;
  link: string;
  whatsapp: string;
}

function GroupStart({ search }: { search: string }) {
  const { start, made: madeCopy } = groupOrder;
  const today = useTodayIso();
  const heading = useRef<HTMLHeadingElement>(null);
  const madeHeading = useRef<HTMLHeadingElement>(null);
  const [designs, setDesigns] = useState<DesignSummary[]>([]);
  const [design, setDesign] = useState(() => requestedDesign(search) ?? "");
  const [eventDate, setEventDate] = useState("");
  const [made, setMade] = useState<MadeGroup | null>(null);
  const [copied, setCopied] = useState<"copied" | "by-hand" | null>(null);
  // Every typed field's, by the field list (the schema requires them); its type names only some.
  const placeholders: Partial<Record<string, string>> = start.placeholders;

  useEffect(() => {
    heading.current?.focus();
    const controller = new AbortController();
    void loadDesignIndex(controller.signal).then(setDesigns);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (made) madeHeading.current?.focus();
  }, [made]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // One line each, as a chat message shows it.
    const value = (name: string) =>
      String(data.get(name) ?? "")
        .replace(/\s+/g, " ")
        .trim();
    const details: GroupDetails = {
      code: makeGroupCode(),
      event: value("event"),
      eventDate: value("eventDate"),
      measurementsBy: value("measurementsBy"),
      bride: value("bride"),
      fabric: value("fabric"),
      design: value("design"),
    };
    const path = groupLinkPath(details);
    const name = event.currentTarget.elements.namedItem("bride");
    if (!readGroupLink(path.slice(path.indexOf("?"))) && name instanceof HTMLInputElement) {
      // Every other field is held to the link's rules by its own attributes; a name is letters.
      name.setCustomValidity(start.nameProblem);
      name.reportValidity();
      return;
    }
    const link = new URL(path, window.location.origin).href;
    const message = fillIn(madeCopy.message, {
      event: details.event,
      date: readableDate(details.eventDate),
      deadline: readableDate(details.measurementsBy),
      link,
    });
    setCopied(null);
    setMade({ code: details.code, link, whatsapp: whatsappWithMessage("https://wa.me/", message) });
  };

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("copied");
    } catch {
      setCopied("by-hand");
    }
  };

  return (
    <div className={styles.start}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        {start.heading}
      </h2>
      <p className={styles.intro}>{start.intro}</p>
      <form className={styles.form} onSubmit={onSubmit}>
        <FormGrid>
          <FormFields
            fields={groupStartFields}
            copy={start}
            controls={{
              event: (control) => (
                <input
                  {...control}
                  name="event"
                  required
                  maxLength={groupLimits.event}
                  autoComplete="off"
                  placeholder={placeholders.event}
                />
              ),
              eventDate: (control) => (
                <input
                  {...control}
                  name="eventDate"
                  type="date"
                  required
                  min={today}
                  autoComplete="off"
                  onChange={(event) => setEventDate(event.currentTarget.value)}
                />
              ),
              measurementsBy: (control) => (
                <input
                  {...control}
                  name="measurementsBy"
                  type="date"
                  required
                  min={today}
                  max={eventDate || undefined}
                  autoComplete="off"
                />
              ),
              bride: (control) => (
                <input
                  {...control}
                  name="bride"
                  required
                  maxLength={groupLimits.bride}
                  autoComplete="given-name"
                  placeholder={placeholders.bride}
                  onInput={(event) => event.currentTarget.setCustomValidity("")}
                />
              ),
              design: (control) => (
                <select
                  {...control}
                  name="design"
                  value={design}
                  onChange={(event) => setDesign(event.currentTarget.value)}
                >
                  <option value="">{start.noDesign}</option>
                  {designs.map((entry) => (
                    <option key={entry.slug} value={entry.slug}>
                      {entry.name}
                    </option>
                  ))}
                </select>
              ),
              fabric: (control) => (
                <textarea
                  {...control}
                  name="fabric"
                  rows={3}
                  maxLength={groupLimits.fabric}
                  autoComplete="off"
                  placeholder={start.placeholders.fabric}
                />
              ),
            }}
          />
        </FormGrid>
        <button type="submit" className={styles.create}>
          {start.create}
        </button>
      </form>
      {made ? (
        <div className={styles.made}>
          <h3 ref={madeHeading} tabIndex={-1} className={styles.madeHeading}>
            {madeCopy.heading}
          </h3>
          <Field label={madeCopy.link} wide>
            {(control) => (
              <input
                {...control}
                className={`${control.className ?? ""} ${styles.link}`}
                readOnly
                value={made.link}
                onFocus={(event) => event.currentTarget.select()}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <button type="button" className={styles.copy} onClick={() => void copyLink(made.link)}>
              {madeCopy.copy}
            </button>
            <a className={styles.whatsapp} href={made.whatsapp} target="_blank" rel="noopener noreferrer">
              {madeCopy.whatsapp}
            </a>
          </div>
          <p role="status" className={styles.copied}>
            {copied === "copied" ? madeCopy.copied : copied === "by-hand" ? madeCopy.copyByHand : null}
          </p>
          <p className={styles.code}>
            {madeCopy.code}: <strong>{made.code}</strong>
          </p>
          <p className={styles.codeNote}>{madeCopy.codeNote}</p>
        </div>
      ) : null}
    </div>
  );
}
