/**
 * Whether a needed-by date is sooner than the studio usually needs for an outfit type. A rush order
 * is still taken: the customer is told the studio will confirm on WhatsApp, and the studio's e-mail
 * is marked so it is read first.
 */
export interface LeadTimeOption {
  value: string;
  label: string;
  /** The usual minimum time to make this kind of outfit, from order to ready. */
  leadWeeks: number;
}

export interface Rush {
  option: LeadTimeOption;
  /** Whole days between today and the needed-by date. */
  daysAvailable: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Days between two `YYYY-MM-DD` dates, counted on the calendar (no time zone or daylight saving). */
export function daysBetween(fromIso: string, toIso: string): number | null {
  const from = Date.parse(`${fromIso}T00:00:00Z`);
  const to = Date.parse(`${toIso}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.round((to - from) / dayMs);
}

export function rushFor(
  options: readonly LeadTimeOption[],
  outfitType: string,
  neededBy: string,
  todayIso: string | undefined,
): Rush | null {
  const option = options.find((candidate) => candidate.value === outfitType);
  if (!option || !neededBy || !todayIso) return null;
  const daysAvailable = daysBetween(todayIso, neededBy);
  // A date in the past is the date field's own problem, not a rush.
  if (daysAvailable === null || daysAvailable < 0) return null;
  return daysAvailable < option.leadWeeks * 7 ? { option, daysAvailable } : null;
}

/** "2 December 2026": a date as the customer and the studio read it. */
export function readableDate(iso: string, locale = "en-GB"): string {
  const time = Date.parse(`${iso}T12:00:00Z`);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(time);
}
