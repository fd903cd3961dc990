import { describe, expect, it } from "vitest";
import { daysBetween, readableDate, rushFor } from "./lead-time";

const options = [
  { value: "bridal", label: "Bridal gown or bridal set", leadWeeks: 12 },
  { value: "casual", label: "Casual wear", leadWeeks: 2 },
];

describe("rush orders", () => {
  it("are orders needed sooner than the outfit type's usual lead time", () => {
    expect(rushFor(options, "bridal", "2026-12-02", "2026-11-25")).toEqual({
      option: options[0],
      daysAvailable: 7,
    });
    expect(rushFor(options, "bridal", "2027-02-16", "2026-11-25")).toMatchObject({ daysAvailable: 83 });
    expect(rushFor(options, "bridal", "2027-02-17", "2026-11-25")).toBeNull();
    expect(rushFor(options, "casual", "2026-12-10", "2026-11-25")).toBeNull();
  });

  it("are not judged before the type, the date and today are all known", () => {
    expect(rushFor(options, "", "2026-12-02", "2026-11-25")).toBeNull();
    expect(rushFor(options, "bridal", "", "2026-11-25")).toBeNull();
    expect(rushFor(options, "bridal", "2026-12-02", undefined)).toBeNull();
    expect(rushFor(options, "bridal", "2026-11-20", "2026-11-25")).toBeNull();
  });

  it("count calendar days across a change of month and year", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("not a date", "2026-03-30")).toBeNull();
  });

  it("name the date as people read it", () => {
    expect(readableDate("2026-12-02")).toBe("2 December 2026");
  });
});
