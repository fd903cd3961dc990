/** A design's page and its next steps; every page's HTML: tests/build; the viewer: design-viewer. */
import type { Locator, Page } from "@playwright/test";
import { designIndex } from "../../app/content/design-index";
import { designPage, designPageTitle } from "../../app/content/design-page";
import { designs } from "../../app/content/designs";
import { designSlug } from "../../app/content/slug";
import { expect, openPage, test } from "./support/fixtures";
import { studioContact } from "./support/site-content";

const [first, second] = designs.map((design) => ({ ...design, path: `/collection/${designSlug(design)}` }));
if (!first || !second) throw new Error("The catalogue needs at least two designs for these tests.");

const publicAddress = (page: Page, path: string) => new URL(path, page.url()).href;

/** Wholly on screen, and what the finger meets at its top, middle and bottom (no fixed bar over it). */
async function expectUncovered(element: Locator, name: string) {
  await expect(element, name).toBeInViewport({ ratio: 1 });
  const covered = await element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    return [box.top + 2, box.top + box.height / 2, box.bottom - 2]
      .map((y) => document.elementFromPoint(x, y))
      .filter((hit) => !hit || !target.contains(hit))
      .map((hit) => hit?.outerHTML.slice(0, 80) ?? "nothing");
  });
  expect(covered, `${name}: what covers it`).toEqual([]);
}

test("the first screen shows the photo, the name and Order this design, clear of the fixed bars", async ({
  page,
}) => {
  await openPage(page, first.path);
  const main = page.getByRole("main");
  await expectUncovered(
    main.getByRole("region", { name: `Photos of ${first.name}` }).getByRole("img"),
    "photo",
  );
  await expectUncovered(main.getByRole("heading", { level: 1, name: first.name }), "name");
  await expectUncovered(main.getByRole("link", { name: designPage.actions.order }), "Order this design");
});

test("a design's page leads to ordering, asking, WhatsApp and the next design", async ({ page, request }) => {
  await openPage(page, first.path);
  await expect(page).toHaveTitle(designPageTitle(first));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(first.name);
  await expect(main.getByText(first.summary)).toBeVisible();
  await expect(main.getByRole("region", { name: `Photos of ${first.name}` })).toBeVisible();
  const slug = designSlug(first);
  await expect(main.getByRole("link", { name: designPage.actions.order })).toHaveAttribute(
    "href",
    `/order?design=${slug}`,
  );
  await expect(main.getByRole("link", { name: designPage.actions.ask })).toHaveAttribute(
    "href",
    `/contact?design=${slug}`,
  );
  const whatsapp = main.getByRole("link", { name: designPage.actions.whatsapp });
  await expect(whatsapp).toHaveAttribute("href", studioContact.whatsapp);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  const message = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text");
  expect(message).toContain(first.name);
  expect(message).toContain(publicAddress(page, first.path));
  expect(await (await request.get("/collection/index.json")).json()).toEqual(designIndex);
  await page
    .getByRole("navigation", { name: designPage.neighbours.label })
    .getByRole("link", { name: new RegExp(`${designPage.neighbours.next}.*${second.name}`) })
    .click();
  await expect(page).toHaveURL(second.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.name);
  await expect(page).toHaveTitle(designPageTitle(second));
  await page
    .getByRole("navigation", { name: designPage.breadcrumb.label })
    .getByRole("link", { name: designPage.breadcrumb.collection })
    .click();
  await expect(page).toHaveURL("/collection");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Collection");
});

test("Share hands the page to the share sheet; closing it copies nothing", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "sharedData", { value: shared });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) =>
        shared.push(data) === 1
          ? Promise.reject(new DOMException("Share canceled", "AbortError"))
          : Promise.resolve(),
    });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("should not be called")) },
    });
  });
  await openPage(page, first.path);
  const share = page.getByRole("button", { name: designPage.actions.share });
  const sharedData = () => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
  const expected = { title: designPageTitle(first), url: publicAddress(page, first.path) };
  await share.click();
  await expect.poll(sharedData).toEqual([expected]);
  await share.click();
  await expect.poll(sharedData).toEqual([expected, expected]);
  await expect(page.getByText(designPage.actions.copied)).toHaveCount(0);
  await expect(page.getByText(designPage.actions.copyByHand)).toHaveCount(0);
});

test("with no share sheet Share copies the link, or shows it to copy by hand", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    if (sessionStorage.getItem("no-clipboard")) {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    }
  });
  await openPage(page, second.path);
  const share = page.getByRole("button", { name: designPage.actions.share });
  await share.click();
  await expect(page.getByRole("status").filter({ hasText: designPage.actions.copied })).toHaveText(
    designPage.actions.copied,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicAddress(page, second.path));
  await page.evaluate(() => sessionStorage.setItem("no-clipboard", "1"));
  await openPage(page);
  await share.click();
  const field = page.getByRole("textbox", { name: designPage.actions.copyByHand });
  await expect(field).toHaveValue(publicAddress(page, second.path));
  await expect(field).toHaveAttribute("readonly", "");
});
