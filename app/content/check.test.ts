import { expect, it } from "vitest";
import { expectNavigation } from "./check";

// The navigation is code, not a data file: its check stays here and runs wherever it loads.
it("refuses navigation that leads nowhere, twice to one page, or to a tab bar with no room", () => {
  const pages = ["/", "/about", "/order"];
  const home = { label: "Home", href: "/", tab: { label: "Home", icon: "home" as const } };
  const about = { label: "About", href: "/about", tab: { label: "About", icon: "about" as const } };
  const check =
    (...entries: Parameters<typeof expectNavigation>[1]) =>
    () =>
      expectNavigation("navigation.ts", entries, pages);
  expect(check(home, about)).not.toThrow();
  expect(check(home, { label: "Blog", href: "/blog" })).toThrow(
    'app/content/navigation.ts: "Blog" links to /blog, which is not a page of the site.',
  );
  expect(check(home, about, { label: "Start", href: "/" })).toThrow("/ is in the navigation twice.");
  expect(check(home, about, { id: "Shop Now", label: "Shop", pages: [] })).toThrow(
    'group id "Shop Now" must be lowercase-with-dashes.',
  );
  expect(check(home)).toThrow("the tab bar must have 2 to 5 entries, found 1.");
});
