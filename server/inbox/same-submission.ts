/**
 * Telling a repeat of a submission from a new one. The order form sends an order's `reference`
 * (`IA-2611-K7QM`, app/lib/order-reference.ts) and its outbox sends the same order again, byte for
 * byte, whenever an answer was lost; the inbox must keep it once. Anyone can type a reference, so
 * a submission is a repeat only when its content is the same as well.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

/** The visitor field that names an order (and an inquiry, should it ever carry one). */
export const referenceField = "reference";

/** A longer value is no reference of ours: it is kept like any field, and never compared. */
const maxReferenceLength = 200;

export function referenceOf(fields: Readonly<Record<string, string>>): string | undefined {
  const reference = Object.hasOwn(fields, referenceField) ? fields[referenceField] : undefined;
  return reference && reference.length <= maxReferenceLength ? reference : undefined;
}

/** An attachment as the content sees it: what the studio is shown of it, and its bytes' hash. */
export interface AttachmentContent {
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/**
 * What "the same content" means: everything the studio would read of the submission. The address
 * it was sent to, every visitor field and every service field (`_subject`, `_next`…) with its value
 * and in its order, and every attachment's field, name as sent, type, size and bytes (by SHA-256).
 * Left out are only the facts of its arrival, which no resend can repeat: when it came, and whether
 * by the AJAX or the plain endpoint (a retry is the same order, however it travelled).
 */
export function contentHash(content: {
  formId: string;
  fields: Readonly<Record<string, string>>;
  special: Readonly<Record<string, string>>;
  attachments: readonly AttachmentContent[];
}): string {
  const canonical = JSON.stringify([
    content.formId,
    Object.entries(content.fields),
    Object.entries(content.special),
    content.attachments.map(({ field, name, type, size, sha256 }) => [field, name, type, size, sha256]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** The SHA-256 of a file's bytes, read as a stream; a file that is gone hashes as "missing". */
export async function hashFile(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  try {
    for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  } catch {
    return "missing";
  }
  return hash.digest("hex");
}

/**
 * Runs tasks that share a key one after another, and tasks of different keys side by side: five
 * copies of one order arriving at once are looked up and stored one at a time.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
