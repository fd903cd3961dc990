/**
 * The `test` every spec uses. On top of Playwright's own fixtures it:
 * - fails a test when the page logs a console error or throws ("no console errors"),
 *   except the errors a test declares it expects;
 * - answers requests to other sites (the map embed, WhatsApp, Instagram) with a small local page,
 *   so the suite never depends on the internet.
 */
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

export { expect };

interface ExpectedProblem {
  pattern: RegExp;
  /** Only when the message comes from this address (a resource that is meant to fail). */
  url?: string;
}

export interface ConsoleErrors {
  /** Declares a console error the test causes on purpose; it no longer fails the test. */
  allow(pattern: RegExp, options?: { url?: string }): void;
  /** Every error logged so far, as text. */
  readonly messages: readonly string[];
  /** Waits until an error matching the pattern has been logged (and allows it). */
  waitFor(pattern: RegExp): Promise<void>;
}

interface Problem {
  text: string;
  url: string;
}

const failedToLoad404 = /^Failed to load resource: the server responded with a status of 404/;

/** Short first waits: most things a test polls for are ready within a few tens of milliseconds. */
export const quickPolls = { intervals: [25, 50, 100, 250] };

/**
 * The contact page embeds another site's map. What that page logs (when the tests run with real
 * internet) is not the studio's site; the embed itself is checked in pages.spec.ts.
 */
function isEmbeddedMap(url: string): boolean {
  return url.startsWith("https://www.openstreetmap.org/");
}

const externalPage = `<!doctype html><html lang="en"><head><title>Outside page</title></head>
<body><main><p>A page outside the studio's site.</p></main></body></html>`;

function isOwnSite(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1";
}

export const test = base.extend<{ consoleErrors: ConsoleErrors; stubOtherSites: boolean }>({
  stubOtherSites: [true, { option: true }],

  context: async ({ context, stubOtherSites }, use) => {
    if (stubOtherSites) {
      await context.route(
        (url) => url.protocol.startsWith("http") && !isOwnSite(url),
        (route) =>
          route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: externalPage }),
      );
    }
    await use(context);
  },

  consoleErrors: [
    async ({ page }, use) => {
      const problems: Problem[] = [];
      const expected: ExpectedProblem[] = [];
      // Documents the server answered with 404 on purpose (the not-found page).
      const notFoundDocuments = new Set<string>();

      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "error") problems.push({ text: message.text(), url: message.location().url });
      });
      page.on("pageerror", (error) => problems.push({ text: `Uncaught: ${error.message}`, url: "" }));
      page.on("response", (response) => {
        const request = response.request();
        if (
          response.status() === 404 &&
          request.isNavigationRequest() &&
          request.frame() === page.mainFrame()
        ) {
          notFoundDocuments.add(response.url());
        }
      });

      const allow = (pattern: RegExp, options: { url?: string } = {}) => {
        expected.push({ pattern, url: options.url });
      };
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
        (problem) =>
          !isEmbeddedMap(problem.url) &&
          !(failedToLoad404.test(problem.text) && notFoundDocuments.has(problem.url)) &&
          !expected.some(
            ({ pattern, url }) => pattern.test(problem.text) && (url === undefined || url === problem.url),
          ),
      );
      expect(
        unexpected.map((problem) => (problem.url ? `${problem.text} (${problem.url})` : problem.text)),
        "console errors and uncaught exceptions on the page",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Resolves once React has hydrated the prerendered page and run its effects, so the handlers and
 * timers the page sets up (menus, rotations, typing) exist before a test presses keys or moves the
 * clock. React marks each element it has hydrated; the footer is the last part of every page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const footer = document.querySelector("footer");
          return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
        }),
      { ...quickPolls, message: "the page hydrates" },
    )
    .toBe(true);
  await settle(page);
}

/**
 * Lets the page finish the work it has queued: React renders and runs effects in tasks of its own
 * (posted before this one), so after two more tasks any timer an update sets up exists.
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
 * Records every scroll position the page passes through once it shows another address, to tell a
 * glide (many positions on the way) from a jump. Returns a function that reads them.
 */
export async function recordScrollingAfterNavigation(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const startPath = window.location.pathname;
    const record: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = record;
    window.addEventListener(
      "scroll",
      () => {
        if (window.location.pathname !== startPath) record.push(window.scrollY);
      },
      { passive: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
}
