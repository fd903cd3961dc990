import type { BreadcrumbList, ClothingStore, CreativeWork, WithContext } from "schema-dts";
import type { studio as studioDetails } from "~/content/studio";
import { absoluteUrl } from "./site";

// Typed with schema-dts, so a property schema.org does not define fails the type check.
export function studioStructuredData(
  studio: typeof studioDetails,
  { image }: { image: string },
): WithContext<ClothingStore> {
  const { address } = studio;
  const { coordinates } = address;
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    name: studio.name,
    description: studio.tagline,
    url: absoluteUrl("/"),
    image: absoluteUrl(image),
    telephone: studio.phone.href.replace("tel:", ""),
    email: studio.email.display,
    priceRange: studio.priceRange,
    currenciesAccepted: studio.currency,
    sameAs: [studio.social.href],
    address: {
      "@type": "PostalAddress",
      streetAddress: address.area,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: coordinates.latitude, longitude: coordinates.longitude },
    openingHoursSpecification: studio.openingHours.map(({ days, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map((day) => `https://schema.org/${day}` as const),
      opens,
      closes,
    })),
  };
}

export function breadcrumbStructuredData(
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

// The offer's price is where the design starts: a made-to-measure piece's own price follows its measuring.
export function designStructuredData(design: {
  name: string;
  description: string;
  path: string;
  genre: string;
  images: readonly string[];
  price?: number | undefined;
  studio: { name: string };
}): WithContext<CreativeWork> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: design.name,
    description: design.description,
    url: absoluteUrl(design.path),
    genre: design.genre,
    image: design.images.map((image) => absoluteUrl(image)),
    creator: { "@type": "Organization", name: design.studio.name, url: absoluteUrl("/") },
    ...(design.price === undefined
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price: design.price,
            priceCurrency: "NGN",
            url: absoluteUrl(design.path),
          },
        }),
  };
}
