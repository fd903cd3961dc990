/**
 * Pages: what each page shows and the buttons that move a visitor on.
 */
import { expect, test, waitForHydration } from "./support/fixtures";
import { heroSection, shownPhoto, stopTheClock } from "./support/motion";
import {
  aboutParagraphCount,
  aboutSlogans,
  carouselPhotoCount,
  contactHeadings,
  designCards,
  studioContact,
  studioName,
} from "./support/site-content";

test.describe("Pages", () => {
  test.describe("Home", () => {
    test("the hero has the brand title, the tagline and buttons to the collection and the inquiry form", async ({
      page,
    }) => {
      await page.goto("/");
      const hero = heroSection(page);
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(studioName);
      await expect(hero.getByText(/bridal and bespoke tailoring/i)).toBeVisible();
      await expect(hero.getByRole("link", { name: "VIEW COLLECTION" })).toHaveAttribute(
        "href",
        "#our-designs",
      );
      await expect(hero.getByRole("img")).toBeVisible();

      await waitForHydration(page);
      await hero.getByRole("link", { name: "MAKE AN INQUIRY" }).click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("heading", { name: "Make an inquiry", level: 2 })).toBeVisible();
    });

    test("VIEW COLLECTION scrolls smoothly to the Our Designs section", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
      const designs = page.getByRole("heading", { name: "Our Designs", level: 2 });
      await expect(designs).not.toBeInViewport();
      await page.getByRole("link", { name: "VIEW COLLECTION" }).click();
      await expect(page).toHaveURL(/#our-designs$/);
      await expect(designs).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      // The section's top sits below the navbar, not under it.
      const navbarBottom = (await page.getByRole("banner").boundingBox())?.height ?? 0;
      await expect
        .poll(async () => (await designs.boundingBox())?.y ?? -1, "the heading clears the navbar")
        .toBeGreaterThanOrEqual(navbarBottom - 1);
    });

    test("only the main photo of a page loads eagerly and first; every photo has AVIF, WebP and its size", async ({
      page,
      request,
    }) => {
      // In the served HTML of every page, one image at most is eager: the page's main image on the
      // first screen (the home page's first hero photo, the collection's first card).
      const mainImages: Record<string, RegExp | null> = {
        "/": /alt="[^"]*full length/,
        "/about": null,
        "/collection": /alt="Ivory ball gown with an indigo adire-embroidered hem, full front view/,
        "/contact": null,
      };
      for (const [path, mainImage] of Object.entries(mainImages)) {
        const html = await (await request.get(path)).text();
        const imageTags = html.match(/<img\b[^>]*>/g) ?? [];
        const eagerTags = imageTags.filter((tag) => !/\bloading="lazy"/.test(tag));
        expect(eagerTags.length, `eager images in ${path}`).toBe(mainImage ? 1 : 0);
        if (mainImage) {
          expect(eagerTags[0]).toMatch(/fetchpriority="high"/i);
          expect(eagerTags[0]).toMatch(mainImage);
        }
      }

      await page.goto("/");
      await waitForHydration(page);
      await expect(heroSection(page).locator("img").first()).toHaveAttribute("loading", "eager");
      // The marquee's photos come into the page as it nears the screen.
      await page.getByRole("main").getByRole("region", { name: "Our Designs" }).scrollIntoViewIfNeeded();
      const images = page.locator("main img");
      await expect.poll(() => images.count()).toBeGreaterThanOrEqual(17);
      const eager = page.locator('main img:not([loading="lazy"])');
      await expect(eager).toHaveCount(1);
      await expect(eager).toHaveAttribute("fetchpriority", "high");
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        const picture = image.locator("xpath=..");
        await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\d+w/);
        await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\d+w/);
      }
    });
  });

  test.describe("About", () => {
    test("a typing heading with every slogan for screen readers, and the paragraphs about the brand", async ({
      page,
    }) => {
      await page.goto("/about");
      const main = page.getByRole("main");
      const heading = main.getByRole("heading", { level: 1 });
      await expect(heading).toHaveAccessibleName("Our story");
      // Screen readers get each slogan once as plain text, never letter by letter.
      await expect(main.getByRole("listitem")).toHaveText([...aboutSlogans]);
      await expect(heading).toContainText(aboutSlogans[0]);
      const story = main.getByRole("region", { name: /heritage/i });
      await expect(story.getByRole("paragraph")).toHaveCount(aboutParagraphCount);
      for (const paragraph of await story.getByRole("paragraph").all()) {
        expect((await paragraph.innerText()).length).toBeGreaterThan(80);
      }
    });

    test("a carousel of every studio photo with previous and next controls", async ({ page }) => {
      await stopTheClock(page);
      await page.goto("/about");
      await waitForHydration(page);
      const carousel = page.getByRole("region", { name: /studio/i });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      await carousel.scrollIntoViewIfNeeded();
      const position = (shown: number) => carousel.getByText(`${shown} / ${carouselPhotoCount}`);
      await expect(position(1)).toBeVisible();
      const first = await shownPhoto(carousel);

      await carousel.getByRole("button", { name: /next/i }).click();
      await expect(position(2)).toBeVisible();
      const second = await shownPhoto(carousel);
      expect(second).not.toBe(first);

      await carousel.getByRole("button", { name: /previous/i }).click();
      await expect(position(1)).toBeVisible();
      expect(await shownPhoto(carousel)).toBe(first);

      // Backwards from the first wraps round to the last, then on through every photo.
      const photos = new Set([first]);
      for (let shown = carouselPhotoCount; shown > 1; shown--) {
        await carousel.getByRole("button", { name: /previous/i }).click();
        await expect(position(shown)).toBeVisible();
        photos.add(await shownPhoto(carousel));
      }
      expect(photos.size, "a different photo at each position").toBe(carouselPhotoCount);
    });
  });

  test.describe("Contact", () => {
    test("a rotating heading, the inquiry form and the studio's details with an embedded map", async ({
      page,
    }) => {
      await page.goto("/contact");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(contactHeadings[0]);
      await expect(main.getByRole("region", { name: /inquiry/i }).locator("form")).toBeVisible();

      const visit = main
        .getByRole("region", { name: /visit/i })
        .or(main.getByRole("complementary", { name: /visit/i }));
      await expect(visit.getByText(studioContact.place)).toBeVisible();
      const directions = visit.getByRole("link", { name: /directions/i });
      await expect(directions).toHaveAttribute("href", studioContact.directions);
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(visit.getByText(studioContact.hours)).toBeVisible();
      await expect(visit.getByRole("link", { name: studioContact.email.text })).toHaveAttribute(
        "href",
        studioContact.email.href,
      );
      await expect(visit.getByRole("link", { name: studioContact.phone.text })).toHaveAttribute(
        "href",
        studioContact.phone.href,
      );
      await expect(visit.getByRole("link", { name: /instagram/i })).toHaveAttribute(
        "href",
        studioContact.social,
      );
      // The map frame comes into the page as its place nears the screen.
      await visit.getByRole("link", { name: /instagram/i }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      const map = visit.locator("iframe");
      await expect(map).toHaveAttribute("title", /map/i);
      await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\//);
    });
  });

  test.describe("Collection", () => {
    test("Bridal Collections and Bespoke Dresses show a card for every design, each an article with its name", async ({
      page,
    }) => {
      await page.goto("/collection");
      const main = page.getByRole("main");
      const sections = [
        { region: main.getByRole("region", { name: "Bridal Collections" }), names: designCards.bridal },
        { region: main.getByRole("region", { name: "Bespoke Dresses" }), names: designCards.bespoke },
      ];
      for (const { region, names } of sections) {
        const cards = region.getByRole("article");
        await expect(cards).toHaveCount(names.length);
        await expect(cards.getByRole("heading")).toHaveText(names);
        for (const [index, name] of names.entries()) {
          const card = cards.nth(index);
          await expect(card).toHaveAccessibleName(name);
          // A card's photo comes into the page as the card nears the screen.
          await card.scrollIntoViewIfNeeded();
          await expect(card.getByRole("img")).toHaveCount(1);
        }
      }
    });

    test("MAKE INQUIRY goes to the contact page", { tag: "@phone" }, async ({ page }) => {
      await page.goto("/collection");
      await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: "MAKE INQUIRY", exact: true }).click();
      await expect(page).toHaveURL("/contact");
    });
  });

  test.describe("Thank-you", () => {
    test(
      "thanks the visitor, says a reply will come shortly, and leads back home",
      { tag: "@phone" },
      async ({ page }) => {
        await page.goto("/thank-you");
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
        await expect(main.getByText(/submitted.*reply.*shortly/i)).toBeVisible();
        await waitForHydration(page);
        await main.getByRole("link", { name: "Back to Home" }).click();
        await expect(page).toHaveURL("/");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(studioName);
      },
    );
  });
});
