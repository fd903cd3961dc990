/*
 * The collection: every design of data/designs.json, in the order the page shows it within its
 * section. To add a design, put its 1 to 4 photos in images/ and add an entry there naming them;
 * the file is checked against designs.schema.ts (here, and with its photos looked up in
 * catalogue.ts): every name and page address is unique, every photo is there and every photo has
 * an alt text. Each design gets a page of its own at /collection/<address>, the address made from
 * its name ("Iro and Buba" is /collection/iro-and-buba). To rename a design without breaking links
 * already shared, add `"slug": "<old address>"` to its entry. The page's words are in
 * data/collection.json and data/design-page.json.
 */
import data from "./data/designs.json" with { type: "json" };
import { designsSchema } from "./designs.schema";
import { checkData } from "./schema";

export const designs = checkData("designs.json", designsSchema(), data).designs;

export type DesignEntry = (typeof designs)[number];
