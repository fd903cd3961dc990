import { weekdays } from "~/content/check";

export interface OpeningHours {
  days: readonly string[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

function time(value: string): string {
  return value.replace(/^0(\d)/, "$1");
}

function dayList(days: readonly string[]): string {
  const indexes = days.map((day) => (weekdays as readonly string[]).indexOf(day));
  const consecutive = indexes.every(
    (index, position) => position === 0 || index === (indexes[position - 1] ?? -2) + 1,
  );
  if (days.length > 2 && consecutive) return `${days[0]} to ${days.at(-1)}`;
  return days.join(", ");
}

export function describeOpeningHours(hours: readonly OpeningHours[], note?: string): string {
  const spans = hours.map(({ days, opens, closes }) => `${dayList(days)}, ${time(opens)} to ${time(closes)}`);
  return note ? `${spans.join("; ")}, ${note}` : spans.join("; ");
}
