/** The site's menus as a visitor finds them: by role and name. */
import { expect, type Locator, type Page } from "@playwright/test";

export function hamburger(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /menu/i });
}

export function phoneMenu(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

export function tabBar(page: Page): Locator {
  return page.getByRole("navigation", { name: "Quick navigation" });
}

export function tabDesignButton(page: Page): Locator {
  return tabBar(page).getByRole("button", { name: "Our Design", exact: true });
}

export function desktopDesignButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: "OUR DESIGN", exact: true });
}

/** The OUR DESIGN control this size offers: the navbar's at 1440 px, the tab bar's on a phone. */
export function designButton(page: Page, isMobile: boolean): Locator {
  return isMobile ? tabDesignButton(page) : desktopDesignButton(page);
}

/** The list a menu button opens: the element its `aria-controls` names. */
export async function listOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the button names the list it opens (aria-controls)").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}
