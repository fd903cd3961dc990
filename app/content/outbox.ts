import data from "./data/outbox.json" with { type: "json" };
import { checkData, outboxSchema } from "./schema";

/**
 * Every word about orders kept on the phone while the connection is down, from data/outbox.json.
 * `{reference}` is the order's reference (IA-2611-K7QM).
 */
export interface OutboxCopy {
  /** On the order page, in place of an error, once the order is kept. */
  kept: string;
  /** The note at the top of every page, while orders wait or have just gone. */
  label: string;
  waiting: string;
  sending: string;
  sent: string;
  cancelled: string;
  refused: string;
  old: string;
  stuck: string;
  cancel: string;
  sendNow: string;
  whatsapp: string;
  dismiss: string;
  /** The first line of the WhatsApp message that carries an order's text. */
  whatsappIntro: string;
}

if (import.meta.env.SSR) {
  checkData("outbox.json", outboxSchema, data);
}

export const outbox = data satisfies OutboxCopy;
