import { describe, expect, it } from "vitest";
import { expectNavigation } from "./check";

// The navigation is code, not a data file: its check stays here and runs wherever it loads.
describe("the navigation's check", () => {
  it("refuse navigation that leads nowhere, twice to one page, or to a tab bar with no room", () => {
    const pages = ["/", "/about", "/order"];
    const home = { label: "Home", href: "/", tab: { label: "Home", icon: "home" as const } };
    const about = { label: "About", href: "/about", tab: { label: "About", icon: "about" as const } };
    expect(() => expectNavigation("navigation.ts", [home, about], pages)).not.toThrow();
    expect(() => expectNavigation("navigation.ts", [home, { label: "Blog", href: "/blog" }], pages)).toThrow(
      'app/content/navigation.ts: "Blog" links to /blog, which is not a page of the site.',
    );
    expect(() =>
      expectNavigation("navigation.ts", [home, about, { label: "Start", href: "/" }], pages),
    ).toThrow("/ is in the navigation twice.");
    expect(() =>
      expectNavigation("navigation.ts", [home, about, { id: "Shop Now", label: "Shop", pages: [] }], pages),
    ).toThrow('group id "Shop Now" must be lowercase-with-dashes.');
    expect(() => expectNavigation("navigation.ts", [home], pages)).toThrow(
      "the tab bar must have 2 to 5 entries, found 1.",
    );
  });
});
