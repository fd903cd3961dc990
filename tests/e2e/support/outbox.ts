import type { BrowserContext, Page } from "@playwright/test";

/**
 * Closes the site's page, brings the connection back and has the browser wake the service worker
 * for the outbox's Background Sync, as it would with no page of the site open. Returns the blank
 * page left open, to visit the site with afterwards.
 */
export async function syncWithTheSiteClosed(page: Page, context: BrowserContext): Promise<Page> {
  const origin = new URL(page.url()).origin;
  await page.close();
  const blank = await context.newPage();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(blank);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.includes("localhost"));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId: await registered,
    tag: "outbox",
    lastChance: false,
  });
  return blank;
}
