import hero1 from "./images/hero-1.jpg?responsive";
import hero2 from "./images/hero-2.jpg?responsive";
import hero3 from "./images/hero-3.jpg?responsive";
import hero4 from "./images/hero-4.jpg?responsive";
import hero5 from "./images/hero-5.jpg?responsive";
import hero6 from "./images/hero-6.jpg?responsive";
import hero7 from "./images/hero-7.jpg?responsive";
import { expectFeaturedDesigns, expectPhotos } from "./check";
import { designs } from "./designs";
import type { Photo } from "./types";

/** The home page. The studio's name and tagline come from studio.ts. */
export const homePage = {
  title: "Ivory & Adire | Bridal and bespoke tailoring in Abeokuta",
  description:
    "Bridal gowns and bespoke outfits made to measure in Abeokuta, Nigeria. Adire, aso-oke and ankara heritage, modern design, sustainable craft.",
  hero: {
    eyebrow: "Bridal & bespoke · Abeokuta",
    viewCollection: "VIEW COLLECTION",
    inquiry: "MAKE AN INQUIRY",
    /** The first photo is the one every visitor sees first: choose the strongest. */
    photos: [
      {
        image: hero1,
        alt: "Ivory ball gown with an indigo adire-embroidered hem, full length on an indigo disc over terracotta circles.",
      },
      {
        image: hero2,
        alt: "Men's indigo agbada with gold embroidery and a gold aso-oke fila, full length against sand stripes.",
      },
      {
        image: hero3,
        alt: "Ivory off-shoulder gown with a champagne gele, full length before a sand arch on flecked indigo.",
      },
      {
        image: hero4,
        alt: "Ivory high-neck sheath gown with a sweeping sheer cape, full length against indigo adire stripes.",
      },
      {
        image: hero5,
        alt: "Gold aso-oke iro with an ivory lace buba and towering gele, full length on an ivory disc.",
      },
      {
        image: hero6,
        alt: "Ivory mermaid gown with a gold aso-oke sash and cathedral veil, full length on a sand panel.",
      },
      {
        image: hero7,
        alt: "Flowing indigo kaftan with gold neckline embroidery and an adire-stripe hem, full length before a sand arch.",
      },
    ] satisfies Photo[],
  },
  pillars: {
    heading: "What we stand for",
    items: [
      {
        title: "African heritage",
        text: "Adire from Abeokuta's dye pits, aso-oke from narrow looms, ankara chosen piece by piece.",
      },
      {
        title: "Modern design",
        text: "Clean, confident silhouettes cut for the way you move, fitted until they are yours.",
      },
      {
        title: "Sustainable craft",
        text: "Made to order by local artisans, natural dyes where we can, offcuts turned into trims.",
      },
    ],
  },
  designs: {
    id: "our-designs",
    heading: "Our Designs",
    intro: "A few of the gowns and outfits that have left our studio this season.",
    cta: "SEE THE FULL COLLECTION",
    /**
     * The designs the strip shows, in this order: each with its cover (its first photo) and a link
     * to its page. Name each by its page address, the end of /collection/<address> (the design's
     * name in lowercase with dashes: "Adire Wrap Dress" is "adire-wrap-dress").
     */
    featured: [
      "titilayo",
      "adire-wrap-dress",
      "ayoka",
      "gold-thread-senator",
      "ebunoluwa",
      "eleko-pleated-midi",
      "morenike",
      "olumo-jumpsuit",
    ],
  },
} as const;

if (import.meta.env.SSR) {
  expectPhotos("home.ts", "hero photos", homePage.hero.photos);
  expectFeaturedDesigns("home.ts", "Our Designs (featured)", homePage.designs.featured, designs);
}
