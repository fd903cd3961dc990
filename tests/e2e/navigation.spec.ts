/**
 * Navigation: the OUR DESIGN dropdown (hover, click, keyboard, Escape), and on
 * narrow screens the hamburger menu and the bottom tab bar. Choosing any link closes every menu.
 * Hover is tested at the desktop's size (tagged @desktop), the hamburger and the tab bar at the
 * phone's (@phone); the other tests run at both and check what that size offers: the desktop
 * navbar's dropdown at 1440 px, the tab bar's Our Design dropdown and the hamburger at 390 px.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { desktopDesignButton, designButton, listOf, tabBar, tabDesignButton } from "./support/menus";

async function expectDesignMenuOpen(page: Page, button: Locator) {
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const list = await listOf(page, button);
  await expect(list.getByRole("link", { name: "Collections", exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: "Collections", exact: true })).toHaveAttribute(
    "href",
    "/collection",
  );
  await expect(list.getByRole("link", { name: "Place an Order", exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: "Place an Order", exact: true })).toHaveAttribute(
    "href",
    "/order",
  );
}

async function expectDesignMenuClosed(page: Page, button: Locator) {
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const list = await listOf(page, button);
  await expect(list).toBeHidden();
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("Navbar: OUR DESIGN dropdown", () => {
  // A phone has no hover: its tab bar's Our Design opens on a tap (the next test).
  test("opens on hover, and closes when the pointer leaves", { tag: "@desktop" }, async ({ page }) => {
    await openPage(page, "/about");
    const button = desktopDesignButton(page);
    await expectDesignMenuClosed(page, button);
    await button.hover();
    await expectDesignMenuOpen(page, button);
    // Moving down into the menu keeps it open.
    await (await listOf(page, button)).getByRole("link", { name: "Place an Order" }).hover();
    await expectDesignMenuOpen(page, button);
    await page.getByRole("main").getByRole("heading", { level: 1 }).hover();
    await expectDesignMenuClosed(page, button);
  });

  test("opens and closes by click or tap, and a chosen link navigates", async ({ page, isMobile }) => {
    await openPage(page, "/");
    const button = designButton(page, isMobile);
    await expectDesignMenuClosed(page, button);
    await button.click();
    await expectDesignMenuOpen(page, button);
    await button.click();
    await expectDesignMenuClosed(page, button);

    await button.click();
    await expectDesignMenuOpen(page, button);
    // A press elsewhere on the page closes it too.
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    await expectDesignMenuClosed(page, button);

    await button.click();
    await (await listOf(page, button)).getByRole("link", { name: "Collections" }).click();
    await expect(page).toHaveURL("/collection");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Collection");
    await expectDesignMenuClosed(page, button);
  });

  test("opens from the keyboard (Enter, Space, ArrowDown) and Escape closes it", async ({
    page,
    isMobile,
  }) => {
    await openPage(page, "/");
    const button = designButton(page, isMobile);
    await button.focus();

    await page.keyboard.press("Enter");
    await expectDesignMenuOpen(page, button);
    await page.keyboard.press("Escape");
    await expectDesignMenuClosed(page, button);
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expectDesignMenuOpen(page, button);
    await page.keyboard.press("Escape");
    await expectDesignMenuClosed(page, button);
    await expect(button).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expectDesignMenuOpen(page, button);
    const list = await listOf(page, button);
    await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Place an Order" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expectDesignMenuClosed(page, button);
    await expect(button).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/collection");
    await expectDesignMenuClosed(page, button);
  });
});

// Wide screens show the full navbar instead of both: checked with every route's layout.
test.describe("Mobile navigation: hamburger menu and tab bar", { tag: "@phone" }, () => {
  test("a hamburger button opens a menu with every page", async ({ page }) => {
    await openPage(page, "/about");
    const hamburger = page.getByRole("banner").getByRole("button", { name: /menu/i });
    await expect(hamburger).toHaveAccessibleName("Open menu");
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await hamburger.click();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    await expect(hamburger).toHaveAccessibleName("Close menu");
    const menu = page.getByRole("banner").getByRole("navigation");
    await expect(menu).toBeVisible();
    const expected = [
      ["HOME", "/"],
      ["Collections", "/collection"],
      ["Place an Order", "/order"],
      ["ABOUT US", "/about"],
      ["MAKE AN INQUIRY", "/contact"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await hamburger.click();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("the bottom tab bar has Home, Our Design, About Us and Inquiry, each with an icon and a label", async ({
    page,
  }) => {
    await openPage(page, "/");
    const tabs = tabBar(page).getByRole("listitem");
    await expect(tabs).toHaveCount(4);
    const expected = [
      { role: "link", name: "Home", href: "/" },
      { role: "button", name: "Our Design" },
      { role: "link", name: "About Us", href: "/about" },
      { role: "link", name: "Inquiry", href: "/contact" },
    ] as const;
    for (const [index, tab] of expected.entries()) {
      const item = tabs.nth(index);
      const control = item.getByRole(tab.role, { name: tab.name, exact: true });
      await expect(control).toBeVisible();
      if ("href" in tab) await expect(control).toHaveAttribute("href", tab.href);
      await expect(control.locator("svg").first(), `${tab.name} has an icon`).toBeVisible();
      await expect(
        control.getByText(tab.name, { exact: true }),
        `${tab.name} has a text label`,
      ).toBeVisible();
    }
    await expect(tabBar(page)).toBeInViewport({ ratio: 1 });
  });
});

test.describe("Every menu, at each size", () => {
  test("choosing any link closes every open menu", async ({ page, isMobile }) => {
    await openPage(page, "/thank-you");
    if (!isMobile) {
      const button = desktopDesignButton(page);
      for (const [name, path] of [
        ["Collections", "/collection"],
        ["Place an Order", "/order"],
      ] as const) {
        await button.click();
        await (await listOf(page, button)).getByRole("link", { name }).click();
        await expect(page).toHaveURL(path);
        await expectDesignMenuClosed(page, button);
      }
      await button.click();
      await page.getByRole("banner").getByRole("link", { name: "ABOUT US" }).click();
      await expect(page).toHaveURL("/about");
      await expectDesignMenuClosed(page, button);
      return;
    }

    const hamburger = page.getByRole("banner").getByRole("button", { name: /menu/i });
    const menu = page.getByRole("banner").getByRole("navigation");
    for (const [name, path] of [
      ["Collections", "/collection"],
      ["Place an Order", "/order"],
      ["ABOUT US", "/about"],
      ["MAKE AN INQUIRY", "/contact"],
      ["HOME", "/"],
    ] as const) {
      await hamburger.click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeHidden();
    }

    const tab = tabDesignButton(page);
    for (const [name, path] of [
      ["Collections", "/collection"],
      ["Place an Order", "/order"],
    ] as const) {
      await tab.click();
      await (await listOf(page, tab)).getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
      await expectDesignMenuClosed(page, tab);
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    }

    // Opening one menu closes the other, so at most one is ever open.
    await hamburger.click();
    await tab.click();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expectDesignMenuOpen(page, tab);
    await tabBar(page).getByRole("link", { name: "Inquiry" }).click();
    await expect(page).toHaveURL("/contact");
    await expectDesignMenuClosed(page, tab);
  });
});
