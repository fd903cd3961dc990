import { beforeEach, expect, it } from "vitest";
import { currentOrderReference, forgetOrderReference } from "./order-reference";
import { makeOrderReference, readOrderReference } from "./order-reference";

beforeEach(() => localStorage.clear());

it("reads as the studio's initials, the day and month, and four characters a customer cannot misread", () => {
  const bytes = () => new Uint8Array([9, 28, 13, 10]);
  expect(makeOrderReference("IA", new Date(2026, 10, 26, 9), bytes)).toBe("IA-2611-K7QM");
  const every = new Uint8Array(256).map((_, index) => index);
  for (let start = 0; start < 256; start += 4) {
    const made = makeOrderReference("IA", new Date(2026, 0, 5), () => every.slice(start, start + 4));
    expect(made).toMatch(/^IA-0501-[A-HJKMNP-Z2-9]{4}$/);
  }
});

it("is shown from an address only when it has the shape we make", () => {
  expect(readOrderReference("IA-2611-K7QM")).toBe("IA-2611-K7QM");
  for (const made of ["IA-2611-K7Q0", "IA-2611-K7QMX", "<b>IA-2611-K7QM</b>", "ia-2611-k7qm", "", null])
    expect(readOrderReference(made), String(made)).toBeNull();
});

it("stays the same for one order across retries, and is new for the next order", () => {
  const first = currentOrderReference("IA", new Date(2026, 10, 26));
  expect(currentOrderReference("IA", new Date(2026, 10, 27))).toBe(first);
  forgetOrderReference();
  expect(currentOrderReference("IA", new Date(2026, 10, 27))).toMatch(/^IA-2711-/);
});
