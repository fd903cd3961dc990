import { describe, expect, it } from "vitest";
import { currencySchema } from "~/content/currency.schema";
import data from "~/content/data/currency.json" with { type: "json" };
import { checkData } from "~/content/schema";
import { converterFor, roundSensibly } from "./currency";

describe("approximate amounts", () => {
  it.each([
    [230.77, 230],
    [57.3, 57],
    [8.4, 8],
    [998, 1000],
    [2564, 2560],
    [25_641, 25_600],
  ])("rounds %d to %d", (value, rounded) => expect(roundSensibly(value)).toBe(rounded));

  it("converts naira at the studio's rate, written in the currency's symbol", () => {
    expect(converterFor("GBP", 1950)(450_000)).toBe("£230");
    expect(converterFor("CAD", 1100)(5_000_000)).toBe("CA$4,550");
  });
});

describe("the rates in data/currency.json", () => {
  type Copy = { date?: string; currencies: Record<string, { rate?: number }> };
  it.each([
    ['"date" is missing', (copy: Copy) => delete copy.date],
    ['"date" must be the day the rates were taken', (copy: Copy) => (copy.date = "2026-02-30")],
    ['GBP: "rate" must be a positive number', (copy: Copy) => (copy.currencies.GBP!.rate = 0)],
    ['USD: "rate" is missing', (copy: Copy) => delete copy.currencies.USD!.rate],
  ])("refuses, naming the field: %s", (message, change) => {
    const copy: Copy = structuredClone(data);
    change(copy);
    expect(() => checkData("currency.json", currencySchema, copy)).toThrow(message);
  });
});
