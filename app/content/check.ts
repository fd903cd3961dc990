/**
 * The checks that are not on a data file's schema (`<file>.schema.ts`): the navigation, which is
 * code rather than the studio's words and is checked wherever it loads; and the names of the days
 * that opening hours use, which the browser reads too.
 */
import type { NavigationEntry } from "./types";

export class ContentError extends Error {
  override name = "ContentError";
}

function fail(file: string, problem: string): never {
  throw new ContentError(`app/content/${file}: ${problem}`);
}

function expectCount(
  file: string,
  what: string,
  items: readonly unknown[],
  { min, max = Number.POSITIVE_INFINITY }: { min: number; max?: number },
): void {
  if (items.length < min || items.length > max) {
    const wanted = max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
    fail(file, `${what} must have ${wanted} entries, found ${items.length}.`);
  }
}

/**
 * The navigation: every entry has a label, every link goes to one of the site's pages and appears
 * once, every group has pages and an id fit for element ids, and the tab bar has room (2 to 5 tabs).
 */
export function expectNavigation(
  file: string,
  entries: readonly NavigationEntry[],
  pagePaths: readonly string[],
): void {
  const hrefs = new Set<string>();
  const link = (label: string, href: string) => {
    if (label.trim().length === 0) fail(file, `a navigation entry has no label.`);
    if (!pagePaths.includes(href))
      fail(file, `"${label}" links to ${href}, which is not a page of the site.`);
    if (hrefs.has(href)) fail(file, `${href} is in the navigation twice.`);
    hrefs.add(href);
  };
  for (const entry of entries) {
    if ("pages" in entry) {
      if (!/^[a-z][a-z0-9-]*$/.test(entry.id))
        fail(file, `group id "${entry.id}" must be lowercase-with-dashes.`);
      if (entry.pages.length === 0) fail(file, `the group "${entry.label}" has no pages.`);
      entry.pages.forEach((page) => link(page.label, page.href));
    } else {
      link(entry.label, entry.href);
    }
  }
  expectCount(
    file,
    "the tab bar",
    entries.filter((entry) => entry.tab),
    { min: 2, max: 5 },
  );
}

/** The days of the week, as opening hours name them. */
export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
