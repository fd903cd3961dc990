/** The content editor at /admin/ in local mode, saving into a copy (support/editor-workspace.ts). */
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { type EditorWorkspace, openEditorWorkspace } from "./support/editor-workspace";
import { expect, test } from "./support/fixtures";

test.describe.configure({ mode: "serial" });

let workspace: EditorWorkspace;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  workspace = await openEditorWorkspace();
});
test.afterAll(() => workspace?.close());

const designsFile = "app/content/data/designs.json";
const studioFile = "app/content/data/studio.json";

/** A photo as a phone's gallery holds it, under the camera's name. */
async function galleryPhoto(name: string, hue: number): Promise<string> {
  const file = path.join(os.tmpdir(), name);
  await sharp({
    create: { width: 1200, height: 1500, channels: 3, background: { r: hue, g: 60, b: 255 - hue } },
  })
    .jpeg({ quality: 80 })
    .toFile(file);
  return file;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(workspace.editorUrl);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Opens a file; an unchanged file's button says it is saved. */
async function openFile(page: Page, collection: string, file: string): Promise<void> {
  await page.getByRole("link", { name: collection, exact: true }).click();
  await page.getByRole("link", { name: file, exact: true }).click();
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
}

/** Publish now; resolves, unless `refused`, once the editor says the file is saved. */
async function publish(page: Page, { refused = false } = {}): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  if (refused) return;
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 15_000 });
}

/** The designs' boxes in the editor's list, in order (a photo's box has no Name field). */
const designBoxes = (page: Page) =>
  page.locator('[class*="SortableListItem"]').filter({ has: page.locator('label[for^="name-field-"]') });

/** Adds a design; it opens at the top of the list. */
async function addDesign(page: Page, name: string, section: "Bridal" | "Bespoke", line: string) {
  await page.getByRole("button", { name: /Add design/i }).click();
  const design = designBoxes(page).first();
  await design.getByLabel("Name", { exact: true }).fill(name);
  await design.getByLabel("Section", { exact: true }).click();
  await page.getByRole("option", { name: section, exact: true }).click();
  await design.getByLabel("One line about it", { exact: true }).fill(line);
  return design;
}

async function addPhoto(page: Page, design: Locator, file: string, alt: string): Promise<void> {
  await design.getByRole("button", { name: "Add photo" }).click();
  await design.getByRole("button", { name: "Choose an image" }).last().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: /Choose selected/i }).click();
  await design.getByLabel("Alt text", { exact: true }).last().fill(alt);
}

test("the owner adds a design at the top of the list and gives a local phone number; the build publishes both", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(360_000);
  // The editor logs the refused save's rejected promise.
  consoleErrors.allow(/^Uncaught: undefined$/);
  const photos = await Promise.all([1, 2, 3].map((n) => galleryPhoto(`IMG_20261126_10111${n}.jpg`, 60 * n)));
  await signIn(page);
  await openFile(page, "Designs", "The collection");
  const count = await designBoxes(page).count();
  const design = await addDesign(
    page,
    "Ayọ̀ Garden Gown",
    "Bridal",
    "Ivory organza gown with hand-dyed adire petals.",
  );
  await expect(design.getByLabel("Name", { exact: true })).toBeInViewport();
  await expect(designBoxes(page)).toHaveCount(count + 1);
  await addPhoto(
    page,
    design,
    photos[0]!,
    "Ivory organza gown with indigo adire petals at the hem, front view.",
  );
  await addPhoto(page, design, photos[1]!, "Back view of the organza gown, its buttons covered in adire.");
  await addPhoto(page, design, photos[2]!, "Close-up of the hand-dyed adire petals on ivory organza.");
  // A price typed, then emptied: saved as no price, not as an empty one the build would refuse.
  for (const label of ["Starting price (naira)", "What the price includes (optional)"]) {
    await design.getByLabel(label).fill("300000");
    await design.getByLabel(label).clear();
  }
  await publish(page);
  const saved = JSON.parse(await workspace.read(designsFile)) as { designs: unknown[] };
  const files = [1, 2, 3].map((n) => `ayo-garden-gown-${n}.jpg`);
  expect(saved.designs[0]).toMatchObject({
    name: "Ayọ̀ Garden Gown",
    photos: files.map((file) => ({ file })),
  });
  expect(saved.designs[0]).not.toHaveProperty("price");
  expect(saved.designs[0]).not.toHaveProperty("priceIncludes");
  for (const file of files)
    expect(existsSync(path.join(workspace.dir, "app/content/images", file))).toBe(true);
  await page
    .getByRole("link", { name: /back|Designs/i })
    .first()
    .click();
  await openFile(page, "The studio", "Contact details and hours");
  const phone = page.getByLabel("Phone", { exact: true });
  await phone.fill("812 000 7788");
  await publish(page, { refused: true });
  await expect(page.getByText(/Write \+ and the country code first, like \+234 803 555 0142/)).toBeVisible();
  // Filled a second time, the editor's field would keep its caret at the end and add to its text.
  await phone.clear();
  await phone.fill("0812 000 7788");
  await page.getByLabel("WhatsApp number", { exact: true }).fill("0812-000-7788");
  await publish(page);
  const number = "+234 812 000 7788";
  expect(JSON.parse(await workspace.read(studioFile))).toMatchObject({ phone: number, whatsapp: number });
  const client = await workspace.build();
  const built = (file: string) => readFile(path.join(client, file), "utf8");
  const collection = await built("collection/index.html");
  const designPage = await built("collection/ayo-garden-gown/index.html");
  expect(designPage).toContain("Ayọ̀ Garden Gown");
  expect(designPage).toContain("Price on request");
  expect(collection.indexOf("Ayọ̀ Garden Gown")).toBeGreaterThan(0);
  expect(collection.indexOf("Ayọ̀ Garden Gown")).toBeLessThan(collection.indexOf("Adunni"));
  expect(await built("sitemap.xml")).toContain("/collection/ayo-garden-gown</loc>");
  expect(existsSync(path.join(client, "share/design-ayo-garden-gown.jpg"))).toBe(true);
  expect(designPage).toMatch(/<meta property="og:image" content="[^"]*\/share\/design-ayo-garden-gown\.jpg"/);
  const pages = (await readdir(client, { recursive: true })).filter(
    (file) => file.endsWith("index.html") && !file.startsWith("admin"),
  );
  expect(pages.length).toBeGreaterThan(20);
  for (const file of pages) {
    const html = await built(file);
    expect(html, file).toContain(`href="tel:+2348120007788">${number}`);
    expect(html, file).not.toContain("+234 803 555 0142");
  }
  expect(await built("contact/index.html")).toContain('href="https://wa.me/2348120007788');
  expect(await built("index.html")).toContain('"telephone":"+2348120007788"');
});

