/** Each design's starting price, where a bride decides: its card, its page, the order form. */
import { designs } from "../../app/content/designs";
import { expect, openPage, test } from "./support/fixtures";
import { orderFields } from "./support/forms";

const naira = (amount: number) => `₦${amount.toLocaleString("en-US")}`;

test("every card of the collection shows its design's starting price", async ({ page }) => {
  await openPage(page, "/collection");
  const main = page.getByRole("main");
  expect(designs).toHaveLength(17);
  for (const design of designs) {
    const card = main.getByRole("article", { name: design.name });
    const price = design.price === undefined ? "Price on request" : `from ${naira(design.price)}`;
    await expect(card.getByText(price, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole("article", { name: "Adunni" }).locator("[data-naira]")).toHaveText("₦450,000");
});

test("a design's page shows its price on the first screen, and what it includes", async ({ page }) => {
  await openPage(page, "/collection/adunni");
  const main = page.getByRole("main");
  await expect(main.getByText("from ₦450,000", { exact: true })).toBeInViewport();
  await expect(main.getByText("Includes fabric, lining and three fittings.")).toBeVisible();
});

test("an order started from a design shows its price by the budget, and a kind word when the budget is well below", async ({
  page,
}) => {
  await openPage(page, "/order?design=adunni");
  const budget = orderFields(page).budget;
  const note = page.getByRole("main").getByRole("status").filter({ hasText: "Adunni usually starts" });
  await expect(note).toHaveText("Adunni usually starts at ₦450,000.");
  await budget.fill("300,000");
  await expect(note).toHaveText(
    "Adunni usually starts at ₦450,000. Tell us what you have in mind and we will suggest what can be done.",
  );
  await expect(budget).not.toHaveAttribute("aria-invalid");
  await budget.fill("320000");
  await expect(note).toHaveText("Adunni usually starts at ₦450,000.");
});
