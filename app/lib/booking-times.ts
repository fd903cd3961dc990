// The days and times a customer can ask for, in the studio's time (Lagos: UTC+1 all year, no
// daylight saving), and the same moment in the visitor's own time zone, with `Intl` alone.
export const studioZone = { id: "Africa/Lagos", name: "WAT", offsetMinutes: 60 } as const;

import { daysBetween } from "./lead-time";

const dayMs = 86_400_000;

export interface Hours {
  days: readonly string[];
  opens: string;
  closes: string;
}

export interface BookingRules {
  hours: readonly Hours[];
  noticeDays: number;
  horizonWeeks: number;
  blockedDates: readonly { date: string; note: string }[];
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Today in Lagos, as `<input type="date">` writes it. */
export const studioToday = (now: Date) => isoOf(now.getTime() + studioZone.offsetMinutes * 60_000);

export const addDays = (iso: string, days: number) => isoOf(msOf(iso) + days * dayMs);

// In English, as the opening hours name the days.
const weekdayNames = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });
export const weekdayOf = (iso: string) => weekdayNames.format(new Date(msOf(iso)));

export const hoursOn = (iso: string, hours: readonly Hours[]) =>
  hours.find((span) => span.days.includes(weekdayOf(iso)));

export function bookableRange(rules: BookingRules, today: string) {
  return { first: addDays(today, rules.noticeDays), last: addDays(today, rules.horizonWeeks * 7) };
}

export type DayProblem =
  | { problem: "tooSoon" | "tooLate"; date: string }
  | { problem: "closedDay"; weekday: string }
  | { problem: "blockedDay"; date: string; note: string };

/** Why a day cannot be asked for, or null when it can. */
export function dayProblem(iso: string, rules: BookingRules, today: string): DayProblem | null {
  const { first, last } = bookableRange(rules, today);
  const ahead = daysBetween(today, iso) ?? -1;
  if (ahead < rules.noticeDays) return { problem: "tooSoon", date: readableDay(first) };
  if (ahead > rules.horizonWeeks * 7) return { problem: "tooLate", date: readableDay(last) };
  if (!hoursOn(iso, rules.hours)) return { problem: "closedDay", weekday: weekdayOf(iso) };
  const blocked = rules.blockedDates.find((entry) => entry.date === iso);
  if (blocked) return { problem: "blockedDay", date: readableDay(iso), note: blocked.note };
  return null;
}

/** The open days a customer can ask for, from the first to the last. */
export function openDays(rules: BookingRules, today: string): string[] {
  const { first, last } = bookableRange(rules, today);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!dayProblem(day, rules, today)) days.push(day);
  }
  return days;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Start times in steps of the appointment's length, each ending by closing time. */
export function startTimes(span: Pick<Hours, "opens" | "closes">, minutes: number): string[] {
  const times: string[] = [];
  for (let start = minutesOf(span.opens); start + minutes <= minutesOf(span.closes); start += minutes) {
    times.push(timeOf(start));
  }
  return times;
}

/** The moment a Lagos day and time stand for. */
export const startInstant = (iso: string, time: string) =>
  new Date(msOf(iso) + (minutesOf(time) - studioZone.offsetMinutes) * 60_000);

/** "Saturday 12 December 2026", the same in every browser. */
export function readableDay(iso: string, timeZone = "UTC", at = new Date(msOf(iso))): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** "Saturday 12 December 2026, 11:00 WAT". */
export const studioWhen = (iso: string, time: string) => `${readableDay(iso)}, ${time} ${studioZone.name}`;

/** The phone's time zone, or the studio's where the browser does not say. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || studioZone.id;
  } catch {
    return studioZone.id;
  }
}

/** "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export const cityOf = (zone: string) => (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");

function clock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

/**
 * The Lagos day and time in the visitor's zone, "10:00", with her weekday first when her day is
 * another ("22:00 Friday"); null when her zone is the studio's or keeps its time all year.
 */
export function visitorTime(iso: string, time: string, zone: string): string | null {
  const at = startInstant(iso, time);
  const local = clock(at, zone);
  if (zone === studioZone.id || (zone.startsWith("Africa/") && local === time)) return null;
  const localDay = readableDay(iso, zone, at);
  return localDay === readableDay(iso) ? local : `${local} ${localDay.split(" ")[0]}`;
}
