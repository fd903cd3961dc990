/** Naira as the site writes them: ₦450,000, grouped the Nigerian way, no kobo. */
const grouping = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });

export function formatNaira(amount: number): string {
  return `₦${grouping.format(amount)}`;
}
