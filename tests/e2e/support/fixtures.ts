/** The `test` every spec uses: fails on unexpected console errors, answers other sites locally. */
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

export interface ConsoleErrors {
  /** Declares a console error the test causes on purpose (from `url` only, when given). */
  allow(pattern: RegExp, options?: { url?: string }): void;
  readonly messages: readonly string[];
  /** Waits until an error matching the pattern has been logged (and allows it). */
  waitFor(pattern: RegExp): Promise<void>;
}

/** Short first waits: most things a test polls for are ready within a few tens of milliseconds. */
export const quickPolls = { intervals: [25, 50, 100, 250] };

const externalPage = `<!doctype html><html lang="en"><title>Outside page</title><main>Another site.</main></html>`;

export const test = base.extend<{ consoleErrors: ConsoleErrors; stubOtherSites: boolean }>({
  // Off where uploads are measured: a route handler sees every request, and Chromium then buffers
  // an upload instead of reporting its progress.
  stubOtherSites: [true, { option: true }],

  context: async ({ context, stubOtherSites }, use) => {
    if (stubOtherSites) {
      await context.route(
        (url) => url.protocol.startsWith("http") && !["localhost", "127.0.0.1"].includes(url.hostname),
        (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: externalPage }),
      );
    }
    await use(context);
  },

  consoleErrors: [
    async ({ page }, use) => {
      const problems: { text: string; url: string }[] = [];
      const expected: { pattern: RegExp; url?: string }[] = [];
      // Documents the server answered with 404 on purpose (the not-found page).
      const notFound = new Set<string>();
      page.on("console", (message) => {
        if (message.type() === "error") problems.push({ text: message.text(), url: message.location().url });
      });
      page.on("pageerror", (error) => problems.push({ text: `Uncaught: ${error.message}`, url: "" }));
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFound.add(response.url());
      });
      const allow = (pattern: RegExp, { url }: { url?: string } = {}) => void expected.push({ pattern, url });
      await use({
        allow,
        get messages() {
          return problems.map((problem) => problem.text);
        },
        async waitFor(pattern) {
          allow(pattern);
          await expect
            .poll(() => problems.some((problem) => pattern.test(problem.text)), {
              ...quickPolls,
              message: `a console error matching ${pattern}`,
            })
            .toBe(true);
        },
      });
      const unexpected = problems.filter(
        ({ text, url }) =>
          // The embedded map is another site's page: what it logs is not the studio's.
          !url.startsWith("https://www.openstreetmap.org/") &&
          !(/^Failed to load resource: .*404/.test(text) && notFound.has(url)) &&
          !expected.some((allowed) => allowed.pattern.test(text) && (allowed.url ?? url) === url),
      );
      expect(
        unexpected.map(({ text, url }) => (url ? `${text} (${url})` : text)),
        "console errors and uncaught exceptions on the page",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Whether React has hydrated the page: it marks the elements it owns, the footer last. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const footer = document.querySelector("footer");
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Resolves once React has hydrated the page and run its effects (handlers and timers exist). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { ...quickPolls, message: "the page hydrates" }).toBe(true);
  await settle(page);
}

/** Opens a page (without `path`, reloads this one) and waits until its script runs it. */
export async function openPage(page: Page, path?: string): Promise<void> {
  await (path === undefined ? page.reload() : page.goto(path));
  await waitForHydration(page);
}

/**
 * Lets the page finish the work it has queued: React renders and runs effects in tasks of its own,
 * so after two more tasks any timer an update sets up exists.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Holds every script module of the site (the framework) until the test lets it through, so a test
 * can act in the time a slow phone spends between the first paint and the framework's start. Call it
 * before the page is opened; `release` lets the modules through and waits for the hydration.
 */
export async function holdFramework(page: Page): Promise<{ open(): void; release(): Promise<void> }> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      await opened;
      await route.continue();
    },
  );
  return {
    open,
    async release() {
      open();
      await waitForHydration(page);
    },
  };
}
