/**
 * "Offline", measured in a real Chromium on a local build (forms posting to the project's own
 * server and its inbox): what the service worker costs a first visit, each page opened offline, and
 * an order whose connection is cut during its upload. The definition, targets and table are in
 * offline-report.ts.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { pagePaths } from "../../app/lib/paths";
import type { SubmissionRecord } from "../../server/inbox/submission";
import { errorMessage, phone, progress, throttleLikeAPhone } from "./browser";
import { withLocalSite } from "./order-upload";
import type { FirstVisitCost, OfflinePage, OfflineResult, OutboxRun } from "./offline-report";

/** The phone's line and CPU, with the browser's cache on: what a returning visitor has is the point. */
const throttle = (page: Page) => throttleLikeAPhone(page, { cache: true });

/** The page's first contentful paint, in ms after its navigation started, and as a wall-clock time. */
async function firstPaint(page: Page): Promise<{ ms: number; epochMs: number } | null> {
  return page
    .waitForFunction(
      () => {
        const entry = performance.getEntriesByName("first-contentful-paint")[0];
        return entry ? { ms: entry.startTime, epochMs: performance.timeOrigin + entry.startTime } : null;
      },
      undefined,
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
}

async function serviceWorkerActive(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(registration?.active) && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

const isPhoto = (url: string) => /\.(avif|webp|jpe?g)(\?|$)/i.test(url);

/** The service worker's list of files to keep, read from the served sw.js. */
async function precacheList(clientDir: string): Promise<string[]> {
  const source = await readFile(path.join(clientDir, "sw.js"), "utf8");
  return [...source.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => match[1] ?? "");
}

async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  clientDir: string,
): Promise<{ cost: FirstVisitCost; context: BrowserContext }> {
  const context = await browser.newContext({ ...phone, serviceWorkers: "allow" });
  const requests: { bytes: number; startedAt: number; byWorker: boolean; url: string }[] = [];
  const counted: Promise<void>[] = [];
  context.on("requestfinished", (request) => {
    counted.push(
      request.sizes().then(
        (sizes) => {
          requests.push({
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            startedAt: request.timing().startTime,
            byWorker: request.serviceWorker() !== null,
            url: request.url(),
          });
        },
        () => undefined,
      ),
    );
  });
  const page = await context.newPage();
  await throttle(page);
  await page.goto(`${baseUrl}/`, { waitUntil: "load" });
  const paint = await firstPaint(page);
  await serviceWorkerActive(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2000);
  await Promise.all(counted);
  const paintedAt = paint?.epochMs ?? Number.POSITIVE_INFINITY;
  // The photos the page itself shows, fetched through the worker once it runs the page, are the
  // page's own (kept as they are seen), not the install's.
  const install = requests.filter((request) => request.byWorker && !isPhoto(request.url));
  const page_ = requests.filter((request) => !request.byWorker);
  const cost: FirstVisitCost = {
    requests: install.length,
    bytes: install.reduce((sum, request) => sum + request.bytes, 0),
    bytesBeforePaint: install
      .filter((request) => request.startedAt < paintedAt)
      .reduce((sum, request) => sum + request.bytes, 0),
    photos: (await precacheList(clientDir)).filter(isPhoto),
    pageBytes: page_.reduce((sum, request) => sum + request.bytes, 0),
  };
  await page.close();
  return { cost, context };
}

async function onlineFirstPaint(browser: Browser, url: string): Promise<number | null> {
  const context = await browser.newContext({ ...phone, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: "load" });
    return (await firstPaint(page))?.ms ?? null;
  } finally {
    await context.close();
  }
}

