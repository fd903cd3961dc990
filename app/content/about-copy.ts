import { expectText } from "./check";

/** The About page's words. Its photos are in about-photos.ts. */
export const aboutCopy = {
  title: "About us | Ivory & Adire",
  description:
    "Ivory & Adire blends Abeokuta's adire heritage with modern bridal design and sustainable, made-to-order tailoring.",
  eyebrow: "Our story",
  headingLabel: "Our story",
  storyHeading: "Heritage in every thread",
  slogans: [
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
  ],
  paragraphs: [
    "Ivory & Adire began in a small room in Oke-Ilewo, Abeokuta, with one sewing machine and a love for the cloth our grandmothers wore. Today we are a bridal and bespoke tailoring studio, but the idea is the same: clothes that carry where you come from.",
    "Abeokuta is the home of adire, the indigo resist-dyed cloth of the Egba people. We work with dyers who still fold, stitch and tie by hand, and we pair their fabric with aso-oke woven on narrow looms and ankara chosen piece by piece.",
    "Our designs are modern in cut and quiet in detail. A corset bodice meets an aso-oke skirt; an ivory gown carries an indigo hem; a kaftan falls as lightly as silk. Heritage is never a costume here. It is the cloth itself.",
    "Every piece is made to order and fitted to you. We meet, we sketch, we measure, and we fit again until it is right. Most bridal gowns take eight to twelve weeks; bespoke outfits often less.",
    "Sustainability is how we work, not a label. We buy from local artisans at fair prices, favour natural dyes, cut only what is ordered, and turn offcuts into buttons, trims and gele ties.",
    "Whether you are planning a white wedding, a traditional engagement or a party you will talk about for years, we would love to make something that is yours alone.",
  ],
  carouselLabel: "Inside the studio",
  cta: {
    heading: "Let us make yours",
    text: "Tell us about your day and the cloth you love. The first conversation is always free.",
    label: "MAKE AN INQUIRY",
  },
  previous: "Previous image",
  next: "Next image",
} as const;

if (import.meta.env.SSR) {
  expectText("about-copy.ts", "slogans", aboutCopy.slogans);
  expectText("about-copy.ts", "paragraphs", aboutCopy.paragraphs);
}
