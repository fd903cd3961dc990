/**
 * The photo viewer on a design's page: a large photo, thumbnails, previous/next, arrow keys, swipes
 * (touch input as the browser delivers it and TouchEvents dispatched by script) and a full-screen
 * view that closes on Escape and gives focus back. The previous/next links work before the
 * framework runs and without script; each large photo is fetched only when it is about to be
 * shown. The design is read from the content: the first with the most photos.
 *
 * Each behaviour is tested at the size it belongs to: the mouse and the keyboard at the desktop's
 * (tagged @desktop), touch, what loads on a phone and the page without script at the phone's
 * (@phone); the full-screen view and axe at both.
 */
import type { CDPSession, Locator, Page } from "@playwright/test";
import { designPage, fillIn } from "../../app/content/design-page";
import { designs } from "../../app/content/designs";
import { designSlug } from "../../app/content/slug";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";
import { holdFramework } from "./support/framework-gate";

const design = [...designs].sort((a, b) => b.photos.length - a.photos.length)[0];
if (!design || design.photos.length < 3)
  throw new Error("The viewer's tests need a design with 3 or more photos.");
const count = design.photos.length;
const path = `/collection/${designSlug(design)}`;
const labels = designPage.viewer;
const last = count;

/** "Photo 2 of 4": the counter's text and the thumbnails' names. */
const photoName = (n: number) => fillIn(labels.photo, { n, count });
const altOf = (n: number) => design.photos[n - 1]?.alt ?? "";
/** The photos next to `n`, going round the ends. */
const neighboursOf = (n: number) => [((n + count - 2) % count) + 1, (n % count) + 1];

function viewerOf(page: Page): Locator {
  return page.getByRole("region", { name: fillIn(labels.label, { name: design!.name }) });
}

function fullScreenOf(page: Page): Locator {
  return page.getByRole("dialog", { name: fillIn(labels.label, { name: design!.name }) });
}

function thumbnail(page: Page, n: number): Locator {
  return viewerOf(page)
    .getByRole("list")
    .getByRole("link", { name: photoName(n), exact: true });
}

/** The one large photo on show in `scope` (the viewer or the full-screen view), and its number. */
async function expectPhotoShown(scope: Locator, n: number): Promise<void> {
  const shown = scope.getByRole("img");
  await expect(shown, `photo ${n} is the one on show`).toHaveCount(1);
  await expect(shown).toHaveAccessibleName(altOf(n));
  await expect(shown).toBeVisible();
}

async function expectShown(page: Page, n: number): Promise<void> {
  const viewer = viewerOf(page);
  await expectPhotoShown(viewer, n);
  await expect(viewer.getByRole("status")).toHaveText(photoName(n));
  await expect(thumbnail(page, n)).toHaveAttribute("aria-current", "true");
  await expect(viewer.locator("[aria-current]")).toHaveCount(1);
}

async function openViewer(page: Page, address = path): Promise<Locator> {
  await page.goto(address);
  await waitForHydration(page);
  return viewerOf(page);
}

/** Every image the page asks for, by path, in order. */
function recordImageRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

interface PhotoFiles {
  /** Per photo (index 0 is photo 1): every file of its large picture, and the largest one. */
  large: { all: string[]; largest: string }[];
  thumbnails: string[];
}

/** The files behind each photo, as the page's own markup names them. */
async function photoFiles(page: Page): Promise<PhotoFiles> {
  const large = [];
  for (let n = 1; n <= count; n++) {
    large.push(
      await page.locator(`#photo-${n}`).evaluate((slide) => {
        const candidates = [...slide.querySelectorAll("source")].flatMap((source) =>
          source.srcset.split(",").map((candidate) => {
            const [url = "", width = "0"] = candidate.trim().split(/\s+/);
            return {
              path: new URL(url, location.href).pathname,
              width: Number.parseInt(width, 10),
              type: source.type,
            };
          }),
        );
        const avif = candidates.filter((candidate) => candidate.type === "image/avif");
        const largest = avif.reduce((a, b) => (b.width > a.width ? b : a));
        return { all: candidates.map((candidate) => candidate.path), largest: largest.path };
      }),
    );
  }
  const thumbnails = await viewerOf(page)
    .getByRole("list")
    .getByRole("link")
    .evaluateAll((links) =>
      links.flatMap((link) =>
        [...link.querySelectorAll("source, img")].map(
          (element) =>
            new URL(element.getAttribute("srcset") ?? element.getAttribute("src") ?? "", location.href)
              .pathname,
        ),
      ),
    );
  return { large, thumbnails };
}

