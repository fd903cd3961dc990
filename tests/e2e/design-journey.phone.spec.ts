/**
 * The path the design pages exist for, on a phone: from the home page to one design, to an order
 * that names it, in a handful of taps, and the studio's inbox (what its e-mail would show) says
 * exactly which design.
 */
import { designPage } from "../../app/content/design-page";
import { expect, test, waitForHydration } from "./support/fixtures";
import { orderThankYou } from "./support/form-service";
import { futureDate, orderFields, uniqueName } from "./support/forms";
import { findSubmission } from "./support/inbox";
import { featuredDesigns } from "./support/site-content";

test("home page → a design in Our Designs → Order this design → sent: the order names the design", async ({
  page,
}) => {
  let taps = 0;
  await page.goto("/");
  await waitForHydration(page);

  // Tap 1: the strip's pause button, so the photos hold still under a thumb.
  const strip = page.getByRole("region", { name: "Our Designs" });
  await strip.scrollIntoViewIfNeeded();
  await strip.getByRole("button", { name: /pause/i }).tap();
  taps++;

  // Tap 2: the first design whose photo is on screen.
  const links = strip.getByRole("list").getByRole("link");
  await expect(links).toHaveCount(featuredDesigns.length);
  const viewport = page.viewportSize();
  let chosen = -1;
  for (const [index, link] of (await links.all()).entries()) {
    const box = await link.boundingBox();
    if (box && viewport && box.x >= 0 && box.x + box.width / 2 < viewport.width) {
      chosen = index;
      break;
    }
  }
  const design = featuredDesigns[chosen];
  if (!design) throw new Error("No photo of Our Designs is on screen.");
  await links.nth(chosen).tap();
  taps++;
  await expect(page).toHaveURL(design.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(design.name);

  // Tap 3: order it.
  await page.getByRole("link", { name: designPage.actions.order }).tap();
  taps++;
  await expect(page).toHaveURL(
    `/order?${new URLSearchParams({ design: design.path.split("/").pop() ?? "" })}`,
  );
  await expect(page.getByText(`Ordering: ${design.name}`, { exact: true })).toBeVisible();

  // The visitor's own details (typing is not tapping), then tap 4: send.
  const fields = orderFields(page);
  const name = uniqueName("Morenike Adeyemi");
  await fields.fullName.fill(name);
  await fields.email.fill("morenike@example.com");
  await fields.phone.fill("+2348031234567");
  await fields.deliveryDate.fill(futureDate(100));
  await page.getByRole("button", { name: /place order/i }).tap();
  taps++;
  await expect(page).toHaveURL(orderThankYou);
  expect(taps).toBeLessThanOrEqual(4);

  const record = await findSubmission("fullName", name);
  const address = new URL(design.path, page.url()).href;
  expect(record.fields.design).toBe(`${design.name} (${address})`);
  expect(record.fields.details?.split(/\r?\n/)[0]).toBe(`Design: ${design.name} (${address})`);
});
