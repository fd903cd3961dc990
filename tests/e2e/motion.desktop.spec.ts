/**
 * Motion and accessibility: every rotation at its timing (checked with Playwright's
 * clock, stopped before the page loads), the marquee, the pause control, holding while hovered,
 * focused or off-screen, and nothing moving at all under reduced motion.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, recordScrollingAfterNavigation, settle, test, waitForHydration } from "./support/fixtures";
import {
  advance,
  heroSection,
  motionControl,
  pauseAndPlay,
  photosShownEvery,
  shownPhoto,
  stopTheClock,
} from "./support/motion";
import {
  aboutSlogans,
  carouselPhotoCount,
  contactHeadings,
  heroPhotoCount,
  marqueePhotoCount,
} from "./support/site-content";

const imageRotation = 8000;
const headingRotation = 3000;
const typingStep = 100;
const typingPause = 2000;

const hero = heroSection;

function marquee(page: Page): Locator {
  return page.getByRole("main").getByRole("region", { name: "Our Designs" });
}

/** The strip that drifts: the element holding both copies of the set. */
function marqueeTrack(page: Page): Locator {
  return marquee(page).getByRole("list").locator("xpath=..");
}

/** The window the strip drifts through; it stays put while the strip moves. */
function marqueeWindow(page: Page): Locator {
  return marqueeTrack(page).locator("xpath=..");
}

function runningAnimations(element: Locator): Promise<number> {
  return element.evaluate(
    (node) => node.getAnimations().filter((animation) => animation.playState === "running").length,
  );
}

async function openStopped(page: Page, path: string) {
  await stopTheClock(page);
  await page.goto(path);
  await waitForHydration(page);
}

/** The collection page fetches its cards' other photos once it is on screen; wait for them. */
async function openCollectionStopped(page: Page) {
  await stopTheClock(page);
  const photos = page.waitForResponse((response) => /\/collection\/photos\.json$/.test(response.url()));
  await page.goto("/collection");
  await waitForHydration(page);
  expect((await photos).ok()).toBe(true);
  await settle(page);
}

