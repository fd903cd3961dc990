// The `og:image` previews, drawn at build time by scripts/share-images.ts.
import { designPath, notFoundPath, occasionPath, paths } from "./paths";

// The size WhatsApp, Facebook, LinkedIn and X all show without cropping much.
export const shareImageSize = { width: 1200, height: 630 } as const;

// A new entry also needs its photo in scripts/share-images-content.ts.
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
export type ShareImageName = PageShareImageName | `design-${string}` | `occasion-${string}`;

export function designShareImage(slug: string): ShareImageName {
  return `design-${slug}`;
}

export function occasionShareImage(id: string): ShareImageName {
  return `occasion-${id}`;
}

const designPagePattern = new RegExp(`^${designPath("([a-z0-9-]+)")}$`);
const occasionPagePattern = new RegExp(`^${occasionPath("([a-z0-9-]+)")}$`);

// No content hash in the URL, so chat apps' caches of it stay valid.
export function shareImagePath(name: ShareImageName): string {
  return `/share/${name}.jpg`;
}

export function shareImageOf(pagePath: string): ShareImageName {
  const design = designPagePattern.exec(pagePath)?.[1];
  if (design) return designShareImage(design);
  const occasion = occasionPagePattern.exec(pagePath)?.[1];
  if (occasion) return occasionShareImage(occasion);
  return (
    (shareImageNames as Readonly<Record<string, ShareImageName>>)[pagePath] ?? shareImageNames[paths.home]
  );
}

// Shared by the drawn picture and its alt text, so both say the same.
export function shareLine(title: string, siteName: string): string {
  const parts = title
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part !== siteName);
  return parts.join(" · ") || siteName;
}

export function shareImageAlt(title: string, siteName: string): string {
  return `${siteName}, “${shareLine(title, siteName)}”: the studio’s name in ivory and gold on indigo beside a photograph of its work.`;
}