async function measureOfflinePages(browser: Browser, context: BrowserContext, baseUrl: string) {
  const pages: OfflinePage[] = [];
  await context.setOffline(true);
  for (const route of pagePaths) {
    const page = await context.newPage();
    await throttle(page);
    let opens = false;
    let fcpMs: number | null = null;
    try {
      await page.goto(`${baseUrl}${route}`, { waitUntil: "load", timeout: 20_000 });
      fcpMs = (await firstPaint(page))?.ms ?? null;
      opens =
        (await page.title()) !== "" &&
        !(await page.getByRole("heading", { level: 1, name: /no connection/i }).isVisible()) &&
        (await page.getByRole("heading", { level: 1 }).first().isVisible());
    } catch {
      opens = false;
    }
    await page.close();
    pages.push({ route, opens, fcpMs, onlineFcpMs: null });
  }
  await context.setOffline(false);
  for (const page of pages) page.onlineFcpMs = await onlineFirstPaint(browser, `${baseUrl}${page.route}`);
  return pages;
}

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const footer = document.querySelector("footer");
      return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 60_000 },
  );
}

async function measureOutbox(
  browser: Browser,
  baseUrl: string,
  received: readonly SubmissionRecord[],
): Promise<OutboxRun> {
  const context = await browser.newContext({ ...phone, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const name = `Outbox bench ${Date.now()}`;
    await page.goto(`${baseUrl}/order`);
    await waitForHydration(page);
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("E-mail address").fill("bench@example.com");
    await page.getByLabel("Phone number", { exact: true }).fill("+2348030000000");
    await page.getByLabel("Outfit type").selectOption("bridal");
    await page
      .getByLabel("Delivery date")
      .fill(new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10));
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 140, b: 90 } },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    const shrinker = page.waitForResponse((response) => response.url().includes("/photo-shrink-"));
    await page.getByLabel("Photos (optional)", { exact: true }).setInputFiles({
      name: "IMG_0001.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await shrinker;
    let cut = false;
    await page.route(
      (url) => url.pathname.startsWith("/ajax/"),
      async (route) => {
        if (cut) return route.continue();
        cut = true;
        await context.setOffline(true);
        await route.abort("internetdisconnected");
      },
    );
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText(/is saved on this phone/).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const back = Date.now();
    await context.setOffline(false);
    const mine = () => received.filter((record) => record.fields.fullName === name);
    const deadline = back + 60_000;
    while (mine().length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
    const arrived = mine()[0];
    const secondsToInbox = arrived ? (Date.parse(arrived.receivedAt) - back) / 1000 : null;
    await page.waitForTimeout(5000);
    return { secondsToInbox, copies: mine().length };
  } finally {
    await context.close();
  }
}

/** Serves the local build with an inbox of its own and measures the three parts, one after the other. */
export async function measureOffline({ clientDir, inboxDir }: { clientDir: string; inboxDir: string }) {
  if (!existsSync(path.join(clientDir, "sw.js")))
    throw new Error(`${clientDir} has no service worker (sw.js).`);
  // Playwright reports a service worker's own requests only when asked to.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
  return withLocalSite(clientDir, inboxDir, async ({ url, browser, received }): Promise<OfflineResult> => {
    const result: OfflineResult = { firstVisit: null, pages: [], outbox: null, errors: [] };
    try {
      const { cost, context } = await measureFirstVisit(browser, url, clientDir);
      result.firstVisit = cost;
      progress(
        `[offline] first visit: the service worker fetched ${cost.requests} files, ${cost.bytes} bytes`,
      );
      result.pages = await measureOfflinePages(browser, context, url);
      progress(
        `[offline] pages: ${result.pages.map((p) => `${p.route} ${p.opens ? "opens" : "does not open"}`).join(", ")}`,
      );
      await context.close();
    } catch (error) {
      result.errors.push(`Service worker: ${errorMessage(error)}`);
    }
    try {
      result.outbox = await measureOutbox(browser, url, received);
      progress(`[offline] outbox: ${JSON.stringify(result.outbox)}`);
    } catch (error) {
      result.errors.push(`Outbox: ${errorMessage(error)}`);
    }
    return result;
  });
}
