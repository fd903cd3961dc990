/**
 * Back and Forward return the visitor to where they were; an unexpected error shows a page in the
 * studio's look with a way home, never a blank page.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("Back and Forward", () => {
  test("return to where the visitor had scrolled on each page, while a new page starts at the top", async ({
    page,
  }) => {
    await page.goto("/collection");
    await waitForHydration(page);
    // Far down the catalogue, at a card the visitor would come back to.
    const card = page.getByRole("article").nth(8);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 120, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
    const onCollection = await scrollY(page);

    // Leave by the navbar (the tab bar on a phone), which stays in view. A press where the link is
    // drawn, as a visitor's: Playwright's own click would first scroll the sticky bar "into view".
    const aboutLink = page
      .getByRole("link", { name: /^about us$/i })
      .filter({ visible: true })
      .first();
    const box = await aboutLink.boundingBox();
    if (!box) throw new Error("The navbar's About Us link is not on screen.");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL("/about");
    await expect.poll(() => scrollY(page), "a new page starts at the top").toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBe(600);

    await page.goBack();
    await expect(page).toHaveURL("/collection");
    await expect.poll(() => scrollY(page), "Back restores the collection's position").toBe(onCollection);

    await page.goForward();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => scrollY(page), "Forward restores the about page's position").toBe(600);
  });
});

test.describe("An unexpected error", () => {
  test("shows the studio's error page with a way home and a way to reach the studio", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The about page's module fails as it renders, as a bug in a page would.
    await page.route(/\/assets\/about-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'export default function About() { throw new Error("A page that cannot render"); }',
      }),
    );
    consoleErrors.allow(/A page that cannot render/);

    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: /quick links/i })
      .getByRole("link", { name: /about/i })
      .click();

    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page).toHaveTitle("Something went wrong | Ivory & Adire");
    await expect(page.getByText(/could not be shown/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(page.getByRole("link", { name: "Call the studio" })).toHaveAttribute("href", /^tel:\+234/);

    await page.unrouteAll();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ivory & Adire");
  });
});
