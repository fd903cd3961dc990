import data from "./data/designs.json" with { type: "json" };
import type { DesignEntry } from "./types";

/*
 * The collection: every design of data/designs.json, in the order the page shows it within its
 * section. To add a design, put its 3 or 4 photos in images/ and add an entry there naming them;
 * the build checks the file against schema.ts (catalogue.ts runs it): every name and page address
 * is unique, every photo is there and every photo has an alt text. Each design gets a page of its
 * own at /collection/<address>, the address made from its name ("Iro and Buba" is
 * /collection/iro-and-buba). To rename a design without breaking links already shared, add
 * `"slug": "<old address>"` to its entry. The page's words are in data/collection.json and
 * data/design-page.json.
 */
export const designs: DesignEntry[] = data.designs as DesignEntry[];
