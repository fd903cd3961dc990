/**
 * The order form's photos in the real browser, against the built site and its local inbox: up to
 * four, each made small on the phone (upright, at most 2,000 px, nothing of the camera's data, a
 * few hundred KB) and sent under a name that says what it shows; a chosen file that cannot be sent
 * is named beside the field and stops the send. Without script it is the plain field it always was.
 */
import type { Locator, Page } from "@playwright/test";
import { fillIn } from "../../app/content/design-page";
import { orderPhotos } from "../../app/content/order-photos";
import { photoFields } from "../../app/lib/attachment";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";
import { fillOrder, orderValues, pngImage } from "./support/forms";
import { holdFramework } from "./support/framework-gate";
import { findSubmission, readAttachment, readSubmissions, type SubmissionRecord } from "./support/inbox";
import { expectNextTo } from "./support/layout-checks";
import {
  bigCameraPhoto,
  cameraPhoto,
  expectMadeSmall,
  exifFacts,
  redAtTheTop,
  sidewaysPhoto,
  undecodableHeic,
  type TestPhoto,
} from "./support/photos";

const MB = 1024 * 1024;

function theForm(page: Page): Locator {
  return page.getByRole("main").locator("form");
}

/** The file field, by its exact label: the list and its selects have "photo" in their names too. */
function photosField(page: Page): Locator {
  return page.getByLabel(orderPhotos.label, { exact: true });
}

function photoList(page: Page): Locator {
  return theForm(page).getByRole("list", { name: orderPhotos.list });
}

function removeButton(page: Page, name: string): Locator {
  return theForm(page).getByRole("button", { name: `${orderPhotos.remove} ${name}`, exact: true });
}

/** The names of the files the input holds: it must agree with the list. */
function heldFiles(page: Page): Promise<string[]> {
  return photosField(page).evaluate((input) =>
    Array.from((input as HTMLInputElement).files ?? [], (file) => file.name),
  );
}

/** The names the list shows, in order. */
async function listedNames(page: Page): Promise<string[]> {
  const rows = photoList(page).getByRole("listitem");
  const names: string[] = [];
  for (const row of await rows.all()) names.push((await row.locator("[title]").getAttribute("title")) ?? "");
  return names;
}

/** A message as the page shows it (the status region says it again, out of sight). */
function shownMessage(page: Page, text: string): Locator {
  return theForm(page).getByText(text, { exact: true }).and(page.locator(":not([role=status])"));
}

function smallPng(name: string, width = 40, height = 30): TestPhoto {
  return { name, mimeType: "image/png", buffer: pngImage(width, height) };
}

async function openOrder(page: Page): Promise<void> {
  await page.goto("/order");
  await waitForHydration(page);
}

function placeOrderButton(page: Page): Locator {
  return theForm(page).getByRole("button", { name: /place order/i });
}

async function placeOrder(page: Page): Promise<void> {
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thank-you/);
}

async function attachmentBytes(record: SubmissionRecord, field: string): Promise<Buffer> {
  const stored = record.attachments.find((attachment) => attachment.field === field);
  expect(stored, `an attachment in ${field}`).toBeDefined();
  return readAttachment(record, stored!);
}

