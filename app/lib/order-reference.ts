// A reference like `IA-2611-K7QM`, short enough to read out over the phone.
import { localIsoDate } from "./dates";
import { paths } from "./paths";

export const referenceParameter = "reference";

export function thankYouForOrder(reference: string): string {
  return `${paths.thankYou}?${referenceParameter}=${encodeURIComponent(reference)}`;
}

export const sentParameter = "sent";

// The inquiry's plain post comes back here (its `_next`), so the page knows which form it was.
export const thankYouForInquiry = `${paths.thankYou}?${sentParameter}=inquiry`;

// No 0/O or 1/I/L, which are easily mistaken for one another.
export const referenceAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

// 31^4: nearly a million references a day.
const codeLength = 4;

export function makeOrderReference(
  prefix: string,
  placed: Date,
  random: (count: number) => Uint8Array = randomBytes,
): string {
  const [, month, day] = localIsoDate(placed).split("-");
  return `${prefix}-${day}${month}-${randomCode(codeLength, random)}`;
}

/** Characters of the alphabet; a group's code is made of them too. */
export function randomCode(length: number, random: (count: number) => Uint8Array = randomBytes): string {
  // 31 does not divide 256, so the first characters are a shade likelier: no matter for a code.
  return Array.from(random(length), (byte) => referenceAlphabet[byte % referenceAlphabet.length]).join("");
}

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

const referencePattern = new RegExp(`^[A-Z]{1,6}-\\d{4}-[${referenceAlphabet}]{${codeLength}}$`);

export function readOrderReference(value: string | null): string | null {
  return value !== null && referencePattern.test(value) ? value : null;
}

const storageKey = "ivory-adire:order-reference";

// Kept until the order has gone, so a retry sends the same reference and the studio sees one order.
export function currentOrderReference(prefix: string, now: Date): string {
  try {
    const kept = readOrderReference(localStorage.getItem(storageKey));
    if (kept?.startsWith(`${prefix}-`)) return kept;
    const made = makeOrderReference(prefix, now);
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    // Private mode or a full quota: the reference is just not kept for a retry.
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
