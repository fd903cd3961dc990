// An order (or an inquiry) kept on the phone until it can be sent. Plain data and `File`s only, so IndexedDB
// stores it as it is, from the page and from the service worker.

export type OrderEntry = { name: string; value: string } | { name: string; file: File };

export type QueuedStatus =
  | "waiting"
  /** The service refused it: shown to the customer, never retried on its own. */
  | "refused";

/** What was kept: an order, an inquiry from the contact page, or a request from the Book page. */
export type QueuedKind = "order" | "inquiry" | "booking";

export interface QueuedOrder {
  reference: string;
  /** Absent on what was kept before inquiries were: an order. */
  kind?: QueuedKind;
  action: string;
  queuedAt: number;
  entries: OrderEntry[];
  status: QueuedStatus;
  /** Tries that did not reach the service. */
  tries: number;
  lastTryAt: number | null;
  refusal?: string;
  confirmedAt?: number;
}

// Plans change in two weeks: an older order waits for the customer to confirm it.
export const askAfterMs = 14 * 24 * 60 * 60 * 1000;

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

// Photos are left out: the customer sends them in the chat by hand.
export function orderText(order: QueuedOrder, intro: string): string {
  const lines = order.entries
    .filter((entry): entry is { name: string; value: string } => "value" in entry)
    .filter((entry) => !entry.name.startsWith("_") && entry.value.trim() !== "")
    .map((entry) => `${entry.name}: ${entry.value}`);
  return [intro, ...lines].join("\n");
}
