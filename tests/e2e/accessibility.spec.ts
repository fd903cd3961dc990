/**
 * Accessibility: axe finds no violations on any route at either size, and no
 * page logs a console error (the fixture in support/fixtures.ts fails any test that does).
 */
import { expectNoAxeViolations, visitWholePage } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";
import { routePages } from "./support/site-content";
import { designIndex } from "../../app/content/design-index";

const firstDesignPage = `/collection/${designIndex[0]?.slug ?? ""}`;

test.describe("Accessibility and a clean console on every route", () => {
  for (const route of [...routePages.map((page) => page.path), firstDesignPage]) {
    test(`${route}: no axe violations, no console errors`, async ({ page }) => {
      // Every photo and the map loaded, then a whole-page axe run: more than one test's usual 30 s on
      // a two-core machine.
      test.slow();
      await page.goto(route);
      await waitForHydration(page);
      await visitWholePage(page);
      await expectNoAxeViolations(page);
    });
  }

  test("/order with its measurements open, a value flagged and saved measurements offered: no axe violations", async ({
    page,
  }) => {
    // A set kept on this phone from an earlier order, so its buttons are on the page too.
    await page.addInitScript(() => {
      localStorage.setItem(
        "ivory-adire:saved-measurements",
        JSON.stringify([
          { name: "Me", unit: "cm", values: { bust: "88" }, updated: "2026-11-03T10:00:00.000Z" },
        ]),
      );
    });
    await page.goto("/order");
    await waitForHydration(page);
    await page.getByLabel(/outfit type/i).selectOption("bridal");
    await page.getByLabel("I'll enter my measurements now").check();
    const waist = page.getByLabel("Waist", { exact: true }).filter({ visible: true });
    await waist.fill("450");
    await waist.blur();
    await expect(page.getByText("Waist 450 cm looks too large: check the unit")).toBeVisible();
    await expect(page.getByRole("button", { name: /Use saved measurements: Me/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The not-found page carries no framework: nothing on it needs one.
  for (const route of ["/no-such-page", "/collection/no-such-design"]) {
    test(`${route}: the not-found page, no axe violations, no console errors`, async ({ page }) => {
      expect((await page.goto(route))?.status()).toBe(404);
      await visitWholePage(page);
      await expectNoAxeViolations(page);
    });
  }

  test(
    "the site is usable with a keyboard alone, with a visible focus ring",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: /skip to content/i });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      const ring = await focused.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          outline: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          shadow: style.boxShadow,
        };
      });
      expect(
        (ring.outline !== "none" && ring.width > 0) || ring.shadow !== "none",
        "a visible focus ring",
      ).toBe(true);
    },
  );
});
