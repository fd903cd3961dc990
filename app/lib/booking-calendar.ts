// "Add to calendar" for a requested appointment: an iCalendar file made on the phone, and a Google
// Calendar link for phones that cannot open one. Times are in UTC, so every calendar shows the
// visitor's own time; the event is marked tentative until the studio confirms.
export interface CalendarEvent {
  uid: string;
  title: string;
  details: string;
  location: string;
  start: Date;
  minutes: number;
}

/** 20261212T100000Z */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const endOf = (event: CalendarEvent) => new Date(event.start.getTime() + event.minutes * 60_000);

// RFC 5545: backslash, semicolon, comma and newline are escaped in text.
const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");

// Lines longer than 75 characters go on, after a line break, on lines starting with a space.
function fold(line: string): string {
  const parts: string[] = [];
  for (let rest = line; rest.length > 0; rest = rest.slice(parts.length === 1 ? 75 : 74)) {
    parts.push(rest.slice(0, parts.length === 0 ? 75 : 74));
  }
  return parts.join("\r\n ");
}

export function calendarFile(event: CalendarEvent, now = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ivory & Adire//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(endOf(event))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    `LOCATION:${escapeText(event.location)}`,
    "STATUS:TENTATIVE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

export function googleCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(endOf(event))}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
