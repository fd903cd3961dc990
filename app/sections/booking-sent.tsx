import { useId } from "react";
import type { booking } from "~/content/booking";
import { calendarFile, googleCalendarLink, type CalendarEvent } from "~/lib/booking-calendar";
import { recallBooking } from "~/lib/booking-sent";
import { cityOf, startInstant, studioWhen, visitorTime, visitorZone } from "~/lib/booking-times";
import { whatsappWithMessage } from "~/lib/design-links";
import { fillIn } from "~/lib/fill-in";
import styles from "./sent-copy.module.css";

export interface BookingSentProps {
  copy: typeof booking;
  whatsapp: string;
  /** The studio's address, where a studio appointment takes place. */
  address: string;
  /** Makes each calendar event's UID unique to the site. */
  host: string;
}

// Shown by the thank-you page after hydration, for `?sent=booking`: the booking this tab sent.
export function BookingSent({ copy, whatsapp, address, host }: BookingSentProps) {
  const headingId = useId();
  const sent = recallBooking();
  const kind = copy.kinds.find((entry) => entry.id === sent?.kind);
  if (!sent || !kind) return null;

  const words = copy.thankYou;
  const zone = visitorZone();
  const local = visitorTime(sent.day, sent.time, zone);
  const when = `${studioWhen(sent.day, sent.time)}${local ? ` (${fillIn(copy.yourTime, { time: local, city: cityOf(zone) })})` : ""}`;
  const event: CalendarEvent = {
    uid: `${sent.reference}@${host}`,
    title: fillIn(words.eventTitle, { kind: kind.label }),
    details: fillIn(words.eventDetails, { reference: sent.reference }),
    location: kind.where === "studio" ? address : words.videoLocation,
    start: startInstant(sent.day, sent.time),
    minutes: kind.minutes,
  };
  const download = () => {
    const file = new Blob([calendarFile(event)], { type: "text/calendar;charset=utf-8" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(file);
    link.download = `${sent.reference}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <section className={styles.sent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {words.heading}
      </h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{words.reference}</dt>
          <dd>
            <strong>{sent.reference}</strong>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{copy.kindLegend}</dt>
          <dd>{kind.label}</dd>
        </div>
        <div className={styles.row}>
          <dt>{words.time}</dt>
          <dd>{when}</dd>
        </div>
      </dl>
      <p>{words.confirm}</p>
      <div className={styles.actions}>
        <a
          className={styles.action}
          href={whatsappWithMessage(
            whatsapp,
            fillIn(words.whatsappMessage, { reference: sent.reference, when }),
          )}
        >
          {words.whatsapp}
        </a>
      </div>
      <h3 className={styles.heading}>{words.calendarHeading}</h3>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={download}>
          {words.calendarFile}
        </button>
        <a
          className={styles.action}
          href={googleCalendarLink(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.googleCalendar}
        </a>
      </div>
    </section>
  );
}
