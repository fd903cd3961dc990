/**
 * data/outbox.json: every word about orders kept on the phone while the connection is down.
 * `{reference}` is the order's reference (IA-2611-K7QM).
 */
import * as v from "valibot";
import { fields, paragraph, text, textWith } from "./schema";

export const outboxSchema = v.pipe(
  fields({
    // On the order page, in place of an error, once the order is kept.
    kept: paragraph(textWith("reference")),
    // The note at the top of every page, while orders wait or have just gone.
    label: text(),
    waiting: textWith("reference"),
    sending: textWith("reference"),
    sent: textWith("reference"),
    cancelled: textWith("reference"),
    refused: paragraph(textWith("reference")),
    old: textWith("reference"),
    stuck: text(),
    cancel: text(),
    sendNow: text(),
    whatsapp: v.pipe(text(), v.title("WhatsApp")),
    dismiss: text(),
    // The first line of the WhatsApp message that carries an order's text.
    whatsappIntro: v.pipe(textWith("reference"), v.title("WhatsApp intro")),
  }),
  v.title("Orders kept on the phone"),
);
