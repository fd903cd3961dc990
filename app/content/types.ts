/**
 * The shapes the site's parts share that are not a data file's: the photos the image pipeline makes
 * and the navigation (code, app/content/navigation.ts). A data file's shape is its schema's
 * (`<file>.schema.ts`), inferred where its content module exports it (`Design`: catalogue.ts).
 */
/** What the image pipeline makes of one photo: a srcset per format, and a fallback with its size. */
export interface ResponsiveImage {
  sources: Record<"avif" | "webp", string>;
  img: { src: string; w: number; h: number };
}

export interface Photo {
  image: ResponsiveImage;
  /** What the photo shows, for people who cannot see it. Never empty. */
  alt: string;
}

/** The icons the phone's tab bar can show beside a label. */
export type NavigationIcon = "home" | "design" | "about" | "inquiry";

/** One page in the site's navigation. */
export interface NavigationPage {
  /** As the navbar and the phone menu show it. */
  label: string;
  href: string;
  /** As the footer's quick links show it, when it differs from the tab bar's (or the navbar's) label. */
  footerLabel?: string;
  /** The navbar draws it as the filled call-to-action button. */
  callToAction?: boolean;
  /** Shown in the phone's tab bar, with this label and icon. */
  tab?: { label: string; icon: NavigationIcon };
}

/** A group of pages that opens as a menu (the navbar's dropdown, a tab that opens upwards). */
export interface NavigationGroup {
  /** Lowercase letters and dashes: names the menu's element ids. */
  id: string;
  label: string;
  pages: readonly Pick<NavigationPage, "label" | "href" | "footerLabel">[];
  tab?: { label: string; icon: NavigationIcon };
}

export type NavigationEntry = NavigationPage | NavigationGroup;
