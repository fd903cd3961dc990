/** Every page at each size: navbar, one h1, contact toggle, footer, no overflow, no axe violation. */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, visitWholePage } from "./support/axe";
import { expect, openPage, test, waitForHydration } from "./support/fixtures";
import { contactToggle, designButton, hamburger, listOf, tabBar } from "./support/menus";
import {
  collectionDesigns,
  footerQuickLinks,
  routePages,
  studioContact,
  studioName,
} from "./support/site-content";

const design = collectionDesigns.bridal[0]!;
const pages: { path: string; heading: string | RegExp; notFound?: boolean }[] = [
  ...routePages,
  { path: design.path, heading: design.name },
  // The not-found page carries no framework: nothing on it needs one.
  { path: "/no-such-page", heading: /page not found/i, notFound: true },
  { path: "/collection/no-such-design", heading: /page not found/i, notFound: true },
];

async function expectNavbar(page: Page, isMobile: boolean) {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: studioName })).toBeVisible();
  await expect(hamburger(page)).toBeVisible({ visible: isMobile });
  await expect(tabBar(page)).toBeVisible({ visible: isMobile });
  if (isMobile) return;
  const nav = banner.getByRole("navigation", { name: "Main" });
  await expect(designButton(page, false)).toBeVisible();
  const links = { HOME: "/", "ABOUT US": "/about", "MAKE AN INQUIRY": "/contact" };
  for (const [name, href] of Object.entries(links))
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

async function expectFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(/bridal and bespoke tailoring studio/i)).toBeVisible();
  const links = footer.getByRole("navigation", { name: /quick links/i }).getByRole("link");
  await expect(links).toHaveText(footerQuickLinks.map((link) => link.name));
  for (const [index, link] of footerQuickLinks.entries())
    await expect(links.nth(index)).toHaveAttribute("href", link.path);
  await expect(footer.getByText(studioContact.place)).toBeVisible();
  for (const { text, href } of [studioContact.phone, studioContact.email])
    await expect(footer.getByRole("link", { name: text })).toHaveAttribute("href", href);
  await expect(
    footer.getByText(new RegExp(`©\\s*${new Date().getFullYear()}\\s+${studioName}`)),
  ).toBeVisible();
}

for (const { path, heading, notFound } of pages) {
  test(`${path}: navbar, heading, footer, no overflow, no axe violations`, async ({ page, isMobile }) => {
    // Every photo and the map loaded, then a whole-page axe run: more than 30 s on two cores.
    test.slow();
    expect((await page.goto(path))?.status()).toBe(notFound ? 404 : 200);
    if (!notFound) await waitForHydration(page);
    await expectNavbar(page, isMobile);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveAccessibleName(heading);
    if (notFound) {
      await expect(main.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
      await expect(main.getByRole("link", { name: /collection/i })).toHaveAttribute("href", "/collection");
    } else {
      await expect(contactToggle(page)).toBeVisible();
    }
    await expectFooter(page);
    await visitWholePage(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "nothing wider than the screen").toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoAxeViolations(page);
  });
}

test("/order, measurements open, one flagged, a saved set offered", { tag: "@phone" }, async ({ page }) => {
  // A set kept on this phone from an earlier order, so its buttons are on the page too.
  await page.addInitScript(() => {
    const saved = [{ name: "Me", unit: "cm", values: { bust: "88" }, updated: "2026-11-03T10:00:00.000Z" }];
    localStorage.setItem("ivory-adire:saved-measurements", JSON.stringify(saved));
  });
  await openPage(page, "/order");
  await page.getByLabel(/outfit type/i).selectOption("bridal");
  await page.getByLabel("I'll enter my measurements now").check();
  const waist = page.getByLabel("Waist", { exact: true }).filter({ visible: true });
  await waist.fill("450");
  await waist.blur();
  await expect(page.getByText("Waist 450 cm looks too large: check the unit")).toBeVisible();
  await expect(page.getByRole("button", { name: /Use saved measurements: Me/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds nothing with each menu open", async ({ page, isMobile }) => {
  // A whole-page axe run per menu: more than 30 s on two cores.
  test.slow();
  await openPage(page, "/");
  const toggles = [isMobile ? hamburger(page) : null, designButton(page, isMobile), contactToggle(page)];
  for (const toggle of toggles.filter((found) => found !== null)) {
    await toggle.click();
    await expect(await listOf(page, toggle)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(await listOf(page, toggle)).toBeHidden();
  }
});

test("keyboard alone: a skip link, then a visible focus ring", { tag: "@desktop" }, async ({ page }) => {
  await openPage(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /skip to content/i });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Tab");
  const ring = await page.locator(":focus").evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none"
    );
  });
  expect(ring, "a visible focus ring").toBe(true);
});
