/** The Collection page's words, from data/collection.json. The designs themselves are in data/designs.json. */
import data from "./data/collection.json" with { type: "json" };
import { collectionSchema, checkData } from "./schema";

if (import.meta.env.SSR) {
  checkData("collection.json", collectionSchema, data);
}

export const collectionPage = data;