test.describe("Rotation timings", () => {
  test("the hero rotates through every one of its photos, one every 8 s", async ({ page }) => {
    await openStopped(page, "/");
    await pauseAndPlay(page, motionControl(hero(page)));
    const photos = await photosShownEvery(page, hero(page), imageRotation);
    expect(photos).toHaveLength(heroPhotoCount);
  });

  test("each collection card cycles through its 3 or 4 photos every 8 s; cards off-screen hold", async ({
    page,
  }) => {
    await openCollectionStopped(page);
    const bridal = page.getByRole("main").getByRole("region", { name: "Bridal Collections" });
    const firstCard = bridal.getByRole("article").first();
    await expect(firstCard).toHaveAccessibleName(/\S/);
    await firstCard.scrollIntoViewIfNeeded();
    const lastCard = page
      .getByRole("main")
      .getByRole("region", { name: "Bespoke Dresses" })
      .getByRole("article")
      .last();
    // Once a card has come near the screen its photo is in the page; then it goes off-screen again.
    await lastCard.scrollIntoViewIfNeeded();
    const lastCardPhoto = await shownPhoto(lastCard);
    await firstCard.scrollIntoViewIfNeeded();
    await expect(lastCard).not.toBeInViewport();

    await pauseAndPlay(page, motionControl(bridal).first());
    const photos = await photosShownEvery(page, firstCard, imageRotation);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    expect(photos.length).toBeLessThanOrEqual(4);
    expect(await shownPhoto(lastCard), "a card off-screen does not move").toBe(lastCardPhoto);
  });

  test("every card on screen moves at 8 s, together", async ({ page }) => {
    await openCollectionStopped(page);
    const bridal = page.getByRole("main").getByRole("region", { name: "Bridal Collections" });
    const cards = bridal.getByRole("article");
    await cards.first().scrollIntoViewIfNeeded();
    await pauseAndPlay(page, motionControl(bridal).first());
    const onScreen: Locator[] = [];
    for (const card of await cards.all()) {
      const box = await card.evaluate((article) => article.getBoundingClientRect().toJSON() as DOMRect);
      if (box.top < (page.viewportSize()?.height ?? 0) && box.bottom > 0) onScreen.push(card);
    }
    expect(onScreen.length).toBeGreaterThan(0);
    const before = await Promise.all(onScreen.map(shownPhoto));
    await advance(page, imageRotation - 1);
    expect(await Promise.all(onScreen.map(shownPhoto))).toEqual(before);
    await advance(page, 1);
    for (const [index, card] of onScreen.entries()) {
      await expect.poll(() => shownPhoto(card), `card ${index + 1} moved on`).not.toBe(before[index]);
    }
  });

  test("the contact heading rotates through all its phrases, one every 3 s", async ({ page }) => {
    await openStopped(page, "/contact");
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(contactHeadings[0]);
    await pauseAndPlay(page, motionControl(page.getByRole("main")));
    // All of them in order, then back to the first.
    for (const [index, phrase] of contactHeadings.entries()) {
      await advance(page, headingRotation - 1);
      await expect(heading).toHaveText(phrase);
      await advance(page, 1);
      await expect(heading).toHaveText(contactHeadings[index + 1] ?? contactHeadings[0]);
    }
  });

  test("the about heading types one character per 100 ms, pausing 2 s after each full slogan", async ({
    page,
  }) => {
    await openStopped(page, "/about");
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    // It starts on the first slogan, fully typed: the prerendered page already reads well.
    await expect(heading).toHaveText(aboutSlogans[0]);
    await pauseAndPlay(page, motionControl(page.getByRole("main")).first());

    await advance(page, typingPause - 1);
    await expect(heading).toHaveText(aboutSlogans[0]);
    await advance(page, 1);
    const next = aboutSlogans[1];
    await expect(heading).toHaveText(next.slice(0, 1));
    for (let characters = 2; characters <= next.length; characters++) {
      await advance(page, typingStep - 1);
      await expect(heading).toHaveText(next.slice(0, characters - 1));
      await advance(page, 1);
      await expect(heading).toHaveText(next.slice(0, characters));
    }
    // Screen readers hear the heading's name, never the letters going by.
    await expect(heading).toHaveAccessibleName("Our story");

    await advance(page, typingPause - 1);
    await expect(heading).toHaveText(next);
    await advance(page, 1);
    await expect(heading).toHaveText(aboutSlogans[2]!.slice(0, 1));
  });
});

test.describe("Our Designs marquee", () => {
  test("shows every photo of the set once, the set twice, the second copy hidden from assistive technology", async ({
    page,
  }) => {
    await page.goto("/");
    const section = marquee(page);
    // Its photos come into the page as the section nears the screen.
    await section.scrollIntoViewIfNeeded();
    const sets = section.getByRole("list", { includeHidden: true });
    await expect(sets).toHaveCount(2);
    await expect(sets.nth(0)).not.toHaveAttribute("aria-hidden", "true");
    await expect(sets.nth(1)).toHaveAttribute("aria-hidden", "true");

    // Both copies' photos arrive together; wait for them before reading their addresses.
    await expect(sets.nth(0).locator("img")).toHaveCount(marqueePhotoCount);
    await expect(sets.nth(1).locator("img")).toHaveCount(marqueePhotoCount);
    const sources = (set: Locator) =>
      set.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    const first = await sources(sets.nth(0));
    const second = await sources(sets.nth(1));
    expect(first).toHaveLength(marqueePhotoCount);
    expect(new Set(first).size, "distinct photos").toBe(marqueePhotoCount);
    expect(second, "the second copy repeats the set in order").toEqual(first);

    // Assistive technology meets each photo once.
    await expect(section.getByRole("img")).toHaveCount(marqueePhotoCount);
    await expect(section.getByRole("list")).toHaveCount(1);
  });

  test("drifts on its own, holds while hovered, and stops with the pause control", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const track = marqueeTrack(page);
    await track.scrollIntoViewIfNeeded();
    await expect.poll(() => runningAnimations(track), "the strip drifts").toBeGreaterThan(0);

    await marqueeWindow(page).hover();
    await expect.poll(() => runningAnimations(track), "held while hovered").toBe(0);
    await page.mouse.move(0, 0);
    await expect.poll(() => runningAnimations(track)).toBeGreaterThan(0);

    const pause = marquee(page).getByRole("button", { name: /pause motion/i });
    await pause.click();
    await page.mouse.move(0, 0);
    await expect(marquee(page).getByRole("button", { name: /play motion/i })).toBeVisible();
    await expect.poll(() => runningAnimations(track), "stopped by the pause control").toBe(0);
    await marquee(page)
      .getByRole("button", { name: /play motion/i })
      .click();
    await page.mouse.move(0, 0);
    await expect.poll(() => runningAnimations(track)).toBeGreaterThan(0);
  });
});