/** The large files of photo `n` the page has asked for so far (thumbnails apart). */
function largeRequested(requests: readonly string[], files: PhotoFiles, n: number): string[] {
  return requests.filter((url) => files.large[n - 1]?.all.includes(url) && !files.thumbnails.includes(url));
}

/** The file an image shows (by path), or "" while the browser has not chosen one yet. */
function fileShown(image: Locator): Promise<string> {
  return image.evaluate((element: HTMLImageElement) =>
    element.currentSrc ? new URL(element.currentSrc).pathname : "",
  );
}

/** Resolves once every thumbnail has loaded: the browser has decided what the page needs now. */
async function thumbnailsLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      viewerOf(page)
        .getByRole("list")
        .getByRole("link")
        .evaluateAll((links) =>
          links.every((link) => {
            const image = link.querySelector("img");
            return image !== null && image.complete && image.naturalWidth > 0;
          }),
        ),
    )
    .toBe(true);
}

test.describe("The design viewer with a mouse", { tag: "@desktop" }, () => {
  test("next, previous and the thumbnails change the photo on show, its counter and the marked thumbnail", async ({
    page,
  }) => {
    const viewer = await openViewer(page);
    await expectShown(page, 1);
    await expect(viewer.getByRole("list").getByRole("link")).toHaveCount(count);

    await viewer.getByRole("link", { name: labels.next }).click();
    await expectShown(page, 2);
    await expect(page).toHaveURL(new RegExp(`${path}#photo-2$`));
    await viewer.getByRole("link", { name: labels.previous }).click();
    await expectShown(page, 1);
    // Round the ends, both ways.
    await viewer.getByRole("link", { name: labels.previous }).click();
    await expectShown(page, last);
    await viewer.getByRole("link", { name: labels.next }).click();
    await expectShown(page, 1);

    await thumbnail(page, 3).click();
    await expectShown(page, 3);
    await expect(page).toHaveURL(new RegExp(`${path}#photo-3$`));
  });

  test("an address naming a photo opens on it, before and after the framework runs", async ({ page }) => {
    const gate = await holdFramework(page);
    await page.goto(`${path}#photo-3`);
    await expectPhotoShown(viewerOf(page), 3);
    await gate.release();
    await expectShown(page, 3);
    await viewerOf(page).getByRole("link", { name: labels.next }).click();
    await expectShown(page, 4 <= count ? 4 : 1);
  });
});

