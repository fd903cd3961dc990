/**
 * The order form's photo, once chosen: a thumbnail, its name and size, and a Remove button that
 * empties the field and hands the focus back to it. A refused file shows its problem and no
 * preview; the preview changes nothing about what is sent or kept in the draft.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { chosenFiles, fillOrder, orderFields, orderFormValues, orderValues, pngImage } from "./support/forms";
import { findSubmission, readAttachment } from "./support/inbox";

function theForm(page: Page): Locator {
  return page.getByRole("main").locator("form");
}

function thumbnail(page: Page, name: string): Locator {
  return theForm(page).getByRole("img", { name: `Preview of ${name}` });
}

/**
 * The file's name as the preview shows it. (The Remove button says the name too, to assistive
 * technology only: this is the one on screen, which carries the whole name as its title.)
 */
function shownName(page: Page, name: string): Locator {
  return theForm(page).getByTitle(name, { exact: true });
}

function removeButton(page: Page, name: string): Locator {
  return theForm(page).getByRole("button", { name: `Remove ${name}` });
}

/** A real PNG of exactly `bytes` bytes: the picture, then padding after its end, which viewers skip. */
function pngOfSize(bytes: number): Buffer {
  const image = pngImage(48, 36);
  return Buffer.concat([image, Buffer.alloc(bytes - image.length, 0)]);
}

/** The width of the picture an `<img>` shows, once it has been drawn (0 before). */
function drawnWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

async function openOrder(page: Page): Promise<void> {
  await page.goto("/order");
  await waitForHydration(page);
}

