import { useEffect, useId } from "react";
import { useLocation } from "react-router";
import type { thankYouPage } from "~/content/thank-you";
import { localIsoDate } from "~/lib/dates";
import { fillIn } from "~/lib/fill-in";
import { clearDraft } from "~/lib/order-draft";
import { readOrderReference, referenceParameter, sentParameter } from "~/lib/order-reference";
import { sentFields, type SentCopy as Sent } from "~/lib/sent-copy";
import { recallSent, sentCopyText, shareOnWhatsApp, textFileHref } from "~/lib/sent-copy-text";
import { useHydrated } from "~/lib/use-hydrated";
import styles from "./sent-copy.module.css";

export interface SentCopyProps {
  copy: typeof thankYouPage.sent;
  contact: { whatsapp: string; email: string };
}

function whatWasSent(search: string): Sent | null {
  const query = new URLSearchParams(search);
  const reference = readOrderReference(query.get(referenceParameter));
  if (reference) return recallSent("order", reference);
  return query.get(sentParameter) === "inquiry" ? recallSent("inquiry", null) : null;
}

// The form sends a design as "Adunni (https://…/collection/adunni)": on the page, its name as a link.
function DesignName({ value }: { value: string }) {
  const [, name, address] = /^(.+) \((https?:\/\/[^\s)]+)\)$/.exec(value) ?? [];
  return name && address ? <a href={address}>{name}</a> : value;
}

// Only after hydration: the prerendered page knows neither the address nor what this tab sent.
export function SentCopy({ copy, contact }: SentCopyProps) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const headingId = useId();
  const inquirySent = hydrated && new URLSearchParams(search).get(sentParameter) === "inquiry";
  useEffect(() => {
    // The inquiry reached the service: its draft has done its work.
    if (inquirySent) clearDraft("inquiry");
  }, [inquirySent]);
  const sent = hydrated ? whatWasSent(search) : null;
  if (!sent) return null;

  const { values } = sent;
  const words = copy[sent.kind];
  const reference = values.reference ?? "";
  const next = sent.kind === "order" && values.rush ? copy.order.rushNext : words.next;
  // The reference is shown large just above: the copy she keeps has it too.
  const shown = sentFields[sent.kind].filter((field) => values[field] && field !== "reference");
  const text = sentCopyText(sent, {
    title: fillIn(words.title, { reference }),
    next,
    contact: fillIn(copy.contact, contact),
    labels: copy.labels,
  });
  const fileName = fillIn(words.fileName, { reference, date: localIsoDate(new Date()) });
  return (
    <section className={styles.sent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <dl className={styles.list}>
        {shown.map((field) => (
          <div key={field} className={styles.row}>
            <dt>{copy.labels[field]}</dt>
            <dd>{field === "design" ? <DesignName value={values[field] ?? ""} /> : values[field]}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.heading}>{copy.nextHeading}</h3>
      <p>{next}</p>
      <p className={styles.keep}>{copy.keep}</p>
      <div className={styles.actions}>
        <a className={styles.action} href={shareOnWhatsApp(text)} target="_blank" rel="noopener noreferrer">
          {copy.share}
        </a>
        <a className={styles.action} href={textFileHref(text)} download={fileName}>
          {copy.save}
        </a>
      </div>
    </section>
  );
}
