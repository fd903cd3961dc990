import { expect, it } from "vitest";
import { describeOpeningHours } from "./opening-hours";

it("reads a run of days as a range, lists the others, and gives times without a leading zero", () => {
  const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  expect(describeOpeningHours([{ days: weekdays, opens: "09:00", closes: "18:00" }], "by appointment")).toBe(
    "Monday to Saturday, 9:00 to 18:00, by appointment",
  );
  const spans = [
    { days: ["Monday", "Wednesday"], opens: "10:00", closes: "16:00" },
    { days: ["Saturday"], opens: "09:30", closes: "13:00" },
  ];
  expect(describeOpeningHours(spans)).toBe("Monday, Wednesday, 10:00 to 16:00; Saturday, 9:30 to 13:00");
});
