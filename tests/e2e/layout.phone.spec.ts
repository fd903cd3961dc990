/** What every page shares beyond accessibility.spec.ts, and how a page loads on a cheap phone. */
import { expect, openPage, test } from "./support/fixtures";
import { contactToggle } from "./support/menus";
import { studioContact, studioName } from "./support/site-content";

test("the footer's year is the visitor's; the header goes on the way down, back on the way up or for focus", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2031-06-15T12:00:00"));
  await openPage(page, "/about");
  await expect(
    page.getByRole("contentinfo").getByText(new RegExp(`©\\s*2031\\s+${studioName}`)),
  ).toBeVisible();
  const header = page.getByRole("banner");
  const look = () =>
    header.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} | ${style.boxShadow} | ${style.borderBottomColor}`;
    });
  const atTop = await look();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(header).toBeInViewport({ ratio: 1 });
  await expect.poll(look, "the scrolled navbar looks different").not.toBe(atTop);
  // The skip link is at the top of the page: focused where it is, not scrolled to.
  const focusSkipLink = () =>
    page
      .getByRole("link", { name: "Skip to content" })
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  for (const moveFocus of [focusSkipLink, () => page.keyboard.press("Tab")]) {
    await page.mouse.wheel(0, 600);
    await expect(header).not.toBeInViewport();
    await moveFocus();
    await expect(header).toBeInViewport({ ratio: 1 });
  }
  await expect(header.getByRole("link", { name: studioName })).toBeFocused();
});

test("nothing fixed or sticky covers the field that has focus, on the order and inquiry forms", async ({
  page,
}) => {
  for (const path of ["/order", "/contact"]) {
    await openPage(page, path);
    const controls = page.getByRole("main").locator("form :is(input, select, textarea, button):visible");
    const count = await controls.count();
    expect(count, `controls on ${path}`).toBeGreaterThan(4);
    for (let n = 0; n < count; n++) {
      const control = controls.nth(n);
      // As the browser does when focus arrives: scrolled into view first.
      await control.focus();
      const covering = () =>
        control.evaluate((field) => {
          const box = field.getBoundingClientRect();
          return [...document.querySelectorAll("body *")]
            .filter((element) => {
              const { position } = getComputedStyle(element);
              if (position !== "fixed" && position !== "sticky") return false;
              const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
              if (element.contains(field) || !shown) return false;
              const bar = element.getBoundingClientRect();
              return (
                bar.top < box.bottom && bar.bottom > box.top && bar.left < box.right && bar.right > box.left
              );
            })
            .map((element) => `${element.tagName} ${element.getAttribute("aria-label") ?? ""}`);
        });
      const name = (await control.getAttribute("name")) ?? (await control.textContent());
      await expect.poll(covering, `what covers ${name} on ${path}`).toEqual([]);
    }
  }
});

test("the contact toggle offers WhatsApp, a call and an e-mail, then closes", async ({ page }) => {
  await openPage(page, "/collection");
  const toggle = contactToggle(page);
  const whatsapp = page.getByRole("link", { name: /whatsapp/i });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(whatsapp).toHaveAttribute("href", studioContact.whatsapp);
  await expect(page.getByRole("link", { name: /call/i })).toHaveAttribute("href", studioContact.phone.href);
  await expect(page.getByRole("link", { name: /e-?mail/i })).toHaveAttribute(
    "href",
    studioContact.email.href,
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(whatsapp).toBeHidden();
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(whatsapp).toBeHidden();
  // Choosing "call" would hand over to the phone app: the browser stays on the page.
  await page.evaluate(() =>
    window.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  await toggle.click();
  await page.getByRole("link", { name: /call/i }).click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(whatsapp).toBeHidden();
});

test("a first visit paints from the HTML, before any script, stylesheet or font", async ({ page }) => {
  await openPage(page, "/");
  const timeline = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const fetched = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).origin === location.origin)
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
      return { loadEventStart: navigation!.loadEventStart, fetched };
    });
  // After the load, the font files are fetched first, then their stylesheet: wait for all four.
  await expect
    .poll(async () => (await timeline()).fetched.filter((entry) => /\.(woff2|css)$/.test(entry.path)))
    .toHaveLength(4);
  const { loadEventStart, fetched } = await timeline();
  expect(loadEventStart).toBeGreaterThan(0);
  const early = fetched.filter(
    (entry) => entry.startTime < loadEventStart && /\.(js|css|woff2?)$/.test(entry.path),
  );
  expect(early).toEqual([]);
  expect(fetched.some((entry) => entry.path.endsWith(".js"))).toBe(true);
  // The page's own styles are inside it: the only stylesheet fetched is the web fonts'.
  expect(fetched.filter((entry) => entry.path.endsWith(".css")).map((entry) => entry.path)).toEqual([
    expect.stringMatching(/^\/assets\/font-faces-[\w-]+\.css$/),
  ]);
});

test("a page reached from another looks as it does when opened directly", async ({ page }) => {
  const layout = () =>
    page.evaluate(() =>
      // Elements whose number does not depend on which photos have arrived yet.
      [
        ...document.querySelectorAll(
          "main :is(header, section, article, form, h1, h2, h3, p, ul, li, a, button, label)",
        ),
      ].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName} ${style.display} ${style.position} ${style.fontSize} ${style.color} ${style.paddingTop} ${style.marginTop} ${style.textAlign} ${style.backgroundColor} ${style.columnGap}`;
      }),
    );
  for (const [from, to] of Object.entries({ "/": "/about", "/order": "/collection" })) {
    await openPage(page, to);
    const direct = await layout();
    await openPage(page, from);
    await page.getByRole("contentinfo").locator(`a[href="${to}"]`).click();
    await expect(page).toHaveURL(to);
    await expect.poll(layout, { message: `the styles of ${to}` }).toEqual(direct);
  }
});
