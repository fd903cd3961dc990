/** The not-found page's words, from data/not-found.json. */
import data from "./data/not-found.json" with { type: "json" };
import { notFoundSchema } from "./not-found.schema";
import { checkData } from "./schema";

export const notFoundPage = checkData("not-found.json", notFoundSchema, data);
