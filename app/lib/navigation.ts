import type { NavigationEntry, NavigationGroup, NavigationPage } from "~/content/types";

export function isGroup(entry: NavigationEntry): entry is NavigationGroup {
  return "pages" in entry;
}

export function footerLinks(entries: readonly NavigationEntry[]): { label: string; href: string }[] {
  return entries.flatMap((entry) =>
    isGroup(entry)
      ? entry.pages.map((page) => ({ label: page.footerLabel ?? page.label, href: page.href }))
      : [{ label: footerLabel(entry), href: entry.href }],
  );
}

function footerLabel(page: NavigationPage): string {
  return page.footerLabel ?? page.tab?.label ?? page.label;
}

export function tabEntries(entries: readonly NavigationEntry[]): NavigationEntry[] {
  return entries.filter((entry) => entry.tab !== undefined);
}

/** Its pages and the pages under them (a design under the collection) make a group current. */
export function hasPage(group: NavigationGroup, pathname: string): boolean {
  return group.pages.some(({ href }) => pathname === href || pathname.startsWith(`${href}/`));
}

// Each place that draws the group has its own menu.
export function menuId(group: NavigationGroup, place: "navbar" | "tab"): string {
  return `${group.id}-menu-${place}`;
}