test.describe("The design viewer between designs", { tag: "@phone" }, () => {
  const section = designs.filter((other) => other.section === design.section);
  const next = section[(section.indexOf(design) + 1) % section.length];

  test("the next design's page opens on its own first photo, wherever the last one was", async ({ page }) => {
    if (!next || next === design) throw new Error("The viewer's design needs another design in its section.");
    const viewer = await openViewer(page);
    await viewer.getByRole("link", { name: labels.previous }).click();
    await expectShown(page, last);
    await page
      .getByRole("navigation", { name: designPage.neighbours.label })
      .getByRole("link", { name: new RegExp(`${next.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
      .click();
    await expect(page).toHaveURL(`/collection/${designSlug(next)}`);
    const nextViewer = page.getByRole("region", { name: fillIn(labels.label, { name: next.name }) });
    await expect(nextViewer.getByRole("img")).toHaveAccessibleName(next.photos[0]?.alt ?? "");
    await expect(nextViewer.getByRole("status")).toHaveText(
      fillIn(labels.photo, { n: 1, count: next.photos.length }),
    );
  });
});

test.describe("The design viewer with a keyboard", { tag: "@desktop" }, () => {
  test("arrow keys move through the photos from the page, but not with a modifier held", async ({ page }) => {
    await openViewer(page);
    await page.keyboard.press("ArrowRight");
    await expectShown(page, 2);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectShown(page, last);
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Control+ArrowRight");
    await expectShown(page, last);
    await page.keyboard.press("ArrowRight");
    await expectShown(page, 1);
  });

  test("Tab reaches previous, next, full screen and the thumbnails; Enter uses them; focus stays on the arrow", async ({
    page,
  }) => {
    const viewer = await openViewer(page);
    await page
      .getByRole("navigation", { name: designPage.breadcrumb.label })
      .getByRole("link")
      .first()
      .focus();
    await page.keyboard.press("Tab");
    await expect(viewer.getByRole("link", { name: labels.previous })).toBeFocused();
    await page.keyboard.press("Tab");
    const next = viewer.getByRole("link", { name: labels.next });
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expectShown(page, 2);
    // The arrow pressed belonged to the photo now hidden: focus moved to the same arrow of the new one.
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expectShown(page, 3);
    await page.keyboard.press("ArrowLeft");
    await expectShown(page, 2);
    await expect(next).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(viewer.getByRole("button", { name: labels.fullScreen })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(thumbnail(page, 1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectShown(page, 1);
    await expect(thumbnail(page, 1)).toBeFocused();
  });
});

/** A swipe as the browser's own touch input delivers it (DevTools protocol, trusted events). */
async function realSwipe(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let step = 1; step <= 5; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / 5, y: from.y + ((to.y - from.y) * step) / 5 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** A swipe as Playwright's touch-events guide dispatches it: TouchEvents, the last without touches. */
async function dispatchedSwipe(target: Locator, dx: number, dy: number) {
  const { x, y } = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  const touches = (at: number) => [{ identifier: 0, clientX: x + (dx * at) / 5, clientY: y + (dy * at) / 5 }];
  await target.dispatchEvent("touchstart", {
    touches: touches(0),
    changedTouches: touches(0),
    targetTouches: touches(0),
  });
  for (let step = 1; step <= 5; step++) {
    await target.dispatchEvent("touchmove", {
      touches: touches(step),
      changedTouches: touches(step),
      targetTouches: touches(step),
    });
  }
  await target.dispatchEvent("touchend");
}

test.describe("The design viewer on a touch screen", { tag: "@phone" }, () => {
  test("a sideways swipe on the photo moves through them; a vertical one does not", async ({ page }) => {
    const viewer = await openViewer(page);
    const photo = viewer.getByRole("img");
    await photo.scrollIntoViewIfNeeded();
    const box = await photo.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("The photo on show has no box.");
    // The middle of the part on screen, clear of the phone's tab bar.
    const bottom = Math.min(box.y + box.height, viewport.height - 120);
    const middle = { x: box.x + box.width / 2, y: (Math.max(box.y, 0) + bottom) / 2 };
    const cdp = await page.context().newCDPSession(page);
    await realSwipe(cdp, { x: middle.x + 100, y: middle.y }, { x: middle.x - 100, y: middle.y + 10 });
    await expectShown(page, 2);
    await realSwipe(cdp, { x: middle.x - 100, y: middle.y }, { x: middle.x + 100, y: middle.y });
    await realSwipe(cdp, { x: middle.x - 100, y: middle.y }, { x: middle.x + 100, y: middle.y });
    await expectShown(page, last);
    await realSwipe(cdp, { x: middle.x, y: middle.y + 60 }, { x: middle.x + 30, y: middle.y - 60 });
    await realSwipe(cdp, { x: middle.x, y: middle.y }, { x: middle.x - 20, y: middle.y });
    await expectShown(page, last);
  });

  test("swipes dispatched as TouchEvents work on the photo and in the full-screen view", async ({ page }) => {
    const viewer = await openViewer(page);
    await dispatchedSwipe(viewer.getByRole("img"), -150, 8);
    await expectShown(page, 2);
    await dispatchedSwipe(viewer.getByRole("img"), 150, 0);
    await expectShown(page, 1);
    await dispatchedSwipe(viewer.getByRole("img"), 20, 150);
    await expectShown(page, 1);

    await viewer.getByRole("button", { name: labels.fullScreen }).click();
    const full = fullScreenOf(page);
    await expectPhotoShown(full, 1);
    await dispatchedSwipe(full.getByRole("img"), -150, 0);
    await expectPhotoShown(full, 2);
    await expect(full.getByRole("status")).toHaveText(photoName(2));
  });
});

test.describe("The full-screen view", () => {
  test("opens on the photo on show; arrows, its links and its counter work; Escape closes and gives focus back", async ({
    page,
  }) => {
    const viewer = await openViewer(page);
    await page.keyboard.press("ArrowRight");
    await expectShown(page, 2);
    const open = viewer.getByRole("button", { name: labels.fullScreen });
    await open.click();
    const full = fullScreenOf(page);
    await expect(full).toBeVisible();
    await expectPhotoShown(full, 2);
    await expect(full.getByRole("status")).toHaveText(photoName(2));
    // It covers the screen.
    const box = await full.boundingBox();
    expect(box && { width: box.width, height: box.height }).toEqual(page.viewportSize());

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

  test(
    "opened from the keyboard, its close button gives focus back too",
    { tag: "@desktop" },
    async ({ page }) => {
      const viewer = await openViewer(page);
      const open = viewer.getByRole("button", { name: labels.fullScreen });
      await open.focus();
      await page.keyboard.press("Enter");
      const full = fullScreenOf(page);
      await expect(full).toBeVisible();
      await full.getByRole("button", { name: labels.close }).click();
      await expect(full).toBeHidden();
      await expect(open).toBeFocused();
    },
  );

  test(
    "opened by the browser before the framework runs, it stays open and gains its controls when it arrives",
    { tag: "@phone" },
    async ({ page }) => {
      const gate = await holdFramework(page);
      await page.goto(path);
      const open = viewerOf(page).getByRole("button", { name: labels.fullScreen });
      await open.click();
      const full = fullScreenOf(page);
      await expect(full).toBeVisible();
      await expectPhotoShown(full, 1);
      await gate.release();
      await expect(full).toBeVisible();
      await expect(full.getByRole("status")).toHaveText(photoName(1));
      await page.keyboard.press("ArrowLeft");
      await expectPhotoShown(full, last);
      await page.keyboard.press("Escape");
      await expect(full).toBeHidden();
      await expect(open).toBeFocused();
      await expectShown(page, last);
    },
  );
});

test.describe("Loading the photos", () => {
  test(
    "before the framework only photo 1's large image loads; a photo loads when shown; its neighbours once the framework runs",
    { tag: "@phone" },
    async ({ page }) => {
      const requests = recordImageRequests(page);
      const gate = await holdFramework(page);
      await page.goto(path);
      const files = await photoFiles(page);
      await thumbnailsLoaded(page);
      expect(largeRequested(requests, files, 1)).toHaveLength(1);
      for (let n = 2; n <= count; n++) expect(largeRequested(requests, files, n), `photo ${n}`).toEqual([]);

      // The framework is still held: the link is a plain link to #photo-2.
      await viewerOf(page).getByRole("link", { name: labels.next }).click();
      await expectPhotoShown(viewerOf(page), 2);
      await expect.poll(() => largeRequested(requests, files, 2)).toHaveLength(1);

      await gate.release();
      await expectShown(page, 2);
      for (const n of neighboursOf(2)) {
        await expect.poll(() => largeRequested(requests, files, n), `neighbour ${n}`).toHaveLength(1);
      }
      for (let n = 1; n <= count; n++) {
        if (n !== 2 && !neighboursOf(2).includes(n))
          expect(largeRequested(requests, files, n), `photo ${n}`).toEqual([]);
      }
    },
  );

  test(
    "a visitor who only looks at the first photo downloads no other; reaching for the viewer loads its neighbours",
    { tag: "@phone" },
    async ({ page }) => {
      const requests = recordImageRequests(page);
      const viewer = await openViewer(page);
      const files = await photoFiles(page);
      await thumbnailsLoaded(page);
      await page.waitForLoadState("networkidle");
      expect(largeRequested(requests, files, 1)).toHaveLength(1);
      for (let n = 2; n <= count; n++) expect(largeRequested(requests, files, n), `photo ${n}`).toEqual([]);

      await viewer.getByRole("link", { name: labels.next }).focus();
      for (const n of neighboursOf(1)) {
        await expect.poll(() => largeRequested(requests, files, n), `neighbour ${n}`).toHaveLength(1);
      }
    },
  );

  test.describe("at a desktop's full-screen size", { tag: "@desktop" }, () => {
    // One CSS pixel per device pixel: the full-screen file is larger than the one beside the details.

    test("the full-screen files load only when the view opens, for the photo on show and its neighbours", async ({
      page,
    }) => {
      const requests = recordImageRequests(page);
      const viewer = await openViewer(page);
      const files = await photoFiles(page);
      await thumbnailsLoaded(page);
      // The pointer reaching the photo is the visitor's first sign of browsing: the neighbours follow.
      await viewer.getByRole("img").hover();
      for (const n of neighboursOf(1)) {
        await expect.poll(() => largeRequested(requests, files, n), `neighbour ${n}`).toHaveLength(1);
      }
      await expect.poll(() => fileShown(viewer.getByRole("img"))).not.toBe("");
      const onStage = await fileShown(viewer.getByRole("img"));
      const fullSize = files.large.map((photo) => photo.largest);
      expect(onStage, "the photo beside the details is not the full-screen file").not.toBe(fullSize[0]);
      for (const file of fullSize) expect(requests).not.toContain(file);

      await viewer.getByRole("button", { name: labels.fullScreen }).click();
      const shown = fullScreenOf(page).getByRole("img");
      await expect(shown).toHaveAccessibleName(altOf(1));
      await expect.poll(() => fileShown(shown)).toBe(fullSize[0]);
      for (const n of [1, ...neighboursOf(1)]) {
        await expect.poll(() => requests, `full-screen file of photo ${n}`).toContain(fullSize[n - 1]);
      }
      for (let n = 1; n <= count; n++) {
        if (n !== 1 && !neighboursOf(1).includes(n))
          expect(requests, `photo ${n}`).not.toContain(fullSize[n - 1]);
      }
    });
  });
});

test.describe("The design viewer without JavaScript", { tag: "@phone" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the previous/next links and thumbnails show each photo, and the full-screen view opens and closes", async ({
    page,
  }) => {
    const requests = recordImageRequests(page);
    await page.goto(path);
    const viewer = viewerOf(page);
    await expectPhotoShown(viewer, 1);
    await viewer.getByRole("link", { name: labels.next }).click();
    await expectPhotoShown(viewer, 2);
    await expect(page).toHaveURL(new RegExp(`${path}#photo-2$`));
    await viewer.getByRole("link", { name: labels.previous }).click();
    await viewer.getByRole("link", { name: labels.previous }).click();
    await expectPhotoShown(viewer, last);
    await thumbnail(page, 2).click();
    await expectPhotoShown(viewer, 2);

    // Without script the browser loads every image in the page at once (lazy loading needs script,
    // by the standard): the large ones once each, at the size beside the details, never larger.
    const files = await photoFiles(page);
    await thumbnailsLoaded(page);
    const onStage = await page
      .locator("[id^='photo-'] img")
      .evaluateAll((images: HTMLImageElement[]) => images.map((image) => new URL(image.currentSrc).pathname));
    const seen = [...requests];
    expect(seen).toEqual(expect.arrayContaining(onStage));
    for (const url of seen)
      expect([...onStage, ...files.thumbnails], "a file at another size").toContain(url);

    await viewer.getByRole("button", { name: labels.fullScreen }).click();
    const full = fullScreenOf(page);
    await expect(full).toBeVisible();
    await expectPhotoShown(full, 2);
    await full.getByRole("link", { name: labels.next }).click();
    await expectPhotoShown(full, 3);
    await page.keyboard.press("Escape");
    await expect(full).toBeHidden();
    await expectPhotoShown(viewer, 3);
    expect(new Set(requests), "the full-screen view fetched nothing more").toEqual(new Set(seen));
  });
});

test.describe("The design viewer's accessibility", () => {
  test("axe finds nothing on the viewer, nor with the full-screen view open", async ({ page }) => {
    const viewer = await openViewer(page);
    await expectNoAxeViolations(page);
    await viewer.getByRole("button", { name: labels.fullScreen }).click();
    await expect(fullScreenOf(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
