/** An order that cannot reach the studio is kept on the phone and sent exactly once. */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import {
  ajaxEndpoint,
  fillOrder,
  findSubmission,
  orderFields,
  orderReference,
  photosField,
  placeOrderButton,
  readAttachment,
  submissionsWith,
} from "./support/forms";
import { cameraPhoto } from "./support/photos";

const keptLine = /order (IA-\d{4}-[A-Z0-9]{4}) is saved on this phone/i;
const outboxNote = (page: Page) => page.getByRole("complementary", { name: "Kept on this phone" });

/** Every order the service answered, from any page of the context: one sent twice is here twice. */
function answeredOrders(context: BrowserContext): string[] {
  const answered: string[] = [];
  context.on("response", (response) => {
    if (response.url() === ajaxEndpoint && response.request().method() === "POST")
      answered.push(response.url());
  });
  return answered;
}

/** Fills the order form, then waits for the modules a press needs (the shrinker once a photo is in). */
async function fillOrderForm(page: Page, { photo = false } = {}) {
  const values = await fillOrder(page, {}, "/order");
  if (photo) await photosField(page).setInputFiles(await cameraPhoto());
  const parts = ["measurements-", "keep-order-", "outbox-notice-", ...(photo ? ["photo-shrink-"] : [])];
  const fetched = (names: string[]) =>
    names.every((name) =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes(`/assets/${name}`)),
    );
  await expect.poll(() => page.evaluate(fetched, parts)).toBe(true);
  return values;
}

/** Presses Place order with no connection; resolves to the reference the page says it kept. */
async function placeOffline(page: Page, context: BrowserContext): Promise<string> {
  await context.setOffline(true);
  await placeOrderButton(page).click();
  const kept = page.getByRole("status").filter({ hasText: keptLine });
  await expect(kept).toBeVisible({ timeout: 20_000 });
  const reference = keptLine.exec((await kept.textContent()) ?? "")![1]!;
  expect(reference).toMatch(orderReference);
  return reference;
}

/** What the outbox's database holds: each kept order's reference and files, and the sent ones'. */
function outboxContents(page: Page) {
  return page.evaluate(async () => {
    type Kept = { reference: string; entries?: { name: string; file?: File }[] };
    const ask = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await ask(indexedDB.open("ivory-adire-outbox"));
    const all = (store: string) => ask<Kept[]>(db.transaction(store).objectStore(store).getAll());
    const [orders, sent] = [await all("orders"), await all("sent")];
    db.close();
    const bytes = async (file: File) => [...new Uint8Array(await file.arrayBuffer())];
    const files = async ({ reference, entries = [] }: Kept) => ({
      reference,
      files: await Promise.all(
        entries
          .filter((entry) => entry.file)
          .map(async ({ name, file }) => ({ field: name, name: file!.name, bytes: await bytes(file!) })),
      ),
    });
    return { orders: await Promise.all(orders.map(files)), sent: sent.map((order) => order.reference) };
  });
}

// The browser's own line about a post that could not go: expected while offline.
test.beforeEach(({ consoleErrors }) =>
  consoleErrors.allow(/^Failed to load resource/, { url: ajaxEndpoint }),
);

test("offline at the press: kept with its photo, then sent once, nothing left", async ({ page, context }) => {
  const answered = answeredOrders(context);
  const values = await fillOrderForm(page, { photo: true });
  const reference = await placeOffline(page, context);
  await expect(outboxNote(page).getByText(`Order ${reference} waiting for a connection.`)).toBeVisible();
  await expect(orderFields(page).fullName).toHaveValue("");
  const kept = await outboxContents(page);
  expect(kept.orders.map((order) => order.reference)).toEqual([reference]);
  const [photo] = kept.orders[0]!.files;
  await context.setOffline(false);
  const record = await findSubmission("fullName", values.fullName);
  expect(record.fields.reference).toBe(reference);
  await expect(outboxNote(page).getByText(`Order ${reference} has reached the studio.`)).toBeVisible();
  const stored = record.attachments.find((attachment) => attachment.field === photo!.field)!;
  expect(stored.name).toBe(photo!.name);
  expect(
    (await readAttachment(record, stored)).equals(Buffer.from(photo!.bytes)),
    "the bytes made at the press",
  ).toBe(true);
  await expect.poll(() => outboxContents(page)).toEqual({ orders: [], sent: [] });
  expect(answered).toHaveLength(1);
});

test("the connection cut mid-upload: kept, and sent once when it returns", async ({ page, context }) => {
  const answered = answeredOrders(context);
  let cut = false;
  await page.route(ajaxEndpoint, async (route) => {
    if (cut) return route.continue();
    cut = true;
    await context.setOffline(true);
    await route.abort("internetdisconnected");
  });
  const values = await fillOrderForm(page);
  await placeOrderButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: keptLine })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
  expect((await findSubmission("fullName", values.fullName)).fields.reference).toMatch(orderReference);
  await expect(outboxNote(page).getByText(/has reached the studio/)).toBeVisible();
  expect(answered).toHaveLength(1);
});

test("the tab closed while an order waits: sent once when the site reopens", async ({ page, context }) => {
  const answered = answeredOrders(context);
  const values = await fillOrderForm(page);
  const reference = await placeOffline(page, context);
  await page.close();
  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto("/about");
  expect((await findSubmission("fullName", values.fullName)).fields.reference).toBe(reference);
  await expect(outboxNote(later).getByText(`Order ${reference} has reached the studio.`)).toBeVisible();
  expect(answered).toHaveLength(1);
});

test("a waiting order can be cancelled: nothing is kept, and nothing is sent", async ({ page, context }) => {
  const answered = answeredOrders(context);
  const values = await fillOrderForm(page);
  const reference = await placeOffline(page, context);
  await outboxNote(page).getByRole("button", { name: "Cancel order" }).click();
  await expect(outboxNote(page).getByText(`Order ${reference} cancelled. Nothing was sent.`)).toBeVisible();
  expect(await outboxContents(page)).toEqual({ orders: [], sent: [] });
  await context.setOffline(false);
  await openPage(page, "/");
  await page.waitForTimeout(1000);
  expect(answered).toEqual([]);
  expect(await submissionsWith("fullName", values.fullName)).toEqual([]);
});
