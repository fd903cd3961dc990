/**
 * The studio's phone and WhatsApp numbers in the international form, the only form that reaches
 * the studio from abroad and that WhatsApp's links take. A Nigerian number written the local way
 * ("0803 555 0199") is turned into it ("+234 803 555 0199"); anything else must already start with
 * + and the country code. The build (studio.schema.ts) and the editor (admin/editor.js) both use it.
 */

/** The number as people should read it, "+234 803 555 0199"; undefined when it is neither international nor Nigerian. */
export function internationalNumber(typed: string): string | undefined {
  const written = typed.trim().replace(/\s+/g, " ");
  const bare = written.replace(/[\s().-]/g, "");
  // "+234 0803 …" keeps the local 0 after the country code, and no call gets through with it.
  const nigerian = /^(?:0|\+2340?)([1-9]\d{9})$/.exec(bare)?.[1];
  if (nigerian !== undefined)
    return `+234 ${nigerian.slice(0, 3)} ${nigerian.slice(3, 6)} ${nigerian.slice(6)}`;
  return /^\+[1-9]\d{6,14}$/.test(bare) ? written : undefined;
}

/** The same rule for the editor's field: a + and 7 to 15 digits, or a 0 and 10 more. */
export const internationalNumberPattern =
  "^[\\s(]*(\\+[\\s(]*[1-9]([\\s().-]*[0-9]){6,14}|0[\\s().-]*[1-9]([\\s().-]*[0-9]){9})[\\s)]*$";

/** Links to a number in the international form: tel: wants its + and digits, wa.me its digits alone. */
export const telLink = (number: string) => `tel:+${number.replace(/\D/g, "")}`;
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`;
