/** Pages that open offline, with the service worker on (the other specs block it). */
import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { syncWithTheSiteClosed } from "./support/outbox";
import { fillOrder, findSubmission, orderReference, placeOrderButton } from "./support/forms";
import { heroSection } from "./support/motion";
import { collectionDesigns, routePages } from "./support/site-content";

// At the phone project's 3× density: the hero width the service worker keeps is a 2× phone's, and
// any other width of that photo is answered with it offline.
test.use({ serviceWorkers: "allow" });

// Playwright shows a test the service worker's own requests only when asked to, before the browser starts.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

/** Resolves once the service worker runs this page and has kept its files. */
async function serviceWorkerReady(page: Page): Promise<void> {
  const ready = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(registration?.active) && navigator.serviceWorker.controller !== null;
    });
  const message = "the service worker is active and controls the page";
  await expect.poll(ready, { timeout: 20_000, message }).toBe(true);
}

// One visit to the home page, until the service worker runs it (its photos are not kept).
test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
  await openPage(page, "/");
  await serviceWorkerReady(page);
});

test("after one visit the site's pages open offline, the home page with its photo, others the offline page in the site's fonts", async ({
  page,
  context,
}) => {
  await context.setOffline(true);
  for (const route of routePages) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(route.firstText);
  }
  await page.goto("/");
  const heroPhoto = heroSection(page).getByRole("img");
  await expect.poll(() => heroPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const design = collectionDesigns.bridal[0]!;
  await page.goto(design.path);
  await expect(page.getByRole("heading", { level: 1, name: "No connection just now" })).toBeVisible();
  const loadedFonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
  });
  expect(loadedFonts.map((family) => family.replace(/"/g, ""))).toEqual(
    expect.arrayContaining(["Cormorant Garamond", "Jost"]),
  );
  const kept = page.getByRole("list").first();
  await expect(kept.getByRole("link", { name: "Collections" })).toHaveAttribute("href", "/collection");
  await expect(kept.getByRole("link", { name: design.name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open the order form" })).toHaveAttribute("href", "/order");
  // Seen once online, the design page opens offline too, and the offline page then lists it.
  await context.setOffline(false);
  await page.goto(design.path);
  await expect(page.getByRole("heading", { level: 1, name: design.name })).toBeVisible();
  await context.setOffline(true);
  await page.goto(design.path);
  await expect(page.getByRole("heading", { level: 1, name: design.name })).toBeVisible();
  await page.goto("/collection/not-seen-here");
  await expect(page.getByRole("list").first().getByRole("link", { name: design.name })).toBeVisible();
});

test("a new build is what the next navigation shows, and what the phone keeps", async ({ page, context }) => {
  // The service worker asks the network first: a page of a new build (marked by a header) wins.
  await context.route("**/about", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "x-build": "new" } });
  });
  expect((await page.goto("/about"))?.headers()["x-build"]).toBe("new");
  await context.unroute("**/about");
  await context.setOffline(true);
  const offline = await page.goto("/about");
  expect(offline?.fromServiceWorker()).toBe(true);
  expect(offline?.headers()["x-build"]).toBe("new");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Background Sync sends a kept order with the site closed", async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(/^Failed to load resource/);
  const values = await fillOrder(page, {}, "/order");
  await context.setOffline(true);
  await placeOrderButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: /is saved on this phone/ })).toBeVisible();
  await syncWithTheSiteClosed(page, context);
  expect((await findSubmission("fullName", values.fullName)).fields.reference).toMatch(orderReference);
});
