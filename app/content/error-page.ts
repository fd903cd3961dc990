/**
 * What a visitor reads when a page fails to show (an unexpected error in the site itself), from
 * data/error-page.json.
 */
import data from "./data/error-page.json" with { type: "json" };
import { checkData, errorPageSchema } from "./schema";

if (import.meta.env.SSR) {
  checkData("error-page.json", errorPageSchema, data);
}

export const errorPage = data;
