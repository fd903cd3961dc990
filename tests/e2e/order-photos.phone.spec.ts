/** The order form's photos made small on the phone and sent; the list is unit-tested. */
import { randomBytes } from "node:crypto";
import { fillIn } from "../../app/content/design-page";
import { orderPhotos } from "../../app/content/order-photos";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, openPage, test } from "./support/fixtures";
import {
  expectNextTo,
  fillOrder,
  findSubmission,
  orderThankYou,
  photosField,
  placeOrderButton,
  readAttachment,
  submissionsWith,
  theForm,
} from "./support/forms";
import { cameraPhoto, expectMadeSmall, pngPhoto, redAtTheTop, sidewaysPhoto } from "./support/photos";

/** The photos the order's draft holds in the phone's IndexedDB; `clear` empties it, as an evicted store is. */
const draftPhotos = (page: Page, clear = false) =>
  page.evaluate(
    (clearing) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("ivory-adire-order-draft");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const store = opening.result.transaction("photos", "readwrite").objectStore("photos");
          const request = clearing ? store.clear() : store.get("draft");
          request.onsuccess = () => {
            opening.result.close();
            resolve((request.result as { photos?: unknown[] } | undefined)?.photos?.length ?? 0);
          };
        };
      }),
    clear,
  );

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

test("photos are made small on the phone: upright, 2,000 px, no camera data, named", async ({ page }) => {
  test.slow();
  const values = await fillOrder(page, {}, "/order");
  await photosField(page).setInputFiles([
    await cameraPhoto(),
    await sidewaysPhoto(),
    await pngPhoto("sketch.png", 400, 300),
  ]);
  const list = theForm(page).getByRole("list", { name: orderPhotos.list });
  // Each camera photo says what it will be sent as: "3.5 MB → 206 KB".
  await expect(list.getByText(/^[\d.]+ MB → \d+ KB$/)).toHaveCount(2, { timeout: 30_000 });
  await expect(list.getByRole("img", { name: "Preview of IMG_2043.jpg" })).toHaveAttribute(
    "src",
    /^data:image\/jpeg/,
  );
  await list
    .getByRole("combobox", { name: `${orderPhotos.kindLabel} sketch.png` })
    .selectOption({ label: orderPhotos.kinds.other });
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  const record = await findSubmission("fullName", values.fullName);
  expect(record.attachments.map(({ field, name, type }) => `${field}=${name} ${type}`)).toEqual([
    "attachment=inspiration-1.jpg image/jpeg",
    "attachment2=fabric-2.jpg image/jpeg",
    "attachment3=other-3.jpg image/jpeg",
  ]);
  const [camera, sideways] = await Promise.all(
    record.attachments.map((file) => readAttachment(record, file)),
  );
  await expectMadeSmall(camera!, { width: 2000, height: 1500 });
  await expectMadeSmall(sideways!, { width: 1500, height: 2000 });
  expect(await redAtTheTop(sideways!), "the photo held upright arrives upright").toBe(true);
  // A multipart post carries a field's line breaks as CRLF.
  expect(record.fields.photos?.split(/\r?\n/)).toEqual([
    expect.stringMatching(/^attachment: Inspiration \(IMG_2041\.jpg, 2000×1500, \d+ KB\)$/),
    expect.stringMatching(/^attachment2: Fabric \(IMG_2043\.jpg, 1500×2000, \d+ KB\)$/),
    expect.stringMatching(/^attachment3: Other \(sketch\.png, 400×300, \d+ (KB|bytes)\)$/),
  ]);
});

test("a file that cannot be sent is named beside the field and stops the send", async ({ page }) => {
  const values = await fillOrder(page, {}, "/order");
  // A phone's "Files" picker offers any file, whatever the field accepts; this Chrome cannot open HEIC.
  const longName = `${"my-grandmothers-wedding-photo-from-1978-".repeat(3)}scan.png`;
  await photosField(page).setInputFiles([
    await pngPhoto("sketch.png"),
    await pngPhoto(longName, 40, 30),
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Bust 92, waist 76\n") },
    { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: randomBytes(300 * 1024) },
  ]);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const notPhoto = fillIn(orderPhotos.messages.notImage, { name: "notes.txt" });
  const unreadable = fillIn(orderPhotos.messages.cannotOpen, { name: "IMG_0042.HEIC" });
  await expect(photosField(page)).toHaveAccessibleDescription(escaped(unreadable));
  await placeOrderButton(page).click();
  await theForm(page)
    .getByRole("link", { name: /^Photos \(optional\): notes\.txt is not a photo/ })
    .click();
  await expect(photosField(page)).toBeFocused();
  await expect(photosField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(photosField(page)).toHaveAccessibleDescription(escaped(notPhoto));
  // Shown under the picker: the summary and the status region (out of sight) say it too.
  await expectNextTo(
    theForm(page).locator("p:not([role=status])").filter({ hasText: notPhoto }),
    theForm(page).getByText(orderPhotos.add, { exact: true }),
  );
  await expect(placeOrderButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/order$/);
  expect(posts, "nothing left the phone").toEqual([]);
  expect(await submissionsWith("fullName", values.fullName)).toEqual([]);
  // At a phone's width nothing spills out of the form, long names included, and axe finds nothing.
  const remove = (name: string) =>
    theForm(page).getByRole("button", { name: `${orderPhotos.remove} ${name}`, exact: true });
  const [form, button] = await Promise.all([theForm(page).boundingBox(), remove(longName).boundingBox()]);
  expect(button!.x + button!.width).toBeLessThanOrEqual(form!.x + form!.width + 1);
  await expectNoAxeViolations(page);
  await remove("notes.txt").click();
  await remove("IMG_0042.HEIC").click();
  await expect(photosField(page)).not.toHaveAttribute("aria-invalid");
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  const record = await findSubmission("fullName", values.fullName);
  expect(record.attachments.map(({ field, name }) => `${field}=${name}`)).toEqual([
    "attachment=inspiration-1.jpg",
    "attachment2=fabric-2.jpg",
  ]);
  expect(record.fields.photos).not.toMatch(/notes\.txt|HEIC/);
});

test("the photos picked stay with the draft across a reload, or the note says to add them again", async ({
  page,
}) => {
  const values = await fillOrder(page, {}, "/order");
  await photosField(page).setInputFiles([await pngPhoto("lace.png", 40, 30), await pngPhoto("aso-oke.png")]);
  const list = theForm(page).getByRole("list", { name: orderPhotos.list });
  await expect(list.getByRole("img", { name: /^Preview of / })).toHaveCount(2);
  await expect(theForm(page).getByText("2 photos chosen.", { exact: true })).toBeVisible();
  await expect.poll(() => draftPhotos(page)).toBe(2);
  await openPage(page);
  await expect(
    page.getByRole("status").filter({ hasText: "We kept what you typed last time, and your 2 photos." }),
  ).toBeVisible();
  await expect(list.getByRole("img", { name: "Preview of lace.png" })).toBeVisible();
  await list.getByRole("button", { name: `${orderPhotos.remove} aso-oke.png` }).click();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  const record = await findSubmission("fullName", values.fullName);
  expect(record.attachments.map(({ name }) => name)).toEqual(["inspiration-1.jpg"]);
  // Photos the phone could not keep are not passed over in silence.
  await fillOrder(page, {}, "/order");
  await photosField(page).setInputFiles(await pngPhoto("lace.png"));
  await expect.poll(() => draftPhotos(page)).toBe(1);
  await draftPhotos(page, true);
  await openPage(page);
  await expect(
    page.getByRole("status").filter({ hasText: "but not your photos: please add them again" }),
  ).toBeVisible();
});
