/** The Collection page's words. The designs themselves are in designs.ts. */
export const collectionPage = {
  title: "Collections | Ivory & Adire",
  description:
    "Bridal gowns and bespoke dresses from Ivory & Adire: adire, aso-oke and ankara cut into modern silhouettes, made to measure in Abeokuta.",
  eyebrow: "Our design",
  heading: "The Collection",
  intro:
    "Every piece here was made to order. Use them as a starting point: we make each one again, for you alone.",
  bridal: {
    heading: "Bridal Collections",
    intro: "Gowns for the white wedding and the traditional day, each fitted over several sessions.",
  },
  bespoke: {
    heading: "Bespoke Dresses",
    intro: "Occasion wear and everyday pieces in heritage fabrics, cut to your measure.",
  },
  showMore: "Show all {count} designs",
  loadingMore: "Loading designs…",
  loadMoreFailed: "The designs could not be loaded. Check your connection and try again.",
  cta: {
    heading: "Have a design in mind?",
    text: "Bring a sketch, a photo or just a feeling. We will shape it with you.",
    label: "MAKE INQUIRY",
  },
} as const;
