import { beforeEach, describe, expect, it } from "vitest";
import {
  currentOrderReference,
  forgetOrderReference,
  makeOrderReference,
  readOrderReference,
  referenceAlphabet,
} from "./order-reference";

beforeEach(() => localStorage.clear());

describe("order references", () => {
  it("read as the studio's initials, the day and month, and four unambiguous characters", () => {
    const reference = makeOrderReference(
      "IA",
      new Date(2026, 10, 26, 9),
      () => new Uint8Array([9, 28, 13, 10]),
    );
    expect(reference).toBe("IA-2611-K7QM");
  });

  it("never use characters a customer could misread", () => {
    for (const confusable of ["0", "O", "1", "I", "L"]) expect(referenceAlphabet).not.toContain(confusable);
    const every = new Uint8Array(256).map((_, index) => index);
    const references = Array.from({ length: 64 }, (_, start) =>
      makeOrderReference("IA", new Date(2026, 0, 5), () => every.slice(start * 4, start * 4 + 4)),
    );
    for (const reference of references) expect(reference).toMatch(/^IA-0501-[A-HJKMNP-Z2-9]{4}$/);
  });

  it("are shown from an address only when they have the shape we make", () => {
    expect(readOrderReference("IA-2611-K7QM")).toBe("IA-2611-K7QM");
    for (const made of ["IA-2611-K7Q0", "IA-2611-K7QMX", "<b>IA-2611-K7QM</b>", "ia-2611-k7qm", "", null]) {
      expect(readOrderReference(made)).toBeNull();
    }
  });

  it("stay the same for one order across retries, and are new for the next order", () => {
    const first = currentOrderReference("IA", new Date(2026, 10, 26));
    expect(currentOrderReference("IA", new Date(2026, 10, 27))).toBe(first);
    forgetOrderReference();
    const next = currentOrderReference("IA", new Date(2026, 10, 27));
    expect(next).toMatch(/^IA-2711-/);
  });
});
