/**
 * The studio's identity and contact details, from data/studio.json: the one file to edit when they
 * change. The navbar, footer, contact page, floating contact button and search-engine data all
 * read from here; the links (tel:, wa.me, mailto:, Instagram) are made from the numbers and names,
 * the numbers already in the international form (studio.schema.ts).
 */
import json from "./data/studio.json" with { type: "json" };
import { telLink, whatsappLink } from "./phone-number";
import { checkData } from "./schema";
import { studioSchema } from "./studio.schema";

const data = checkData("studio.json", studioSchema, json);

export const studio = {
  name: data.name,
  tagline: data.tagline,
  blurb: data.blurb,
  phone: {
    display: data.phone,
    href: telLink(data.phone),
  },
  whatsapp: {
    href: whatsappLink(data.whatsapp),
  },
  email: {
    display: data.email,
    href: `mailto:${data.email}`,
  },
  social: {
    label: "Instagram",
    handle: `@${data.instagram}`,
    href: `https://www.instagram.com/${data.instagram}/`,
  },
  address: {
    area: data.address.area,
    city: data.address.city,
    region: data.address.region,
    country: data.address.country,
    countryCode: data.address.countryCode,
    /** The studio's door, in degrees to 5 decimals (about a metre): directions, the map and search engines use it. */
    coordinates: { latitude: data.address.latitude, longitude: data.address.longitude },
  },
  /** When the studio opens: days in English, times on a 24-hour clock. */
  openingHours: data.openingHours,
  hoursNote: data.hoursNote,
  /** How search engines show the studio's prices: a relative scale, as the studio publishes none. */
  priceRange: data.priceRange,
  currency: data.currency,
};
