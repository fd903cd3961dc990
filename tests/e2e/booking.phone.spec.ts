/** Booking a time the studio is open, in the bride's own time zone, and what she takes away. */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { findSubmission, thankYouUrl, uniqueName } from "./support/forms";
import { syncWithTheSiteClosed } from "./support/outbox";

const reference = /BK-\d{4}-[A-HJKMNP-Z2-9]{4}/;
const day = (page: Page) => page.getByLabel("Day", { exact: true });
const time = (page: Page) => page.getByLabel("Time", { exact: true });
const dayError = (page: Page) => page.getByText(/^The studio is closed on/);

/** Opens the Book page on `today` (Lagos morning) and fills who she is. */
async function openOn(page: Page, today: string) {
  await page.clock.setFixedTime(new Date(`${today}T08:00:00Z`));
  await openPage(page, "/book");
  const name = uniqueName("Ngozi Bello");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("WhatsApp or phone number").fill("+44 7700 900123");
  return name;
}

test.describe("a bride in London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("only open days, times within the hours in both zones, and the request reaches the studio", async ({
    page,
  }) => {
    const name = await openOn(page, "2026-11-28");
    await expect(page.getByRole("radio", { name: "Studio consultation" })).toBeChecked();
    await day(page).fill("2026-12-13");
    await expect(dayError(page)).toHaveText("The studio is closed on Sundays: please choose another day.");
    await day(page).fill("2026-12-25");
    await expect(dayError(page)).toHaveText(
      "The studio is closed on Friday 25 December 2026 (Christmas): please choose another day.",
    );
    await day(page).fill("2026-12-12");
    await expect(dayError(page)).toHaveCount(0);
    const options = time(page).locator("option");
    await expect(options.nth(1)).toHaveText("09:00 WAT · 08:00 in London");
    await expect(options.nth(2)).toHaveText("09:45 WAT · 08:45 in London");
    await expect(options.last()).toHaveText("17:15 WAT · 16:15 in London");
    await page.getByRole("radio", { name: "Video consultation on WhatsApp" }).check();
    await expect(options.nth(2)).toHaveText("09:30 WAT · 08:30 in London");
    await expect(options.last()).toHaveText("17:30 WAT · 16:30 in London");
    await time(page).selectOption("11:00");
    await page.getByRole("button", { name: "Request this time" }).click();

    await expect(page).toHaveURL(`${thankYouUrl}?sent=booking`);
    const sent = page.getByRole("region", { name: "Your request" });
    await expect(sent.getByText(reference)).toBeVisible();
    await expect(sent.getByText("Saturday 12 December 2026, 11:00 WAT (10:00 in London)")).toBeVisible();
    await expect(sent.getByText("The studio will confirm on WhatsApp.")).toBeVisible();
    const shown = reference.exec((await sent.getByText(reference).textContent()) ?? "")![0];
    await expect(sent.getByRole("link", { name: "Message the studio on WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/2348035550142\\?text=.*${shown}.*11%3A00%20WAT`),
    );

    const record = await findSubmission("name", name);
    expect(record.special._subject).toBe(
      `Consultation request ${shown}: Saturday 12 December 2026, 11:00 WAT`,
    );
    expect(record.fields).toMatchObject({
      appointment: "Video consultation on WhatsApp",
      day: "2026-12-12",
      time: "11:00",
      reference: shown,
      when: "Saturday 12 December 2026, 11:00 WAT",
      yourTime: "10:00 in London",
      phone: "+44 7700 900123",
    });

    const download = page.waitForEvent("download");
    await sent.getByRole("button", { name: "Download for your calendar (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${shown}.ics`);
    const ics = await readFile((await file.path())!, "utf8");
    expect(ics).toContain("DTSTART:20261212T100000Z\r\nDTEND:20261212T103000Z\r\n");
    expect(ics).toContain("LOCATION:WhatsApp video call\r\n");
    expect(ics).toContain("STATUS:TENTATIVE");
  });
});

for (const [zone, city, winter, summer] of [
  ["Europe/London", "London", "10:00", "11:00"],
  ["America/New_York", "New York", "05:00", "06:00"],
] as const) {
  test.describe(`a bride in ${city}`, () => {
    test.use({ timezoneId: zone });

    test(`sees 11:00 WAT in ${city} time in winter and in summer`, async ({ page }) => {
      for (const [today, saturday, local] of [
        ["2026-11-28", "2026-12-12", winter],
        ["2027-06-01", "2027-06-12", summer],
      ] as const) {
        await openOn(page, today);
        await page.getByRole("radio", { name: "Video consultation on WhatsApp" }).check();
        await day(page).fill(saturday);
        await expect(time(page).getByRole("option", { name: `11:00 WAT · ${local} in ${city}` })).toHaveCount(
          1,
        );
      }
    });
  });
}

test("a fitting asks for the order's reference and checks its shape; the order's thank-you links to it", async ({
  page,
}) => {
  await openPage(page, "/thank-you?reference=IA-2611-K7QM");
  await page.getByRole("link", { name: "Book your first fitting" }).click();
  await expect(page.getByRole("radio", { name: "Fitting for an order" })).toBeChecked();
  const field = page.getByLabel("Your order's reference (for a fitting)");
  await expect(field).toHaveValue("IA-2611-K7QM");
  await page.getByRole("radio", { name: "Studio consultation" }).check();
  await expect(field).toBeHidden();
  await page.getByRole("radio", { name: "Fitting for an order" }).check();
  await field.fill("IA-26");
  await page.getByRole("button", { name: "Request this time" }).click();
  await expect(page.getByText(/^An order's reference looks like IA-2611-K7QM/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/book/);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form posts and lands on the thank-you page", async ({ page }) => {
    await page.goto("/book");
    const name = uniqueName("Kemi Adebayo");
    await page.getByRole("radio", { name: "Video consultation on WhatsApp" }).check();
    await day(page).fill("2026-12-12");
    await time(page).selectOption("10:30");
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("WhatsApp or phone number").fill("+234 803 000 1111");
    await page.getByRole("button", { name: "Request this time" }).click();
    await expect(page).toHaveURL(`${thankYouUrl}?sent=booking`);
    const record = await findSubmission("name", name);
    expect(record.fields).toMatchObject({ appointment: "Video consultation on WhatsApp", time: "10:30" });
  });
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("offline at the press: waits on the phone and is sent once", async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(/^Failed to load resource/);
    const name = await openOn(page, "2026-11-28");
    await page.getByRole("radio", { name: "Fitting for an order" }).check();
    await page.getByLabel("Your order's reference (for a fitting)").fill("IA-2611-K7QM");
    await day(page).fill("2026-12-12");
    await time(page).selectOption("11:15");
    const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
    await expect
      .poll(controlled, { timeout: 20_000, message: "the service worker runs the page" })
      .toBe(true);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Request this time" }).click();
    const kept = page
      .getByRole("status")
      .filter({ hasText: /your request \(BK-.*\) is saved on this phone/ });
    await expect(kept).toBeVisible();
    const shown = reference.exec((await kept.textContent()) ?? "")![0];
    await expect(
      page
        .getByRole("complementary", { name: "Kept on this phone" })
        .getByText(`Appointment request ${shown} waiting for a connection.`),
    ).toBeVisible();
    await syncWithTheSiteClosed(page, context);
    const record = await findSubmission("name", name);
    expect(record.kind).toBe("ajax");
    expect(record.fields).toMatchObject({ reference: shown, orderReference: "IA-2611-K7QM" });
    expect(record.special._subject).toBe(`Fitting request ${shown}: Saturday 12 December 2026, 11:15 WAT`);
  });
});
