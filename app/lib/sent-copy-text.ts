// The thank-you page's side of sent-copy.ts: reading back what was sent, and the copy she keeps.
import { sentFields, sentStorageKey, type SentCopy, type SentField, type SentKind } from "./sent-copy";

/** What this tab last sent with `kind`, or null; an order's only when its reference matches. */
export function recallSent(kind: SentKind, reference: string | null): SentCopy | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(sentStorageKey) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { kind: kept, values } = parsed as Partial<SentCopy>;
    if (kept !== kind || typeof values !== "object" || values === null) return null;
    const known: SentCopy["values"] = {};
    for (const name of sentFields[kind]) {
      const value = values[name];
      if (typeof value === "string") known[name] = value;
    }
    if (kind === "order" && known.reference !== reference) return null;
    return { kind, values: known };
  } catch {
    return null;
  }
}

export interface SentCopyWords {
  title: string;
  next: string;
  contact: string;
  labels: Record<SentField, string>;
}

/** The copy as she keeps it: in a WhatsApp chat of her choice, or as a small text file. */
export function sentCopyText(sent: SentCopy, words: SentCopyWords): string {
  const rows = sentFields[sent.kind]
    .filter((name) => sent.values[name])
    .map((name) => `${words.labels[name]}: ${sent.values[name]}`);
  return [words.title, "", ...rows, "", words.next, "", words.contact].join("\n");
}

// No number: WhatsApp asks which chat, and she can pick her own.
export function shareOnWhatsApp(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function textFileHref(text: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
