/**
 * Every design a visitor sees leads to its page: each collection card is one link named by its
 * design and described by its line, covering the whole card (and keeps cycling its photos), and
 * each photo of the home page's Our Designs strip links to the design it shows. At the desktop's
 * size, where a pointer hovers and Tab walks the cards; the phone's way there is
 * design-journey.phone.spec.ts, and axe checks both pages at both sizes in accessibility.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, settle, test, waitForHydration } from "./support/fixtures";
import { advance, motionControl, pauseAndPlay, shownPhoto, stopTheClock } from "./support/motion";
import {
  collectionDesigns,
  designsPerFirstPage,
  featuredDesigns,
  type DesignLink,
} from "./support/site-content";

const imageRotation = 8000;

const sections = [
  { name: "Bridal Collections", designs: collectionDesigns.bridal },
  { name: "Bespoke Dresses", designs: collectionDesigns.bespoke },
] as const;

function region(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("region", { name });
}

function marquee(page: Page): Locator {
  return region(page, "Our Designs");
}

/** The marquee's first copy: the only one assistive technology and the Tab key meet. */
function marqueeLinks(page: Page): Locator {
  return marquee(page).getByRole("list").getByRole("link");
}

/** Lands on a design's page: its address, and its name as the page's heading. */
async function expectDesignPage(page: Page, design: DesignLink) {
  await expect(page).toHaveURL(design.path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(design.name);
}

test.describe("Collection cards link to their designs", () => {
  test("every card, also those Show all brings, is exactly one link named by its design, to its page", async ({
    page,
  }) => {
    await page.goto("/collection");
    await waitForHydration(page);
    for (const section of sections) {
      const cards = region(page, section.name).getByRole("article");
      // A section longer than the first page shows the rest when asked.
      if (section.designs.length > designsPerFirstPage) {
        await region(page, section.name)
          .getByRole("button", { name: /show all/i })
          .click();
      }
      await expect(cards).toHaveCount(section.designs.length);
      for (const [index, design] of section.designs.entries()) {
        const card = cards.nth(index);
        const link = card.getByRole("link");
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAccessibleName(design.name);
        // The line is outside the link, as its description: the link's name is all the text it
        // shows (WCAG 2.5.3, axe's label-content-name-mismatch).
        await expect(link).toHaveAccessibleDescription(design.summary);
        await expect(link.getByText(design.summary)).toHaveCount(0);
        await expect(link).toHaveAttribute("href", design.path);
        await expect(card.getByRole("button")).toHaveCount(0);
        // The whole card is the tap target: the link covers the article, photo, name and line.
        await card.scrollIntoViewIfNeeded();
        await expect(link.getByRole("img")).toHaveCount(1);
        await expect(link.getByRole("heading", { name: design.name })).toBeVisible();
        const [cardBox, linkBox] = await Promise.all([card.boundingBox(), link.boundingBox()]);
        expect(linkBox?.height).toBeCloseTo(cardBox?.height ?? 0, 0);
        expect(linkBox?.width).toBeCloseTo(cardBox?.width ?? 0, 0);
      }
    }
    // No design is linked twice on the page, nor by another name.
    for (const design of [...collectionDesigns.bridal, ...collectionDesigns.bespoke]) {
      await expect(page.getByRole("main").locator(`a[href="${design.path}"]`)).toHaveCount(1);
    }
  });

  test("clicking a card's photo opens the design's page", async ({ page }) => {
    const [design] = collectionDesigns.bespoke;
    if (!design) throw new Error("The collection needs a bespoke design.");
    await page.goto("/collection");
    await waitForHydration(page);
    const card = region(page, "Bespoke Dresses").getByRole("article", { name: design.name });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("img").click();
    await expectDesignPage(page, design);
  });

  test("clicking a card's line, under its name, opens the design's page too", async ({ page }) => {
    const [design] = collectionDesigns.bridal;
    if (!design) throw new Error("The collection needs a bridal design.");
    await page.goto("/collection");
    await waitForHydration(page);
    const line = region(page, "Bridal Collections")
      .getByRole("article", { name: design.name })
      .getByText(design.summary);
    // Clear of the sticky header and the floating button, where a visitor would tap it.
    await line.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    // The line lies under the link's box, so the press lands on the link: a click at the line's
    // middle, as a visitor gives it (Playwright's own click would wait for the line itself).
    const box = await line.boundingBox();
    if (!box) throw new Error("The card's line is not on the page.");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expectDesignPage(page, design);
  });

  test("a card is reached with Tab, shows a focus ring round the whole card, and opens with Enter", async ({
    page,
  }) => {
    const [design] = collectionDesigns.bridal;
    if (!design) throw new Error("The collection needs a bridal design.");
    await page.goto("/collection");
    await waitForHydration(page);
    const bridal = region(page, "Bridal Collections");
    // The section's pause control comes just before its cards.
    await motionControl(bridal).focus();
    await page.keyboard.press("Tab");
    const link = bridal.getByRole("link", { name: design.name, exact: true });
    await expect(link).toBeFocused();
    const ring = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style, "a focus ring").not.toBe("none");
    expect(ring.width).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await expectDesignPage(page, design);
  });

  test("a card keeps cycling its photos while it is a link, and holds while its photo is hovered", async ({
    page,
  }) => {
    await stopTheClock(page);
    const photos = page.waitForResponse((response) => /\/collection\/photos\.json$/.test(response.url()));
    await page.goto("/collection");
    await waitForHydration(page);
    expect((await photos).ok()).toBe(true);
    await settle(page);
    const bridal = region(page, "Bridal Collections");
    const link = bridal.getByRole("article").first().getByRole("link");
    await link.scrollIntoViewIfNeeded();
    await pauseAndPlay(page, motionControl(bridal));

    const first = await shownPhoto(link);
    await advance(page, imageRotation);
    await expect.poll(() => shownPhoto(link), "the next photo at 8 s").not.toBe(first);
    const second = await shownPhoto(link);

    await link.getByRole("img").hover();
    await settle(page);
    await advance(page, imageRotation * 3);
    expect(await shownPhoto(link), "held while hovered").toBe(second);
    await page.mouse.move(0, 0);
    await settle(page);
    await advance(page, imageRotation);
    await expect.poll(() => shownPhoto(link), "moves on once the pointer leaves").not.toBe(second);
  });
});

