import { expect, it } from "vitest";
import { eventInBrief, groupLinkPath, makeGroupCode, neededByFor, readGroupLink } from "./group-link";

const details = {
  code: "GR-K7QM",
  event: "Bisi & Tunde's traditional wedding",
  eventDate: "2026-12-12",
  measurementsBy: "2026-11-01",
  bride: "Bisi",
  fabric: "Gold aso-oke",
  design: "adunni",
};
const link = (changes: Record<string, string>) => {
  const query = new URLSearchParams(groupLinkPath(details).split("?")[1]);
  for (const [key, value] of Object.entries(changes)) query.set(key, value);
  return `?${query}`;
};

it("reads back the link it makes, without a design or a fabric too", () => {
  expect(readGroupLink(link({}))).toEqual(details);
  const plain = { ...details, fabric: "", design: "" };
  expect(readGroupLink(groupLinkPath(plain).slice("/order".length))).toEqual(plain);
});

it.each([
  ["a code with a letter easily misread", { group: "GR-K7QO" }],
  ["a code too long", { group: "GR-K7QMABC" }],
  ["a lower-case code", { group: "gr-k7qm" }],
  ["a date that is not a date", { date: "2026-02-31" }],
  ["a date in another format", { date: "12/12/2026" }],
  ["measurements due after the event", { by: "2026-12-13" }],
  ["a name that is not a name", { bride: "<b>Bisi</b>" }],
  ["an event too long", { event: "a".repeat(81) }],
  ["an event over two lines", { event: "Wedding\nday" }],
  ["a design of the wrong shape", { design: "../admin" }],
])("is no group at all with %s", (_, changes) => {
  expect(readGroupLink(link(changes))).toBeNull();
});

it("is no group when a detail is given twice", () => {
  expect(readGroupLink(`${link({})}&bride=Tola`)).toBeNull();
});

it("makes codes of six characters from the alphabet without 0/O, 1/I/L", () => {
  expect(makeGroupCode(() => new Uint8Array([0, 8, 30, 31, 255, 100]))).toBe("GR-AJ9AHH");
  expect(makeGroupCode()).toMatch(/^GR-[A-HJKMNP-Z2-9]{6}$/);
});

it("asks for the outfit two weeks before the event, never before today", () => {
  expect(neededByFor("2026-12-12", 14, "2026-11-01")).toBe("2026-11-28");
  expect(neededByFor("2026-01-05", 14, "2025-12-30")).toBe("2025-12-30");
});

it("says the event as the bride's party would", () => {
  expect(eventInBrief("Bisi & Tunde's traditional wedding")).toBe("traditional wedding");
  expect(eventInBrief("Our engagement")).toBe("Our engagement");
});