test.describe("Phone photos are made small before they are sent", () => {
  test("four photos, chosen in two goes, reach the studio small, upright, without their location, named by what they show", async ({
    page,
  }) => {
    // Drawing a 48 MP photo (once per worker), handing 21 MB to the page and decoding it there
    // take their own time, more so on a busy machine.
    test.setTimeout(180_000);
    const camera = await cameraPhoto("IMG_2041.jpg");
    const big = await bigCameraPhoto("PXL_20260301_104207.jpg");
    const sideways = await sidewaysPhoto("IMG_2043.jpg");
    const sketch = smallPng("sketch.png", 400, 300);
    // What the customer's phone would have sent: 21 MB, each with the place it was taken.
    for (const photo of [camera, big, sideways]) expect((await exifFacts(photo.buffer)).gps).toBe(true);
    expect(big.buffer.length).toBeGreaterThan(8 * MB);

    await openOrder(page);
    const values = orderValues();
    await fillOrder(page, values);
    await photosField(page).setInputFiles([camera, big]);
    await photosField(page).setInputFiles([sideways, sketch]);

    const list = photoList(page);
    await expect(list.getByRole("listitem")).toHaveCount(4);
    expect(await listedNames(page)).toEqual([
      "IMG_2041.jpg",
      "PXL_20260301_104207.jpg",
      "IMG_2043.jpg",
      "sketch.png",
    ]);
    expect(await heldFiles(page), "the input holds what the list shows").toEqual(await listedNames(page));
    // Each photo says what it will be sent as: "3.5 MB → 206 KB".
    await expect(list.getByText(/^[\d.]+ MB → \d+ KB$/)).toHaveCount(3, { timeout: 30_000 });
    await expect(list.getByRole("img", { name: "Preview of IMG_2043.jpg" })).toHaveAttribute(
      "src",
      /^data:image\/jpeg/,
    );
    await expect(
      theForm(page)
        .getByRole("status")
        .filter({ hasText: /^other-4\.jpg ready: \d+ (KB|bytes)$/ }),
    ).toHaveCount(1, { timeout: 10_000 });

    await placeOrder(page);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields).toMatchObject({ ...values });
    expect(record.attachments.map(({ field, name, type }) => [field, name, type])).toEqual([
      [photoFields[0], "inspiration-1.jpg", "image/jpeg"],
      [photoFields[1], "fabric-2.jpg", "image/jpeg"],
      [photoFields[2], "photo-of-me-3.jpg", "image/jpeg"],
      [photoFields[3], "other-4.jpg", "image/jpeg"],
    ]);

    const inspiration = await expectMadeSmall(await attachmentBytes(record, "attachment"), {
      width: 2000,
      height: 1500,
    });
    const fabric = await expectMadeSmall(await attachmentBytes(record, "attachment2"), {
      width: 2000,
      height: 1500,
    });
    const upright = await attachmentBytes(record, "attachment3");
    const me = await expectMadeSmall(upright, { width: 1500, height: 2000 });
    expect(await redAtTheTop(upright), "the sideways photo arrives upright").toBe(true);
    expect(inspiration.bytes + fabric.bytes + me.bytes, "three camera photos in 1.5 MB").toBeLessThanOrEqual(
      1.5 * MB,
    );

    const total = record.attachments.reduce((sum, attachment) => sum + attachment.size, 0);
    expect(total).toBeLessThanOrEqual(5 * MB);

    // A multipart post carries a field's line breaks as CRLF.
    const lines = record.fields.photos?.split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines?.[0]).toMatch(/^attachment: Inspiration \(IMG_2041\.jpg, 2000×1500, \d+ KB\)$/);
    expect(lines?.[1]).toMatch(/^attachment2: Fabric \(PXL_20260301_104207\.jpg, 2000×1500, \d+ KB\)$/);
    expect(lines?.[2]).toMatch(/^attachment3: A photo of me \(IMG_2043\.jpg, 1500×2000, \d+ KB\)$/);
    expect(lines?.[3]).toMatch(/^attachment4: Other \(sketch\.png, 400×300, \d+ (KB|bytes)\)$/);
  });

  test("what each photo shows is the customer's to say, and names the file sent", async ({ page }) => {
    await openOrder(page);
    const values = orderValues();
    await fillOrder(page, values);
    await photosField(page).setInputFiles([smallPng("sketch.png"), smallPng("aso-oke.png", 30, 20)]);
    const kind = (name: string) =>
      theForm(page).getByRole("combobox", { name: `${orderPhotos.kindLabel} ${name}` });
    await expect(kind("sketch.png")).toHaveValue("inspiration");
    await expect(kind("aso-oke.png")).toHaveValue("fabric");
    await kind("sketch.png").selectOption({ label: orderPhotos.kinds.other });
    await placeOrder(page);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.attachments.map(({ field, name }) => `${field}=${name}`)).toEqual([
      "attachment=other-1.jpg",
      "attachment2=fabric-2.jpg",
    ]);
    expect(record.fields.photos).toMatch(/^attachment: Other \(sketch\.png, 40×30, \d+ (KB|bytes)\)\r?\n/);
  });
});

test.describe("A photo chosen before the page's script ran", () => {
  test("joins the list once the script runs, and is made small like the others", async ({ page }) => {
    const framework = await holdFramework(page);
    await page.goto("/order");
    await expect(photosField(page)).not.toHaveAttribute("multiple");
    await photosField(page).setInputFiles(await cameraPhoto("IMG_2041.jpg"));
    await framework.release();
    expect(await listedNames(page)).toEqual(["IMG_2041.jpg"]);
    await expect(photoList(page).getByText(/^3\.5 MB → \d+ KB$/)).toBeVisible({ timeout: 15_000 });
    await expect(photosField(page)).toHaveAttribute("multiple");
  });
});

