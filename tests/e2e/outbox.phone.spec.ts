/**
 * Nothing lost when the network drops: an order that cannot reach the studio is kept on the phone
 * (IndexedDB) with its photos as made small at the press and its reference, shown at the top of
 * every page, and sent by itself exactly once when the connection is back, also after the tab was
 * closed; it can be cancelled; nothing of it stays on the phone once sent. Real Chromium, the built
 * site, the local inbox.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration, type ConsoleErrors } from "./support/fixtures";
import { ajaxEndpoint, orderReference } from "./support/form-service";
import {
  fillInquiry,
  fillOrder,
  inquiryFields,
  inquiryValues,
  orderFields,
  orderValues,
  type OrderValues,
} from "./support/forms";
import { findSubmission, readAttachment, readSubmissions } from "./support/inbox";
import { cameraPhoto } from "./support/photos";

const keptLine = /order (IA-\d{4}-[A-Z0-9]{4}) is saved on this phone/i;

function outboxNote(page: Page) {
  return page.getByRole("complementary", { name: "Orders on this phone" });
}

/** The browser's own lines about the post that could not go: expected while offline. */
function allowOfflinePost(errors: ConsoleErrors) {
  errors.allow(/^Failed to load resource/, { url: ajaxEndpoint });
}

async function openFilledOrder(page: Page): Promise<OrderValues> {
  await page.goto("/order");
  await waitForHydration(page);
  const values = orderValues();
  await fillOrder(page, values);
  // The photo shrinker arrives once a photo is chosen, while the connection is still here.
  const shrinker = page.waitForResponse((response) => response.url().includes("/photo-shrink-"));
  await orderFields(page).attachment.setInputFiles(await cameraPhoto());
  await shrinker;
  return values;
}

/** Presses "Place order" with the phone offline; returns the reference the page says it kept. */
async function placeOffline(page: Page, context: BrowserContext): Promise<string> {
  await context.setOffline(true);
  await page.getByRole("button", { name: "Place order" }).click();
  const kept = page.getByRole("status").filter({ hasText: keptLine });
  await expect(kept).toBeVisible({ timeout: 20_000 });
  const reference = keptLine.exec((await kept.textContent()) ?? "")?.[1] ?? "";
  expect(reference).toMatch(orderReference);
  return reference;
}

/** What the outbox's database holds: each kept order's reference and its files' bytes. */
function outboxContents(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("ivory-adire-outbox");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    type Kept = { reference: string; entries: Array<{ name: string; value?: string; file?: File }> };
    const orders = await all<Kept>("orders");
    const sent = await all<{ reference: string }>("sent");
    db.close();
    return {
      orders: await Promise.all(
        orders.map(async (order) => ({
          reference: order.reference,
          files: await Promise.all(
            order.entries
              .filter((entry) => entry.file)
              .map(async (entry) => ({
                field: entry.name,
                name: entry.file!.name,
                bytes: Array.from(new Uint8Array(await entry.file!.arrayBuffer())),
              })),
          ),
        })),
      ),
      sent: sent.map((order) => order.reference),
    };
  });
}

test.describe("An outbox for orders", () => {
  test("offline at the press: kept with its reference, then sent once with the same photos", async ({
    page,
    context,
    consoleErrors,
  }) => {
    allowOfflinePost(consoleErrors);
    const values = await openFilledOrder(page);
    const reference = await placeOffline(page, context);

    await expect(outboxNote(page).getByText(`Order ${reference} waiting for a connection.`)).toBeVisible();
    // The form is handed over: empty, nothing to press again.
    await expect(orderFields(page).fullName).toHaveValue("");
    const kept = await outboxContents(page);
    expect(kept.orders.map((order) => order.reference)).toEqual([reference]);
    const madeAtThePress = kept.orders[0]!.files;
    expect(madeAtThePress.length).toBe(1);

    await context.setOffline(false);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields.reference).toBe(reference);
    await expect(outboxNote(page).getByText(`Order ${reference} has reached the studio.`)).toBeVisible();

    const stored = record.attachments.find((attachment) => attachment.field === madeAtThePress[0]!.field);
    expect(stored?.name).toBe(madeAtThePress[0]!.name);
    expect(
      Buffer.from(await readAttachment(record, stored!)).equals(Buffer.from(madeAtThePress[0]!.bytes)),
    ).toBe(true);
    // Nothing of the customer's is left on the phone.
    await expect.poll(() => outboxContents(page)).toEqual({ orders: [], sent: [] });
    expect((await readSubmissions()).filter((r) => r.fields.fullName === values.fullName)).toHaveLength(1);
  });

  test("the connection cut during the upload: sent once when it returns", async ({
    page,
    context,
    consoleErrors,
  }) => {
    allowOfflinePost(consoleErrors);
    const values = await openFilledOrder(page);
    let cut = false;
    await page.route(ajaxEndpoint, async (route) => {
      if (cut) return route.continue();
      cut = true;
      // The phone loses its connection while the photos are going.
      await context.setOffline(true);
      await route.abort("internetdisconnected");
    });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("status").filter({ hasText: keptLine })).toBeVisible({ timeout: 20_000 });
    await context.setOffline(false);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields.reference).toMatch(orderReference);
    await expect(outboxNote(page).getByText(/has reached the studio/)).toBeVisible();
  });

  test("the tab closed while an order waits: sent when the site is opened again", async ({
    page,
    context,
    consoleErrors,
  }) => {
    allowOfflinePost(consoleErrors);
    const values = await openFilledOrder(page);
    const reference = await placeOffline(page, context);
    await page.close();

    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto("/about");
    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields.reference).toBe(reference);
    await expect(outboxNote(later).getByText(`Order ${reference} has reached the studio.`)).toBeVisible();
  });

  test("a waiting order can be cancelled: nothing is sent and nothing is kept", async ({
    page,
    context,
    consoleErrors,
  }) => {
    allowOfflinePost(consoleErrors);
    const values = await openFilledOrder(page);
    const reference = await placeOffline(page, context);
    await outboxNote(page).getByRole("button", { name: "Cancel order" }).click();
    await expect(outboxNote(page).getByText(`Order ${reference} cancelled. Nothing was sent.`)).toBeVisible();
    expect(await outboxContents(page)).toEqual({ orders: [], sent: [] });

    await context.setOffline(false);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect((await readSubmissions()).filter((r) => r.fields.fullName === values.fullName)).toEqual([]);
  });
});

