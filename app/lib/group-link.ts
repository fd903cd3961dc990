// A group order's link carries what the bride chose, never a phone number or an e-mail. What it
// says is read strictly: anything of the wrong shape (a hand-edited link) is no group at all, and
// the member sees the plain order form.
import { daysBetween } from "./lead-time";
import { paths } from "./paths";
import { randomCode, referenceAlphabet } from "./order-reference";

export const groupParameter = "group";
/** `/order?group=new` opens the panel that starts a group. */
export const startGroupValue = "new";

export const groupCodePattern = new RegExp(`^GR-[${referenceAlphabet}]{4,6}$`);

export function makeGroupCode(random?: (count: number) => Uint8Array): string {
  return `GR-${randomCode(6, random)}`;
}

export const groupLimits = { event: 80, bride: 40, fabric: 200 } as const;

export interface GroupDetails {
  code: string;
  event: string;
  /** ISO dates, as `<input type="date">` gives them. */
  eventDate: string;
  measurementsBy: string;
  bride: string;
  fabric: string;
  /** A slug of the right shape; whether a design has it is looked up, never assumed. */
  design: string;
}

const linkKeys = {
  code: groupParameter,
  event: "event",
  eventDate: "date",
  measurementsBy: "by",
  bride: "bride",
  fabric: "fabric",
  design: "design",
} as const satisfies Record<keyof GroupDetails, string>;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M}'’. -]*$/u;
// eslint-disable-next-line no-control-regex -- a control character has no place in a line of text
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isLine = (value: string, longest: number) =>
  value.trim() === value && value.length <= longest && !controlCharacters.test(value);

export function groupLinkPath(details: GroupDetails): string {
  const query = new URLSearchParams();
  for (const [field, key] of Object.entries(linkKeys)) {
    const value = details[field as keyof GroupDetails];
    if (value !== "") query.set(key, value);
  }
  return `${paths.order}?${query}`;
}

/** The group a link describes, or null for anything that is not exactly what a group link holds. */
export function readGroupLink(search: string): GroupDetails | null {
  const query = new URLSearchParams(search);
  const read = (key: string) => {
    const values = query.getAll(key);
    return values.length > 1 ? null : (values[0] ?? "");
  };
  const entries = Object.entries(linkKeys).map(([field, key]) => [field, read(key)] as const);
  if (entries.some(([, value]) => value === null)) return null;
  const details = Object.fromEntries(entries) as unknown as GroupDetails;
  const { code, event, eventDate, measurementsBy, bride, fabric, design } = details;
  const valid =
    groupCodePattern.test(code) &&
    event !== "" &&
    isLine(event, groupLimits.event) &&
    namePattern.test(bride) &&
    isLine(bride, groupLimits.bride) &&
    isLine(fabric, groupLimits.fabric) &&
    (design === "" || (design.length <= 80 && slugPattern.test(design))) &&
    isIsoDate(eventDate) &&
    isIsoDate(measurementsBy) &&
    (daysBetween(measurementsBy, eventDate) ?? -1) >= 0;
  return valid ? details : null;
}

/** "Bisi & Tunde's traditional wedding" is, to a member of Bisi's party, her "traditional wedding". */
export function eventInBrief(event: string): string {
  const match = /^[^'’]{1,60}['’]s\s+(\S.*)$/u.exec(event);
  return match?.[1] ?? event;
}

function shiftIsoDate(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Ready some days before the event, but never a date the form would refuse (before today). */
export function neededByFor(eventDate: string, daysBefore: number, todayIso: string): string {
  const wanted = shiftIsoDate(eventDate, -daysBefore);
  return wanted < todayIso ? todayIso : wanted;
}

export function isPastDeadline(details: GroupDetails, todayIso: string): boolean {
  return todayIso > details.measurementsBy;
}

/** "1 November": the measurements' date, said beside the event's, which gives the year. */
export function dayAndMonth(iso: string, locale = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(
    Date.parse(`${iso}T12:00:00Z`),
  );
}
