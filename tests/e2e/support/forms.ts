/** The two forms as a visitor fills them, and the local inbox (one `<id>.json` each) they post to. */
import { randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { designIndex } from "../../../app/content/design-index";
import { orderPhotos } from "../../../app/content/order-photos";
import { localInboxEnv } from "../../../scripts/build-site";
import type { StoredAttachment, SubmissionRecord } from "../../../server/inbox/submission";
import { expect, openPage, quickPolls, test } from "./fixtures";
import { e2eInboxDir, e2ePort } from "./site";

/** Where the test build's forms post: this project's own server, as scripts/build-site.ts says. */
const env = localInboxEnv(e2ePort);
export const siteOrigin = env.VITE_SITE_URL!;
const service = `${new URL(env.VITE_FORM_ENDPOINT!, siteOrigin).href.replace(/\/+$/, "")}`;
/** The plain endpoint (a browser's own post) and the one the order form's script posts to. */
export const plainEndpoint = `${service}/${env.VITE_FORM_ID!}`;
export const ajaxEndpoint = `${service}/ajax/${env.VITE_FORM_ID!}`;
export const thankYouUrl = `${siteOrigin}/thank-you`;
/** Where the inquiry's plain post lands (its `_next`). */
export const inquiryThankYouUrl = `${thankYouUrl}?sent=inquiry`;
/** An order's reference, made on the phone (`IA-2611-K7QM`: no 0/O, 1/I/L), and its thank-you page. */
export const orderReference = /^IA-\d{4}-[A-HJKMNP-Z2-9]{4}$/;
export const orderThankYou = /\/thank-you\?reference=IA-\d{4}-[A-HJKMNP-Z2-9]{4}$/;

/** A value no other test sends, so a test can find its own submission in the shared inbox. */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A day `days` from now, as `<input type="date">` takes it. */
export const futureDate = (days = 120) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const inquiryLabels = {
  name: /full name/i,
  email: /e-?mail/i,
  phone: /phone/i,
  subject: /event type/i,
  projectType: /service type/i,
  budget: /budget/i,
  message: /message/i,
};
const orderLabels = {
  fullName: /full name/i,
  email: /e-?mail/i,
  phone: /^phone number/i,
  outfitType: /outfit type/i,
  deliveryDate: /delivery date/i,
  budget: /budget/i,
  details: /details/i,
};
const selects = new Set(["projectType", "outfitType"]);

export type InquiryValues = Record<keyof typeof inquiryLabels, string>;
export type OrderValues = Record<keyof typeof orderLabels, string>;

function fieldsOf<T extends Record<string, RegExp>>(page: Page, labels: T): Record<keyof T, Locator> {
  const entries = Object.entries(labels).map(([name, label]) => [name, page.getByLabel(label)]);
  return Object.fromEntries(entries) as Record<keyof T, Locator>;
}

export const inquiryFields = (page: Page) => fieldsOf(page, inquiryLabels);
export const orderFields = (page: Page) => fieldsOf(page, orderLabels);
/** The order's file field, by its exact label (the photo list's controls name photos too). */
export const photosField = (page: Page) => page.getByLabel(orderPhotos.label, { exact: true });
export const theForm = (page: Page) => page.getByRole("main").locator("form");
export const placeOrderButton = (page: Page) =>
  theForm(page).getByRole("button", { name: /place order|sending/i });
/** The `design` field a form opened from a design's page sends. */
export const designField = (page: Page) => theForm(page).locator('input[type="hidden"][name="design"]');

const inquiryDefaults = (): InquiryValues => ({
  name: uniqueName("Adaeze Okafor"),
  email: "adaeze@example.com",
  phone: "+234 803 000 1111",
  subject: "Wedding",
  projectType: "Bridal Consultation",
  budget: "₦450,000",
  message: "A white wedding in March: an ivory gown with an indigo adire hem.",
});
const orderDefaults = (): OrderValues => ({
  fullName: uniqueName("Folasade Adeyemi"),
  email: "folasade@example.com",
  phone: "+2348030002222",
  outfitType: "bridal",
  deliveryDate: futureDate(),
  budget: "600000",
  details: "Bust 90, waist 72. Ivory lace with a gold aso-oke sash, for a church wedding.",
});

/** Opens `at` (if given), fills the form with the defaults and `overrides`, and returns the values. */
async function fill<T extends Record<string, string>>(
  page: Page,
  fields: Record<keyof T, Locator>,
  values: T,
  at?: string,
): Promise<T> {
  if (at) await openPage(page, at);
  for (const [name, value] of Object.entries(values)) {
    if (selects.has(name)) await fields[name]!.selectOption(value);
    else await fields[name]!.fill(value);
  }
  return values;
}

export const fillInquiry = (page: Page, overrides: Partial<InquiryValues> = {}, at?: string) =>
  fill(page, inquiryFields(page), { ...inquiryDefaults(), ...overrides }, at);
export const fillOrder = (page: Page, overrides: Partial<OrderValues> = {}, at?: string) =>
  fill(page, orderFields(page), { ...orderDefaults(), ...overrides }, at);

/** What the order form holds now. */
export async function orderFormValues(page: Page): Promise<OrderValues> {
  const entries = Object.entries(orderFields(page)).map(async ([name, field]) => [
    name,
    await field.inputValue(),
  ]);
  return Object.fromEntries(await Promise.all(entries)) as OrderValues;
}

/** A design of each section, and what a form opened from its page says about it. */
function testDesign(section: "bridal" | "bespoke") {
  const design = designIndex.find((entry) => entry.section === section);
  if (!design) throw new Error(`The collection has no ${section} design to test the forms with.`);
  const field = `${design.name} (${siteOrigin}/collection/${design.slug})`;
  return { ...design, field, line: `Design: ${field}` };
}
export const bridalDesign = testDesign("bridal");
export const bespokeDesign = testDesign("bespoke");

/** The inbox folder: the web server runs in the config's folder with INBOX_DIR=`e2eInboxDir`. */
function inboxDir(): string {
  const { configFile, rootDir } = test.info().config;
  return path.resolve(configFile ? path.dirname(configFile) : rootDir, e2eInboxDir);
}

/** The inbox's submissions whose visitor field `field` holds exactly `value`. */
export async function submissionsWith(field: string, value: string): Promise<SubmissionRecord[]> {
  const names = await readdir(inboxDir()).catch(() => []);
  const records = await Promise.all(
    // Temporary files of a write in progress are not records.
    names
      .filter((name) => name.endsWith(".json"))
      .map(
        async (name) => JSON.parse(await readFile(path.join(inboxDir(), name), "utf8")) as SubmissionRecord,
      ),
  );
  return records.filter((record) => record.fields[field] === value);
}

/** Waits for the one submission whose field `field` holds exactly `value`. */
export async function findSubmission(field: string, value: string): Promise<SubmissionRecord> {
  let found: SubmissionRecord[] = [];
  await expect
    .poll(async () => (found = await submissionsWith(field, value)).length, {
      ...quickPolls,
      message: `one submission in the inbox with ${field} = ${JSON.stringify(value.slice(0, 60))}`,
    })
    .toBe(1);
  return found[0]!;
}

/** The bytes of a stored file. */
export function readAttachment(record: SubmissionRecord, attachment: StoredAttachment): Promise<Buffer> {
  return readFile(path.join(inboxDir(), record.id, attachment.storedName));
}

/** The inbox page links each file by the name it downloads under, and serves the stored bytes. */
export async function expectServedByInbox(page: Page, record: SubmissionRecord): Promise<void> {
  await page.goto("/inbox");
  for (const attachment of record.attachments) {
    const link = page
      .getByRole("link", { name: attachment.storedName })
      .and(page.locator(`[href*="${encodeURIComponent(record.id)}"]`));
    const served = await page.request.get(new URL((await link.getAttribute("href"))!, siteOrigin).href);
    expect(Buffer.compare(await served.body(), await readAttachment(record, attachment))).toBe(0);
  }
}

/** Asserts that `message` is shown right beside `control` (within `maxGap` CSS pixels). */
export async function expectNextTo(message: Locator, control: Locator, maxGap = 48): Promise<void> {
  await expect(message).toBeVisible();
  const gap = async () => {
    const [a, b] = await Promise.all([message.boundingBox(), control.boundingBox()]);
    if (!a || !b) return Number.POSITIVE_INFINITY;
    const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width));
    const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height));
    return Math.hypot(dx, dy);
  };
  await expect.poll(gap, { ...quickPolls, message: "shown next to it" }).toBeLessThanOrEqual(maxGap);
}
