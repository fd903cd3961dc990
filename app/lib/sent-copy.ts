// What a customer sent, carried from the form to the thank-you page in this tab only
// (sessionStorage): the address carries nothing of it beyond an order's reference.
import { readableDate } from "./lead-time";

export type SentKind = "order" | "inquiry";

// The fields the thank-you page repeats, in the order it shows them.
export const sentFields = {
  order: ["design", "deliveryDate", "rush", "reference"],
  inquiry: ["subject", "projectType", "design", "message"],
} as const;

export type SentField = (typeof sentFields)[SentKind][number];

/** As she reads them: the date in words. */
export interface SentCopy {
  kind: SentKind;
  values: Partial<Record<SentField, string>>;
}

export const sentStorageKey = "ivory-adire:sent";

export function rememberSent(kind: SentKind, data: FormData): void {
  const values: SentCopy["values"] = {};
  for (const name of sentFields[kind]) {
    const value = data.get(name);
    if (typeof value !== "string" || value.trim() === "") continue;
    values[name] = name === "deliveryDate" ? readableDate(value) : value.trim();
  }
  try {
    sessionStorage.setItem(sentStorageKey, JSON.stringify({ kind, values } satisfies SentCopy));
  } catch {
    // Storage off: the thank-you page shows what it shows without script.
  }
}
