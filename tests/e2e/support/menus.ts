/** The site's menus as a visitor finds them: by role and name. */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const hamburger = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/i });
export const phoneMenu = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });
export const tabBar = (page: Page) => page.getByRole("navigation", { name: "Quick navigation" });
export const contactToggle = (page: Page) => page.getByRole("button", { name: "Contact us" });

/** The OUR DESIGN control this size offers: the navbar's at 1440 px, the tab bar's on a phone. */
export function designButton(page: Page, isMobile: boolean): Locator {
  return isMobile
    ? tabBar(page).getByRole("button", { name: "Our Design", exact: true })
    : page.getByRole("banner").getByRole("button", { name: "OUR DESIGN", exact: true });
}

/** The list a menu button opens: the element its `aria-controls` names. */
export async function listOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the button names the list it opens (aria-controls)").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** OUR DESIGN's two links, shown and leading where they say. */
export async function expectDesignLinks(list: Locator): Promise<void> {
  for (const [name, href] of Object.entries({ Collections: "/collection", "Place an Order": "/order" })) {
    await expect(list.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(list.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
}

/** A press outside every open menu and control: the first of a few places that nothing covers. */
export async function pressOutside(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const places = [
    [width * 0.62, 24],
    [width / 2, height * 0.3],
    [width * 0.3, height * 0.6],
    [12, height * 0.75],
  ];
  for (const [x, y] of places as [number, number][]) {
    const free = await page.evaluate(
      ([px, py]) => {
        const target = document.elementFromPoint(px, py);
        return target !== null && !target.closest(":popover-open, a, button, input, select, textarea, label");
      },
      [x, y] as const,
    );
    if (free) return page.mouse.click(x, y);
  }
  throw new Error("no free place on the page to press");
}
