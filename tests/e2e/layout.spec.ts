/**
 * Routes and layout (every page): six prerendered routes and a 404 page, each with the
 * navbar, its main heading, the floating contact toggle and the footer, at desktop and phone size.
 * What does not change with the size (the year, the served HTML, the glide to the top, the contact
 * toggle's behaviour) is tested at the phone's only (tagged @phone).
 */
import type { Page } from "@playwright/test";
import { expect, recordScrollingAfterNavigation, test, waitForHydration } from "./support/fixtures";
import {
  footerQuickLinks,
  routePages,
  studioContact,
  studioName,
  type RoutePage,
} from "./support/site-content";

async function expectNavbar(page: Page, isMobile: boolean) {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: studioName })).toBeVisible();
  if (isMobile) {
    await expect(banner.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Quick navigation" })).toBeVisible();
  } else {
    // The full navbar instead of the phone's hamburger and tab bar.
    await expect(banner.getByRole("button", { name: /menu/i })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Quick navigation" })).toBeHidden();
    const nav = banner.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "HOME", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("button", { name: "OUR DESIGN", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "ABOUT US", exact: true })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "MAKE AN INQUIRY", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
  }
}

async function expectFooter(page: Page, year: number) {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(/bridal and bespoke tailoring studio/i)).toBeVisible();
  const quickLinks = footer.getByRole("navigation", { name: /quick links/i }).getByRole("link");
  await expect(quickLinks).toHaveText(footerQuickLinks.map((link) => link.name));
  for (const [index, link] of footerQuickLinks.entries()) {
    await expect(quickLinks.nth(index)).toHaveAttribute("href", link.path);
  }
  await expect(footer.getByText(studioContact.place)).toBeVisible();
  await expect(footer.getByRole("link", { name: studioContact.phone.text })).toHaveAttribute(
    "href",
    studioContact.phone.href,
  );
  await expect(footer.getByRole("link", { name: studioContact.email.text })).toHaveAttribute(
    "href",
    studioContact.email.href,
  );
  await expect(footer.getByText(new RegExp(`©\\s*${year}\\s+${studioName}`))).toBeVisible();
}

async function expectMainHeading(page: Page, route: RoutePage) {
  const headings = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toHaveAccessibleName(route.heading);
  await expect(headings).toBeVisible();
}

test.describe("Routes and layout (every page)", () => {
  for (const route of routePages) {
    test(`${route.path} shows the navbar, its main heading, the contact toggle and the footer`, async ({
      page,
      isMobile,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expectNavbar(page, isMobile);
      await expectMainHeading(page, route);
      await expect(page.getByRole("button", { name: "Contact us" })).toBeVisible();
      await expectFooter(page, new Date().getFullYear());
    });
  }

  test(
    "the copyright year is the visitor's current year, not the build's",
    { tag: "@phone" },
    async ({ page }) => {
      await page.clock.setFixedTime(new Date("2031-06-15T12:00:00"));
      await page.goto("/about");
      await waitForHydration(page);
      await expectFooter(page, 2031);
    },
  );

  test("an unknown address answers 404 with the navbar, the footer and a way back", async ({
    page,
    request,
    isMobile,
  }) => {
    const direct = await request.get("/no-such-gown");
    expect(direct.status()).toBe(404);
    expect(await direct.text()).toContain("Page not found");

    const response = await page.goto("/no-such-gown");
    expect(response?.status()).toBe(404);
    await expectNavbar(page, isMobile);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/page not found/i);
    await expect(main.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: /collection/i })).toHaveAttribute("href", "/collection");
    await expectFooter(page, new Date().getFullYear());

    await main.getByRole("link", { name: /collection/i }).click();
    await expect(page).toHaveURL("/collection");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Collection");
  });

  test("the navbar takes on a visibly different style once the page is scrolled", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} | ${style.boxShadow} | ${style.borderBottomColor}`;
      });
    const atTop = await look();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect.poll(look, "the scrolled navbar looks different").not.toBe(atTop);
    await expect(header).toBeInViewport();
  });

  test("every change of page glides back to the top", { tag: "@phone" }, async ({ page }) => {
    // From the foot of a short page to a long one, so the new page never cuts the position short.
    await page.goto("/order");
    await waitForHydration(page);
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: /quick links/i })
      .getByRole("link", { name: "Collections" });
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const start = await page.evaluate(() => window.scrollY);
    const scrolledThrough = await recordScrollingAfterNavigation(page);
    await footerLink.click();
    await expect(page).toHaveURL("/collection");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Collection");
    await expect.poll(() => page.evaluate(() => window.scrollY), "scrolled back to the top").toBe(0);
    // Smoothly, not a jump: on the way up it passes through positions between the start and the top.
    const positions = await scrolledThrough();
    const between = positions.filter((position) => position > 0 && position < start);
    expect(between.length, `smoothly: positions seen were ${positions.join(", ")}`).toBeGreaterThan(0);
  });
});

test.describe("The HTML served before scripts run", () => {
  test("already holds each route's main heading", { tag: "@phone" }, async ({ request }) => {
    for (const route of routePages) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
      expect(h1, `${route.path} has an h1 in its HTML`).not.toBeNull();
      const text = (h1?.[1] ?? "").replace(/<[^>]*>/g, "").replace(/&amp;/g, "&");
      expect(text.trim(), route.path).toBe(route.prerenderedHeadingText);
    }
  });

  test.describe("with JavaScript turned off", () => {
    test.use({ javaScriptEnabled: false });

    test("every route shows its heading, navbar and footer", async ({ page, isMobile }) => {
      for (const route of routePages) {
        await page.goto(route.path);
        await expectMainHeading(page, route);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(
          route.prerenderedHeadingText,
        );
        await expectNavbar(page, isMobile);
        await expect(
          page.getByRole("contentinfo").getByRole("link", { name: "Place an Order" }),
        ).toBeVisible();
      }
    });
  });
});

test.describe("Floating contact toggle", { tag: "@phone" }, () => {
  test("opens WhatsApp, call and e-mail options and closes on a second press and on Escape", async ({
    page,
  }) => {
    await page.goto("/collection");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Contact us" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: /whatsapp/i })).toHaveAttribute(
      "href",
      studioContact.whatsapp,
    );
    await expect(page.getByRole("link", { name: /call/i })).toHaveAttribute("href", studioContact.phone.href);
    await expect(page.getByRole("link", { name: /e-?mail/i })).toHaveAttribute(
      "href",
      studioContact.email.href,
    );

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: /whatsapp/i })).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("link", { name: /whatsapp/i })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: /whatsapp/i })).toBeHidden();
  });

  test("closes when an option is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Choosing "call" would hand over to the phone app; keep the browser on the page.
    await page.evaluate(() =>
      window.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    const toggle = page.getByRole("button", { name: "Contact us" });
    await toggle.click();
    await page.getByRole("link", { name: /call/i }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: /call/i })).toBeHidden();
  });
});
