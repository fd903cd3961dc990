/**
 * Every control works from the first paint: with JavaScript turned off, and in the time between the
 * first paint and the framework's start (the framework's modules held at a gate the test releases).
 * Menus are native popovers; the page loader adds hover, ArrowDown and `aria-expanded`; motion
 * controls stay out of sight until they work; a form sent before the framework is a plain post,
 * sent once. The menus' tests run at both sizes and check the menus that size offers; the contact
 * toggle's and the forms', which do not change with the size, at the phone's (tagged @phone).
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";
import { plainEndpoint, thankYouUrl } from "./support/form-service";
import { fillOrder, orderValues } from "./support/forms";
import { holdFramework, isHydrated, serveWithoutScripts } from "./support/framework-gate";
import { readSubmissions } from "./support/inbox";
import {
  desktopDesignButton,
  designButton,
  hamburger,
  listOf,
  phoneMenu,
  tabDesignButton,
} from "./support/menus";
import { carouselPhotoCount, routePages } from "./support/site-content";

/** Open or closed as the browser itself has it: the popover's own state. */
async function expectPopoverOpen(list: Locator, open: boolean) {
  await expect
    .poll(() => list.evaluate((element) => element.matches(":popover-open")), {
      message: `the menu is ${open ? "open" : "closed"}`,
    })
    .toBe(open);
}

async function expectDesignLinks(list: Locator) {
  for (const [name, href] of [
    ["Collections", "/collection"],
    ["Place an Order", "/order"],
  ] as const) {
    await expect(list.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(list.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
}

/**
 * A press on the page outside every open menu and every control: the first of a few places (the
 * navbar's empty middle, the main heading, the page below it) that nothing covers.
 */
async function pressOutside(page: Page) {
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  const candidates = [
    [viewport.width * 0.62, 24],
    [viewport.width * 0.5, viewport.height * 0.3],
    [viewport.width * 0.3, viewport.height * 0.6],
    [12, viewport.height * 0.75],
  ] as const;
  for (const [x, y] of candidates) {
    const free = await page.evaluate(
      ([px, py]) => {
        const target = document.elementFromPoint(px, py);
        return target !== null && !target.closest(":popover-open, a, button, input, select, textarea, label");
      },
      [x, y] as const,
    );
    if (free) return page.mouse.click(x, y);
  }
  throw new Error("no free place on the page to press");
}

/**
 * Walks the navbar with Tab from HOME: keyboard focus on OUR DESIGN shows its list, Tab goes
 * through its links, and leaving them for ABOUT US closes it.
 */
async function tabThroughDesignMenu(page: Page) {
  const button = desktopDesignButton(page);
  const list = await listOf(page, button);
  await page.getByRole("banner").getByRole("link", { name: "HOME", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await expectDesignLinks(list);
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Place an Order" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "ABOUT US" })).toBeFocused();
  await expect(list).toBeHidden();
}

test.describe("With JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the menus open, close on Escape and on a press outside, and their links navigate", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/about");
    if (isMobile) {
      const button = hamburger(page);
      await expect(button).toHaveAccessibleName("Open menu");
      await expect(phoneMenu(page)).toBeHidden();
      await button.click();
      await expect(phoneMenu(page)).toBeVisible();
      await expect(button).toHaveAccessibleName("Close menu");
      await page.keyboard.press("Escape");
      await expect(phoneMenu(page)).toBeHidden();
      await expect(button).toHaveAccessibleName("Open menu");
      await button.click();
      await pressOutside(page);
      await expect(phoneMenu(page)).toBeHidden();
      await button.click();
      await phoneMenu(page).getByRole("link", { name: "MAKE AN INQUIRY" }).click();
      await expect(page).toHaveURL("/contact");
      await expect(phoneMenu(page)).toBeHidden();
    }

    const design = designButton(page, isMobile);
    const list = await listOf(page, design);
    await expect(list).toBeHidden();
    await design.click();
    await expectDesignLinks(list);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await design.click();
    await expect(list).toBeVisible();
    await pressOutside(page);
    await expect(list).toBeHidden();
    await design.click();
    await list.getByRole("link", { name: "Collections" }).click();
    await expect(page).toHaveURL("/collection");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Collection");
    await expect(await listOf(page, designButton(page, isMobile))).toBeHidden();
  });

  test("OUR DESIGN opens by press and from the keyboard, and Escape closes it with focus back on its button", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const button = designButton(page, isMobile);
    const list = await listOf(page, button);
    if (!isMobile) {
      await button.click();
      await expectDesignLinks(list);
      await button.click();
      await expect(list).toBeHidden();
    }
    await button.focus();
    await page.keyboard.press("Enter");
    await expectPopoverOpen(list, true);
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Place an Order" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/order");
  });

  test(
    "the contact toggle opens WhatsApp, call and e-mail, and closes again",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/collection");
      const toggle = page.getByRole("button", { name: "Contact us" });
      const whatsapp = page.getByRole("link", { name: "Chat on WhatsApp" });
      await expect(whatsapp).toBeHidden();
      await toggle.click();
      await expect(whatsapp).toBeVisible();
      await expect(page.getByRole("link", { name: "Call the studio" })).toHaveAttribute(
        "href",
        "tel:+2348035550142",
      );
      await expect(page.getByRole("link", { name: "Send an e-mail" })).toBeVisible();
      await toggle.click();
      await expect(whatsapp).toBeHidden();
      await toggle.click();
      await page.keyboard.press("Escape");
      await expect(whatsapp).toBeHidden();
      await toggle.click();
      await pressOutside(page);
      await expect(whatsapp).toBeHidden();
    },
  );

  test("every route can be read and left through the menus", async ({ page, isMobile }) => {
    const order = routePages.map((route) => route.path);
    for (const [index, path] of order.entries()) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Ivory & Adire");
      // Leave through the menu this size offers, to the next page in the list.
      const next = order[(index + 1) % order.length] ?? "/";
      const names: Record<string, string> = {
        "/": "HOME",
        "/about": "ABOUT US",
        "/contact": "MAKE AN INQUIRY",
        "/collection": "Collections",
        "/order": "Place an Order",
      };
      const name = names[next];
      if (!name) continue; // The thank-you page is reached after a form, not from the menus.
      if (isMobile) {
        await hamburger(page).click();
        await phoneMenu(page).getByRole("link", { name, exact: true }).click();
      } else if (next === "/collection" || next === "/order") {
        await desktopDesignButton(page).click();
        await (await listOf(page, desktopDesignButton(page))).getByRole("link", { name }).click();
      } else {
        await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
      }
      await expect(page).toHaveURL(next);
    }
  });

  test("rotators show their first photo, the about carousel shows every photo, and no motion control shows", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /pause motion|play motion/i })).toHaveCount(0);

    await page.goto("/about");
    const carousel = page.getByRole("region", { name: "Inside the studio" });
    const photos = carousel.getByRole("img");
    await expect(photos).toHaveCount(carouselPhotoCount);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(carousel.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /pause motion|play motion/i })).toHaveCount(0);
  });
});

