/** What each page shows and the buttons that move a visitor on; Back/Forward; the error page. */
import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { heroSection, motionControl, shownPhoto, stopTheClock } from "./support/motion";
import {
  aboutSlogans,
  collectionDesigns,
  contactHeadings,
  studioContact,
  studioName,
} from "./support/site-content";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("home: the brand, VIEW COLLECTION gliding below the navbar, MAKE AN INQUIRY", async ({ page }) => {
  await openPage(page, "/");
  const hero = heroSection(page);
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(studioName);
  await expect(hero.getByText(/bridal and bespoke tailoring/i)).toBeVisible();
  await expect(hero.getByRole("img")).toBeVisible();
  await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
  const designs = page.getByRole("heading", { name: "Our Designs", level: 2 });
  await expect(designs).not.toBeInViewport();
  await hero.getByRole("link", { name: "VIEW COLLECTION" }).click();
  await expect(page).toHaveURL(/#our-designs$/);
  await expect(designs).toBeInViewport();
  const navbar = (await page.getByRole("banner").boundingBox())!;
  await expect
    .poll(async () => (await designs.boundingBox())!.y)
    .toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
  await hero.getByRole("link", { name: "MAKE AN INQUIRY" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { name: "Make an inquiry", level: 2 })).toBeVisible();
});

test("only a page's main photo loads eagerly; each has AVIF, WebP and a size", async ({ page, request }) => {
  // In the served HTML, one image at most is eager: the main image of the first screen.
  for (const [path, mainImage] of [
    ["/", /alt="[^"]*full length/],
    ["/collection", /alt="Ivory ball gown with an indigo adire-embroidered hem, full front view/],
    ["/about", null],
    ["/contact", null],
  ] as const) {
    const images = (await (await request.get(path)).text()).match(/<img\b[^>]*>/g) ?? [];
    const eager = images.filter((tag) => !/\bloading="lazy"/.test(tag));
    expect(eager, `eager images in ${path}`).toEqual(mainImage ? [expect.stringMatching(mainImage)] : []);
    if (mainImage) expect(eager[0]).toMatch(/fetchpriority="high"/i);
  }
  await openPage(page, "/");
  await page.getByRole("region", { name: "Our Designs" }).scrollIntoViewIfNeeded();
  const images = page.locator("main img");
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(17);
  await expect(page.locator('main img:not([loading="lazy"])')).toHaveAttribute("fetchpriority", "high");
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    for (const type of ["avif", "webp"])
      await expect(image.locator(`xpath=../source[@type="image/${type}"]`)).toHaveAttribute("srcset", /\d+w/);
  }
});

test("collection: two columns, links to Bridal and Bespoke and back, round pause buttons, short", async ({
  page,
}) => {
  await openPage(page, "/collection");
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(6000);
  const parts = page.getByRole("navigation", { name: "Parts of the collection" });
  const navbar = (await page.getByRole("banner").boundingBox())!;
  for (const [link, region, designs] of [
    ["Bridal", "Bridal Collections", collectionDesigns.bridal],
    ["Bespoke", "Bespoke Dresses", collectionDesigns.bespoke],
  ] as const) {
    await parts.getByRole("link", { name: `${link} ${designs.length}` }).click();
    const section = page.getByRole("region", { name: region });
    const heading = section.getByRole("heading", { name: region });
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.height - 1);
    const [left, right] = await section
      .getByRole("article")
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect()));
    expect(right!.top, "two cards side by side").toBe(left!.top);
    expect(right!.left).toBeGreaterThanOrEqual(left!.right);
    const pause = (await motionControl(section).boundingBox())!;
    expect(pause.width, "a round pause button").toBe(pause.height);
    expect(pause.height).toBeGreaterThanOrEqual(44);
    await section.getByRole("link", { name: "Back to the top" }).click();
    await expect(parts).toBeInViewport();
  }
});

