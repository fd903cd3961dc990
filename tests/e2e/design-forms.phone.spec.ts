/**
 * Forms opened from a design's page: "Order this design" (/order?design=<slug>) chooses the outfit
 * type and starts the details with a line naming the design and its page; "Ask about this design"
 * (/contact?design=<slug>) starts the message the same way. Both send a `design` field, so the
 * studio's e-mail names the design whatever the visitor writes. An address naming no known design
 * (missing, unknown or hostile) changes nothing. The draft the order form keeps is never lost.
 */
import type { Locator, Page } from "@playwright/test";
import {
  bespokeDesign,
  bridalDesign,
  designIndexPath,
  firstLine,
  watchDesignIndex,
  type TestDesign,
} from "./support/design-forms";
import { expect, settle, test, waitForHydration } from "./support/fixtures";
import { orderReference, orderThankYou, thankYouUrl } from "./support/form-service";
import {
  fillInquiry,
  fillOrder,
  inquiryFields,
  inquiryValues,
  orderFields,
  orderValues,
  uniqueName,
} from "./support/forms";
import { expectNoAxeViolations } from "./support/axe";
import { findSubmission, openInboxPage, type SubmissionRecord } from "./support/inbox";

/**
 * A stored submission's fields with the line breaks the visitor typed: a form post sends every
 * line break as CRLF, as HTML requires, and the e-mail shows them as lines all the same.
 */
function typedFields(record: SubmissionRecord): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record.fields).map(([name, value]) => [name, value.replace(/\r\n/g, "\n")]),
  );
}

function theForm(page: Page): Locator {
  return page.getByRole("main").locator("form");
}

function designField(page: Page): Locator {
  return theForm(page).locator('input[type="hidden"][name="design"]');
}

function orderNote(page: Page, design: TestDesign): Locator {
  return theForm(page).getByText(`Ordering: ${design.name}`, { exact: true });
}

function inquiryNote(page: Page, design: TestDesign): Locator {
  return theForm(page).getByText(`Asking about: ${design.name}`, { exact: true });
}

function placeOrder(page: Page): Locator {
  return theForm(page).getByRole("button", { name: /place order/i });
}

/** Opens the order form about a design and waits for it to say so. */
async function openOrderFor(page: Page, design: TestDesign): Promise<void> {
  await page.goto(`/order?design=${design.slug}`);
  await waitForHydration(page);
  await expect(orderNote(page, design)).toBeVisible();
}

test.describe("Order this design", () => {
  for (const [design, outfitType] of [
    [bridalDesign, "bridal"],
    [bespokeDesign, "custom"],
  ] as const) {
    test(`a ${design.section} design (${design.name}): outfit type ${outfitType}, details start with the design and its page, a design field`, async ({
      page,
    }) => {
      await openOrderFor(page, design);
      const fields = orderFields(page);
      await expect(fields.outfitType).toHaveValue(outfitType);
      await expect(fields.details).toHaveValue(`${design.line}\n`);
      expect(firstLine(await fields.details.inputValue())).toBe(`Design: ${design.name} (${design.url})`);
      await expect(designField(page)).toHaveValue(design.field);

      // The note links back to the design's page; the rest of the form is the visitor's to fill.
      const link = theForm(page).getByRole("link", { name: design.name });
      await expect(link).toHaveAttribute("href", `/collection/${design.slug}`);
      await expect(fields.fullName).toHaveValue("");
      await expect(fields.email).toHaveValue("");
      await expect(fields.deliveryDate).toHaveValue("");
      await expectNoAxeViolations(page);
    });
  }

  test("the visitor changes the outfit type and rewrites the details: the studio still learns the design", async ({
    page,
    consoleErrors,
  }) => {
    await openOrderFor(page, bridalDesign);
    const values = orderValues({
      outfitType: "event",
      details: "Only the sash, in gold, for my mother's outfit.",
    });
    await fillOrder(page, values);
    await expect(orderFields(page).details).toHaveValue(values.details);
    await placeOrder(page).click();
    await expect(page).toHaveURL(orderThankYou);

    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields).toEqual({
      ...values,
      design: bridalDesign.field,
      reference: expect.stringMatching(orderReference),
    });
    expect(record.fields.design).toBe(`${bridalDesign.name} (${bridalDesign.url})`);

    // The inbox shows it as the studio's e-mail would: a field named design, with its value.
    await openInboxPage(page, consoleErrors);
    const submission = page.getByRole("article").filter({ hasText: values.fullName });
    const designEntry = submission
      .locator("dl > div")
      .filter({ has: page.getByText("design", { exact: true }) });
    await expect(designEntry.getByText(bridalDesign.field, { exact: true })).toBeVisible();
  });

  test('"Not this design" takes the note and the design field away and leaves the details as they are', async ({
    page,
  }) => {
    await openOrderFor(page, bespokeDesign);
    const fields = orderFields(page);
    await fields.details.press("End");
    await fields.details.pressSequentially("In indigo.");
    await theForm(page).getByRole("button", { name: "Not this design" }).click();

    await expect(orderNote(page, bespokeDesign)).toHaveCount(0);
    await expect(designField(page)).toHaveCount(0);
    // The focus goes to the form's heading, just above, not into a field (a phone's keyboard stays shut).
    await expect(page.getByRole("heading", { name: "Your outfit" })).toBeFocused();
    await expect(fields.details).toHaveValue(`${bespokeDesign.line}\nIn indigo.`);
    await expect(fields.outfitType).toHaveValue("custom");
    // The address forgets the design too: a reload keeps the visitor's text and brings no note back.
    await expect(page).toHaveURL("/order");
    await page.reload();
    await waitForHydration(page);
    await expect(fields.details).toHaveValue(`${bespokeDesign.line}\nIn indigo.`);
    await expect(orderNote(page, bespokeDesign)).toHaveCount(0);
    await expect(designField(page)).toHaveCount(0);

    const values = orderValues({ outfitType: "custom", details: `${bespokeDesign.line}\nIn indigo.` });
    await fillOrder(page, values);
    await placeOrder(page).click();
    await expect(page).toHaveURL(orderThankYou);
    const record = await findSubmission("fullName", values.fullName);
    expect(typedFields(record)).toEqual({ ...values, reference: expect.stringMatching(orderReference) });
    expect(record.fields).not.toHaveProperty("design");
  });
});

