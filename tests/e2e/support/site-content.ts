/**
 * What a visitor should find on the site. The studio's details, pages and form wording are written
 * down here from the studio's brief, so the browser tests check the built pages against it. What
 * the studio grows (designs, photos, slogans, headings) is read from the content modules instead,
 * so adding a design or a slogan changes what the tests expect, not the tests.
 */
import type * as ContentModules from "./content-modules";
import { loadContent } from "../../../scripts/load-content";

const content = await loadContent<typeof ContentModules>("tests/e2e/support/content-modules.ts");

export interface RoutePage {
  path: string;
  /** The page's `h1` as assistive technology names it. */
  heading: string | RegExp;
  /** Text the `h1` shows in the prerendered HTML, before any script has run. */
  prerenderedHeadingText: string;
}

export const studioName = "Ivory & Adire";

/** The About page types these slogans one character at a time. */
export const aboutSlogans = content.aboutCopy.slogans;
export const aboutParagraphCount = content.aboutCopy.paragraphs.length;
export const carouselPhotoCount = content.aboutPhotos.length;

/** The Contact page's heading rotates through these phrases. */
export const contactHeadings = content.contactPage.headings;

export const heroPhotoCount = content.homePage.hero.photos.length;

export interface DesignLink {
  name: string;
  /** The design's own page: /collection/<slug>. */
  path: string;
  /** The short line under its name on a collection card. */
  summary: string;
}

const linkTo = (design: { slug: string; name: string; summary: string }): DesignLink => ({
  name: design.name,
  path: `/collection/${design.slug}`,
  summary: design.summary,
});

/** Every design of the collection, per section, in the page's order. */
export const collectionDesigns = {
  bridal: content.bridalDesigns.map(linkTo),
  bespoke: content.bespokeDesigns.map(linkTo),
};

/** How many designs of a section the collection page shows before "Show all". */
export const designsPerFirstPage = content.designsPerFirstPage;

/** The designs the home page's Our Designs strip shows (each by its cover photo), in order. */
export const featuredDesigns: readonly DesignLink[] = content.homePage.designs.featured.map((slug) => {
  const design = [...content.bridalDesigns, ...content.bespokeDesigns].find((entry) => entry.slug === slug);
  if (!design) throw new Error(`home.ts features "${slug}", which is not a design.`);
  return linkTo(design);
});
export const marqueePhotoCount = featuredDesigns.length;

/** The names of the designs whose cards the collection page's HTML carries, per section, in order. */
export const designCards = {
  bridal: content.bridalDesigns.slice(0, content.designsPerFirstPage).map((design) => design.name),
  bespoke: content.bespokeDesigns.slice(0, content.designsPerFirstPage).map((design) => design.name),
};

const anyOf = (phrases: readonly string[]) =>
  new RegExp(`^(${phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);

/** The six routes of the site. */
export const routePages: readonly RoutePage[] = [
  { path: "/", heading: studioName, prerenderedHeadingText: studioName },
  // The typing heading is named for assistive technology; its visible text is the slogan being typed.
  { path: "/about", heading: "Our story", prerenderedHeadingText: aboutSlogans[0] },
  { path: "/contact", heading: anyOf(contactHeadings), prerenderedHeadingText: contactHeadings[0] },
  { path: "/collection", heading: "The Collection", prerenderedHeadingText: "The Collection" },
  { path: "/order", heading: "Place an Order", prerenderedHeadingText: "Place an Order" },
  { path: "/thank-you", heading: "Thank You!", prerenderedHeadingText: "Thank You!" },
];

/** The footer's quick links, in order. */
export const footerQuickLinks = [
  { name: "Home", path: "/" },
  { name: "Collections", path: "/collection" },
  { name: "Place an Order", path: "/order" },
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
] as const;

export const studioContact = {
  place: /Abeokuta, Ogun State/,
  phone: { text: "+234 803 555 0142", href: "tel:+2348035550142" },
  email: { text: "hello@ivoryandadire.example", href: "mailto:hello@ivoryandadire.example" },
  whatsapp: /^https:\/\/wa\.me\/\d+/,
  social: /^https:\/\/www\.instagram\.com\//,
  /** Directions in the visitor's maps app, to the studio's coordinates (Google's cross-platform Maps URL). */
  directions: /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=7\.\d{5}%2C3\.\d{5}$/,
  hours: "Monday to Saturday, 9:00 to 18:00, by appointment",
} as const;

export const orderMessages = {
  rejected: "Something went wrong. Please try again.",
  networkError: "There was an error. Please try again.",
  sending: "Sending…",
} as const;

/** The Place an Order form's outfit types (values are what the studio's e-mail shows). */
export const outfitTypes = ["bridal", "non-bridal", "custom", "event", "casual", "menswear"] as const;

/** The inquiry form's service types, after the empty "Service Type" option. */
export const serviceTypes = ["Custom Dress", "Bridal Consultation", "Fabric Styling", "Other"] as const;
