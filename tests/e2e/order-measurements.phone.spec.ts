/**
 * The Measurements part of the order form, as a customer on a phone meets it: measurements typed in
 * inches reach the studio's inbox in the list's fixed order, each labelled with its unit; a value
 * out of range is caught and kept; what is typed before the fields have hydrated is kept and then
 * checked; measurements kept on the phone fill the next order and can be forgotten; each of the
 * three choices arrives as chosen; and with JavaScript off the order still posts with the fields of
 * the chosen outfit type.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { fillOrder, orderValues, type OrderValues } from "./support/forms";
import { holdFramework } from "./support/framework-gate";
import { findSubmission } from "./support/inbox";

// Real requests to the local inbox only.
test.use({ stubOtherSites: false });

const choices = {
  studio: "I'll be measured at the studio",
  now: "I'll enter my measurements now",
  whatsapp: "I'll send them later on WhatsApp",
} as const;

function measurementField(page: Page, label: string) {
  // Every outfit type's fields are in the page; only the chosen type's are shown.
  return page.getByLabel(label, { exact: true }).filter({ visible: true });
}

async function openOrder(page: Page, overrides: Partial<OrderValues> = {}): Promise<OrderValues> {
  await page.goto("/order");
  await waitForHydration(page);
  const values = orderValues({ details: "", ...overrides });
  await fillOrder(page, values);
  return values;
}

async function placeOrder(page: Page) {
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/thank-you\?reference=/);
}

test.describe("Measurements on the order form", () => {
  test("a gown measured in inches reaches the studio in the list's order, each with its unit", async ({
    page,
  }) => {
    const values = await openOrder(page, { outfitType: "bridal" });
    await page.getByLabel(choices.now).check();
    await page.getByLabel("Inches (in)").check();
    const typed: Array<[string, string]> = [
      ["Height", "65"],
      ["Bust", "34 1/2"],
      ["Waist", "28"],
      ["Hips", "38.5"],
      ["Hollow to hem (in shoes)", "60"],
    ];
    for (const [label, value] of typed) await measurementField(page, label).fill(value);
    await placeOrder(page);

    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields.measurementChoice).toBe(choices.now);
    expect(record.fields.measurementUnit).toBe("in");
    // One line each; a multipart post carries line breaks as CRLF.
    expect(record.fields.measurements?.split(/\r?\n/)).toEqual([
      "Bust: 34 1/2 in (87.6 cm)",
      "Waist: 28 in (71.1 cm)",
      "Hips: 38.5 in (97.8 cm)",
      "Hollow to hem (in shoes): 60 in (152.4 cm)",
      "Height: 65 in (165.1 cm)",
    ]);
    // One labelled list, not a field per measurement.
    expect(Object.keys(record.fields).filter((name) => name.startsWith("m-"))).toEqual([]);
  });

  test("a value out of range is caught with what was typed kept, and the order waits for it", async ({
    page,
  }) => {
    await openOrder(page, { outfitType: "bridal" });
    await page.getByLabel(choices.now).check();
    const waist = measurementField(page, "Waist");
    await waist.fill("450");
    await waist.blur();
    await expect(page.getByText("Waist 450 cm looks too large: check the unit")).toBeVisible();
    await expect(waist).toHaveValue("450");
    await expect(waist).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL("/order");
    await expect(waist).toHaveValue("450");

    // The unit was the mistake: in inches, 45 is a waist.
    await waist.fill("45");
    await page.getByLabel("Inches (in)").check();
    await expect(page.getByText(/looks too (large|small)/)).toHaveCount(0);
  });

  test("measurements typed while the page is still starting are kept, come alive, and reach the studio", async ({
    page,
  }) => {
    // The measurement fields hydrate on their own, after the rest of the form: nothing typed into
    // them before then may be lost, and they must then check what is typed like any other.
    const gate = await holdFramework(page);
    await page.goto("/order");
    const values = orderValues({ details: "", outfitType: "bridal" });
    await fillOrder(page, values);
    await page.getByLabel(choices.now).check();
    await measurementField(page, "Bust").fill("86");
    await measurementField(page, "Waist").fill("450");
    await gate.release();

    await expect(measurementField(page, "Bust")).toHaveValue("86");
    const waist = measurementField(page, "Waist");
    await expect(waist).toHaveValue("450");
    await waist.focus();
    await waist.blur();
    await expect(page.getByText("Waist 450 cm looks too large: check the unit")).toBeVisible();
    await waist.fill("70");
    await placeOrder(page);

    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields.measurements?.split(/\r?\n/)).toEqual(["Bust: 86 cm", "Waist: 70 cm"]);
  });

  test("measurements kept on this phone fill the next order, and can be forgotten", async ({ page }) => {
    const first = await openOrder(page, { outfitType: "bridal" });
    await page.getByLabel(choices.now).check();
    await measurementField(page, "Bust").fill("88");
    await measurementField(page, "Waist").fill("70");
    await page.getByRole("checkbox", { name: /Keep these measurements on this phone as/ }).check();
    await page.getByLabel("Name for these measurements").fill("Mum");
    await placeOrder(page);
    await findSubmission("fullName", first.fullName);

    await openOrder(page, { outfitType: "bridal" });
    await page.getByLabel(choices.now).check();
    const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }).format(new Date());
    await page.getByRole("button", { name: `Use saved measurements: Mum (updated ${today})` }).click();
    await expect(measurementField(page, "Bust")).toHaveValue("88");
    await expect(measurementField(page, "Waist")).toHaveValue("70");

    await page.getByRole("button", { name: "Forget Mum's measurements" }).click();
    await expect(page.getByRole("status").filter({ hasText: "no longer kept on this phone" })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await page.getByLabel(choices.now).check();
    await expect(page.getByRole("button", { name: /Use saved measurements/ })).toHaveCount(0);
  });

  test("nothing is kept on the phone unless the customer asks", async ({ page }) => {
    const values = await openOrder(page, { outfitType: "bridal" });
    await page.getByLabel(choices.now).check();
    await measurementField(page, "Bust").fill("88");
    await placeOrder(page);
    await findSubmission("fullName", values.fullName);
    await page.goto("/order");
    await waitForHydration(page);
    await page.getByLabel(choices.now).check();
    await expect(page.getByRole("button", { name: /Use saved measurements/ })).toHaveCount(0);
  });

  for (const choice of ["studio", "whatsapp"] as const) {
    test(`"${choices[choice]}" arrives as chosen, with no measurements`, async ({ page }) => {
      const values = await openOrder(page, { outfitType: "menswear" });
      // Typed, then changed mind: nothing of it travels.
      await page.getByLabel(choices.now).check();
      await measurementField(page, "Chest").fill("102");
      await page.getByLabel(choices[choice]).check();
      await placeOrder(page);
      const record = await findSubmission("fullName", values.fullName);
      expect(record.fields.measurementChoice).toBe(choices[choice]);
      expect(record.fields).not.toHaveProperty("measurements");
      expect(Object.keys(record.fields).filter((name) => name.startsWith("m-"))).toEqual([]);
    });
  }

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the chosen outfit type's fields show, and the order posts with them", async ({ page }) => {
      await page.goto("/order");
      const values = orderValues({ outfitType: "menswear", details: "" });
      await fillOrder(page, values);
      await page.getByLabel(choices.now).check();
      await expect(measurementField(page, "Chest")).toBeVisible();
      await expect(measurementField(page, "Bust")).toHaveCount(0);
      await measurementField(page, "Chest").fill("102");
      await measurementField(page, "Neck").fill("41");
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);

      const record = await findSubmission("fullName", values.fullName);
      expect(record.kind).toBe("plain");
      expect(record.fields.measurementChoice).toBe("now");
      expect(record.fields.measurementUnit).toBe("cm");
      expect(record.fields["m-menswear-chest"]).toBe("102");
      expect(record.fields["m-menswear-neck"]).toBe("41");
    });
  });
});
