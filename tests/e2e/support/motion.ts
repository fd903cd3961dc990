/** The moving parts, driven on Playwright's fake clock, stopped before the page loads. */
import type { Locator, Page } from "@playwright/test";
import { settle } from "./fixtures";

/** The home page's hero: the section with the page's main heading and the rotating photo. */
export function heroSection(page: Page): Locator {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) });
}

/** Installs the fake clock and stops it; call before `page.goto`. */
export async function stopTheClock(page: Page): Promise<void> {
  const start = new Date("2030-03-01T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Advances the stopped clock and waits until the page has drawn whatever that changed. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

/** A block's pause control, whichever state it is in. */
export function motionControl(block: Locator): Locator {
  return block.getByRole("button", { name: /^(pause|play) motion$/i });
}

/** The photo a rotating block shows now: the one image it exposes (strictly: two fail here). */
export async function shownPhoto(block: Locator): Promise<string> {
  return (await block.getByRole("img").getAttribute("src")) ?? "";
}
