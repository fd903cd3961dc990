/**
 * The studio's identity and contact details: the one file to edit when they change. The navbar,
 * footer, contact page, floating contact button and search-engine data all read from here.
 */
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
    mapHref: "https://www.openstreetmap.org/?mlat=7.1475&mlon=3.3619#map=16/7.1475/3.3619",
    mapEmbed:
      "https://www.openstreetmap.org/export/embed.html?bbox=3.3519%2C7.1395%2C3.3719%2C7.1555&layer=mapnik&marker=7.1475%2C3.3619",
  },
  hours: "Monday to Saturday, 9:00 to 18:00, by appointment",
  currency: "NGN",
} as const;
