/** Every collection card and Our Designs photo leads to its design (the phone's tap: forms.phone). */
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
      // The line describes the link from outside it: its name is all the text it shows (WCAG 2.5.3).
      await expect(link).toHaveAccessibleDescription(design.summary);
      await expect(link.getByText(design.summary)).toHaveCount(0);
      await expect(link).toHaveAttribute("href", design.path);
      await expect(card.getByRole("button")).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await expect(link.getByRole("img")).toHaveCount(1);
      const [cardBox, linkBox] = await Promise.all([card.boundingBox(), link.boundingBox()]);
      expect(linkBox?.height).toBeCloseTo(cardBox!.height, 0);
      expect(linkBox?.width).toBeCloseTo(cardBox!.width, 0);
    }
  }
  for (const design of [...collectionDesigns.bridal, ...collectionDesigns.bespoke])
    await expect(page.getByRole("main").locator(`a[href="${design.path}"]`)).toHaveCount(1);
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
  // The line lies under the link's box: a press at its middle lands on the link, clear of the header.
  await line.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = (await line.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expectDesignPage(page, bridal!);
  await openPage(page, "/collection");
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
  // The strip is drawn twice to drift without a seam; the copy is hidden from AT and the Tab order.
  const copy: Locator = strip.getByRole("list", { includeHidden: true }).nth(1);
  await expect(copy).toHaveAttribute("aria-hidden", "true");
  await expect(copy.locator("a")).toHaveCount(featuredDesigns.length);
  for (const link of await copy.locator("a").all()) await expect(link).toHaveAttribute("tabindex", "-1");
  // Three quarters of its way, the first copy long gone off the left edge.
  await strip
    .getByRole("list")
    .locator("xpath=..")
    .evaluate((track) => {
      for (const animation of track.getAnimations())
        animation.currentTime = Number(animation.effect?.getTiming().duration ?? 0) * 0.75;
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
  await page.keyboard.press("Tab");
  await expect(motionControl(strip)).toBeFocused();
});
