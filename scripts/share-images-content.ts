/**
 * What each share preview shows, from the content files: its page's title and main photo.
 * share-images.ts loads it through Vite (load-content.ts), where each photo's `image.img.src` is
 * its source file.
 */
import { aboutCopy } from "../app/content/about-copy";
import { aboutPhotos } from "../app/content/about-photos";
import { collectionPage } from "../app/content/collection";
import { contactPage } from "../app/content/contact";
import { designPageTitle } from "../app/content/design-page";
import { designs } from "../app/content/designs";
import { designSlug } from "../app/content/slug";
import { homePage } from "../app/content/home";
import { occasionIndex } from "../app/content/occasion-index";
import { occasionsCopy } from "../app/content/occasions";
import { orderPage } from "../app/content/order";
import { studio } from "../app/content/studio";
import { thankYouPage } from "../app/content/thank-you";
import type { Photo } from "../app/content/types";
import { fillIn } from "../app/lib/fill-in";
import {
  type PageShareImageName,
  type ShareImageName,
  designShareImage,
  occasionShareImage,
} from "../app/lib/share-images";

export interface SharePreviewContent {
  /** The page's title; the preview prints it without the studio's name. */
  title: string;
  /** The photo's source file, relative to the project. */
  photo: string;
}

export const studioName = studio.name;

/** A small line above the studio's name on every preview. */
export const shareEyebrow = homePage.hero.eyebrow;

function sourceOf(photo: Photo | undefined): string {
  if (!photo) throw new Error("A share preview names a photo its content file does not have.");
  return photo.image.img.src;
}

/** The cover of the collection's first design in a section: the photo its card opens with. */
function coverOf(section: "bridal" | "bespoke"): string {
  const file = designs.find((design) => design.section === section)?.photos[0]?.file;
  if (!file) throw new Error(`A share preview needs a ${section} design in app/content/data/designs.json.`);
  return `app/content/images/${file}`;
}

/** One entry per page's preview name (app/lib/share-images.ts); TypeScript insists on every one. */
const pagePreviews: Record<PageShareImageName, SharePreviewContent> = {
  home: { title: homePage.title, photo: sourceOf(homePage.hero.photos[0]) },
  about: { title: aboutCopy.title, photo: sourceOf(aboutPhotos[0]) },
  collection: { title: collectionPage.title, photo: coverOf("bridal") },
  contact: { title: contactPage.title, photo: sourceOf(homePage.hero.photos[2]) },
  order: { title: orderPage.title, photo: coverOf("bespoke") },
  "thank-you": { title: thankYouPage.title, photo: sourceOf(homePage.hero.photos[4]) },
};

/** Each design's page: its title, beside its first photo (the cover its card opens with). */
const designPreviews = Object.fromEntries(
  designs.map((design) => [
    designShareImage(designSlug(design)),
    {
      title: designPageTitle(design),
      photo: `app/content/images/${design.photos[0]?.file ?? ""}`,
    },
  ]),
) as Record<ShareImageName, SharePreviewContent>;

/** Each occasion's page: its title, beside the cover of its first design. */
const occasionPreviews = Object.fromEntries(
  occasionIndex.map((occasion) => [
    occasionShareImage(occasion.id),
    {
      title: fillIn(occasionsCopy.pageTitle, { occasion: occasion.label }),
      photo: `app/content/images/${designs.find((design) => designSlug(design) === occasion.slugs[0])?.photos[0]?.file ?? ""}`,
    },
  ]),
) as Record<ShareImageName, SharePreviewContent>;

export const sharePreviews: Record<ShareImageName, SharePreviewContent> = {
  ...pagePreviews,
  ...designPreviews,
  ...occasionPreviews,
};
