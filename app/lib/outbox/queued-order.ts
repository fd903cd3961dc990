/**
 * An order kept on the phone until it can be sent: the fields exactly as they would have gone
 * (the photos as made small at the press, the reference), and what the outbox knows of its tries.
 * Plain data and `File`s, so IndexedDB stores it as it is, in the page and in the service worker.
 */

/** One field of the order as the form service receives it: a text or a file. */
export type OrderEntry = { name: string; value: string } | { name: string; file: File };

export type QueuedStatus =
  /** To be sent when the connection allows (the usual state). */
  | "waiting"
  /** The form service answered and did not accept it: shown to the customer, never retried by itself. */
  | "refused";

export interface QueuedOrder {
  reference: string;
  /** Where it is posted: the form service's AJAX address when it was kept. */
  action: string;
  /** When it was kept (ms since 1970). */
  queuedAt: number;
  entries: OrderEntry[];
  status: QueuedStatus;
  /** Tries that did not reach the service, and the last one's time. */
  tries: number;
  lastTryAt: number | null;
  /** The service's own words when it refused the order. */
  refusal?: string;
  /** Set when the customer said "send it" to an order kept longer than `askAfterMs`. */
  confirmedAt?: number;
}

/** An order kept this long is not sent before the customer says so: plans change in two weeks. */
export const askAfterMs = 14 * 24 * 60 * 60 * 1000;

/** After this many tries that failed, spread over at least a day, WhatsApp is offered instead. */
export const triesBeforeWhatsApp = 3;
export const whatsAppAfterMs = 24 * 60 * 60 * 1000;

export function entriesOf(data: FormData): OrderEntry[] {
  const entries: OrderEntry[] = [];
  data.forEach((value, name) => {
    entries.push(typeof value === "string" ? { name, value } : { name, file: value });
  });
  return entries;
}

export function formDataOf(entries: readonly OrderEntry[]): FormData {
  const data = new FormData();
  for (const entry of entries) {
    if ("file" in entry) data.append(entry.name, entry.file, entry.file.name);
    else data.append(entry.name, entry.value);
  }
  return data;
}

export function needsAsking(order: QueuedOrder, now: number): boolean {
  return order.confirmedAt === undefined && now - order.queuedAt > askAfterMs;
}

export function offerWhatsApp(order: QueuedOrder, now: number): boolean {
  return (
    order.status === "refused" ||
    (order.tries >= triesBeforeWhatsApp && now - order.queuedAt >= whatsAppAfterMs)
  );
}

/**
 * The order as a WhatsApp message: its text fields, one per line, in the form's order; the
 * form service's own fields (`_subject`, `_next`…) and the files left out (photos are sent in the
 * chat by hand).
 */
export function orderText(order: QueuedOrder, intro: string): string {
  const lines = order.entries
    .filter((entry): entry is { name: string; value: string } => "value" in entry)
    .filter((entry) => !entry.name.startsWith("_") && entry.value.trim() !== "")
    .map((entry) => `${entry.name}: ${entry.value}`);
  return [intro, ...lines].join("\n");
}
