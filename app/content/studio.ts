/**
 * The studio's identity and contact details: the one file to edit when they change. The navbar,
 * footer, contact page, floating contact button and search-engine data all read from here.
 */
import { expectCoordinates, expectOpeningHours } from "./check";

export const studio = {
  name: "Ivory & Adire",
  tagline: "Bridal and bespoke tailoring, woven from heritage.",
  blurb:
    "A bridal and bespoke tailoring studio in Abeokuta. We cut modern silhouettes from adire, aso-oke and ankara, made to order by local artisans so nothing is wasted.",
  phone: {
    display: "+234 803 555 0142",
    href: "tel:+2348035550142",
  },
  whatsapp: {
    href: "https://wa.me/2348035550142",
  },
  email: {
    display: "hello@ivoryandadire.example",
    href: "mailto:hello@ivoryandadire.example",
  },
  social: {
    label: "Instagram",
    handle: "@ivoryandadire",
    href: "https://www.instagram.com/ivoryandadire/",
  },
  address: {
    area: "Oke-Ilewo",
    city: "Abeokuta",
    region: "Ogun State",
    country: "Nigeria",
    countryCode: "NG",
    /** The studio's door, in degrees to 5 decimals (about a metre): directions, the map and search engines use it. */
    coordinates: { latitude: 7.14753, longitude: 3.36191 },
  },
  /** When the studio opens: days in English, times on a 24-hour clock. */
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "09:00",
      closes: "18:00",
    },
  ],
  hoursNote: "by appointment",
  /** How search engines show the studio's prices: a relative scale, as the studio publishes none. */
  priceRange: "₦₦₦",
  currency: "NGN",
} as const;

if (import.meta.env.SSR) {
  expectOpeningHours("studio.ts", studio.openingHours);
  expectCoordinates("studio.ts", studio.address.coordinates);
}
