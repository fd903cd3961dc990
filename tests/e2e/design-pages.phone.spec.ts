/**
 * Design pages: every design in the catalogue has a prerendered page of its own at
 * /collection/<slug>, with the next steps a visitor takes from it (order, ask, WhatsApp, share).
 * The viewer is in design-viewer.spec.ts and the prefilled forms in design-forms.phone.spec.ts.
 */
import type { Page } from "@playwright/test";
import { designIndex } from "../../app/content/design-index";
import { designPage, designPageTitle, fillIn } from "../../app/content/design-page";
import { designs } from "../../app/content/designs";
import { designSlug } from "../../app/content/slug";
import { expect, test, waitForHydration } from "./support/fixtures";
import { studioContact } from "./support/site-content";

const catalogue = designs.map((design) => ({ ...design, slug: designSlug(design) }));
const [first, second] = catalogue;
if (!first || !second) throw new Error("The catalogue needs at least two designs for these tests.");

const pathOf = (slug: string) => `/collection/${slug}`;
const titleOf = (design: (typeof catalogue)[number]) => designPageTitle(design);

/** The design page's address as the site publishes it (the local build's site is the test server). */
function publicAddress(page: Page, slug: string): string {
  return new URL(pathOf(slug), page.url()).href;
}

test.describe("Design pages", () => {
  for (const design of catalogue) {
    // The prerendered HTML of each design's page is checked in tests/build/production-build.test.ts.
    test(`${design.name} has its own page at ${pathOf(design.slug)}, with its next steps`, async ({
      page,
    }) => {
      await page.goto(pathOf(design.slug));
      await expect(page).toHaveTitle(titleOf(design));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(design.name);
      await expect(main.getByText(design.summary)).toBeVisible();
      await expect(main.getByRole("region", { name: `Photos of ${design.name}` })).toBeVisible();
      await expect(main.getByRole("link", { name: designPage.actions.order })).toHaveAttribute(
        "href",
        `/order?design=${design.slug}`,
      );
      await expect(main.getByRole("link", { name: designPage.actions.ask })).toHaveAttribute(
        "href",
        `/contact?design=${design.slug}`,
      );
    });
  }

  test("the index the forms look designs up in lists every design with its section", async ({ request }) => {
    const answer = await request.get("/collection/index.json");
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual(designIndex);
  });

  test("a breadcrumb leads back to the collection, and the next design is one link away", async ({
    page,
  }) => {
    await page.goto(pathOf(first.slug));
    await waitForHydration(page);
    const neighbours = page.getByRole("navigation", { name: designPage.neighbours.label });
    await neighbours
      .getByRole("link", { name: new RegExp(`${designPage.neighbours.next}.*${second.name}`) })
      .click();
    await expect(page).toHaveURL(pathOf(second.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.name);
    await expect(page).toHaveTitle(titleOf(second));

    await page
      .getByRole("navigation", { name: designPage.breadcrumb.label })
      .getByRole("link", { name: designPage.breadcrumb.collection })
      .click();
    await expect(page).toHaveURL("/collection");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Collection");
  });

  for (const unknown of [
    "/collection/no-such-design",
    "/collection/ADUNNI",
    "/collection/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    `${pathOf(first.slug)}/extra`,
  ]) {
    test(`an unknown design address, ${unknown}, is the not-found page with status 404`, async ({
      page,
      request,
    }) => {
      expect((await request.get(unknown)).status()).toBe(404);
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(/page not found/i);
      await expect(page).toHaveTitle(/page not found/i);
      await main.getByRole("link", { name: /collection/i }).click();
      await expect(page).toHaveURL("/collection");
    });
  }
});

test.describe("Next steps from a design", () => {
  test("Chat on WhatsApp opens the studio's chat with a message naming the design and its link", async ({
    page,
  }) => {
    await page.goto(pathOf(first.slug));
    const link = page.getByRole("link", { name: designPage.actions.whatsapp });
    const href = (await link.getAttribute("href")) ?? "";
    const message = fillIn(designPage.whatsappMessage, {
      name: first.name,
      url: publicAddress(page, first.slug),
    });
    const [chat = ""] = href.split("?");
    expect(chat).toMatch(studioContact.whatsapp);
    expect(href).toBe(`${chat}?text=${encodeURIComponent(message)}`);
    // Spaces as %20, never "+", which WhatsApp would print as a plus sign.
    expect(href).not.toMatch(/\+|\s/);
    expect(new URL(href).searchParams.get("text")).toBe(message);
    await expect(link).toHaveAttribute("target", "_blank");

    // The chat opens in a tab of its own; answered here, so the test never waits on the internet
    // (a lookup of WhatsApp's host that hangs would keep the tab from opening).
    await page
      .context()
      .route(`${chat}**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    expect(new URL(popup.url()).searchParams.get("text")).toBe(message);
  });

  test("Share hands the page to the browser's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, "sharedData", { value: shared });
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(pathOf(first.slug));
    await waitForHydration(page);
    await page.getByRole("button", { name: designPage.actions.share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([{ title: titleOf(first), url: publicAddress(page, first.slug) }]);
    await expect(page.getByRole("status").filter({ hasText: /copied|copy/i })).toHaveCount(0);
  });

  test("closing the share sheet says nothing and copies nothing", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: () => Promise.reject(new DOMException("Share canceled", "AbortError")),
      });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error("should not be called")) },
      });
    });
    await page.goto(pathOf(first.slug));
    await waitForHydration(page);
    await page.getByRole("button", { name: designPage.actions.share }).click();
    await expect(page.getByText(designPage.actions.copied)).toHaveCount(0);
    await expect(page.getByText(designPage.actions.copyByHand)).toHaveCount(0);
  });

  test("without a share sheet, Share copies the link and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    await page.goto(pathOf(second.slug));
    await waitForHydration(page);
    await page.getByRole("button", { name: designPage.actions.share }).click();
    // Said in a live region, so a screen reader announces it too.
    await expect(page.getByRole("status").filter({ hasText: designPage.actions.copied })).toHaveText(
      designPage.actions.copied,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicAddress(page, second.slug));
  });

  test("when the clipboard is out of reach too, the link is shown to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await page.goto(pathOf(second.slug));
    await waitForHydration(page);
    await page.getByRole("button", { name: designPage.actions.share }).click();
    const field = page.getByRole("textbox", { name: designPage.actions.copyByHand });
    await expect(field).toHaveValue(publicAddress(page, second.slug));
    await expect(field).toHaveAttribute("readonly", "");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the order, inquiry and WhatsApp links work, and Share, which needs script, is out of the way", async ({
      page,
    }) => {
      await page.goto(pathOf(first.slug));
      await expect(page.getByRole("button", { name: designPage.actions.share })).toBeHidden();
      await expect(page.getByRole("link", { name: designPage.actions.whatsapp })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\d+\?text=/,
      );
      await page.getByRole("link", { name: designPage.actions.order }).click();
      await expect(page).toHaveURL(`/order?design=${first.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Place an Order");
    });
  });
});