test("about: the slogans read once, the story, a carousel of every studio photo", async ({ page }) => {
  await stopTheClock(page);
  await openPage(page, "/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveAccessibleName("Our story");
  // Screen readers get each slogan once as plain text, never letter by letter.
  await expect(main.getByRole("listitem")).toHaveText([...aboutSlogans]);
  for (const paragraph of await main
    .getByRole("region", { name: /heritage/i })
    .getByRole("paragraph")
    .all()) {
    expect((await paragraph.innerText()).length).toBeGreaterThan(80);
  }
  const carousel = page.getByRole("region", { name: "Inside the studio" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await carousel.scrollIntoViewIfNeeded();
  const count = Number((await carousel.getByText(/^1 \/ \d+$/).textContent())!.split("/")[1]);
  const first = await shownPhoto(carousel);
  await carousel.getByRole("button", { name: /next/i }).click();
  await expect(carousel.getByText(`2 / ${count}`)).toBeVisible();
  expect(await shownPhoto(carousel)).not.toBe(first);
  await carousel.getByRole("button", { name: /previous/i }).click();
  const photos = new Set([await shownPhoto(carousel)]);
  for (let shown = count; shown > 1; shown--) {
    await carousel.getByRole("button", { name: /previous/i }).click();
    await expect(carousel.getByText(`${shown} / ${count}`)).toBeVisible();
    photos.add(await shownPhoto(carousel));
  }
  expect(photos.size, "a different photo at each position").toBe(count);
});

test("contact: heading, form, the studio's details, and a map fetched when near", async ({ page }) => {
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://www.openstreetmap.org/")) mapRequests.push(request.url());
  });
  await openPage(page, "/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(contactHeadings[0]);
  await expect(main.getByRole("region", { name: /inquiry/i }).locator("form")).toBeVisible();
  const visit = main.getByRole("region", { name: "Visit the studio" });
  await expect(visit.getByText(studioContact.place)).toBeVisible();
  await expect(visit.getByText(studioContact.hours)).toBeVisible();
  const directions = visit.getByRole("link", { name: /directions/i });
  await expect(directions).toHaveAttribute("href", studioContact.directions);
  await expect(directions).toHaveAttribute("target", "_blank");
  for (const { text, href } of [studioContact.email, studioContact.phone])
    await expect(visit.getByRole("link", { name: text })).toHaveAttribute("href", href);
  await expect(visit.getByRole("link", { name: /instagram/i })).toHaveAttribute("href", studioContact.social);
  await expect(visit.locator("iframe")).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  await visit.getByRole("link", { name: /instagram/i }).scrollIntoViewIfNeeded();
  await expect(visit.locator("iframe")).toHaveAttribute("title", /map/i);
  await expect.poll(() => mapRequests.length).toBe(1);
});

test("Back and Forward return to where the visitor was; a new page starts at the top", async ({ page }) => {
  await openPage(page, "/collection");
  await page.getByRole("article").nth(8).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 120, behavior: "instant" }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
  const onCollection = await scrollY(page);
  // A press where the tab bar's link is drawn: Playwright's own click would scroll it "into view".
  const box = (await page
    .getByRole("link", { name: /^about us$/i })
    .filter({ visible: true })
    .first()
    .boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL("/about");
  await expect.poll(() => scrollY(page), "a new page starts at the top").toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect.poll(() => scrollY(page)).toBe(600);
  await page.goBack();
  await expect(page).toHaveURL("/collection");
  await expect.poll(() => scrollY(page), "Back restores the collection's position").toBe(onCollection);
  await page.goForward();
  await expect(page).toHaveURL("/about");
  await expect.poll(() => scrollY(page), "Forward restores the about page's position").toBe(600);
});

test("MAKE INQUIRY, thank-you's way home, and the error page's way on", async ({ page, consoleErrors }) => {
  await openPage(page, "/collection");
  await page.getByRole("main").getByRole("link", { name: "MAKE INQUIRY", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await openPage(page, "/thank-you");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  await expect(main.getByText(/submitted.*reply.*shortly/i)).toBeVisible();
  await main.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(studioName);
  // The about page's module fails as it renders, as a bug in a page would.
  await page.route(/\/assets\/about-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'export default function About() { throw new Error("A page that cannot render"); }',
    }),
  );
  consoleErrors.allow(/A page that cannot render/);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page).toHaveTitle("Something went wrong | Ivory & Adire");
  await expect(page.getByText(/could not be shown/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
    "href",
    studioContact.whatsapp,
  );
  await expect(page.getByRole("link", { name: "Call the studio" })).toHaveAttribute("href", /^tel:\+234/);
  await page.unrouteAll();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(studioName);
});
