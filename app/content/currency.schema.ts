/**
 * data/currency.json: the Currency control beside the prices, and the studio's own exchange rates
 * with the day they were taken. A visitor who picks a currency sees an approximate amount beside
 * every naira price; the rates change only when the studio changes them here.
 */
import * as v from "valibot";
import { fields, text, textWith } from "./schema";

/** A real day written like 2026-11-20 (2026-02-30 is refused). */
function isDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  );
}

const rate = v.pipe(
  v.number(`"{field}" must be a number of naira, like 1950.`),
  v.check(
    (value) => Number.isFinite(value) && value > 0,
    `"{field}" must be a positive number of naira, like 1950.`,
  ),
  v.title("Naira for one"),
  v.description("How many naira one unit of this currency buys, on the date of the rates."),
);

const currency = (name: string) =>
  v.pipe(fields({ label: v.pipe(text(), v.title("Name in the list")), rate }), v.title(name));

export const currencySchema = v.pipe(
  fields({
    label: v.pipe(text(), v.title("Name of the control")),
    naira: v.pipe(text(), v.title("Naira, in the list")),
    date: v.pipe(
      v.string(`"{field}" must be the day the rates were taken, like 2026-11-20.`),
      v.check(isDay, `"{field}" must be the day the rates were taken, written like 2026-11-20.`),
      v.title("Date of the rates"),
      v.description(
        "The day you took the rates below, written like 2026-11-20: the site shows it beside the amounts.",
      ),
      v.metadata({ pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "Write the day like 2026-11-20."] }),
    ),
    dateLine: v.pipe(textWith("date"), v.title("Line under the control")),
    currencies: v.pipe(
      fields({
        GBP: currency("British pound"),
        USD: currency("US dollar"),
        EUR: currency("Euro"),
        CAD: currency("Canadian dollar"),
      }),
      v.title("Currencies and their rates"),
    ),
  }),
  v.title("Currency"),
);
