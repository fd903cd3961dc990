import { expect, it } from "vitest";
import { calendarFile, googleCalendarLink } from "./booking-calendar";

const event = {
  uid: "BK-1211-K7QM@ivoryandadire.example",
  title: "Studio consultation with Ivory & Adire (to be confirmed)",
  details: "Requested on the website (BK-1211-K7QM); the studio will confirm on WhatsApp.",
  location: "Ivory & Adire, Oke-Ilewo, Abeokuta",
  start: new Date("2026-12-12T10:00:00Z"),
  minutes: 45,
};

it("makes a tentative event in UTC, with CRLF lines the calendars read", () => {
  const file = calendarFile(event, new Date("2026-11-28T08:30:05Z"));
  const lines = file.split("\r\n");
  expect(file.replace(/\r\n/g, "")).not.toContain("\n");
  expect(lines).toEqual(
    expect.arrayContaining([
      "BEGIN:VEVENT",
      "UID:BK-1211-K7QM@ivoryandadire.example",
      "DTSTAMP:20261128T083005Z",
      "DTSTART:20261212T100000Z",
      "DTEND:20261212T104500Z",
      "STATUS:TENTATIVE",
      "LOCATION:Ivory & Adire\\, Oke-Ilewo\\, Abeokuta",
    ]),
  );
  expect(lines.every((line) => line.length <= 75)).toBe(true);
  expect(file.replace(/\r\n /g, "")).toContain(
    "DESCRIPTION:Requested on the website (BK-1211-K7QM)\\; the studio will confirm on WhatsApp.",
  );
});

it("gives Google Calendar the same times", () => {
  const link = new URL(googleCalendarLink(event));
  expect(link.origin + link.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(link.searchParams.get("dates")).toBe("20261212T100000Z/20261212T104500Z");
  expect(link.searchParams.get("location")).toBe(event.location);
});
