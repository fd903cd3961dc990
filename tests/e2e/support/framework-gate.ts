import type { Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";

export interface FrameworkGate {
  /** Lets the framework's modules through. */
  open(): void;
  /** Lets the framework's modules through, then waits until React has hydrated the page. */
  release(): Promise<void>;
}

/**
 * Holds every script module the page asks for (the framework) until the test releases it, so a
 * test can act in the time a slow phone spends between the first paint and the framework's start.
 * Call it before the page is opened.
 */
export async function holdFramework(page: Page): Promise<FrameworkGate> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
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

/** Whether React has hydrated the page yet (it marks the elements it owns). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const footer = document.querySelector("footer");
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Serves the site's pages as a browser without script would use them: every `<script>` removed and
 * every `<noscript>` opened out. Unlike a context with JavaScript turned off, the test can still run
 * its own code in the page (axe).
 */
export async function serveWithoutScripts(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname === "localhost" || url.hostname === "127.0.0.1",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/g, "")
        .replace(/<\/?noscript>/g, "");
      await route.fulfill({ response, body: html });
    },
  );
}
