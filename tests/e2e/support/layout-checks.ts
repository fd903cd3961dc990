/** Checks on where things sit on the screen, the way a visitor would judge them. */
import type { Locator } from "@playwright/test";
import { expect, quickPolls } from "./fixtures";

/** The gap between two elements' boxes, in CSS pixels (0 when they touch or overlap). */
export async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) return Number.POSITIVE_INFINITY;
  const dx = Math.max(0, boxA.x - (boxB.x + boxB.width), boxB.x - (boxA.x + boxA.width));
  const dy = Math.max(0, boxA.y - (boxB.y + boxB.height), boxB.y - (boxA.y + boxA.height));
  return Math.hypot(dx, dy);
}

/** Asserts that `message` is shown right beside `control` (within `maxGap` pixels). */
export async function expectNextTo(message: Locator, control: Locator, maxGap = 48): Promise<void> {
  await expect(message).toBeVisible();
  await expect
    .poll(() => gapBetween(message, control), { ...quickPolls, message: "shown next to it" })
    .toBeLessThanOrEqual(maxGap);
}
