import type { studio as studioDetails } from "~/content/studio";
import { absoluteUrl } from "./site";

/** Search engines' description of the studio (schema.org), built from the one contact file. */
export function studioStructuredData(studio: typeof studioDetails) {
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    name: studio.name,
    description: studio.tagline,
    url: absoluteUrl("/"),
    telephone: studio.phone.href.replace("tel:", ""),
    email: studio.email.display,
    currenciesAccepted: studio.currency,
    sameAs: [studio.social.href],
    address: {
      "@type": "PostalAddress",
      addressLocality: studio.address.city,
      addressRegion: studio.address.region,
      streetAddress: studio.address.area,
      addressCountry: studio.address.countryCode,
    },
  };
}
