/**
 * What a visitor reads when a page fails to show (an unexpected error in the site itself), from
 * data/error-page.json.
 */
import data from "./data/error-page.json" with { type: "json" };
import { errorPageSchema } from "./error-page.schema";
import { checkData } from "./schema";

export const errorPage = checkData("error-page.json", errorPageSchema, data);
