/** The Thank you page's words, from data/thank-you.json. */
import data from "./data/thank-you.json" with { type: "json" };
import { thankYouSchema, checkData } from "./schema";

if (import.meta.env.SSR) {
  checkData("thank-you.json", thankYouSchema, data);
}

export const thankYouPage = data;
