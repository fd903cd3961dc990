/** The Collection page's words, from data/collection.json. The designs themselves are in data/designs.json. */
import { collectionSchema } from "./collection.schema";
import data from "./data/collection.json" with { type: "json" };
import { checkData } from "./schema";

export const collectionPage = checkData("collection.json", collectionSchema, data);
