import { describe, expect, it } from "vitest";
import { mainNavigation } from "~/content/navigation";
import type { NavigationEntry } from "~/content/types";
import { footerLinks, menuId, tabEntries } from "./navigation";

const entries: NavigationEntry[] = [
  { label: "HOME", href: "/", tab: { label: "Home", icon: "home" } },
  {
    id: "shop",
    label: "SHOP",
    pages: [
      { label: "Dresses", href: "/dresses" },
      { label: "Fabric samples", href: "/fabrics", footerLabel: "Fabrics" },
    ],
  },
  { label: "JOURNAL", href: "/journal" },
  {
    label: "WRITE TO US",
    href: "/contact",
    footerLabel: "Contact",
    tab: { label: "Write", icon: "inquiry" },
  },
];

describe("navigation as data", () => {
  it("opens groups out into the footer's links, preferring each page's footer label, then its tab label", () => {
    expect(footerLinks(entries)).toEqual([
      { label: "Home", href: "/" },
      { label: "Dresses", href: "/dresses" },
      { label: "Fabrics", href: "/fabrics" },
      { label: "JOURNAL", href: "/journal" },
      { label: "Contact", href: "/contact" },
    ]);
  });

  it("keeps only the entries with a tab for the tab bar", () => {
    expect(tabEntries(entries).map((entry) => entry.label)).toEqual(["HOME", "WRITE TO US"]);
  });

  it("gives each place that draws a group its own menu id", () => {
    const group = entries[1];
    if (!group || !("pages" in group)) throw new Error("the second entry is a group");
    expect(menuId(group, "navbar")).toBe("shop-menu-navbar");
    expect(menuId(group, "tab")).toBe("shop-menu-tab");
  });

  it("ships the studio's footer links: every page of the navigation once", () => {
    expect(footerLinks(mainNavigation).map((link) => link.label)).toEqual([
      "Home",
      "Collections",
      "Place an Order",
      "About Us",
      "Contact",
    ]);
    const hrefs = footerLinks(mainNavigation).map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
