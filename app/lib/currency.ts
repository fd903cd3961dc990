/**
 * Approximate amounts in another currency, at the studio's own rates (data/currency.json).
 * Loaded only when a visitor picks a currency other than naira (see currency-choice.ts).
 */
/**
 * Rounded so the figure reads as the estimate it is: 2 significant figures below 1,000 (£230,
 * US$57), 3 from 1,000 (£2,560, £25,600); never below a whole unit.
 */
export function roundSensibly(value: number): number {
  if (!(value > 0)) return 0;
  const figures = value < 1000 ? 2 : 3;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) + 1 - figures);
  return Math.round(value / step) * step;
}

/** "£230" for ₦450,000 in GBP at 1,950 naira to the pound. */
export function converterFor(code: string, rate: number): (naira: number) => string {
  const format = new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: code,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return (naira) => format.format(roundSensibly(naira / rate));
}
