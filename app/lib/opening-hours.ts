/** Opening hours as the studio writes them (app/content/data/studio.json, through app/content/studio.ts), in words for people. */
import { weekdays } from "~/content/check";

export interface OpeningHours {
  days: readonly string[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

/** "09:00" → "9:00", the way the site writes times. */
function time(value: string): string {
  return value.replace(/^0(\d)/, "$1");
}

/** Consecutive days read as a range ("Monday to Saturday"), others as a list. */
function dayList(days: readonly string[]): string {
  const indexes = days.map((day) => weekdays.indexOf(day));
  const consecutive = indexes.every(
    (index, position) => position === 0 || index === (indexes[position - 1] ?? -2) + 1,
  );
  if (days.length > 2 && consecutive) return `${days[0]} to ${days.at(-1)}`;
  return days.join(", ");
}

/** "Monday to Saturday, 9:00 to 18:00, by appointment". */
export function describeOpeningHours(hours: readonly OpeningHours[], note?: string): string {
  const spans = hours.map(({ days, opens, closes }) => `${dayList(days)}, ${time(opens)} to ${time(closes)}`);
  return note ? `${spans.join("; ")}, ${note}` : spans.join("; ");
}
