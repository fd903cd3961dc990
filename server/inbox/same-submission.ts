/**
 * The outbox sends an order again, byte for byte, whenever an answer was lost. Anyone can type a
 * reference, so a repeat is one with the same reference and the same content.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

export const referenceField = "reference";

const maxReferenceLength = 200;

export function referenceOf(fields: Readonly<Record<string, string>>): string | undefined {
  const reference = Object.hasOwn(fields, referenceField) ? fields[referenceField] : undefined;
  return reference && reference.length <= maxReferenceLength ? reference : undefined;
}

export interface AttachmentContent {
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/**
 * Everything the studio would read, in order; not when it came or by which endpoint, which a retry
 * of the same order cannot repeat.
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

export async function hashFile(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  try {
    for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  } catch {
    return "missing";
  }
  return hash.digest("hex");
}

/** Copies of one order arriving at once are looked up and stored one at a time. */
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
