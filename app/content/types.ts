/** The shapes of the site's content. Content files use `satisfies` these, so a typo fails the build. */

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

/** The collection page's sections, in the order the page shows them. */
export const designSections = ["bridal", "bespoke"] as const;
export type DesignSection = (typeof designSections)[number];

/** A design as data/designs.json lists it: its photos named by their file in content/images/. */
export interface DesignEntry {
  /**
   * The design's page address under /collection/, when it should not be made from its name: set it
   * to the old address when renaming a design, so links already shared keep working. Lowercase
   * letters, digits and dashes.
   */
  slug?: string;
  name: string;
  section: DesignSection;
  /** One short line shown under the name. */
  summary: string;
  /** 3 or 4 photos; the card cycles through them, the first is the cover. */
  photos: { file: string; alt: string }[];
}

/** A design as the collection page gets it: its photos turned into responsive images. */
export interface Design {
  slug: string;
  name: string;
  summary: string;
  photos: Photo[];
}

/** A day of the week, as opening hours name it. */
export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface Link {
  label: string;
  href: string;
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
