/** The Thank you page's words, from data/thank-you.json. */
import data from "./data/thank-you.json" with { type: "json" };
import { checkData } from "./schema";
import { thankYouSchema } from "./thank-you.schema";

export const thankYouPage = checkData("thank-you.json", thankYouSchema, data);
