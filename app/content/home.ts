import hero1 from "./images/hero-1.jpg?responsive";
import hero2 from "./images/hero-2.jpg?responsive";
import hero3 from "./images/hero-3.jpg?responsive";
import hero4 from "./images/hero-4.jpg?responsive";
import hero5 from "./images/hero-5.jpg?responsive";
import hero6 from "./images/hero-6.jpg?responsive";
import hero7 from "./images/hero-7.jpg?responsive";
import marquee1 from "./images/marquee-1.jpg?responsive";
import marquee2 from "./images/marquee-2.jpg?responsive";
import marquee3 from "./images/marquee-3.jpg?responsive";
import marquee4 from "./images/marquee-4.jpg?responsive";
import marquee5 from "./images/marquee-5.jpg?responsive";
import marquee6 from "./images/marquee-6.jpg?responsive";
import marquee7 from "./images/marquee-7.jpg?responsive";
import marquee8 from "./images/marquee-8.jpg?responsive";
import { expectPhotos } from "./check";
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
      { image: hero1, alt: "Signature look" },
      { image: hero2, alt: "Signature look" },
      { image: hero3, alt: "Signature look" },
      { image: hero4, alt: "Signature look" },
      { image: hero5, alt: "Signature look" },
      { image: hero6, alt: "Signature look" },
      { image: hero7, alt: "Signature look" },
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
    photos: [
      { image: marquee1, alt: "Design" },
      { image: marquee2, alt: "Design" },
      { image: marquee3, alt: "Design" },
      { image: marquee4, alt: "Design" },
      { image: marquee5, alt: "Design" },
      { image: marquee6, alt: "Design" },
      { image: marquee7, alt: "Design" },
      { image: marquee8, alt: "Design" },
    ] satisfies Photo[],
  },
} as const;

if (import.meta.env.SSR) {
  expectPhotos("home.ts", "hero photos", homePage.hero.photos, 7);
  expectPhotos("home.ts", "Our Designs photos", homePage.designs.photos, 8);
}