test("a design without an alt text, or with another design's name, is not saved", async ({
  page,
  consoleErrors,
}) => {
  // Two refused publishes in the editor's page: near 30 s on a busy machine.
  test.setTimeout(120_000);
  // The editor logs its refusals: the check's message, and the save's promise rejected.
  consoleErrors.allow(/Two designs are called "Adunni"/);
  consoleErrors.allow(/^Uncaught: (undefined|Object)$/);
  const before = await workspace.read(designsFile);
  await signIn(page);
  await openFile(page, "Designs", "The collection");
  const design = await addDesign(page, "Adunni", "Bespoke", "A second design of the same name.");
  const photo = await galleryPhoto("IMG_20261126_120000.jpg", 200);
  await addPhoto(page, design, photo, "");
  await publish(page, { refused: true });
  await expect(
    page.getByText("Oops, you've missed a required field. Please complete before saving."),
  ).toBeVisible();
  await expect(page.getByText("Alt text is required.")).toBeVisible();
  const alt = design.getByLabel("Alt text", { exact: true });
  await alt.fill(" ");
  await publish(page, { refused: true });
  await expect(page.getByText("Describe what the photo shows: the alt text cannot be empty.")).toBeVisible();
  expect(await workspace.read(designsFile)).toBe(before);
  await alt.fill("An ivory gown, front view.");
  await publish(page, { refused: true });
  await expect(
    page.getByText(
      /Two designs are called "Adunni" \(designs \d+ and \d+\): give each design a name of its own\./,
    ),
  ).toBeVisible();
  expect(await workspace.read(designsFile)).toBe(before);
  await expect(design.getByLabel("Name", { exact: true })).toHaveValue("Adunni");
});

test("every data file comes back byte for byte after an edit through the editor and its undoing", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const config = parse(await (await fetch(new URL("config.yml", workspace.editorUrl))).text()) as {
    collections: { label: string; files: { label: string; file: string }[] }[];
  };
  const files = config.collections.flatMap((collection) =>
    collection.files.map((file) => ({ collection: collection.label, ...file })),
  );
  const dataFiles = (await readdir(path.join(workspace.dir, "app/content/data"))).map(
    (name) => `app/content/data/${name}`,
  );
  expect(files.map((file) => file.file).sort()).toEqual(dataFiles.sort());
  await signIn(page);
  /** The file opened afresh (signed in still), and its first text field on show (in a list, its first item's, unfolded). */
  const open = async (collection: string, label: string) => {
    await page.goto("about:blank");
    await page.goto(workspace.editorUrl);
    await openFile(page, collection, label);
    const shown = page.locator('input[type="text"]:visible').first();
    if (!(await shown.isVisible())) await page.getByRole("button", { name: "Expand" }).first().click();
    return page.locator(`[id="${await shown.getAttribute("id")}"]`);
  };
  for (const { collection, label, file } of files) {
    const before = await workspace.read(file);
    const field = await open(collection, label);
    const original = await field.inputValue();
    await field.fill(`${original} (changed)`);
    await publish(page);
    expect(await workspace.read(file)).not.toBe(before);
    const again = await open(collection, label);
    await expect(again).toHaveValue(`${original} (changed)`);
    await again.fill(original);
    await publish(page);
    expect(await workspace.read(file), file).toBe(before);
  }
});

test("the public pages carry nothing of the editor, and the editor's page is not for search engines", async ({
  page,
  request,
  consoleErrors,
}) => {
  const response = await request.get("/admin/");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["content-security-policy"]).toContain("'unsafe-eval'");
  // The published editor may not reach a local helper (CSP): it offers GitHub's sign-in instead.
  await page.goto("/admin/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  await consoleErrors.waitFor(
    /localhost:8081.*Content Security Policy|Content Security Policy.*localhost:8081/,
  );
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  // No script, link or preload of the editor on a page a visitor opens.
  const editorRequests: string[] = [];
  page.on("request", (sent) => {
    if (/\/admin\/|decap/i.test(sent.url())) editorRequests.push(sent.url());
  });
  for (const address of ["/", "/collection", "/order", "/collection/adunni"]) {
    await page.goto(address, { waitUntil: "load" });
    expect(await page.content()).not.toMatch(/\/admin\/|decap/i);
  }
  expect(editorRequests).toEqual([]);
});
