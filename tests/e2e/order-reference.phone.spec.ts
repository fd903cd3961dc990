/**
 * What a customer can quote after ordering, and what the studio reads first: every order carries a
 * reference made on the phone, shown on the thank-you page with a WhatsApp message that quotes it,
 * and the same in the studio's inbox; a needed-by date sooner than the outfit type's usual lead time
 * is taken, with a note beside the field, and marked a rush in the e-mail's subject. While an order
 * goes, a progress bar shows how much of it has been sent.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { fillOrder, futureDate, orderFields, orderValues, type OrderValues } from "./support/forms";
import { findSubmission } from "./support/inbox";
import { cameraPhoto } from "./support/photos";

test.use({ stubOtherSites: false });

const referenceShape = /^IA-\d{4}-[A-HJKMNP-Z2-9]{4}$/;

async function openOrder(page: Page, overrides: Partial<OrderValues>): Promise<OrderValues> {
  await page.goto("/order");
  await waitForHydration(page);
  const values = orderValues(overrides);
  await fillOrder(page, values);
  await page.getByLabel("I'll be measured at the studio").check();
  return values;
}

test.describe("An order's reference and its lead time", () => {
  test("the thank-you page shows the reference the studio's inbox has, and a WhatsApp message quoting it", async ({
    page,
  }) => {
    const values = await openOrder(page, { outfitType: "bridal", deliveryDate: futureDate(200) });
    await expect(page.getByText(/usually takes/)).toHaveCount(0);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/thank-you\?reference=/);

    const shown = (await page.getByText(referenceShape).textContent())?.trim() ?? "";
    expect(shown).toMatch(referenceShape);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields.reference).toBe(shown);
    expect(record.special._subject).toBe(`New order ${shown} from the Ivory & Adire website`);
    expect(record.fields).not.toHaveProperty("rush");

    const followUp = page.getByRole("link", { name: "Follow up on WhatsApp" });
    const href = new URL((await followUp.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://wa.me/2348035550142");
    expect(href.searchParams.get("text")).toContain(shown);
  });

  test("a bridal gown needed next week is taken, noted beside the date, and marked a rush", async ({
    page,
  }) => {
    const values = await openOrder(page, { outfitType: "bridal", deliveryDate: futureDate(7) });
    const note = page.getByText(/Bridal gown or bridal set usually takes 12 weeks/);
    await expect(note).toContainText("we will confirm on WhatsApp");
    await expect(orderFields(page).deliveryDate).toHaveAccessibleDescription(/usually takes 12 weeks/);

    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/thank-you\?reference=/);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.special._subject).toMatch(/^Rush order IA-\d{4}-\w{4}: needed by \d{1,2} \w+ \d{4}$/);
    expect(record.special._subject).toContain(record.fields.reference ?? "missing");
    expect(record.fields.rush).toMatch(/sooner than the usual 12 weeks/);
  });

  test("a slow upload shows how much has been sent, then arrives", async ({ page }) => {
    const values = await openOrder(page, { outfitType: "custom", deliveryDate: futureDate(200) });
    await orderFields(page).attachment.setInputFiles(await cameraPhoto());
    await expect(page.getByRole("list", { name: "Photos to send" }).getByText(/→ \d+ KB/)).toBeVisible();
    // A slow uplink, so the upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 100,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    });
    await page.getByRole("button", { name: "Place order" }).click();
    const bar = page.getByRole("progressbar", { name: "Sending your order" });
    await expect(bar).toBeVisible();
    await expect(page.getByText(/\d+% sent \(/)).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you\?reference=/, { timeout: 30_000 });
    const record = await findSubmission("fullName", values.fullName);
    expect(record.attachments).toHaveLength(1);
  });
});
