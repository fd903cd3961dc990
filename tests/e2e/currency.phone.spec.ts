/** The Currency control: approximate amounts beside every naira price, remembered on the phone. */
import type { Page } from "@playwright/test";
import { currencyControl } from "../../app/content/currency";
import { designs } from "../../app/content/designs";
import { designSlug } from "../../app/content/slug";
import { expect, openPage, test } from "./support/fixtures";

const priced = designs.find((design) => design.price !== undefined);
if (!priced) throw new Error("These tests need a design with a price.");
const pound = currencyControl.options.find((option) => option.code === "GBP")!;

/** Each naira amount in the main content with what follows it: "₦450,000", " ≈ £230". */
const amounts = (page: Page) =>
  page
    .getByRole("main")
    .locator("[data-naira]")
    .evaluateAll((spans) =>
      spans.map((span) => ({ naira: span.textContent, beside: span.nextSibling?.textContent ?? "" })),
    );

async function expectPounds(page: Page) {
  const control = page.getByRole("combobox", { name: currencyControl.label });
  await expect(control).toHaveValue("GBP");
  await expect(page.getByText(currencyControl.dateLine)).toBeVisible();
  await expect.poll(async () => (await amounts(page)).length).toBeGreaterThan(0);
  // Each card converts once it has hydrated: every amount, in time.
  await expect
    .poll(async () =>
      (await amounts(page)).filter(
        ({ naira, beside }) => !/^₦[\d,]+$/.test(naira ?? "") || !/^ ≈\u00a0£[\d,]+$/.test(beside),
      ),
    )
    .toEqual([]);
}

test("a bride abroad picks pounds once and sees them beside every price, on every page", async ({ page }) => {
  await openPage(page, "/collection");
  expect((await amounts(page)).filter(({ beside }) => beside.includes("≈"))).toEqual([]);
  await page.getByRole("combobox", { name: currencyControl.label }).selectOption(pound.label);
  await expectPounds(page);

  await openPage(page);
  await expectPounds(page);

  await openPage(page, `/collection/${designSlug(priced)}`);
  await expectPounds(page);
});