test.describe("The home page's Our Designs strip links to its designs", () => {
  test("each photo of the strip is a link named by a featured design, to its page; the hidden copy is out of the Tab order", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await marquee(page).scrollIntoViewIfNeeded();
    const links = marqueeLinks(page);
    await expect(links).toHaveCount(featuredDesigns.length);
    for (const [index, design] of featuredDesigns.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(design.name);
      await expect(link).toHaveAttribute("href", design.path);
      // The design's cover, described by its own alt text.
      await expect(link.getByRole("img")).toHaveCount(1);
      await expect(link.getByRole("img")).toHaveAccessibleName(/\S{3,}/);
    }

    const hiddenCopy = marquee(page).getByRole("list", { includeHidden: true }).nth(1);
    await expect(hiddenCopy).toHaveAttribute("aria-hidden", "true");
    const hiddenLinks = hiddenCopy.locator("a");
    await expect(hiddenLinks).toHaveCount(featuredDesigns.length);
    for (const link of await hiddenLinks.all()) await expect(link).toHaveAttribute("tabindex", "-1");

    // The Tab key meets each design once and shows it on screen, wherever the strip had drifted
    // to: here three quarters of its way, the first copy long gone off the left edge.
    const track = marquee(page).getByRole("list").locator("xpath=..");
    await track.evaluate((element) => {
      for (const animation of element.getAnimations()) {
        const duration = Number(animation.effect?.getTiming().duration ?? 0);
        animation.currentTime = duration * 0.75;
      }
    });
    await expect(links.first()).not.toBeInViewport();
    await links.first().focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    for (const [index, design] of featuredDesigns.entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await expect(links.nth(index)).toBeFocused();
      await expect(links.nth(index), `${design.name} is on screen while focused`).toBeInViewport({
        ratio: 1,
      });
    }
    // From the last design, Tab goes past the hidden copy to the strip's pause control.
    await page.keyboard.press("Tab");
    await expect(motionControl(marquee(page))).toBeFocused();
  });

  test("clicking a photo of the strip opens its design's page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const strip = marquee(page).getByRole("list").locator("xpath=../..");
    await strip.scrollIntoViewIfNeeded();
    // The strip holds while the pointer is over it, as a visitor reaching for a photo finds it.
    await strip.hover();
    const links = marqueeLinks(page);
    await expect(links).toHaveCount(featuredDesigns.length);
    // A photo of the first copy whose middle, where a click lands, is inside the strip's window
    // (the strip has drifted for a moment already).
    const windowBox = await strip.boundingBox();
    let target = -1;
    for (const [index, link] of (await links.all()).entries()) {
      const box = await link.boundingBox();
      const middle = box ? box.x + box.width / 2 : -1;
      if (windowBox && middle > windowBox.x && middle < windowBox.x + windowBox.width) {
        target = index;
        break;
      }
    }
    const design = featuredDesigns[target];
    if (!design) throw new Error("No photo of the strip's first copy is on screen.");
    await links.nth(target).getByRole("img").click();
    await expectDesignPage(page, design);
  });
});
