/** The photo viewer on the design with the most photos; its stepping is unit-tested beside it. */
import type { CDPSession, Locator, Page } from "@playwright/test";
import { designPage, fillIn } from "../../app/content/design-page";
import { designs } from "../../app/content/designs";
import { designSlug } from "../../app/content/slug";
import { expectNoAxeViolations } from "./support/axe";
import { expect, holdFramework, openPage, test } from "./support/fixtures";

const design = [...designs].sort((a, b) => b.photos.length - a.photos.length)[0]!;
const count = design.photos.length;
if (count < 3) throw new Error("The viewer's tests need a design with 3 or more photos.");
const path = `/collection/${designSlug(design)}`;
const labels = designPage.viewer;

/** "Photo 2 of 4": the counter's text and the thumbnails' names. */
const photoName = (n: number, of = count) => fillIn(labels.photo, { n, count: of });
const viewerOf = (page: Page, name = design.name) =>
  page.getByRole("region", { name: fillIn(labels.label, { name }) });
const fullScreenOf = (page: Page) =>
  page.getByRole("dialog", { name: fillIn(labels.label, { name: design.name }) });
const thumbnail = (page: Page, n: number) =>
  viewerOf(page)
    .getByRole("list")
    .getByRole("link", { name: photoName(n), exact: true });

/** The one large photo on show in `scope` (the viewer or the full-screen view) is photo `n`. */
async function expectPhotoShown(scope: Locator, n: number): Promise<void> {
  await expect(scope.getByRole("img"), `photo ${n} is the one on show`).toHaveAccessibleName(
    design.photos[n - 1]!.alt,
  );
  await expect(scope.getByRole("img")).toBeVisible();
}

async function expectShown(page: Page, n: number): Promise<void> {
  await expectPhotoShown(viewerOf(page), n);
  await expect(viewerOf(page).getByRole("status")).toHaveText(photoName(n));
  await expect(thumbnail(page, n)).toHaveAttribute("aria-current", "true");
  await expect(viewerOf(page).locator("[aria-current]")).toHaveCount(1);
}

async function openViewer(page: Page): Promise<Locator> {
  await openPage(page, path);
  return viewerOf(page);
}

/** The large files of photo `n` the page has asked for (thumbnails apart), as its own markup names them. */
async function largeFilesOf(page: Page, n: number, requests: readonly string[]): Promise<string[]> {
  const pathOf = (url: string) => new URL(url, page.url()).pathname;
  const srcsets = await page
    .locator(`#photo-${n} source`)
    .evaluateAll((sources) => sources.map((source) => (source as HTMLSourceElement).srcset));
  const files = srcsets.flatMap((srcset) =>
    srcset.split(",").map((candidate) => pathOf(candidate.trim().split(/\s+/)[0]!)),
  );
  const thumbnails = await viewerOf(page)
    .getByRole("list")
    .locator("source, img")
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("srcset") ?? element.getAttribute("src") ?? ""),
    );
  return requests.filter((request) => files.includes(request) && !thumbnails.map(pathOf).includes(request));
}

function imageRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("the keyboard: arrow keys, Tab and Enter through the viewer", { tag: "@desktop" }, async ({ page }) => {
  const viewer = await openViewer(page);
  await page.keyboard.press("ArrowRight");
  await expectShown(page, 2);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expectShown(page, count);
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Control+ArrowRight");
  await expectShown(page, count);
  await page.keyboard.press("ArrowRight");
  await expectShown(page, 1);
  await page.getByRole("navigation", { name: designPage.breadcrumb.label }).getByRole("link").first().focus();
  await page.keyboard.press("Tab");
  await expect(viewer.getByRole("link", { name: labels.previous })).toBeFocused();
  await page.keyboard.press("Tab");
  const next = viewer.getByRole("link", { name: labels.next });
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expectShown(page, 2);
  // The arrow pressed belonged to the photo now hidden: the focus moved to the same arrow of the new one.
  await expect(next).toBeFocused();
  await page.keyboard.press("Tab");
  const open = viewer.getByRole("button", { name: labels.fullScreen });
  await expect(open).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(thumbnail(page, 1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expectShown(page, 1);
  await expect(thumbnail(page, 1)).toBeFocused();
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(fullScreenOf(page)).toBeVisible();
  await fullScreenOf(page).getByRole("button", { name: labels.close }).click();
  await expect(fullScreenOf(page)).toBeHidden();
  await expect(open).toBeFocused();
});

test("full screen: on the photo on show, covering the screen; Escape gives focus back", async ({ page }) => {
  const viewer = await openViewer(page);
  await viewer.getByRole("link", { name: labels.next }).click();
  await expectShown(page, 2);
  const open = viewer.getByRole("button", { name: labels.fullScreen });
  await open.click();
  const full = fullScreenOf(page);
  await expectPhotoShown(full, 2);
  await expect(full.getByRole("status")).toHaveText(photoName(2));
  const box = await full.boundingBox();
  expect(box && { width: box.width, height: box.height }).toEqual(page.viewportSize());
  await expectNoAxeViolations(page);
  await page.keyboard.press("ArrowRight");
  await expectPhotoShown(full, 3);
  await expect(full.getByRole("status")).toHaveText(photoName(3));
  await full.getByRole("link", { name: labels.previous }).click();
  await expectPhotoShown(full, 2);
  await full.getByRole("link", { name: labels.next }).click();
  await expectPhotoShown(full, 3);
  await page.keyboard.press("Escape");
  await expect(full).toBeHidden();
  await expect(open).toBeFocused();
  await expectShown(page, 3);
});

/** A swipe as the browser's own touch input delivers it (DevTools protocol, trusted events). */
async function swipe(cdp: CDPSession, from: { x: number; y: number }, by: { x: number; y: number }) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let step = 1; step <= 5; step++) {
    const point = { x: from.x + (by.x * step) / 5, y: from.y + (by.y * step) / 5 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test(
  "a sideways swipe moves through the photos, a vertical one not; the next design starts at 1",
  { tag: "@phone" },
  async ({ page }) => {
    const viewer = await openViewer(page);
    const photo = viewer.getByRole("img");
    await photo.scrollIntoViewIfNeeded();
    const box = (await photo.boundingBox())!;
    // The middle of the part on screen, clear of the phone's tab bar.
    const bottom = Math.min(box.y + box.height, page.viewportSize()!.height - 120);
    const middle = { x: box.x + box.width / 2, y: (Math.max(box.y, 0) + bottom) / 2 };
    const cdp = await page.context().newCDPSession(page);
    await swipe(cdp, { x: middle.x + 100, y: middle.y }, { x: -200, y: 10 });
    await expectShown(page, 2);
    await swipe(cdp, { x: middle.x - 100, y: middle.y }, { x: 200, y: 0 });
    await swipe(cdp, { x: middle.x - 100, y: middle.y }, { x: 200, y: 0 });
    await expectShown(page, count);
    await swipe(cdp, { x: middle.x, y: middle.y + 60 }, { x: 30, y: -120 });
    await swipe(cdp, middle, { x: -20, y: 0 });
    await expectShown(page, count);
    await viewer.getByRole("button", { name: labels.fullScreen }).click();
    const full = fullScreenOf(page);
    await expectPhotoShown(full, count);
    const { width, height } = page.viewportSize()!;
    await swipe(cdp, { x: width / 2 + 100, y: height / 2 }, { x: -200, y: 0 });
    await expectPhotoShown(full, 1);
    await page.keyboard.press("Escape");
    // The next design's page opens on its own first photo, whichever this one showed.
    const section = designs.filter((other) => other.section === design.section);
    const next = section[(section.indexOf(design) + 1) % section.length]!;
    await viewer.getByRole("link", { name: labels.previous }).click();
    await expectShown(page, count);
    await page
      .getByRole("navigation", { name: designPage.neighbours.label })
      .getByRole("link", { name: next.name })
      .click();
    await expect(page).toHaveURL(`/collection/${designSlug(next)}`);
    await expect(viewerOf(page, next.name).getByRole("img")).toHaveAccessibleName(next.photos[0]!.alt);
    await expect(viewerOf(page, next.name).getByRole("status")).toHaveText(photoName(1, next.photos.length));
  },
);

test("before the framework only photo 1 loads, and the links work", { tag: "@phone" }, async ({ page }) => {
  const requests = imageRequests(page);
  const framework = await holdFramework(page);
  await page.goto(path);
  // Once every thumbnail is in, the browser has fetched what the page needs now.
  const thumbnails = viewerOf(page).getByRole("list").locator("img");
  const loaded = (images: HTMLImageElement[]) =>
    images.every((image) => image.complete && image.naturalWidth > 0);
  await expect.poll(() => thumbnails.evaluateAll(loaded)).toBe(true);
  await expect.poll(() => largeFilesOf(page, 1, requests)).toHaveLength(1);
  for (let n = 2; n <= count; n++) expect(await largeFilesOf(page, n, requests), `photo ${n}`).toEqual([]);
  // A plain link to #photo-2, which the browser shows (and only then fetches).
  await viewerOf(page).getByRole("link", { name: labels.next }).click();
  await expectPhotoShown(viewerOf(page), 2);
  await expect.poll(() => largeFilesOf(page, 2, requests)).toHaveLength(1);
  const open = viewerOf(page).getByRole("button", { name: labels.fullScreen });
  await open.click();
  await expectPhotoShown(fullScreenOf(page), 2);
  await framework.release();
  await expect(fullScreenOf(page)).toBeVisible();
  await expect(fullScreenOf(page).getByRole("status")).toHaveText(photoName(2));
  for (const n of [1, 3])
    await expect.poll(() => largeFilesOf(page, n, requests), `photo ${n}`).toHaveLength(1);
  await page.keyboard.press("ArrowLeft");
  await expectPhotoShown(fullScreenOf(page), 1);
  await page.keyboard.press("Escape");
  await expect(fullScreenOf(page)).toBeHidden();
  await expect(open).toBeFocused();
  await expectShown(page, 1);
});

test.describe("without JavaScript", { tag: "@phone" }, () => {
  test.use({ javaScriptEnabled: false });
  test("the links, thumbnails and full-screen view work; Share is out of the way", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("button", { name: designPage.actions.share })).toBeHidden();
    const viewer = viewerOf(page);
    await expectPhotoShown(viewer, 1);
    await viewer.getByRole("link", { name: labels.next }).click();
    await expectPhotoShown(viewer, 2);
    await expect(page).toHaveURL(new RegExp(`${path}#photo-2$`));
    await viewer.getByRole("link", { name: labels.previous }).click();
    await viewer.getByRole("link", { name: labels.previous }).click();
    await expectPhotoShown(viewer, count);
    await thumbnail(page, 2).click();
    await expectPhotoShown(viewer, 2);
    await viewer.getByRole("button", { name: labels.fullScreen }).click();
    const full = fullScreenOf(page);
    await expectPhotoShown(full, 2);
    await full.getByRole("link", { name: labels.next }).click();
    await expectPhotoShown(full, 3);
    await page.keyboard.press("Escape");
    await expect(full).toBeHidden();
    await expectPhotoShown(viewer, 3);
    await page.getByRole("link", { name: designPage.actions.order }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Place an Order");
  });
});
