/** A bridal party orders together: the bride's link, each member's prefilled order, the inbox's group view. */
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, openPage, settle, test } from "./support/fixtures";
import {
  bridalDesign,
  findSubmission,
  futureDate,
  orderFields,
  orderReference,
  orderThankYou,
  placeOrderButton,
  thankYouUrl,
  uniqueName,
} from "./support/forms";

const event = "Bisi & Tunde's traditional wedding";
const groupCode = /^GR-[A-HJKMNP-Z2-9]{4,6}$/;
const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
const longDate = (iso: string) => day(iso, { day: "numeric", month: "long", year: "numeric" });
const codeField = (page: Page) => page.getByLabel("Group code (if you have one)");
const banner = (page: Page) => page.getByText(/^Ordering with /);

/** A phone of its own, as a member who was sent the link opens it. */
async function memberPhone(browser: Browser): Promise<Page> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    baseURL,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

async function placeMemberOrder(page: Page, fullName: string): Promise<string> {
  const fields = orderFields(page);
  await fields.fullName.fill(fullName);
  await fields.email.fill("member@example.com");
  await fields.phone.fill("+2348030003333");
  await placeOrderButton(page).tap();
  await expect(page).toHaveURL(orderThankYou);
  return (await page.getByText(orderReference).textContent())!.trim();
}

test("a bride's group link: shared on WhatsApp, opened by two members, their orders together in the inbox", async ({
  page,
  browser,
  context,
}) => {
  test.slow(); // three phones, two orders and the inbox
  const eventDate = futureDate(60);
  const deadline = futureDate(30);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPage(page, `/collection/${bridalDesign.slug}`);
  await page.getByRole("link", { name: "Order for a group" }).tap();
  await expect(page.getByRole("heading", { name: "Start a group order" })).toBeFocused();
  await page.getByLabel("Event", { exact: true }).fill(event);
  await page.getByLabel("Date of the event").fill(eventDate);
  await page.getByLabel("Measurements by").fill(deadline);
  await page.getByLabel("Your first name").fill("Bisi");
  await expect(page.getByLabel("Design (optional)")).toHaveValue(bridalDesign.slug);
  await page.getByLabel("Fabric and colours (optional)").fill("Gold aso-oke, indigo gele");
  await page.getByRole("button", { name: "Create the group link" }).tap();

  const link = await page.getByLabel("Group link").inputValue();
  const code = (await page.getByText(groupCode).textContent())!.trim();
  expect(Object.fromEntries(new URL(link).searchParams)).toEqual({
    group: code,
    event,
    date: eventDate,
    by: deadline,
    bride: "Bisi",
    fabric: "Gold aso-oke, indigo gele",
    design: bridalDesign.slug,
  });
  await page.getByRole("button", { name: "Copy" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const whatsapp = new URL(
    (await page.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href"))!,
  );
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe("https://wa.me/");
  const message = whatsapp.searchParams.get("text")!;
  for (const part of [event, longDate(deadline), link]) expect(message).toContain(part);
  await expectNoAxeViolations(page);

  const first = await memberPhone(browser);
  await first.goto(link);
  await expect(banner(first)).toHaveText(
    `Ordering with Bisi's bridal party: traditional wedding on ${longDate(eventDate)}; measurements by ${day(deadline, { day: "numeric", month: "long" })}`,
  );
  const fields = orderFields(first);
  await expect(fields.outfitType).toHaveValue("bridal");
  await expect(fields.deliveryDate).toHaveValue(futureDate(46));
  await expect(fields.details).toHaveValue(
    `${bridalDesign.line}\nFabric and colours chosen by Bisi: Gold aso-oke, indigo gele\n`,
  );
  await expect(codeField(first)).toHaveValue(code);
  await expectNoAxeViolations(first);
  const firstName = uniqueName("Kemi Balogun");
  const firstReference = await placeMemberOrder(first, firstName);

  // Past the measurements' date: said kindly, and the order is still taken, marked late.
  const late = new URL(link);
  late.searchParams.set("by", futureDate(-1));
  const second = await memberPhone(browser);
  await second.goto(late.href);
  await expect(banner(second)).toContainText("Measurements were due by");
  await expect(banner(second)).toContainText("it is not too late");
  const secondName = uniqueName("Tola Adebayo");
  const secondReference = await placeMemberOrder(second, secondName);

  const subject = (reference: string) => `Group ${code} (${event}): new order ${reference}`;
  const firstRecord = await findSubmission("fullName", firstName);
  expect(firstRecord.fields).toMatchObject({ group: code, design: bridalDesign.field });
  expect(firstRecord.fields.groupLate).toBeUndefined();
  expect(firstRecord.special._subject).toBe(subject(firstReference));
  const secondRecord = await findSubmission("fullName", secondName);
  expect(secondRecord.fields).toMatchObject({
    group: code,
    groupLate: `Sent after the measurements' date, ${longDate(futureDate(-1))}`,
  });
  expect(secondRecord.special._subject).toBe(subject(secondReference));

  await page.goto(`/inbox?group=${code}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Group ${code}`);
  await expect(page.getByText("2 orders with this group code")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    subject(secondReference),
    subject(firstReference),
  ]);
});

test("a link whose details were tampered with opens the plain order form", async ({ page }) => {
  const valid = new URLSearchParams({
    group: "GR-K7QM",
    event,
    date: futureDate(60),
    by: futureDate(30),
    bride: "Bisi",
  });
  await openPage(page, `/order?${valid}`);
  await expect(banner(page)).toBeVisible();
  for (const [key, value] of [
    ["group", "GR-K0QM"],
    ["date", "2026-02-31"],
  ]) {
    const tampered = new URLSearchParams(valid);
    tampered.set(key!, value!);
    await openPage(page, `/order?${tampered}`);
    await page.waitForLoadState("networkidle");
    await settle(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(codeField(page)).toHaveValue("");
    await expect(orderFields(page).outfitType).toHaveValue("");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a member types the group code from the bride's message, and the order carries it", async ({
    page,
  }) => {
    await page.goto("/order");
    const fullName = uniqueName("Ronke Ojo");
    const fields = orderFields(page);
    await fields.fullName.fill(fullName);
    await fields.email.fill("ronke@example.com");
    await fields.phone.fill("+2348030004444");
    await fields.outfitType.selectOption("event");
    await fields.deliveryDate.fill(futureDate(40));
    await codeField(page).fill("GR-K7QM");
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(thankYouUrl);
    expect((await findSubmission("fullName", fullName)).fields.group).toBe("GR-K7QM");
  });
});
