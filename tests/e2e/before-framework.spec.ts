/** Every control works from the first paint: without script, and before the framework has run. */
import type { Page } from "@playwright/test";
import { expect, holdFramework, isHydrated, test } from "./support/fixtures";
import { fillOrder, findSubmission, plainEndpoint, theForm, thankYouUrl } from "./support/forms";
import {
  contactToggle,
  designButton,
  expectDesignLinks,
  hamburger,
  listOf,
  phoneMenu,
  pressOutside,
} from "./support/menus";
import { routePages } from "./support/site-content";

/** Tab from HOME: focus on OUR DESIGN shows its list, Tab walks its links, and ABOUT US closes it. */
async function tabThroughDesignMenu(page: Page) {
  const list = await listOf(page, designButton(page, false));
  await page.getByRole("banner").getByRole("link", { name: "HOME", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(designButton(page, false)).toBeFocused();
  await expectDesignLinks(list);
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Place an Order" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "ABOUT US" })).toBeFocused();
  await expect(list).toBeHidden();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every page reads, styled, with its photos and no motion control", async ({ page, isMobile }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    for (const route of routePages) {
      await page.goto(route.path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(route.firstText);
      await expect(isMobile ? hamburger(page) : designButton(page, false)).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Place an Order" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^(pause|play) motion$/i })).toHaveCount(0);
    }
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(250, 246, 239)");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Cormorant Garamond/);
    expect(fetched.some((path) => path.endsWith(".woff2"))).toBe(true);
    expect(fetched.filter((path) => path.endsWith(".js"))).toEqual([]);
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
    await page.goto("/about");
    const carousel = page.getByRole("region", { name: "Inside the studio" });
    for (const photo of await carousel.getByRole("img").all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(carousel.getByRole("button")).toHaveCount(0);
  });
  test("menus open, close on Escape or a press outside, and lead on", async ({ page, isMobile }) => {
    await page.goto("/about");
    const toggles = [isMobile ? hamburger(page) : null, designButton(page, isMobile), contactToggle(page)];
    for (const toggle of toggles.filter((found) => found !== null)) {
      const list = await listOf(page, toggle);
      await expect(list).toBeHidden();
      await toggle.click();
      await expect(list).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await toggle.click();
      await pressOutside(page);
      await expect(list).toBeHidden();
    }
    if (isMobile) {
      await hamburger(page).click();
      await expect(hamburger(page)).toHaveAccessibleName("Close menu");
      await phoneMenu(page).getByRole("link", { name: "MAKE AN INQUIRY" }).click();
      await expect(page).toHaveURL("/contact");
      await expect(phoneMenu(page)).toBeHidden();
    }
    const button = designButton(page, isMobile);
    const list = await listOf(page, button);
    await button.focus();
    await page.keyboard.press("Enter");
    await expectDesignLinks(list);
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Place an Order" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/order");
    await expect(await listOf(page, designButton(page, isMobile))).toBeHidden();
  });
});

test.describe("before the framework has run", () => {
  test("a menu opened stays open when the framework arrives", async ({ page, isMobile }) => {
    const framework = await holdFramework(page);
    await page.goto("/collection");
    const button = isMobile ? hamburger(page) : designButton(page, false);
    const list = await listOf(page, button);
    if (isMobile) await button.click();
    else await button.hover();
    await expect(list).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await isHydrated(page), "the framework has not run yet").toBe(false);
    await framework.release();
    await expect(list).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
  test("ArrowDown, Tab and the contact toggle work, and keep working after", async ({ page, isMobile }) => {
    const framework = await holdFramework(page);
    await page.goto("/");
    const button = designButton(page, isMobile);
    const list = await listOf(page, button);
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    if (!isMobile) await tabThroughDesignMenu(page);
    const whatsapp = page.getByRole("link", { name: "Chat on WhatsApp" });
    await contactToggle(page).click();
    await expect(whatsapp).toBeVisible();
    if (isMobile) {
      await button.click();
      await expect(whatsapp, "opening one menu closed the other").toBeHidden();
      await expectDesignLinks(list);
    }
    expect(await isHydrated(page), "the framework has not run yet").toBe(false);
    await framework.release();
    if (isMobile) {
      await expect(list).toBeVisible();
      await list.getByRole("link", { name: "Place an Order" }).click();
      await expect(page).toHaveURL("/order");
      await expect(list).toBeHidden();
    } else {
      await expect(whatsapp).toBeVisible();
      await contactToggle(page).click();
      await expect(whatsapp).toBeHidden();
      await tabThroughDesignMenu(page);
    }
  });
  test("motion controls stay out of sight until they work", { tag: "@phone" }, async ({ page }) => {
    const framework = await holdFramework(page);
    await page.goto("/about");
    const carousel = page.getByRole("region", { name: "Inside the studio" });
    await expect(page.getByRole("button", { name: "Pause motion" })).toHaveCount(0);
    await expect(carousel.getByRole("button")).toHaveCount(0);
    await framework.release();
    await expect(page.getByRole("button", { name: "Pause motion" }).first()).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByText(/^1 \/ \d+$/)).toBeVisible();
    await carousel.getByRole("button", { name: /next/i }).click();
    await expect(carousel.getByText(/^2 \/ \d+$/)).toBeVisible();
  });
  test.describe("in a time zone far from the build's", { tag: "@phone" }, () => {
    test.use({ timezoneId: "Pacific/Kiritimati" });
    test("the delivery date's earliest day is the visitor's today, before and after", async ({ page }) => {
      const framework = await holdFramework(page);
      await page.goto("/order");
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
      const date = page.getByLabel(/delivery date/i);
      await expect(date).toHaveAttribute("min", today);
      expect(await isHydrated(page)).toBe(false);
      await framework.release();
      await expect(date).toHaveAttribute("min", today);
    });
  });
  test("an order sent is one plain post, whatever presses it twice", { tag: "@phone" }, async ({ page }) => {
    const framework = await holdFramework(page);
    const sends: string[] = [];
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    // The post is held on its way, so the framework arrives while it is in flight.
    await page.route(
      (url) => url.href.startsWith(plainEndpoint) || url.pathname.includes("/ajax/"),
      async (route) => {
        sends.push(route.request().url());
        await held;
        await route.continue();
      },
    );
    // Playwright cannot drive a page mid-navigation: the page presses again once hydrated, and says so.
    let pressedAfterHydration = false;
    await page.route("**/after-hydration-presses", async (route) => {
      pressedAfterHydration = true;
      await route.fulfill({ status: 204 });
    });
    await page.goto("/order");
    const values = await fillOrder(page);
    await theForm(page).evaluate((form) => {
      const button = form.querySelector<HTMLButtonElement>("[type=submit]");
      const timer = setInterval(() => {
        const footer = document.querySelector("footer");
        if (!footer || !Object.keys(footer).some((key) => key.startsWith("__reactFiber"))) return;
        clearInterval(timer);
        button?.click();
        button?.click();
        void fetch("/after-hydration-presses");
      }, 20);
      button?.click();
      button?.click();
    });
    await expect.poll(() => sends.length, { message: "the browser posts the form" }).toBe(1);
    framework.open();
    await expect
      .poll(() => pressedAfterHydration, { message: "the framework arrived and pressed again" })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sends, `one send, however often the button is pressed: ${sends.join(", ")}`).toHaveLength(1);
    letThrough();
    await expect(page).toHaveURL(thankYouUrl);
    expect((await findSubmission("fullName", values.fullName)).kind).toBe("plain");
  });
});