test.describe("Before the framework has run", () => {
  const closings = ["Escape", "a link", "a press outside"] as const;
  for (const closing of closings) {
    test(`a menu opened before the framework stays open when it arrives, and then closes with ${closing}`, async ({
      page,
      isMobile,
    }) => {
      const gate = await holdFramework(page);
      await page.goto(isMobile ? "/collection" : "/about");
      const button = isMobile ? hamburger(page) : desktopDesignButton(page);
      const list = await listOf(page, button);
      if (isMobile) {
        await button.click();
        await expect(button).toBeFocused();
      } else {
        await button.hover();
      }
      await expect(list).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      expect(await isHydrated(page), "the framework has not run yet").toBe(false);

      await gate.release();
      await expect(list).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      if (isMobile) await expect(button).toBeFocused();

      if (closing === "Escape") {
        await page.keyboard.press("Escape");
      } else if (closing === "a link") {
        const link = isMobile ? "ABOUT US" : "Place an Order";
        await list.getByRole("link", { name: link, exact: true }).click();
        await expect(page).toHaveURL(isMobile ? "/about" : "/order");
      } else {
        await pressOutside(page);
      }
      await expect(list).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("the tab bar's Our Design and the contact toggle open at once, and keep working after", async ({
    page,
    isMobile,
  }) => {
    const gate = await holdFramework(page);
    await page.goto("/collection");
    const contact = page.getByRole("button", { name: "Contact us" });
    await contact.click();
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
    if (isMobile) {
      const design = tabDesignButton(page);
      await design.click();
      // One menu at a time: opening this one closed the contact options.
      await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toBeHidden();
      await expectDesignLinks(await listOf(page, design));
    }
    expect(await isHydrated(page)).toBe(false);
    await gate.release();
    if (isMobile) {
      const list = await listOf(page, tabDesignButton(page));
      await expect(list).toBeVisible();
      await list.getByRole("link", { name: "Place an Order" }).click();
      await expect(page).toHaveURL("/order");
      await expect(list).toBeHidden();
    } else {
      await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
      await contact.click();
      await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toBeHidden();
    }
  });

  test("keyboard focus opens OUR DESIGN before the framework and after it, and Tab walks through it", async ({
    page,
    isMobile,
  }) => {
    const gate = await holdFramework(page);
    await page.goto("/contact");
    if (isMobile) {
      const button = tabDesignButton(page);
      await button.focus();
      await expect(await listOf(page, button)).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      return;
    }
    await tabThroughDesignMenu(page);
    await expect(desktopDesignButton(page)).toHaveAttribute("aria-expanded", "false");
    await gate.release();
    await tabThroughDesignMenu(page);
  });

  test("ArrowDown opens OUR DESIGN and reaches its first link before the framework runs", async ({
    page,
    isMobile,
  }) => {
    const gate = await holdFramework(page);
    await page.goto("/");
    const button = designButton(page, isMobile);
    await button.focus();
    await page.keyboard.press("ArrowDown");
    const list = await listOf(page, button);
    await expect(list.getByRole("link", { name: "Collections" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    await gate.release();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("motion controls stay out of sight until they work", async ({ page }) => {
    const gate = await holdFramework(page);
    await page.goto("/about");
    const carousel = page.getByRole("region", { name: "Inside the studio" });
    await expect(page.getByRole("button", { name: "Pause motion" })).toHaveCount(0);
    await expect(carousel.getByRole("button")).toHaveCount(0);
    await gate.release();
    await expect(page.getByRole("button", { name: "Pause motion" }).first()).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("button", { name: /next/i })).toBeVisible();
    await expect(carousel.getByText(`1 / ${carouselPhotoCount}`)).toBeVisible();
    await carousel.getByRole("button", { name: /next/i }).click();
    await expect(carousel.getByText(`2 / ${carouselPhotoCount}`)).toBeVisible();
  });

  test.describe("in a time zone far from the build's", { tag: "@phone" }, () => {
    test.use({ timezoneId: "Pacific/Kiritimati" });

    test("the delivery date cannot be before the visitor's today, before and after the framework", async ({
      page,
    }) => {
      const gate = await holdFramework(page);
      await page.goto("/order");
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
      const date = page.getByLabel(/delivery date/i);
      await expect(date).toHaveAttribute("min", today);
      expect(await isHydrated(page)).toBe(false);
      await gate.release();
      await expect(date).toHaveAttribute("min", today);
    });
  });

  test(
    "an order sent before the framework is one plain post that reaches the inbox",
    { tag: "@phone" },
    async ({ page }) => {
      await holdFramework(page);
      await page.goto("/order");
      const values = orderValues();
      await fillOrder(page, values);
      expect(await isHydrated(page)).toBe(false);
      await page
        .getByRole("main")
        .locator("form")
        .getByRole("button", { name: /place order/i })
        .click();
      await expect(page).toHaveURL(thankYouUrl);
      const stored = (await readSubmissions()).filter((record) => record.fields.fullName === values.fullName);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.kind).toBe("plain");
    },
  );

  test(
    "an order on its way is never sent twice: not by a second press, not by the framework arriving mid-send",
    { tag: "@phone" },
    async ({ page }) => {
      const gate = await holdFramework(page);
      const sends: string[] = [];
      let letThrough = () => {};
      const held = new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      // The post is held on its way, so the framework arrives while it is in flight.
      await page.route(
        (url) => url.href.startsWith(plainEndpoint) || url.pathname.includes("/ajax/"),
        async (route) => {
          sends.push(route.request().url());
          await held;
          await route.continue();
        },
      );
      // While a navigation is pending Playwright cannot drive the page, so the page itself presses
      // the button again once React has hydrated it, and reports that it has.
      let pressedAfterHydration = false;
      await page.route("**/after-hydration-presses", async (route) => {
        pressedAfterHydration = true;
        await route.fulfill({ status: 204 });
      });
      await page.goto("/order");
      const values = orderValues();
      await fillOrder(page, values);
      await page.evaluate(() => {
        const button = document.querySelector<HTMLButtonElement>("main form [type=submit]");
        const timer = setInterval(() => {
          const footer = document.querySelector("footer");
          if (!footer || !Object.keys(footer).some((key) => key.startsWith("__reactFiber"))) return;
          clearInterval(timer);
          button?.click();
          button?.click();
          void fetch("/after-hydration-presses");
        }, 20);
        // The visitor presses twice before the framework: the browser posts the form once.
        button?.click();
        button?.click();
      });
      await expect.poll(() => sends.length, { message: "the browser posts the form" }).toBe(1);

      gate.open();
      await expect
        .poll(() => pressedAfterHydration, { message: "the framework arrived and the page pressed again" })
        .toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sends, `one send, however often the button is pressed: ${sends.join(", ")}`).toHaveLength(1);

      letThrough();
      await expect(page).toHaveURL(thankYouUrl);
      const stored = (await readSubmissions()).filter((record) => record.fields.fullName === values.fullName);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.kind).toBe("plain");
    },
  );
});

test.describe("Accessibility of open menus", () => {
  for (const scripts of ["without script", "with the framework"] as const) {
    test(`axe finds nothing with each menu open, ${scripts}`, async ({ page, isMobile }) => {
      // A whole-page axe run per menu, two or three of them: more than one test's usual 30 s on a
      // two-core machine.
      test.slow();
      if (scripts === "without script") await serveWithoutScripts(page);
      await page.goto("/");
      if (scripts === "with the framework") await waitForHydration(page);
      const toggles = isMobile
        ? [hamburger(page), tabDesignButton(page), page.getByRole("button", { name: "Contact us" })]
        : [desktopDesignButton(page), page.getByRole("button", { name: "Contact us" })];
      for (const toggle of toggles) {
        await toggle.click();
        await expect(await listOf(page, toggle)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(await listOf(page, toggle)).toBeHidden();
      }
    });
  }
});
