/** The real-browser measurements' Chromium (driven by Playwright) and the phone they emulate. */
import { type Browser, chromium } from "@playwright/test";
import { using } from "./cleanup";
import { chromiumFlags, chromiumPath } from "./lighthouse-run";

/** A mid-range phone: the size of the browser tests' mobile project, 3× density, touch. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** Runs `work` with Chromium started as for Lighthouse, and closes it afterwards, also on failure. */
export function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  return using(
    () =>
      chromium.launch({
        executablePath: chromiumPath,
        // Playwright supplies its own headless switch.
        args: chromiumFlags.filter((flag) => !flag.startsWith("--headless")),
      }),
    (browser) => browser.close(),
    work,
  );
}
