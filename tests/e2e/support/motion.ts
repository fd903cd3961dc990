/**
 * Helpers for the rotation tests. Time is Playwright's fake clock, paused before the page loads, so
 * nothing moves until a test calls `page.clock.runFor(ms)` and every timer counts from one instant.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, quickPolls, settle } from "./fixtures";

const start = new Date("2030-03-01T09:00:00Z");

/** The home page's hero: the section that holds the page's main heading and the rotating photo. */
export function heroSection(page: Page): Locator {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) });
}

/** Installs the fake clock and stops it; call before `page.goto`. */
export async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Uses a block's visible pause control from the keyboard (pause, then play) and moves focus away
 * again, the way a keyboard user would. Besides checking the control works, this restarts the
 * block's timer at a known instant: the current, stopped time.
 */
export async function pauseAndPlay(page: Page, pauseControl: Locator): Promise<void> {
  // The control is found by either of its names: pressing it swaps "Pause motion" and "Play motion".
  await expect(pauseControl).toHaveAccessibleName("Pause motion");
  await pauseControl.focus();
  await pauseControl.press("Enter");
  await expect(pauseControl).toHaveAccessibleName("Play motion");
  await pauseControl.press("Enter");
  await expect(pauseControl).toHaveAccessibleName("Pause motion");
  // Focus inside a moving block holds it (WCAG 2.2.2); leave the block so it may move.
  await pauseControl.blur();
  await settle(page);
}

/** A block's pause control, whichever state it is in. */
export function motionControl(block: Locator): Locator {
  return block.getByRole("button", { name: /^(pause|play) motion$/i });
}

/**
 * The photo a rotating block shows now. The other slides are hidden from assistive technology, so
 * the block exposes exactly one image; its address says which photo it is.
 */
export async function shownPhoto(block: Locator): Promise<string> {
  // Strict: more than one exposed image fails here, none keeps it waiting.
  return (await block.getByRole("img").getAttribute("src")) ?? "";
}

/** Advances the stopped clock and waits until the page has drawn whatever that changed. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

/**
 * Steps the clock through one full cycle of a rotating block, checking the photo changes exactly
 * every `interval` ms (not a millisecond earlier) and comes back to the first. Returns the photos.
 */
export async function photosShownEvery(page: Page, block: Locator, interval: number): Promise<string[]> {
  const seen = [await shownPhoto(block)];
  expect(seen[0], "the first photo has an address").toBeTruthy();
  for (;;) {
    await advance(page, interval - 1);
    expect(await shownPhoto(block), `photo ${seen.length} is still shown at ${interval - 1} ms`).toBe(
      seen.at(-1),
    );
    await advance(page, 1);
    let next = "";
    await expect
      .poll(async () => (next = await shownPhoto(block)), {
        ...quickPolls,
        message: `a new photo at ${interval} ms`,
      })
      .not.toBe(seen.at(-1));
    if (next === seen[0]) return seen;
    expect(seen, "no photo comes back before the cycle is complete").not.toContain(next);
    seen.push(next);
    expect(seen.length, "the rotation comes back to its first photo").toBeLessThanOrEqual(20);
  }
}
