/**
 * The words of the offline page, from data/offline.json: what a visitor sees, with no connection,
 * for a page this phone has not kept. The pages it lists are the ones the phone has (found when it
 * opens).
 */
import { paths } from "../lib/paths";
import data from "./data/offline.json" with { type: "json" };
import { offlineSchema } from "./offline.schema";
import { checkData } from "./schema";

const { pageNames, ...words } = checkData("offline.json", offlineSchema, data);
const names: Readonly<Record<keyof typeof paths, string>> = pageNames;

export const offlinePage = words;

/** The names the offline page gives the six pages, by address (design pages are named from theirs). */
export const offlinePageNames: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(paths) as (keyof typeof paths)[]).map((page) => [paths[page], names[page]]),
);
