/**
 * What a visitor should find on the site, written down from the issues (and the studio's copy) so
 * the browser tests check the built pages against the spec, not against the app's own modules.
 */

export interface RoutePage {
  path: string;
  /** The page's `h1` as assistive technology names it. */
  heading: string | RegExp;
  /** Text the `h1` shows in the prerendered HTML, before any script has run. */
  prerenderedHeadingText: string;
}

export const studioName = "Ivory & Adire";

/** The About page types these slogans one character at a time. */
export const aboutSlogans = [
  "Woven from heritage",
  "Dyed in Abeokuta indigo",
  "Made to measure, made to last",
  "Modern lines, ancestral cloth",
  "Every stitch tells a story",
  "Bridal gowns with a soul",
  "Adire, reimagined",
  "Crafted by local hands",
  "Nothing wasted, everything loved",
  "Your day, your heritage",
  "Aso-oke for the modern bride",
  "Slow fashion, lasting beauty",
  "Tailored to you alone",
  "Natural dyes, timeless colour",
  "Where tradition meets couture",
  "Designed with you, sewn for you",
] as const;

/** The Contact page's heading rotates through these phrases about dream looks and bridal outfits. */
export const contactHeadings = [
  "Let us design your dream look",
  "Your bridal outfit, made to measure",
  "Heritage fabrics, your modern silhouette",
  "From first sketch to final fitting",
  "Dream it, and we will tailor it",
] as const;

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
} as const;

export const orderMessages = {
  rejected: "Something went wrong. Please try again.",
  networkError: "There was an error. Please try again.",
  sending: "Sending…",
} as const;

/** The Place an Order form's outfit types (values are what the studio's e-mail shows). */
export const outfitTypes = ["bridal", "non-bridal", "custom", "event", "casual"] as const;

/** The inquiry form's service types, after the empty "Service Type" option. */
export const serviceTypes = ["Custom Dress", "Bridal Consultation", "Fabric Styling", "Other"] as const;

export const bridalDesignCount = 6;
export const bespokeDesignCount = 11;
