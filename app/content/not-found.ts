/** The not-found page's words, from data/not-found.json. */
import data from "./data/not-found.json" with { type: "json" };
import { checkData, notFoundSchema } from "./schema";

if (import.meta.env.SSR) {
  checkData("not-found.json", notFoundSchema, data);
}

export const notFoundPage = data;
