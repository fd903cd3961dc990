/** The inquiry as safe as an order: its draft kept, and kept on the phone when there is no connection. */
import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { syncWithTheSiteClosed } from "./support/outbox";
import { fillInquiry, findSubmission, inquiryFields, orderReference } from "./support/forms";

const outboxNote = (page: Page) => page.getByRole("complementary", { name: "Kept on this phone" });

test("what was typed is back after a reload", async ({ page }) => {
  const values = await fillInquiry(page, {}, "/contact");
  // A new load of the page: the browser's own restoring of fields plays no part.
  await openPage(page, "/contact");
  await expect(
    page.getByRole("status").filter({ hasText: "We kept what you typed last time." }),
  ).toBeVisible();
  for (const [name, field] of Object.entries(inquiryFields(page)))
    await expect(field).toHaveValue(values[name as keyof typeof values]);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("offline at the press: kept on the phone, and sent after the tab was closed", async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(/^Failed to load resource/);
    const values = await fillInquiry(page, {}, "/contact");
    const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
    await expect
      .poll(controlled, { timeout: 20_000, message: "the service worker runs the page" })
      .toBe(true);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send inquiry" }).click();
    const keptLine = /your message \((IA-\d{4}-[A-Z0-9]{4})\) is saved on this phone/;
    const kept = page.getByRole("status").filter({ hasText: keptLine });
    await expect(kept).toBeVisible();
    const reference = keptLine.exec((await kept.textContent()) ?? "")![1]!;
    expect(reference).toMatch(orderReference);
    await expect(outboxNote(page).getByText(`Inquiry ${reference} waiting for a connection.`)).toBeVisible();
    await expect(inquiryFields(page).message).toHaveValue("");
    const blank = await syncWithTheSiteClosed(page, context);
    const record = await findSubmission("name", values.name);
    expect(record.kind).toBe("ajax");
    expect(record.fields).toEqual({ ...values, reference });

    await blank.goto("/about");
    await expect(outboxNote(blank).getByText(`Inquiry ${reference} has reached the studio.`)).toBeVisible();
  });
});
