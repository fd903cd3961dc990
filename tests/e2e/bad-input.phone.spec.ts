/**
 * Bad input: whatever a visitor types (emoji, right-to-left text, 10,000 characters,
 * markup and quotes) arrives in the inbox byte for byte, and the inbox page shows it as text,
 * never as markup.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { orderReference, orderThankYou, thankYouUrl } from "./support/form-service";
import { fillInquiry, fillOrder, inquiryValues, orderValues, uniqueName } from "./support/forms";
import { findSubmission, openInboxPage } from "./support/inbox";

test.use({ stubOtherSites: false });

const markup = `<script>document.title="pwned"</script><img src=x onerror="document.title='pwned'"> <b>bold</b>`;
const quotes = `"double" 'single' \`back\` & &amp; ;--`;
const rightToLeft = "حفل زفاف في أبيوكوتا — חתונה בלבן";
const emoji = "👰🏾‍♀️💍✨🇳🇬";

/** Exactly 10,000 UTF-16 code units, made of whole characters (no emoji cut in half). */
function tenThousandCharacters(): string {
  const chunk = `Ivory lace & adire ${emoji} ${rightToLeft} <i>"q"</i> 'a' `;
  let text = "";
  while (text.length + chunk.length <= 10_000) text += chunk;
  return text + ".".repeat(10_000 - text.length);
}

/** The inbox page shows the value as plain text: an element whose text is exactly the value. */
async function expectShownAsText(page: Page, value: string) {
  await expect(page.getByRole("main").getByText(value, { exact: true }).first()).toBeVisible();
}

/**
 * The inbox page shows a long value cut, with the rest one link away: the submission's own page,
 * where every value is whole.
 */
async function openWholeSubmission(page: Page, id: string) {
  const wholePath = `/inbox/submissions/${encodeURIComponent(id)}`;
  const rest = page
    .getByRole("link", { name: /^[\d,]+ more characters$/ })
    .and(page.locator(`[href="${wholePath}"]`));
  await rest.first().click();
  await expect(page).toHaveURL(wholePath);
}

async function expectNoMarkupRan(page: Page) {
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.locator("main script")).toHaveCount(0);
  await expect(page.locator("main b")).toHaveCount(0);
  expect(await page.title()).not.toBe("pwned");
}

test.describe("Bad input arrives byte for byte and shows as text", () => {
  test("an inquiry with emoji, right-to-left text, 10,000 characters, markup and quotes", async ({
    page,
    consoleErrors,
  }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`A dialog opened: ${dialog.message()}`);
    });
    const message = tenThousandCharacters();
    expect(message).toHaveLength(10_000);
    const values = inquiryValues({
      name: `${uniqueName("Ọláyínká")} ${emoji} ${markup}`,
      subject: rightToLeft,
      budget: quotes,
      message,
    });
    await page.goto("/contact");
    await waitForHydration(page);
    await fillInquiry(page, values);
    await page
      .getByRole("main")
      .locator("form")
      .getByRole("button", { name: /send|submit/i })
      .click();
    await expect(page).toHaveURL(thankYouUrl);

    const record = await findSubmission("name", values.name);
    expect(record.fields).toEqual({ ...values });
    expect(Buffer.from(record.fields.message ?? "", "utf8").equals(Buffer.from(message, "utf8"))).toBe(true);

    await openInboxPage(page, consoleErrors);
    await expectShownAsText(page, values.name);
    await expectShownAsText(page, rightToLeft);
    await expectShownAsText(page, quotes);
    await expectNoMarkupRan(page);
    await openWholeSubmission(page, record.id);
    await expectShownAsText(page, values.name);
    await expectShownAsText(page, message);
    await expectNoMarkupRan(page);
  });

  test("an order with the same", async ({ page, consoleErrors }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`A dialog opened: ${dialog.message()}`);
    });
    const details = tenThousandCharacters();
    const values = orderValues({
      fullName: `${uniqueName(rightToLeft)} ${emoji} ${quotes}`,
      budget: markup,
      details,
    });
    await page.goto("/order");
    await waitForHydration(page);
    await fillOrder(page, values);
    await page
      .getByRole("main")
      .locator("form")
      .getByRole("button", { name: /place order/i })
      .click();
    await expect(page).toHaveURL(orderThankYou);

    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields).toEqual({ ...values, reference: expect.stringMatching(orderReference) });

    await openInboxPage(page, consoleErrors);
    await expectShownAsText(page, values.fullName);
    await expectShownAsText(page, markup);
    await expectNoMarkupRan(page);
    await openWholeSubmission(page, record.id);
    await expectShownAsText(page, details);
    await expectNoMarkupRan(page);
  });
});
