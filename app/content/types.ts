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

export interface Design {
  /** Used in element ids; lowercase letters, digits and dashes. */
  slug: string;
  name: string;
  /** One short line shown under the name. */
  summary: string;
  /** 3 or 4 photos; the card cycles through them. */
  photos: Photo[];
}

export interface Link {
  label: string;
  href: string;
}
