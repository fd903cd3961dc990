import { expect, it } from "vitest";
import { dayProblem, openDays, startInstant, startTimes, studioToday, visitorTime } from "./booking-times";

const rules = {
  hours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "09:00",
      closes: "18:00",
    },
  ],
  noticeDays: 1,
  horizonWeeks: 2,
  blockedDates: [{ date: "2026-12-24", note: "Christmas" }],
};

it("offers open days from tomorrow to the horizon, without Sundays or blocked days", () => {
  // 23:30 UTC on Saturday 19 December is already Sunday 20 December in Lagos.
  const today = studioToday(new Date("2026-12-19T23:30:00Z"));
  expect(today).toBe("2026-12-20");
  const days = openDays(rules, today);
  expect(days[0]).toBe("2026-12-21");
  expect(days.at(-1)).toBe("2027-01-02");
  expect(days).not.toContain("2026-12-24");
  expect(days).not.toContain("2026-12-27");
  expect(dayProblem("2026-12-27", rules, today)).toEqual({ problem: "closedDay", weekday: "Sunday" });
  expect(dayProblem("2026-12-24", rules, today)).toMatchObject({ problem: "blockedDay", note: "Christmas" });
  expect(dayProblem("2026-12-20", rules, today)).toMatchObject({ problem: "tooSoon" });
  expect(dayProblem("2027-01-04", rules, today)).toMatchObject({ problem: "tooLate" });
});

it("steps through the hours by the appointment's length, each ending by closing time", () => {
  expect(startTimes({ opens: "09:00", closes: "18:00" }, 45).at(-1)).toBe("17:15");
  expect(startTimes({ opens: "09:00", closes: "11:00" }, 30)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
});

it("shows a Lagos time in the visitor's zone, summer and winter, and her own weekday when it differs", () => {
  expect(startInstant("2026-12-12", "11:00").toISOString()).toBe("2026-12-12T10:00:00.000Z");
  expect(visitorTime("2026-12-12", "11:00", "Europe/London")).toBe("10:00");
  expect(visitorTime("2027-06-12", "11:00", "Europe/London")).toBe("11:00");
  expect(visitorTime("2026-12-12", "11:00", "America/New_York")).toBe("05:00");
  expect(visitorTime("2027-06-12", "11:00", "America/New_York")).toBe("06:00");
  expect(visitorTime("2026-12-12", "09:00", "Pacific/Honolulu")).toBe("22:00 Friday");
  expect(visitorTime("2026-12-12", "11:00", "Africa/Lagos")).toBeNull();
});
