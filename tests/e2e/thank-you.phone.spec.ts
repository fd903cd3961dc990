/** The thank-you pages say what was sent, and offer her a copy to keep. */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { studio } from "../../app/content/studio";
import { thankYouPage } from "../../app/content/thank-you";
import { readableDate } from "../../app/lib/lead-time";
import { expect, openPage, test } from "./support/fixtures";
import {
  bridalDesign,
  fillInquiry,
  fillOrder,
  findSubmission,
  futureDate,
  inquiryFields,
  inquiryThankYouUrl,
  orderThankYou,
  placeOrderButton,
  theForm,
} from "./support/forms";

const words = thankYouPage.sent;
const sentCopy = (page: Page) => page.getByRole("region", { name: words.heading });
const contactLine = `Ivory & Adire: WhatsApp ${studio.whatsapp.href}, e-mail ${studio.email.display}`;

/** The text the "Send it to my WhatsApp" link carries, to a chat she picks (no number). */
async function sharedText(page: Page): Promise<string> {
  const href = (await sentCopy(page).getByRole("link", { name: words.share }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  return new URL(href).searchParams.get("text") ?? "";
}

test("the order's: design, date, rush and reference, shared to her WhatsApp or saved as a file", async ({
  page,
}) => {
  await openPage(page, `/order?design=${bridalDesign.slug}`);
  await expect(theForm(page).getByText(`Ordering: ${bridalDesign.name}`, { exact: true })).toBeVisible();
  // Three weeks for a bridal gown is a rush.
  const values = await fillOrder(page, { deliveryDate: futureDate(21) });
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  const { fields } = await findSubmission("fullName", values.fullName);
  const reference = fields.reference!;
  await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();

  const expected = [
    `My order ${reference} with Ivory & Adire`,
    "",
    `Design: ${bridalDesign.field}`,
    `Needed by: ${readableDate(values.deliveryDate)}`,
    `Rush: ${fields.rush}`,
    `Reference: ${reference}`,
    "",
    words.order.rushNext,
    "",
    contactLine,
  ].join("\n");
  await expect(sentCopy(page).getByText(words.order.rushNext)).toBeVisible();
  expect(await sharedText(page)).toBe(expected);
  const downloading = page.waitForEvent("download");
  await sentCopy(page).getByRole("link", { name: words.save }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`Ivory-and-Adire-order-${reference}.txt`);
  expect(await readFile(await file.path(), "utf8")).toBe(expected);
});

test("the inquiry's: what she asked and the studio's WhatsApp; its draft is gone", async ({ page }) => {
  const values = await fillInquiry(page, {}, "/contact");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page).toHaveURL(inquiryThankYouUrl);
  await expect(page.getByRole("link", { name: thankYouPage.whatsapp })).toHaveAttribute(
    "href",
    studio.whatsapp.href,
  );
  await expect(sentCopy(page).getByText(values.message)).toBeVisible();
  expect(await sharedText(page)).toBe(
    [
      "My inquiry to Ivory & Adire",
      "",
      `Event: ${values.subject}`,
      `Service: ${values.projectType}`,
      `Your message: ${values.message}`,
      "",
      words.inquiry.next,
      "",
      contactLine,
    ].join("\n"),
  );
  await openPage(page, "/contact");
  await expect(inquiryFields(page).message).toHaveValue("");
});
