/**
 * Every word about orders kept on the phone while the connection is down. `{reference}` is the
 * order's reference (IA-2611-K7QM).
 */
export const outbox = {
  /** On the order page, in place of an error, once the order is kept. */
  kept: "No connection just now, so order {reference} is saved on this phone, photos and all. It will be sent by itself when the connection is back: there is nothing more to do, and you can close this page. Changed your mind? Cancel it in the note at the top of the page.",
  /** The note at the top of every page, while orders wait or have just gone. */
  label: "Orders on this phone",
  waiting: "Order {reference} waiting for a connection.",
  sending: "Sending order {reference}…",
  sent: "Order {reference} has reached the studio. Thank you!",
  cancelled: "Order {reference} cancelled. Nothing was sent.",
  refused: "The studio's form service did not accept order {reference}. Please send it on WhatsApp instead.",
  old: "Order {reference} has waited more than two weeks. Send it now?",
  stuck: "Still not through after a day? Send it on WhatsApp instead.",
  cancel: "Cancel order",
  sendNow: "Send it now",
  whatsapp: "Send on WhatsApp",
  dismiss: "OK",
  /** The first line of the WhatsApp message that carries an order's text. */
  whatsappIntro: "Hello Ivory & Adire, this is my order {reference} from your website:",
} as const;
