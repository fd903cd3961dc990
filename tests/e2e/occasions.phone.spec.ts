/** The collection by occasion: each link's own page, made before any script, and Back to the whole. */
import { expect, test } from "./support/fixtures";
import { collectionDesigns, designsForOccasion } from "./support/site-content";

test.use({ javaScriptEnabled: false });

test("each Occasion link shows its count of designs under a heading naming it, and Back returns to the full collection", async ({
  page,
}) => {
  await page.goto("/collection");
  const nav = page.getByRole("navigation", { name: "Occasion" });
  await expect(nav.getByRole("link", { name: /^All designs/ })).toHaveAttribute("aria-current", "page");
  const names = await nav.getByRole("link").allTextContents();
  expect(names.length).toBeGreaterThan(2);
  for (const name of names.slice(1)) {
    const [, label, count] = /^(.+?)\s+(\d+)$/.exec(name.trim()) ?? [];
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/collection\/occasion\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Designs for ${label}`);
    const made = designsForOccasion(label ?? "");
    expect(Number(count)).toBe(made.length);
    const shown = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    expect(shown.sort()).toEqual(made.sort());
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Back to the full collection" })).toHaveAttribute(
      "href",
      "/collection",
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/collection$/);
    for (const [region, designs] of [
      ["Bridal Collections", collectionDesigns.bridal],
      ["Bespoke Dresses", collectionDesigns.bespoke],
    ] as const)
      await expect(page.getByRole("region", { name: region }).getByRole("article")).toHaveCount(
        designs.length,
      );
  }
});
