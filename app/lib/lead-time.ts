export interface LeadTimeOption {
  value: string;
  label: string;
  leadWeeks: number;
}

export interface Rush {
  option: LeadTimeOption;
  daysAvailable: number;
}

const dayMs = 24 * 60 * 60 * 1000;

// Calendar days, in UTC so daylight saving never shifts the count.
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
