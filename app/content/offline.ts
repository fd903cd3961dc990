/** The words of the offline page, from data/offline.json. */
import { pagePaths, paths } from "../lib/paths";
import data from "./data/offline.json" with { type: "json" };
import { offlineSchema } from "./offline.schema";
import { checkData } from "./schema";

const { pageNames, ...words } = checkData("offline.json", offlineSchema, data);

export const offlinePage = words;

/** "/thank-you" as "Thank you": the name of a page the owner has not named. */
const nameFromPath = (path: string) => {
  const words = path.split("/").pop()?.replace(/-/g, " ") || "home";
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const pageNameByPath = new Map(Object.entries(paths).map(([name, path]) => [path, name]));

/** The names the offline page gives the site's pages, by path (design pages are named from theirs). */
export const offlinePageNames: Readonly<Record<string, string>> = Object.fromEntries(
  pagePaths.map((path) => [
    path,
    (pageNames as Partial<Record<string, string>>)[pageNameByPath.get(path) ?? ""] ?? nameFromPath(path),
  ]),
);