test.describe("Moving content can be paused and holds while hovered or focused (WCAG 2.2.2)", () => {
  test("the hero holds while hovered, while focus is inside it, and while paused", async ({ page }) => {
    await openStopped(page, "/");
    const block = hero(page);
    const pause = motionControl(block);
    await pauseAndPlay(page, pause);
    const first = await shownPhoto(block);

    await block.getByRole("img").hover();
    await settle(page);
    await advance(page, imageRotation * 3);
    expect(await shownPhoto(block), "held while hovered").toBe(first);
    await page.mouse.move(0, 0);
    await settle(page);
    await advance(page, imageRotation);
    await expect.poll(() => shownPhoto(block), "moves once the pointer leaves").not.toBe(first);
    const second = await shownPhoto(block);

    await pause.focus();
    await settle(page);
    await advance(page, imageRotation * 3);
    expect(await shownPhoto(block), "held while focus is inside").toBe(second);
    await pause.blur();
    await settle(page);
    await advance(page, imageRotation);
    await expect.poll(() => shownPhoto(block), "moves once focus leaves").not.toBe(second);
    const third = await shownPhoto(block);

    await pause.press("Enter");
    await pause.blur();
    await expect(block.getByRole("button", { name: /play motion/i })).toBeVisible();
    await settle(page);
    await advance(page, imageRotation * 3);
    expect(await shownPhoto(block), "held while paused").toBe(third);
  });
});

test.describe("Reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves on its own: hero, marquee, cards, headings, typing", async ({ page }) => {
    await openStopped(page, "/");
    const heroPhoto = await shownPhoto(hero(page));
    await marqueeTrack(page).scrollIntoViewIfNeeded();
    await advance(page, 60_000);
    expect(await shownPhoto(hero(page)), "the hero stays on its first photo").toBe(heroPhoto);
    expect(await runningAnimations(marqueeTrack(page)), "the marquee does not drift").toBe(0);

    await page.goto("/contact");
    await waitForHydration(page);
    const contactHeading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(contactHeading).toHaveText(contactHeadings[0]);
    await advance(page, 60_000);
    await expect(contactHeading).toHaveText(contactHeadings[0]);

    await page.goto("/about");
    await waitForHydration(page);
    const aboutHeading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(aboutHeading).toHaveText(aboutSlogans[0]);
    await advance(page, 60_000);
    await expect(aboutHeading).toHaveText(aboutSlogans[0]);
    const carousel = page.getByRole("region", { name: /studio/i });
    await expect(carousel.getByText(`1 / ${carouselPhotoCount}`)).toBeVisible();

    await page.goto("/collection");
    await waitForHydration(page);
    const card = page.getByRole("main").getByRole("article").first();
    await card.scrollIntoViewIfNeeded();
    const cardPhoto = await shownPhoto(card);
    await advance(page, 60_000);
    expect(await shownPhoto(card), "a card stays on its first photo").toBe(cardPhoto);
  });

  test("a change of page jumps to the top instead of gliding", async ({ page }) => {
    // From the foot of a short page to a long one, so the new page never cuts the position short.
    await page.goto("/order");
    await waitForHydration(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Collections", exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolledThrough = await recordScrollingAfterNavigation(page);
    await footerLink.click();
    await expect(page).toHaveURL("/collection");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await scrolledThrough(), "one jump, straight to the top").toEqual([0]);
  });
});