test.describe("The chosen photo is previewed", () => {
  test("a thumbnail, the file's name and its size in KB", async ({ page }) => {
    await openOrder(page);
    await orderFields(page).attachment.setInputFiles({
      name: "aso-oke-sketch.png",
      mimeType: "image/png",
      buffer: pngOfSize(340 * 1024),
    });
    const image = thumbnail(page, "aso-oke-sketch.png");
    await expect(image).toBeVisible();
    // A small copy of the file, drawn in the page (the site's policy allows images from data: only).
    await expect(image).toHaveAttribute("src", /^data:image\//);
    await expect.poll(() => drawnWidth(image), { message: "the thumbnail is the file's picture" }).toBe(48);
    await expect(shownName(page, "aso-oke-sketch.png")).toHaveText("aso-oke-sketch.png");
    await expect(shownName(page, "aso-oke-sketch.png")).toBeVisible();
    await expect(theForm(page).getByText("340 KB", { exact: true })).toBeVisible();
    await expect(removeButton(page, "aso-oke-sketch.png")).toBeVisible();
  });

  test("a larger photo's size reads in MB", async ({ page }) => {
    await openOrder(page);
    await orderFields(page).attachment.setInputFiles({
      name: "wedding.png",
      mimeType: "image/png",
      buffer: pngOfSize(Math.round(1.2 * 1024 * 1024)),
    });
    await expect(theForm(page).getByText("1.2 MB", { exact: true })).toBeVisible();
  });

  test("Remove empties the field, takes the preview away and puts the focus back on the field", async ({
    page,
  }) => {
    await openOrder(page);
    const field = orderFields(page).attachment;
    await field.setInputFiles({ name: "sketch.png", mimeType: "image/png", buffer: pngImage() });
    await expect(thumbnail(page, "sketch.png")).toBeVisible();

    await removeButton(page, "sketch.png").click();
    expect(await chosenFiles(page)).toEqual([]);
    await expect(thumbnail(page, "sketch.png")).toHaveCount(0);
    await expect(theForm(page).getByText("sketch.png")).toHaveCount(0);
    await expect(removeButton(page, "sketch.png")).toHaveCount(0);
    await expect(field).toBeFocused();
  });

  test("from the keyboard: Remove is reached with Tab and pressed with Enter", async ({ page }) => {
    await openOrder(page);
    const field = orderFields(page).attachment;
    await field.setInputFiles({ name: "sketch.png", mimeType: "image/png", buffer: pngImage() });
    await field.focus();
    await page.keyboard.press("Tab");
    await expect(removeButton(page, "sketch.png")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(field).toBeFocused();
    expect(await chosenFiles(page)).toEqual([]);
  });

  test("choosing another photo replaces the preview", async ({ page }) => {
    await openOrder(page);
    const field = orderFields(page).attachment;
    await field.setInputFiles({ name: "first.png", mimeType: "image/png", buffer: pngImage() });
    await expect(thumbnail(page, "first.png")).toBeVisible();
    await field.setInputFiles({ name: "second.png", mimeType: "image/png", buffer: pngImage(30, 30) });
    const second = thumbnail(page, "second.png");
    await expect(second).toBeVisible();
    await expect.poll(() => drawnWidth(second)).toBe(30);
    await expect(thumbnail(page, "first.png")).toHaveCount(0);
    await expect(theForm(page).getByText("first.png")).toHaveCount(0);
    await expect(theForm(page).getByRole("img")).toHaveCount(1);
  });

  test("a long name is cut short on screen, whole for assistive technology and on hover", async ({
    page,
  }) => {
    await openOrder(page);
    const name = `${"my-grandmothers-wedding-photo-from-1978-".repeat(4)}scan.png`;
    await orderFields(page).attachment.setInputFiles({ name, mimeType: "image/png", buffer: pngImage() });
    const shown = shownName(page, name);
    await expect(shown).toBeVisible();
    await expect(shown).toHaveText(name);
    expect(
      await shown.evaluate((element) => element.scrollWidth > element.clientWidth),
      "the name is truncated",
    ).toBe(true);
    await expect(removeButton(page, name)).toBeVisible();
    // Nothing spills out of the form: the preview fits the field's width.
    const [form, button] = await Promise.all([
      theForm(page).boundingBox(),
      removeButton(page, name).boundingBox(),
    ]);
    expect(button!.x + button!.width).toBeLessThanOrEqual(form!.x + form!.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });

  test("a photo the browser cannot draw still shows its name and size, without a thumbnail", async ({
    page,
  }) => {
    await openOrder(page);
    await orderFields(page).attachment.setInputFiles({
      name: "IMG_2041.HEIC",
      mimeType: "image/heic",
      buffer: Buffer.alloc(2048, 9),
    });
    await expect(shownName(page, "IMG_2041.HEIC")).toBeVisible();
    await expect(theForm(page).getByText("2 KB", { exact: true })).toBeVisible();
    await expect(theForm(page).getByRole("img", { name: /IMG_2041/ })).toHaveCount(0);
    await expect(removeButton(page, "IMG_2041.HEIC")).toBeVisible();
  });
});

test.describe("A refused file shows its problem and no preview", () => {
  const refused = [
    {
      title: "a file that is not an image",
      file: { name: "measurements.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") },
      message: /not an image/i,
    },
    {
      title: "an image over 5 MB",
      file: { name: "huge.png", mimeType: "image/png", buffer: pngOfSize(6 * 1024 * 1024) },
      message: /larger than 5 MB/i,
    },
  ];

  for (const { title, file, message } of refused) {
    test(`${title}: the message, no preview; a good photo then gets one`, async ({ page }) => {
      await openOrder(page);
      const field = orderFields(page).attachment;
      await field.setInputFiles({ name: "good.png", mimeType: "image/png", buffer: pngImage() });
      await expect(thumbnail(page, "good.png")).toBeVisible();

      await field.setInputFiles(file);
      await expect(theForm(page).getByText(message)).toBeVisible();
      await expect(theForm(page).getByRole("img")).toHaveCount(0);
      await expect(theForm(page).getByText(file.name)).toHaveCount(0);
      await expect(theForm(page).getByRole("button", { name: /^Remove/ })).toHaveCount(0);

      await field.setInputFiles({ name: "better.png", mimeType: "image/png", buffer: pngImage() });
      await expect(theForm(page).getByText(message)).toHaveCount(0);
      await expect(thumbnail(page, "better.png")).toBeVisible();
    });
  }
});

test.describe("The preview changes nothing about the order", () => {
  test("the previewed photo is sent with the order, byte for byte, and the draft keeps the text", async ({
    page,
  }) => {
    await openOrder(page);
    const values = orderValues();
    await fillOrder(page, values);
    const image = pngImage(40, 30);
    await orderFields(page).attachment.setInputFiles({
      name: "inspiration.png",
      mimeType: "image/png",
      buffer: image,
    });
    await expect(thumbnail(page, "inspiration.png")).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    expect(await orderFormValues(page)).toEqual(values);
    expect(await chosenFiles(page), "files are never stored").toEqual([]);
    await expect(theForm(page).getByRole("img")).toHaveCount(0);

    await orderFields(page).attachment.setInputFiles({
      name: "inspiration.png",
      mimeType: "image/png",
      buffer: image,
    });
    await expect(thumbnail(page, "inspiration.png")).toBeVisible();
    await theForm(page)
      .getByRole("button", { name: /place order/i })
      .click();
    await expect(page).toHaveURL("/thank-you");
    const record = await findSubmission("fullName", values.fullName);
    expect(record.attachments).toHaveLength(1);
    const [stored] = record.attachments;
    expect(stored).toMatchObject({ field: "attachment", name: "inspiration.png", size: image.length });
    expect(Buffer.compare(await readAttachment(record, stored!), image)).toBe(0);
  });

  test("a removed photo is not sent", async ({ page }) => {
    await openOrder(page);
    const values = orderValues();
    await fillOrder(page, values);
    await orderFields(page).attachment.setInputFiles({
      name: "sketch.png",
      mimeType: "image/png",
      buffer: pngImage(),
    });
    await removeButton(page, "sketch.png").click();
    await theForm(page)
      .getByRole("button", { name: /place order/i })
      .click();
    await expect(page).toHaveURL("/thank-you");
    const record = await findSubmission("fullName", values.fullName);
    expect(record.fields).toEqual({ ...values });
    expect(record.attachments).toEqual([]);
  });
});