test.describe("Ask about this design", () => {
  test("the message starts with the design and its page; the inquiry carries a design field", async ({
    page,
  }) => {
    await page.goto(`/contact?design=${bespokeDesign.slug}`);
    await waitForHydration(page);
    await expect(inquiryNote(page, bespokeDesign)).toBeVisible();
    const fields = inquiryFields(page);
    await expect(fields.message).toHaveValue(`${bespokeDesign.line}\n`);
    await expect(designField(page)).toHaveValue(bespokeDesign.field);
    for (const other of [fields.name, fields.email, fields.subject, fields.budget])
      await expect(other).toHaveValue("");
    await expect(fields.projectType).toHaveValue("");

    // The visitor writes below the line; the plain post takes it all to the studio.
    await fields.message.press("End");
    await fields.message.pressSequentially("Can it be made in two weeks?");
    const values = inquiryValues({ message: `${bespokeDesign.line}\nCan it be made in two weeks?` });
    await fillInquiry(page, values);
    await theForm(page).getByRole("button", { name: /send/i }).click();
    await expect(page).toHaveURL(thankYouUrl);

    const record = await findSubmission("name", values.name);
    expect(typedFields(record)).toEqual({ ...values, design: bespokeDesign.field });
  });

  test('"Not this design" leaves an ordinary inquiry with the visitor\'s message', async ({ page }) => {
    // Scrolling is instant under reduced motion: where the page ends up is known at once.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/contact?design=${bridalDesign.slug}`);
    await waitForHydration(page);
    await expect(inquiryNote(page, bridalDesign)).toBeVisible();
    const notThis = theForm(page).getByRole("button", { name: "Not this design" });
    await page
      .getByRole("heading", { name: "Make an inquiry" })
      .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await notThis.click();
    await expect(inquiryNote(page, bridalDesign)).toHaveCount(0);
    await expect(designField(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Make an inquiry" })).toBeFocused();
    await expect(inquiryFields(page).message).toHaveValue(`${bridalDesign.line}\n`);
    // The address forgets the design without moving the page back to the top.
    await expect(page).toHaveURL("/contact");
    await settle(page);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(100);
  });
});

/** Query strings that name no design of the collection. Each must leave the form as it is. */
const ignoredAddresses: { title: string; query: string }[] = [
  { title: "no design parameter", query: "" },
  { title: "an unknown design", query: "?design=not-a-design" },
  { title: "a script tag", query: `?design=${encodeURIComponent("<script>alert(1)</script>")}` },
  {
    title: "an attribute break-out with an image",
    query: `?design=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
  },
  { title: "a path", query: `?design=${encodeURIComponent("../../etc/passwd")}` },
  { title: "5,000 characters", query: `?design=${"adunni".repeat(834).slice(0, 5000)}` },
  { title: "a NUL byte after a real slug", query: `?design=${bridalDesign.slug}%00` },
  { title: "a real slug in capitals", query: `?design=${bridalDesign.slug.toUpperCase()}` },
  { title: "an empty value", query: "?design=" },
  { title: "the parameter twice", query: `?design=${bridalDesign.slug}&design=${bespokeDesign.slug}` },
];

/** Nothing from the address made it into the page as markup, and nothing ran. */
async function expectNothingInjected(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const body = await page.locator("body").evaluate((element) => element.innerHTML);
  expect(body).not.toContain("onerror");
  expect(body).not.toContain("alert(1)");
  expect(body).not.toContain("etc/passwd");
  await expect(page.getByText(/alert\(1\)|etc\/passwd/)).toHaveCount(0);
}

test.describe("An address that names no known design is ignored", () => {
  for (const { title, query } of ignoredAddresses) {
    test(`order form, ${title}: nothing filled in, nothing injected, and it still sends`, async ({
      page,
    }) => {
      page.on("dialog", (dialog) => {
        throw new Error(`A dialog opened: ${dialog.message()}`);
      });
      const index = watchDesignIndex(page);
      await page.goto(`/order${query}`);
      await waitForHydration(page);
      await index.settled();
      if (query === "") expect(index.requests, "a plain visit loads no index").toBe(0);

      const fields = orderFields(page);
      await expect(fields.outfitType).toHaveValue("");
      await expect(fields.details).toHaveValue("");
      await expect(designField(page)).toHaveCount(0);
      await expect(theForm(page).getByText(/^Ordering:/)).toHaveCount(0);
      await expectNothingInjected(page);

      const values = orderValues();
      await fillOrder(page, values);
      await placeOrder(page).click();
      await expect(page).toHaveURL(orderThankYou);
      const record = await findSubmission("fullName", values.fullName);
      expect(record.fields).toEqual({ ...values, reference: expect.stringMatching(orderReference) });
    });
  }

  for (const { title, query } of ignoredAddresses.filter((entry) =>
    /script|break-out|twice/.test(entry.title),
  )) {
    test(`inquiry form, ${title}: the message stays empty and nothing is injected`, async ({ page }) => {
      page.on("dialog", (dialog) => {
        throw new Error(`A dialog opened: ${dialog.message()}`);
      });
      const index = watchDesignIndex(page);
      await page.goto(`/contact${query}`);
      await waitForHydration(page);
      await index.settled();
      await expect(inquiryFields(page).message).toHaveValue("");
      await expect(designField(page)).toHaveCount(0);
      await expect(theForm(page).getByText(/^Asking about:/)).toHaveCount(0);
      await expectNothingInjected(page);
    });
  }

  test("an index that cannot be loaded leaves the order form working as usual", async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    // The browser's own line about the failed request; the page itself says nothing.
    consoleErrors.allow(/^Failed to load resource/, { url: new URL(designIndexPath, baseURL).href });
    await page.route(`**${designIndexPath}`, (route) => route.abort("internetdisconnected"));
    const index = watchDesignIndex(page);
    await page.goto(`/order?design=${bridalDesign.slug}`);
    await waitForHydration(page);
    await index.settled();
    expect(index.requests).toBe(1);
    await expect(orderFields(page).details).toHaveValue("");
    await expect(designField(page)).toHaveCount(0);

    await page.unrouteAll();
    const values = orderValues();
    await fillOrder(page, values);
    await placeOrder(page).click();
    await expect(page).toHaveURL(orderThankYou);
    expect((await findSubmission("fullName", values.fullName)).fields).toEqual({
      ...values,
      reference: expect.stringMatching(orderReference),
    });
  });
});

test.describe("The order draft and the design", () => {
  test("what the visitor typed before stays, below the design's line, and a reload never repeats the line", async ({
    page,
  }) => {
    const name = uniqueName("Morenike Bello");
    await page.goto("/order");
    await waitForHydration(page);
    const fields = orderFields(page);
    await fields.fullName.fill(name);
    await fields.details.fill("Bust 90, waist 72.");

    await openOrderFor(page, bridalDesign);
    await expect(fields.fullName).toHaveValue(name);
    await expect(fields.details).toHaveValue(`${bridalDesign.line}\nBust 90, waist 72.`);
    await expect(fields.outfitType).toHaveValue("bridal");

    // The visitor picks another outfit type and adds a line; then the page is reloaded, twice.
    await fields.outfitType.selectOption("event");
    await fields.details.press("End");
    await fields.details.pressSequentially("\nHips 98.");
    const expected = `${bridalDesign.line}\nBust 90, waist 72.\nHips 98.`;
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await waitForHydration(page);
      await expect(orderNote(page, bridalDesign)).toBeVisible();
      await expect(fields.details).toHaveValue(expected);
      await expect(fields.outfitType).toHaveValue("event");
      await expect(fields.fullName).toHaveValue(name);
    }
  });

  test("moving the order to another design swaps the line the form wrote, and keeps the rest", async ({
    page,
  }) => {
    await openOrderFor(page, bridalDesign);
    const fields = orderFields(page);
    await fields.details.press("End");
    await fields.details.pressSequentially("Long sleeves.");
    await openOrderFor(page, bespokeDesign);
    await expect(fields.details).toHaveValue(`${bespokeDesign.line}\nLong sleeves.`);
    await expect(fields.outfitType).toHaveValue("custom");
    await expect(designField(page)).toHaveValue(bespokeDesign.field);
  });

  test("text typed while the index is on its way is kept, and the caret stays where the visitor types", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${designIndexPath}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/order?design=${bespokeDesign.slug}`);
    await waitForHydration(page);
    const fields = orderFields(page);
    await fields.outfitType.selectOption("casual");
    await fields.details.pressSequentially("Ivory lace");
    release();

    await expect(orderNote(page, bespokeDesign)).toBeVisible();
    await expect(fields.details).toHaveValue(`${bespokeDesign.line}\nIvory lace`);
    await expect(fields.outfitType).toHaveValue("casual");
    await fields.details.pressSequentially(" with gold");
    await expect(fields.details).toHaveValue(`${bespokeDesign.line}\nIvory lace with gold`);
  });
});
