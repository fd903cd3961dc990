// A booking as the thank-you page shows it, carried in this tab only (sessionStorage), like the
// order's and the inquiry's copy in sent-copy.ts.
import { readOrderReference } from "./order-reference";

export interface SentBooking {
  reference: string;
  /** The kind's id in booking.json. */
  kind: string;
  /** The Lagos day and start time asked for: "2026-12-12", "11:00". */
  day: string;
  time: string;
}

const storageKey = "ivory-adire:booking";

export function rememberBooking(booking: SentBooking): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(booking));
  } catch {
    // Storage off: the thank-you page says what it says without script.
  }
}

export function recallBooking(): SentBooking | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "null");
    if (typeof kept !== "object" || kept === null) return null;
    const { reference, kind, day, time } = kept as Record<string, unknown>;
    if (typeof kind !== "string" || typeof day !== "string" || typeof time !== "string") return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
    const checked = readOrderReference(typeof reference === "string" ? reference : null);
    return checked ? { reference: checked, kind, day, time } : null;
  } catch {
    return null;
  }
}
