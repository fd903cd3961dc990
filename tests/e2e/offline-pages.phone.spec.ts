/**
 * Pages that open offline: after one visit to the home page, the service worker has kept the six
 * pages, and each opens with no connection; a page this phone has not kept shows the site's own
 * offline page, which lists what can be opened and points to the order form. With the service
 * worker on (the other specs block it).
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, type ConsoleErrors } from "./support/fixtures";
import { collectionDesigns, routePages } from "./support/site-content";

test.use({ serviceWorkers: "allow" });

/**
 * Photos are not kept at install, only as they are seen once the service worker runs the page:
 * offline, the first visit's photos are missing (their frames stay in the page's colours).
 */
function allowMissingPhotos(errors: ConsoleErrors) {
  errors.allow(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
}

/** Resolves once the service worker runs this page and has kept its files. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active) && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 20_000, message: "the service worker is active and controls the page" },
    )
    .toBe(true);
}

// One visit to the home page, until the service worker runs it.
test.beforeEach(async ({ page, consoleErrors }) => {
  allowMissingPhotos(consoleErrors);
  await page.goto("/");
  await waitForHydration(page);
  await serviceWorkerReady(page);
});

test("after one visit to the home page, the six pages open offline", async ({ page, context }) => {
  await context.setOffline(true);
  for (const route of routePages) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(route.prerenderedHeadingText);
  }
});

test("a page not kept shows the offline page, with the pages this phone has", async ({ page, context }) => {
  const design = collectionDesigns.bridal[0]!;

  await context.setOffline(true);
  await page.goto(design.path);
  await expect(page.getByRole("heading", { level: 1, name: "No connection just now" })).toBeVisible();
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
