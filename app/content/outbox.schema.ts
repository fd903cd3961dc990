/**
 * data/outbox.json: every word about orders and inquiries kept on the phone while the connection
 * is down. `{reference}` is the order's or the inquiry's reference (IA-2611-K7QM).
 */
import * as v from "valibot";
import { fields, paragraph, text, textWith } from "./schema";

// The note at the top of every page while one waits or has just gone, and its cancel button; the
// first line of the WhatsApp message that carries its text.
const keptLines = {
  waiting: textWith("reference"),
  sending: textWith("reference"),
  sent: textWith("reference"),
  cancelled: textWith("reference"),
  refused: paragraph(textWith("reference")),
  old: textWith("reference"),
  cancel: text(),
  whatsappIntro: v.pipe(textWith("reference"), v.title("WhatsApp intro")),
};

export const outboxSchema = v.pipe(
  fields({
    // On the order page, in place of an error, once the order is kept.
    kept: paragraph(textWith("reference")),
    label: text(),
    ...keptLines,
    stuck: text(),
    sendNow: text(),
    whatsapp: v.pipe(text(), v.title("WhatsApp")),
    dismiss: text(),
    // The same lines for an inquiry from the contact page, kept when it could not be sent.
    inquiry: v.pipe(fields(keptLines), v.title("Inquiries")),
    // And for a request from the Book page.
    booking: v.pipe(fields(keptLines), v.title("Appointment requests")),
  }),
  v.title("Orders kept on the phone"),
);
