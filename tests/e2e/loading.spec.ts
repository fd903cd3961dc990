/**
 * Fast on a cheap phone over slow data: what a first visit fetches, and when. Each page
 * paints from its HTML alone (its CSS is inside it); the framework's scripts and the web fonts wait
 * until the page, and its first photo, have loaded; a returning visitor gets the cached fonts
 * before the first paint; and another site's map is fetched only once its place nears the screen.
 * The order of fetching does not change with the size and is tested at the phone's (tagged @phone);
 * what depends on the layout (a page reached from another, the map's place) at both.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { routePages } from "./support/site-content";

interface Fetched {
  path: string;
  startTime: number;
}

/** What the page fetched from its own site, and when its `load` event started (ms since navigation). */
async function timeline(page: Page): Promise<{ loadEventStart: number; fetched: Fetched[] }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const fetched = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter(({ url }) => url.origin === location.origin)
      .map(({ url, startTime }) => ({ path: url.pathname, startTime }));
    return { loadEventStart: navigation?.loadEventStart ?? 0, fetched };
  });
}

test.describe("Loading", () => {
  for (const route of routePages) {
    test(
      `a first visit to ${route.path} paints from the HTML; scripts and web fonts wait until it has loaded`,
      { tag: "@phone" },
      async ({ page }) => {
        await page.goto(route.path);
        await waitForHydration(page);
        // After the page's load, the font files are fetched first, then their stylesheet enabled
        // (and fetched) once they are in: wait for all four.
        await expect
          .poll(async () =>
            (await timeline(page)).fetched.filter((entry) => /\.(woff2|css)$/.test(entry.path)),
          )
          .toHaveLength(4);
        const { loadEventStart, fetched } = await timeline(page);
        expect(loadEventStart).toBeGreaterThan(0);

        const beforeLoad = fetched
          .filter((entry) => entry.startTime < loadEventStart)
          .map((entry) => entry.path);
        expect(
          beforeLoad.filter((path) => /\.(js|css|woff2?)$/.test(path)),
          "no script, stylesheet or font is fetched before the page has loaded",
        ).toEqual([]);

        const paths = fetched.map((entry) => entry.path);
        expect(paths.some((path) => path.endsWith(".js"))).toBe(true);
        // The page's stylesheets are inside it: the only one fetched is the web fonts'.
        expect(paths.filter((path) => path.endsWith(".css"))).toEqual([
          expect.stringMatching(/^\/assets\/font-faces-[\w-]+\.css$/),
        ]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(route.heading);
      },
    );
  }

  test(
    "a returning visitor gets the cached web fonts before the page's first paint",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('500 1rem "Cormorant Garamond"')))
        .toBe(true);
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).length), { message: "fonts remembered" })
        .toBeGreaterThan(0);

      await page.goto("/about");
      const { loadEventStart, fetched } = await timeline(page);
      const fontSheet = fetched.find((entry) => /\/font-faces-[\w-]+\.css$/.test(entry.path));
      expect(fontSheet, "the font stylesheet is asked for").toBeDefined();
      expect(fontSheet?.startTime ?? Infinity).toBeLessThan(loadEventStart);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      );
      expect(fontSheet?.startTime ?? Infinity).toBeLessThan(firstPaint);
    },
  );

  test(
    "without script the page is styled and loads its web fonts",
    { tag: "@phone" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto("/collection");
      await expect(page.getByRole("heading", { level: 1, name: "The Collection" })).toBeVisible();
      // Styled: the studio's ivory page and its display face for headings.
      await expect(page.locator("body")).toHaveCSS("background-color", "rgb(250, 246, 239)");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Cormorant Garamond/);
      expect(fetched.filter((path) => path.endsWith(".woff2"))).toHaveLength(3);
      expect(fetched.filter((path) => path.endsWith(".js"))).toEqual([]);
      await context.close();
    },
  );

  for (const [from, to] of [
    ["/", "/about"],
    ["/about", "/"],
    ["/order", "/collection"],
  ] as const) {
    test(`a page reached from another (${from} → ${to}) looks as it does when opened directly`, async ({
      page,
    }) => {
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
      await page.goto(to);
      await waitForHydration(page);
      const direct = await layout();

      await page.goto(from);
      await waitForHydration(page);
      await page.getByRole("contentinfo").locator(`a[href="${to}"]`).click();
      await expect(page).toHaveURL(to);
      await expect.poll(layout, { message: `the styles of ${to}` }).toEqual(direct);
    });
  }

  test("the contact page's map is fetched only once its place nears the screen", async ({ page }) => {
    // On a phone the map is far below the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.openstreetmap.org/")) mapRequests.push(request.url());
    });
    await page.goto("/contact");
    await waitForHydration(page);
    const visit = page.getByRole("region", { name: "Visit the studio" });
    await expect(visit.locator("iframe")).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await visit.getByRole("link", { name: /instagram/i }).scrollIntoViewIfNeeded();
    await expect(visit.locator("iframe")).toHaveAttribute("title", /map/i);
    await expect.poll(() => mapRequests.length).toBe(1);
  });
});
