/** The menus once the framework runs (before it and without script: before-framework.spec.ts). */
import type { Locator, Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { designButton, expectDesignLinks, hamburger, listOf, phoneMenu, tabBar } from "./support/menus";
import { collectionDesigns } from "./support/site-content";

async function expectOpen(page: Page, button: Locator, open: boolean) {
  await expect(button).toHaveAttribute("aria-expanded", String(open));
  const list = await listOf(page, button);
  if (open) await expectDesignLinks(list);
  else await expect(list).toBeHidden();
}

test("OUR DESIGN opens on hover, click and keys, and closes again", { tag: "@desktop" }, async ({ page }) => {
  await openPage(page, "/about");
  const button = designButton(page, false);
  const list = await listOf(page, button);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expectOpen(page, button, false);
  await button.hover();
  await expectOpen(page, button, true);
  await list.getByRole("link", { name: "Place an Order" }).hover();
  await expectOpen(page, button, true);
  await heading.hover();
  await expectOpen(page, button, false);
  await button.click();
  await expectOpen(page, button, true);
  await button.click();
  await expectOpen(page, button, false);
  await button.click();
  await heading.click();
  await expectOpen(page, button, false);
  await button.focus();
  for (const key of ["Enter", "Space"]) {
    await page.keyboard.press(key);
    await expectOpen(page, button, true);
    await page.keyboard.press("Escape");
    await expectOpen(page, button, false);
    await expect(button).toBeFocused();
  }
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Place an Order" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/order");
  await expectOpen(page, button, false);
  await button.click();
  await page.getByRole("banner").getByRole("link", { name: "ABOUT US" }).click();
  await expect(page).toHaveURL("/about");
  await expectOpen(page, button, false);
});

test("the hamburger and the tab bar, one menu open at a time", { tag: "@phone" }, async ({ page }) => {
  await openPage(page, "/about");
  const button = hamburger(page);
  const menu = phoneMenu(page);
  await expect(button).toHaveAccessibleName("Open menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(button).toHaveAccessibleName("Close menu");
  for (const [name, href] of [
    ["HOME", "/"],
    ["Collections", "/collection"],
    ["Place an Order", "/order"],
    ["ABOUT US", "/about"],
    ["MAKE AN INQUIRY", "/contact"],
  ] as const) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await button.click();
  await expect(menu).toBeHidden();
  await button.click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole("link", { name: "Collections", exact: true }).click();
  await expect(page).toHaveURL("/collection");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  const tabs = tabBar(page).getByRole("listitem");
  await expect(tabs).toHaveCount(4);
  for (const [index, [role, name, href]] of (
    [
      ["link", "Home", "/"],
      ["button", "Our Design", null],
      ["link", "About Us", "/about"],
      ["link", "Inquiry", "/contact"],
    ] as const
  ).entries()) {
    const control = tabs.nth(index).getByRole(role, { name, exact: true });
    if (href) await expect(control).toHaveAttribute("href", href);
    await expect(control.locator("svg").first(), `${name} has an icon`).toBeVisible();
    await expect(control.getByText(name, { exact: true }), `${name} has a label`).toBeVisible();
  }
  await expect(tabBar(page)).toBeInViewport({ ratio: 1 });
  const design = designButton(page, true);
  const list = await listOf(page, design);
  await design.click();
  await expectOpen(page, design, true);
  await list.getByRole("link", { name: "Place an Order" }).click();
  await expect(page).toHaveURL("/order");
  await expectOpen(page, design, false);
  await button.click();
  await design.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expectOpen(page, design, true);
  await tabBar(page).getByRole("link", { name: "Inquiry" }).click();
  await expect(page).toHaveURL("/contact");
  await expectOpen(page, design, false);
});

test("Our Design shows as current on the order page and on a design's page", async ({ page, isMobile }) => {
  const design = designButton(page, isMobile);
  const colour = () => design.evaluate((button) => getComputedStyle(button).color);
  await openPage(page, "/about");
  await expect(design).not.toHaveAttribute("aria-current");
  const elsewhere = await colour();
  for (const path of ["/order", collectionDesigns.bridal[0]!.path]) {
    await openPage(page, path);
    await expect(design, path).toHaveAttribute("aria-current", "page");
    expect(await colour(), `${path}: drawn as current`).not.toBe(elsewhere);
  }
});
