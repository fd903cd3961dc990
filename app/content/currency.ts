/** The Currency control's words and the studio's exchange rates, from data/currency.json. */
import data from "./data/currency.json" with { type: "json" };
import { currencySchema } from "./currency.schema";
import { checkData } from "./schema";

const { currencies, date, dateLine, ...words } = checkData("currency.json", currencySchema, data);

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** The control's words, the date line with the rates' date written out ("20 November 2026"). */
export const currencyControl = {
  ...words,
  dateLine: dateLine.replace("{date}", longDate.format(new Date(`${date}T00:00:00Z`))),
  options: Object.entries(currencies).map(([code, { label }]) => ({ code, label })),
};

/** Naira for one unit of each currency, by ISO code. */
export const currencyRates: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(currencies).map(([code, { rate }]) => [code, rate]),
);
