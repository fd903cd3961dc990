/** Motion the visitor controls (WCAG 2.2.2); timings are unit-tested (app/lib/motion.test.tsx). */
import type { Locator, Page } from "@playwright/test";
import { expect, openPage, settle, test } from "./support/fixtures";
import { advance, heroSection, motionControl, shownPhoto, stopTheClock } from "./support/motion";
import { aboutSlogans, contactHeadings } from "./support/site-content";

const imageRotation = 8000;

/** The Our Designs strip's track: the element holding both copies of the set, which drifts. */
const marqueeTrack = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: "Our Designs" }).getByRole("list").locator("xpath=..");

const runningAnimations = (element: Locator) =>
  element.evaluate(
    (node) => node.getAnimations().filter((animation) => animation.playState === "running").length,
  );

/** Presses a block's motion control from the keyboard, then leaves it: focus inside a block holds it. */
async function press(page: Page, control: Locator, name: string) {
  await control.focus();
  await control.press("Enter");
  await expect(control).toHaveAccessibleName(name);
  await control.blur();
  await settle(page);
}

test("the hero holds while paused and out of sight, and Play starts it again", async ({ page }) => {
  await stopTheClock(page);
  await openPage(page, "/");
  const hero = heroSection(page);
  const first = await shownPhoto(hero);
  await press(page, motionControl(hero), "Play motion");
  await advance(page, imageRotation * 3);
  expect(await shownPhoto(hero), "held while paused").toBe(first);
  await press(page, motionControl(hero), "Pause motion");
  await advance(page, imageRotation);
  await expect.poll(() => shownPhoto(hero), "moves once played").not.toBe(first);
  const shown = await shownPhoto(hero);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(hero).not.toBeInViewport();
  await settle(page);
  await advance(page, imageRotation * 3);
  expect(await shownPhoto(hero), "held out of sight").toBe(shown);
});

test("the Our Designs strip drifts, holds while hovered, and stops when paused", async ({ page }) => {
  await openPage(page, "/");
  const track = marqueeTrack(page);
  await track.scrollIntoViewIfNeeded();
  await expect.poll(() => runningAnimations(track), "the strip drifts").toBeGreaterThan(0);
  await track.locator("xpath=..").hover();
  await expect.poll(() => runningAnimations(track), "held while hovered").toBe(0);
  await page.mouse.move(0, 0);
  await expect.poll(() => runningAnimations(track)).toBeGreaterThan(0);
  const strip = page.getByRole("main").getByRole("region", { name: "Our Designs" });
  await strip.getByRole("button", { name: /pause motion/i }).click();
  await page.mouse.move(0, 0);
  await expect(strip.getByRole("button", { name: /play motion/i })).toBeVisible();
  await expect.poll(() => runningAnimations(track), "stopped by the pause control").toBe(0);
  await strip.getByRole("button", { name: /play motion/i }).click();
  await page.mouse.move(0, 0);
  await expect.poll(() => runningAnimations(track)).toBeGreaterThan(0);
});

test("a change of page glides back to the top, and jumps there under reduced motion", async ({ page }) => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    await page.emulateMedia({ reducedMotion });
    // From the foot of a short page to a long one, so the new page never cuts the position short.
    await openPage(page, "/order");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Collections", exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const start = await page.evaluate(() => {
      const from = location.pathname;
      const seen: number[] = [];
      Object.assign(window, { seen });
      addEventListener("scroll", () => location.pathname !== from && seen.push(scrollY), { passive: true });
      return scrollY;
    });
    await link.click();
    await expect(page).toHaveURL("/collection");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    if (reducedMotion === "reduce") expect(seen, "one jump, straight to the top").toEqual([0]);
    else
      expect(seen.filter((y) => y > 0 && y < start).length, `a glide: ${seen.join(", ")}`).toBeGreaterThan(0);
  }
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("nothing moves on its own: hero, strip, headings, typing, carousel, cards", async ({ page }) => {
    await stopTheClock(page);
    await openPage(page, "/");
    const hero = await shownPhoto(heroSection(page));
    await marqueeTrack(page).scrollIntoViewIfNeeded();
    await advance(page, 60_000);
    expect(await shownPhoto(heroSection(page)), "the hero stays on its first photo").toBe(hero);
    expect(await runningAnimations(marqueeTrack(page)), "the strip does not drift").toBe(0);
    const firstTexts = { "/contact": contactHeadings[0], "/about": aboutSlogans[0] };
    for (const [path, text] of Object.entries(firstTexts)) {
      await openPage(page, path);
      const heading = page.getByRole("main").getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(text);
      await advance(page, 60_000);
      await expect(heading).toHaveText(text);
    }
    await expect(
      page.getByRole("region", { name: "Inside the studio" }).getByText(/^1 \/ \d+$/),
    ).toBeVisible();
    await openPage(page, "/collection");
    const card = page.getByRole("main").getByRole("article").first();
    await card.scrollIntoViewIfNeeded();
    const photo = await shownPhoto(card);
    await advance(page, 60_000);
    expect(await shownPhoto(card), "a card stays on its first photo").toBe(photo);
  });
});