test("the inquiry form, offline, keeps what was typed and goes by itself when the connection is back", async ({
  page,
  context,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const values = inquiryValues();
  await fillInquiry(page, values);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: /kept here as you typed it/ })).toBeVisible();
  await expect(page).toHaveURL("/contact");
  await expect(inquiryFields(page).name).toHaveValue(values.name);
  await expect(inquiryFields(page).message).toHaveValue(values.message);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/thank-you$/);
  expect((await findSubmission("name", values.name)).fields.message).toBe(values.message);
});

/** Puts an order in the outbox as a page would have kept it, and the mark that says so. */
async function seedKeptOrder(
  page: Page,
  order: { reference: string; fullName: string; queuedAt: number; tries: number },
) {
  await page.evaluate(async ({ reference, fullName, queuedAt, tries }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("ivory-adire-outbox", 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore("orders", { keyPath: "reference" });
        request.result.createObjectStore("sent", { keyPath: "reference" });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const action = document.querySelector<HTMLFormElement>("form[action]")?.action ?? "/";
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction("orders", "readwrite");
      transaction.objectStore("orders").put({
        reference,
        action: action.replace(/\/([^/]+)$/, "/ajax/$1"),
        queuedAt,
        entries: [
          { name: "fullName", value: fullName },
          { name: "outfitType", value: "bridal" },
          { name: "reference", value: reference },
        ],
        status: "waiting",
        tries,
        lastTryAt: queuedAt,
      });
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
    localStorage.setItem("ivory-adire:outbox", "1");
  }, order);
}

const day = 24 * 60 * 60 * 1000;

test("an order kept more than two weeks is sent only once the customer says so", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const fullName = `Old order ${Date.now()}`;
  await seedKeptOrder(page, {
    reference: "IA-0111-ABCD",
    fullName,
    queuedAt: Date.now() - 15 * day,
    tries: 2,
  });
  await page.reload();
  const note = outboxNote(page);
  await expect(
    note.getByText("Order IA-0111-ABCD has waited more than two weeks. Send it now?"),
  ).toBeVisible();
  expect((await readSubmissions()).filter((r) => r.fields.fullName === fullName)).toEqual([]);

  await note.getByRole("button", { name: "Send it now" }).click();
  expect((await findSubmission("fullName", fullName)).fields.reference).toBe("IA-0111-ABCD");
  await expect(note.getByText("Order IA-0111-ABCD has reached the studio. Thank you!")).toBeVisible();
});

test("after tries over a day that did not get through, WhatsApp is offered with the order's text", async ({
  page,
  consoleErrors,
}) => {
  allowOfflinePost(consoleErrors);
  await page.goto("/contact");
  await waitForHydration(page);
  await seedKeptOrder(page, {
    reference: "IA-2411-WXYZ",
    fullName: "Folasade Adeyemi",
    queuedAt: Date.now() - 2 * day,
    tries: 3,
  });
  await page.route(ajaxEndpoint, (route) => route.abort("internetdisconnected"));
  await page.reload();
  const note = outboxNote(page);
  await expect(note.getByText(/Still not through after a day\? Send it on WhatsApp instead\./)).toBeVisible();
  const whatsapp = note.getByRole("link", { name: "Send on WhatsApp" });
  const href = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(href.searchParams.get("text")).toBe(
    "Hello Ivory & Adire, this is my order IA-2411-WXYZ from your website:\nfullName: Folasade Adeyemi\noutfitType: bridal\nreference: IA-2411-WXYZ",
  );
});
