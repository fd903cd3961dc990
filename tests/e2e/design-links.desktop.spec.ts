/**
 * Every design a visitor sees leads to its page: each collection card is one link named by its design
 * and described by its line, covering the whole card, and each photo of the home page's Our Designs
 * strip links to the design it shows. At the desktop's size, where a pointer clicks anywhere on a card
 * and Tab walks the cards; the phone's way there (a tap on the strip) is in forms.phone.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { motionControl } from "./support/motion";
import {
  collectionDesigns,
  designsPerFirstPage,
  featuredDesigns,
  type DesignLink,
} from "./support/site-content";

const region = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name });

async function expectDesignPage(page: Page, design: DesignLink) {
  await expect(page).toHaveURL(design.path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(design.name);
}

test("every card is one link, named by its design, covering the card", async ({ page }) => {
  await openPage(page, "/collection");
  for (const [name, designs] of [
    ["Bridal Collections", collectionDesigns.bridal],
    ["Bespoke Dresses", collectionDesigns.bespoke],
  ] as const) {
    if (designs.length > designsPerFirstPage)
      await region(page, name)
        .getByRole("button", { name: /show all/i })
        .click();
    const cards = region(page, name).getByRole("article");
    await expect(cards).toHaveCount(designs.length);
    for (const [index, design] of designs.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole("link");
      await expect(card).toHaveAccessibleName(design.name);
      await expect(link).toHaveAccessibleName(design.name);
      // The line is the link's description, outside it: the link's name is all the text it shows
      // (WCAG 2.5.3, axe's label-content-name-mismatch).
      await expect(link).toHaveAccessibleDescription(design.summary);
      await expect(link.getByText(design.summary)).toHaveCount(0);
      await expect(link).toHaveAttribute("href", design.path);
      await expect(card.getByRole("button")).toHaveCount(0);
      // The whole card is the target: the link covers the photo, the name and the line.
      await card.scrollIntoViewIfNeeded();
      await expect(link.getByRole("img")).toHaveCount(1);
      const [cardBox, linkBox] = await Promise.all([card.boundingBox(), link.boundingBox()]);
      expect(linkBox?.height).toBeCloseTo(cardBox!.height, 0);
      expect(linkBox?.width).toBeCloseTo(cardBox!.width, 0);
    }
  }
  // No design is linked twice on the page, nor by another name.
  for (const design of [...collectionDesigns.bridal, ...collectionDesigns.bespoke]) {
    await expect(page.getByRole("main").locator(`a[href="${design.path}"]`)).toHaveCount(1);
  }
});

test("a card opens by a click on its photo or its line, and by Enter", async ({ page }) => {
  const [bespoke] = collectionDesigns.bespoke;
  const [bridal] = collectionDesigns.bridal;
  const card = (design: DesignLink) => page.getByRole("main").getByRole("article", { name: design.name });
  await openPage(page, "/collection");
  await card(bespoke!).scrollIntoViewIfNeeded();
  await card(bespoke!).getByRole("img").click();
  await expectDesignPage(page, bespoke!);

  await openPage(page, "/collection");
  const line = card(bridal!).getByText(bridal!.summary);
  // Clear of the sticky header and the floating button; the line lies under the link's box, so a
  // press at its middle lands on the link (Playwright's own click would wait for the line itself).
  await line.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = (await line.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expectDesignPage(page, bridal!);

  await openPage(page, "/collection");
  // The section's pause control comes just before its cards.
  await motionControl(region(page, "Bridal Collections")).focus();
  await page.keyboard.press("Tab");
  const link = card(bridal!).getByRole("link");
  await expect(link).toBeFocused();
  const ring = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(ring, "a focus ring").not.toBe("none");
  await page.keyboard.press("Enter");
  await expectDesignPage(page, bridal!);
});

test("the strip's photos link to their designs; Tab shows each on screen", async ({ page }) => {
  await openPage(page, "/");
  const strip = region(page, "Our Designs");
  await strip.scrollIntoViewIfNeeded();
  const links = strip.getByRole("list").getByRole("link");
  await expect(links).toHaveCount(featuredDesigns.length);
  for (const [index, design] of featuredDesigns.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(design.name);
    await expect(links.nth(index)).toHaveAttribute("href", design.path);
    await expect(links.nth(index).getByRole("img")).toHaveAccessibleName(/\S{3,}/);
  }
  // The strip is drawn twice to drift without a seam; the copy is out of sight of assistive
  // technology and out of the Tab order.
  const copy: Locator = strip.getByRole("list", { includeHidden: true }).nth(1);
  await expect(copy).toHaveAttribute("aria-hidden", "true");
  await expect(copy.locator("a")).toHaveCount(featuredDesigns.length);
  for (const link of await copy.locator("a").all()) await expect(link).toHaveAttribute("tabindex", "-1");

  // Three quarters of its way, the first copy long gone off the left edge.
  await strip
    .getByRole("list")
    .locator("xpath=..")
    .evaluate((track) => {
      for (const animation of track.getAnimations()) {
        animation.currentTime = Number(animation.effect?.getTiming().duration ?? 0) * 0.75;
      }
    });
  await expect(links.first()).not.toBeInViewport();
  await links.first().focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  for (const [index, design] of featuredDesigns.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(links.nth(index)).toBeFocused();
    await expect(links.nth(index), `${design.name} is on screen while focused`).toBeInViewport({ ratio: 1 });
  }
  // From the last design, Tab goes past the hidden copy to the strip's pause control.
  await page.keyboard.press("Tab");
  await expect(motionControl(strip)).toBeFocused();
});
