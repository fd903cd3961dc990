import { expect, it } from "vitest";
import { daysBetween, readableDate, rushFor } from "./lead-time";

const options = [
  { value: "bridal", label: "Bridal gown or bridal set", leadWeeks: 12 },
  { value: "casual", label: "Casual wear", leadWeeks: 2 },
];

it.each([
  ["bridal", "2026-12-02", "2026-11-25", { option: options[0], daysAvailable: 7 }],
  ["bridal", "2027-02-16", "2026-11-25", { option: options[0], daysAvailable: 83 }],
  ["bridal", "2027-02-17", "2026-11-25", null],
  ["casual", "2026-12-10", "2026-11-25", null],
  // Not judged before the type, the date and today are all known, nor for a date in the past.
  ["", "2026-12-02", "2026-11-25", null],
  ["bridal", "", "2026-11-25", null],
  ["bridal", "2026-12-02", undefined, null],
  ["bridal", "2026-11-20", "2026-11-25", null],
])("a %j order needed by %j, on %j, is the rush %o", (type, neededBy, today, rush) => {
  expect(rushFor(options, type, neededBy, today)).toEqual(rush);
});

it("counts calendar days across a change of month and year, and names the date as people read it", () => {
  expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
  expect(daysBetween("not a date", "2026-03-30")).toBeNull();
  expect(readableDate("2026-12-02")).toBe("2 December 2026");
});