test.describe("A chosen file that cannot be sent", () => {
  test("is named beside the field, which takes the focus, and nothing is sent until it is removed", async ({
    page,
  }) => {
    await openOrder(page);
    const values = orderValues();
    await fillOrder(page, values);
    // A phone's "Files" picker offers any file, whatever the field accepts.
    const notes = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Bust 92, waist 76\n") };
    await photosField(page).setInputFiles([smallPng("sketch.png"), notes]);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await placeOrderButton(page).click();
    const message = fillIn(orderPhotos.messages.notImage, { name: "notes.txt" });
    await expect(photosField(page)).toBeFocused();
    const shown = shownMessage(page, message);
    await expectNextTo(shown, photosField(page));
    await expect(photosField(page)).toHaveAccessibleDescription(new RegExp(escaped(message)));
    await expect(photosField(page)).toHaveAttribute("aria-invalid", "true");
    // The list names it, with its Remove; the button is ready again; nothing left the phone.
    expect(await listedNames(page)).toEqual(["sketch.png", "notes.txt"]);
    await expect(placeOrderButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/order$/);
    expect(posts, "nothing is sent").toEqual([]);
    expect((await readSubmissions()).filter((record) => record.fields.fullName === values.fullName)).toEqual(
      [],
    );

    await removeButton(page, "notes.txt").click();
    await expect(shown).toHaveCount(0);
    await expect(photosField(page)).not.toHaveAttribute("aria-invalid");
    await placeOrder(page);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.attachments.map(({ field, name }) => `${field}=${name}`)).toEqual([
      "attachment=inspiration-1.jpg",
    ]);
    expect(record.fields.photos).not.toContain("notes.txt");
  });
});

test.describe("Remove", () => {
  test("takes the photo off the list and out of the field; the focus goes to the next photo's Remove, then to the field", async ({
    page,
  }) => {
    await openOrder(page);
    await photosField(page).setInputFiles([smallPng("a.png"), smallPng("b.png"), smallPng("c.png")]);
    await removeButton(page, "a.png").click();
    expect(await listedNames(page)).toEqual(["b.png", "c.png"]);
    expect(await heldFiles(page)).toEqual(["b.png", "c.png"]);
    await expect(removeButton(page, "b.png")).toBeFocused();

    // From the keyboard: the focus is on the last photo's Remove; Enter takes it off.
    await removeButton(page, "c.png").focus();
    await page.keyboard.press("Enter");
    expect(await listedNames(page)).toEqual(["b.png"]);
    await expect(photosField(page)).toBeFocused();

    await removeButton(page, "b.png").click();
    await expect(photoList(page)).toHaveCount(0);
    expect(await heldFiles(page)).toEqual([]);
    await expect(photosField(page)).toBeFocused();
  });
});

test.describe("The list on a phone and on a desktop", () => {
  test("axe finds nothing, and nothing spills out of the form, with a photo this phone cannot read", async ({
    page,
  }) => {
    // A camera photo is drawn and made small before axe reads the page.
    test.slow();
    await openOrder(page);
    const longName = `${"my-grandmothers-wedding-photo-from-1978-".repeat(3)}scan.png`;
    await photosField(page).setInputFiles([
      await cameraPhoto("IMG_2041.jpg"),
      smallPng(longName),
      undecodableHeic("IMG_0042.HEIC", 300 * 1024),
    ]);
    await expect(photoList(page).getByText(/making it smaller/)).toHaveCount(0, { timeout: 20_000 });
    const unread = fillIn(orderPhotos.messages.cannotOpen, { name: "IMG_0042.HEIC" });
    await expect(shownMessage(page, unread)).toBeVisible();
    await photoList(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    const [form, button] = await Promise.all([
      theForm(page).boundingBox(),
      removeButton(page, longName).boundingBox(),
    ]);
    expect(button!.x + button!.width).toBeLessThanOrEqual(form!.x + form!.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain field: one photo, sent as it is", async ({ page }) => {
    await page.goto("/order");
    const field = photosField(page);
    await expect(field).toHaveAttribute("name", "attachment");
    await expect(field).toHaveAttribute("accept", "image/*");
    await expect(field).not.toHaveAttribute("multiple");
    await expect(field).toHaveAccessibleDescription(orderPhotos.hint);
    const values = orderValues();
    await fillOrder(page, values);
    const image = pngImage(33, 21);
    await field.setInputFiles({ name: "inspiration.png", mimeType: "image/png", buffer: image });
    await placeOrder(page);
    const record = await findSubmission("fullName", values.fullName);
    expect(record.attachments).toHaveLength(1);
    expect(record.attachments[0]).toMatchObject({ field: "attachment", name: "inspiration.png" });
    expect(Buffer.compare(await attachmentBytes(record, "attachment"), image)).toBe(0);
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
