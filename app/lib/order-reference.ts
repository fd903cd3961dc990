/**
 * The short reference every order carries, made on the customer's phone: `IA-2611-K7QM`, the
 * studio's initials, the day and month the order was placed, and four characters a customer can
 * read out over the phone. Letters and digits that are easily mistaken for one another (0 and O,
 * 1, I and L) are never used.
 */
import { localIsoDate } from "./dates";
import { paths } from "./paths";

/** The thank-you page's query parameter that carries an order's reference. */
export const referenceParameter = "reference";

/** Where an order lands once sent: the thank-you page, showing its reference. */
export function thankYouForOrder(reference: string): string {
  return `${paths.thankYou}?${referenceParameter}=${encodeURIComponent(reference)}`;
}

export const referenceAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** The four characters after the date: 31^4, nearly a million references a day. */
const codeLength = 4;

export function makeOrderReference(
  prefix: string,
  placed: Date,
  random: (count: number) => Uint8Array = randomBytes,
): string {
  const [, month, day] = localIsoDate(placed).split("-");
  const bytes = random(codeLength);
  // 31 does not divide 256, so the first characters are a shade likelier: no matter for a reference.
  const code = Array.from(bytes, (byte) => referenceAlphabet[byte % referenceAlphabet.length]).join("");
  return `${prefix}-${day}${month}-${code}`;
}

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

const referencePattern = new RegExp(`^[A-Z]{1,6}-\\d{4}-[${referenceAlphabet}]{${codeLength}}$`);

/** A reference read back from an address: only one of the shape we make is ever shown. */
export function readOrderReference(value: string | null): string | null {
  return value !== null && referencePattern.test(value) ? value : null;
}

const storageKey = "ivory-adire:order-reference";

/**
 * The reference of the order being placed. It is kept until the order has gone, so a retry after a
 * dropped connection sends the same reference and the studio sees one order, not two.
 */
export function currentOrderReference(prefix: string, now: Date): string {
  try {
    const kept = readOrderReference(localStorage.getItem(storageKey));
    if (kept?.startsWith(`${prefix}-`)) return kept;
    const made = makeOrderReference(prefix, now);
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    // Private mode or a full quota: the reference still travels, it is just not kept for a retry.
    return makeOrderReference(prefix, now);
  }
}

export function forgetOrderReference(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
