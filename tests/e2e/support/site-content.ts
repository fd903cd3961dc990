/** What a visitor should find: the studio's details from its brief, what it grows read from the content. */
import { aboutCopy } from "../../../app/content/about-copy";
import { contactPage } from "../../../app/content/contact";
import home from "../../../app/content/data/home.json" with { type: "json" };
import { designs } from "../../../app/content/designs";
import { occasions } from "../../../app/content/occasions";
import { designSlug } from "../../../app/content/slug";

export { designsPerFirstPage } from "../../../app/lib/collection";

export const studioName = "Ivory & Adire";
export const aboutSlogans = aboutCopy.slogans;
export const contactHeadings = contactPage.headings;

/** Each design: its name, its section, its own page's path, and the line under its name on a card. */
const allDesigns = designs.map((design) => ({
  name: design.name,
  section: design.section,
  path: `/collection/${designSlug(design)}`,
  summary: design.summary,
}));

export type DesignLink = (typeof allDesigns)[number];

/** Every design of the collection, per section, in the page's order. */
export const collectionDesigns = {
  bridal: allDesigns.filter((design) => design.section === "bridal"),
  bespoke: allDesigns.filter((design) => design.section === "bespoke"),
};

/** The names of the designs made for the occasion a link names, as the content files say. */
export const designsForOccasion = (label: string) => {
  const id = occasions.find((occasion) => occasion.label === label)?.id;
  return designs.filter((design) => id && design.occasions?.includes(id)).map((design) => design.name);
};

/** The designs the home page's Our Designs strip shows, in order. */
export const featuredDesigns = home.designs.featured.map((slug) => {
  const design = allDesigns.find((entry) => entry.path === `/collection/${slug}`);
  if (!design) throw new Error(`home.json features "${slug}", which is not a design.`);
  return design;
});

const anyOf = (phrases: readonly string[]) =>
  new RegExp(`^(${phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);

/** The routes: each `h1`'s accessible name, and the text it shows before any script has run. */
export const routePages = [
  { path: "/", heading: studioName, firstText: studioName },
  { path: "/about", heading: "Our story", firstText: aboutSlogans[0] },
  { path: "/contact", heading: anyOf(contactHeadings), firstText: contactHeadings[0] },
  { path: "/collection", heading: "The Collection", firstText: "The Collection" },
  { path: "/order", heading: "Place an Order", firstText: "Place an Order" },
  { path: "/thank-you", heading: "Thank You!", firstText: "Thank You!" },
  { path: "/book", heading: "Book a consultation or a fitting", firstText: "Book a consultation" },
] as const;

/** The footer's quick links, in order. */
export const footerQuickLinks = [
  { name: "Home", path: "/" },
  { name: "Collections", path: "/collection" },
  { name: "Place an Order", path: "/order" },
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
  { name: "Book a consultation", path: "/book" },
] as const;

export const studioContact = {
  place: /Abeokuta, Ogun State/,
  phone: { text: "+234 803 555 0142", href: "tel:+2348035550142" },
  email: { text: "hello@ivoryandadire.example", href: "mailto:hello@ivoryandadire.example" },
  whatsapp: /^https:\/\/wa\.me\/\d+/,
  social: /^https:\/\/www\.instagram\.com\//,
  /** Directions in the visitor's maps app, to the studio's coordinates. */
  directions: /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=7\.\d{5}%2C3\.\d{5}$/,
  hours: "Monday to Saturday, 9:00 to 18:00, by appointment",
} as const;
