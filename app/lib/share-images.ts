/**
 * The picture a chat app or social network shows when someone shares a page: one per entry here,
 * made at build time (scripts/share-images.ts) and named by each page's `og:image` (meta.ts).
 */
import { designPath, notFoundPath, paths } from "./paths";

/** The large-card size WhatsApp, Facebook, LinkedIn and X all show without cropping much. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Each page's preview, by the file name it is written under in /share/. A page that should get a
 * preview of its own adds an entry here and its photo in scripts/share-images-content.ts. Every
 * design's page has its own too (`designShareImage`), drawn from its first photo.
 */
export const shareImageNames = {
  [paths.home]: "home",
  [paths.about]: "about",
  [paths.collection]: "collection",
  [paths.contact]: "contact",
  [paths.order]: "order",
  [paths.thankYou]: "thank-you",
  // A mistyped link shows the studio rather than "Page not found".
  [notFoundPath]: "home",
} as const;

export type PageShareImageName = (typeof shareImageNames)[keyof typeof shareImageNames];
export type ShareImageName = PageShareImageName | `design-${string}`;

/** A design page's preview. */
export function designShareImage(slug: string): ShareImageName {
  return `design-${slug}`;
}

const designPagePattern = new RegExp(`^${designPath("([a-z0-9-]+)")}$`);

/** Where a preview is served: a stable address, so chat apps' caches of it stay valid. */
export function shareImagePath(name: ShareImageName): string {
  return `/share/${name}.jpg`;
}

/** The preview a page names; a page without an entry shows the home page's. */
export function shareImageOf(pagePath: string): ShareImageName {
  const design = designPagePattern.exec(pagePath)?.[1];
  if (design) return designShareImage(design);
  return (
    (shareImageNames as Readonly<Record<string, ShareImageName>>)[pagePath] ?? shareImageNames[paths.home]
  );
}

/**
 * The words a preview prints under the studio's name: its page title without the name itself
 * ("About us | Ivory & Adire" gives "About us"), so the picture and its alt text say the same.
 */
export function shareLine(title: string, siteName: string): string {
  const parts = title
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part !== siteName);
  return parts.join(" · ") || siteName;
}

/** The alt text of a preview, describing what the build draws. */
export function shareImageAlt(title: string, siteName: string): string {
  return `${siteName}, “${shareLine(title, siteName)}”: the studio’s name in ivory and gold on indigo beside a photograph of its work.`;
}
