/**
 * A local inbox that speaks the service's protocol: both forms sent from the browser to
 * the real local inbox (nothing intercepted), then the stored submission read back from disk and
 * checked field by field and byte by byte. The same again with JavaScript turned off.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, type ConsoleErrors } from "./support/fixtures";
import { formId, orderThankYou, siteOrigin, thankYouUrl } from "./support/form-service";
import {
  fillInquiry,
  fillOrder,
  inquiryValues,
  orderFields,
  orderValues,
  pngImage,
  type InquiryValues,
  type OrderValues,
} from "./support/forms";
import {
  findSubmission,
  openInboxPage,
  readAttachment,
  readSubmissions,
  type SubmissionRecord,
} from "./support/inbox";

// Real requests only: no route handlers, not even for other sites.
test.use({ stubOtherSites: false });

function submitButton(page: Page, name: RegExp) {
  return page.getByRole("main").locator("form").getByRole("button", { name });
}

function expectInquiryRecord(record: SubmissionRecord, values: InquiryValues, kind: "plain" | "ajax") {
  expect(record.formId).toBe(formId);
  expect(record.kind).toBe(kind);
  expect(record.fields).toEqual({ ...values });
  expect(record.special._next).toBe(thankYouUrl);
  expect(record.special._captcha).toBe("false");
  expect(record.special._honey).toBe("");
  expect(record.attachments).toEqual([]);
}

/** The photo a test chose, and how it must arrive: as it was (a plain post), or made small (script). */
interface SentPhoto {
  name: string;
  type: string;
  /** The exact bytes the inbox must hold; only a plain post sends a photo as it was chosen. */
  bytes?: Buffer;
}

async function expectOrderRecord(
  page: Page,
  consoleErrors: ConsoleErrors,
  record: SubmissionRecord,
  values: OrderValues,
  photo: SentPhoto,
  kind: "plain" | "ajax",
) {
  expect(record.formId).toBe(formId);
  expect(record.kind).toBe(kind);
  expect(record.fields).toMatchObject({ ...values });
  const added = Object.keys(record.fields).filter((name) => !(name in values));
  if (kind === "ajax") {
    // The script adds the order's reference and a line per photo, and sends no empty measurement.
    expect(added.sort()).toEqual(["photos", "reference"]);
  } else {
    // Without script the form posts what its HTML holds: every measurement field, empty here.
    expect(added.filter((name) => name !== "measurementUnit" && !name.startsWith("m-"))).toEqual([]);
    expect(added.filter((name) => name.startsWith("m-") && record.fields[name] !== "")).toEqual([]);
  }
  expect(record.special._captcha).toBe("false");
  expect(record.special._subject).toMatch(/order/i);
  expect(record.special._honey).toBe("");
  expect(record.attachments).toHaveLength(1);
  const [attachment] = record.attachments;
  expect(attachment).toMatchObject({ field: "attachment", name: photo.name, type: photo.type });
  if (!attachment) return;
  const stored = await readAttachment(record, attachment);
  expect(stored.length).toBe(attachment.size);
  if (photo.bytes) {
    expect(Buffer.compare(stored, photo.bytes), "the stored bytes are the sent bytes").toBe(0);
  }

  // The inbox page links the file by the name it downloads under, and serves the same bytes.
  await openInboxPage(page, consoleErrors);
  const link = page
    .getByRole("link", { name: attachment.storedName })
    .and(page.locator(`[href*="${encodeURIComponent(record.id)}"]`));
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const served = await page.request.get(new URL(href ?? "", siteOrigin).href);
  expect(served.status()).toBe(200);
  expect(Buffer.compare(await served.body(), stored), "the inbox serves the stored bytes").toBe(0);
}

test.describe("Both forms reach the local inbox", () => {
  test("an inquiry is stored with every field, and the browser ends on /thank-you", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const values = inquiryValues();
    await fillInquiry(page, values);
    await submitButton(page, /send|submit/i).click();
    await expect(page).toHaveURL(thankYouUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    expectInquiryRecord(await findSubmission("name", values.name), values, "plain");
  });

  test("an order with a photo is stored with every field and the photo made small", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/order");
    await waitForHydration(page);
    const values = orderValues();
    await fillOrder(page, values);
    const image = pngImage(40, 30);
    await orderFields(page).attachment.setInputFiles({
      name: "inspiration.png",
      mimeType: "image/png",
      buffer: image,
    });
    await submitButton(page, /place order/i).click();
    await expect(page).toHaveURL(orderThankYou);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expectOrderRecord(
      page,
      consoleErrors,
      await findSubmission("fullName", values.fullName),
      values,
      { name: "inspiration-1.jpg", type: "image/jpeg" },
      "ajax",
    );
  });

  test("a bot that fills the honeypot is thanked, and nothing is stored", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const values = inquiryValues();
    await fillInquiry(page, values);
    // People never see this field; a bot fills every field it finds.
    await page.locator('input[name="_honey"]').fill("https://spam.example", { force: true });
    await submitButton(page, /send|submit/i).click();
    await expect(page).toHaveURL(thankYouUrl);
    const stored = await readSubmissions();
    expect(stored.filter((record) => record.fields.name === values.name)).toEqual([]);
  });

  test("opened at 127.0.0.1 instead of the build's localhost, both forms still reach the inbox", async ({
    page,
  }) => {
    const origin = new URL(siteOrigin);
    origin.hostname = "127.0.0.1";
    await page.goto(new URL("/contact", origin).href);
    await waitForHydration(page);
    const inquiry = inquiryValues();
    await fillInquiry(page, inquiry);
    await submitButton(page, /send|submit/i).click();
    // The build's _next names localhost: another host than the one posted to, so the inbox sends
    // the visitor to the thank-you page of the address they are on.
    await expect(page).toHaveURL(new URL("/thank-you", origin).href);
    expect((await findSubmission("name", inquiry.name)).kind).toBe("plain");

    await page.goto(new URL("/order", origin).href);
    await waitForHydration(page);
    const order = orderValues();
    await fillOrder(page, order);
    await submitButton(page, /place order/i).click();
    await expect(page).toHaveURL(orderThankYou);
    expect(new URL(page.url()).origin).toBe(origin.origin);
    expect((await findSubmission("fullName", order.fullName)).kind).toBe("ajax");
  });

  test.describe("with JavaScript turned off", () => {
    test.use({ javaScriptEnabled: false });

    test("the inquiry form still posts to the inbox and lands on /thank-you", async ({ page }) => {
      await page.goto("/contact");
      const values = inquiryValues();
      await fillInquiry(page, values);
      await submitButton(page, /send|submit/i).click();
      await expect(page).toHaveURL(thankYouUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
      expectInquiryRecord(await findSubmission("name", values.name), values, "plain");
    });

    test("the order form is a real multipart form: fields and photo arrive, the browser lands on /thank-you", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/order");
      const values = orderValues();
      await fillOrder(page, values);
      const image = pngImage(33, 21);
      await orderFields(page).attachment.setInputFiles({
        name: "inspiration.png",
        mimeType: "image/png",
        buffer: image,
      });
      await submitButton(page, /place order/i).click();
      await expect(page).toHaveURL(thankYouUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
      const record = await findSubmission("fullName", values.fullName);
      expect(record.special._next).toBe(thankYouUrl);
      await expectOrderRecord(
        page,
        consoleErrors,
        record,
        values,
        { name: "inspiration.png", type: "image/png", bytes: image },
        "plain",
      );
    });
  });
});
