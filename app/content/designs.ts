import type { DesignEntry } from "./types";

/*
 * The collection: every design, in the order the page shows it within its section. To add a
 * design, put its 3 or 4 photos in images/ and add an entry here naming them; the build checks
 * that every name and page address is unique, every photo is there and every photo has an alt
 * text. Each design gets a page of its own at /collection/<address>, the address made from its
 * name ("Iro and Buba" is /collection/iro-and-buba). To rename a design without breaking links
 * already shared, add `slug: "<old address>"` to its entry. The page's words are in collection.ts
 * and design-page.ts.
 */
export const designs = [
  {
    name: "Adunni",
    section: "bridal",
    summary: "Ivory ball gown with an indigo adire-embroidered hem.",
    photos: [
      {
        file: "bridal-adunni-1.jpg",
        alt: "Ivory ball gown with an indigo adire-embroidered hem, full front view before an ivory arch on indigo circles.",
      },
      {
        file: "bridal-adunni-2.jpg",
        alt: "Three-quarter view of the ivory sweetheart ball gown, its strapless satin bodice against an indigo disc.",
      },
      {
        file: "bridal-adunni-3.jpg",
        alt: "Close-up of the ivory satin hem embroidered with indigo adire rings and leafy sprigs.",
      },
      {
        file: "bridal-adunni-4.jpg",
        alt: "Back view of the ivory ball gown, covered buttons down the bodice, against sand aso-oke stripes.",
      },
    ],
  },
  {
    name: "Morenike",
    section: "bridal",
    summary: "Mermaid gown tied with a gold aso-oke sash.",
    photos: [
      {
        file: "bridal-morenike-1.jpg",
        alt: "Ivory mermaid gown with a gold aso-oke sash and long veil, front view before an indigo arch.",
      },
      {
        file: "bridal-morenike-2.jpg",
        alt: "Back view of the ivory mermaid gown under a sheer veil, against indigo adire stripes.",
      },
      {
        file: "bridal-morenike-3.jpg",
        alt: "Close-up of the gold striped aso-oke sash tied in a bow over ivory satin.",
      },
    ],
  },
  {
    name: "Ayoka",
    section: "bridal",
    summary: "A-line gown with an indigo lace bodice.",
    photos: [
      {
        file: "bridal-ayoka-1.jpg",
        alt: "Ivory A-line gown with an indigo lace bodice and sheer cap sleeves, front view on a sand arch.",
      },
      {
        file: "bridal-ayoka-2.jpg",
        alt: "Three-quarter view of the A-line gown's indigo lace bodice and V neckline against an indigo panel.",
      },
      {
        file: "bridal-ayoka-3.jpg",
        alt: "Close-up of indigo floral lace on the ivory bodice, edged with a scalloped indigo trim.",
      },
      {
        file: "bridal-ayoka-4.jpg",
        alt: "Back view of the ivory A-line gown with its lace bodice and covered buttons, on a sand panel.",
      },
    ],
  },
  {
    name: "Titilayo",
    section: "bridal",
    summary: "Off-shoulder gown with a champagne gele.",
    photos: [
      {
        file: "bridal-titilayo-1.jpg",
        alt: "Ivory off-shoulder gown with a folded portrait neckline and champagne gele, front view on an indigo disc.",
      },
      {
        file: "bridal-titilayo-2.jpg",
        alt: "Three-quarter view of the off-shoulder ivory gown and sculpted champagne gele against sand aso-oke stripes.",
      },
      {
        file: "bridal-titilayo-3.jpg",
        alt: "Close-up of the pleated champagne gele and off-shoulder ivory neckline against indigo adire stripes.",
      },
    ],
  },
  {
    name: "Ebunoluwa",
    section: "bridal",
    summary: "Beaded corset over a hand-woven aso-oke skirt.",
    photos: [
      {
        file: "bridal-ebunoluwa-1.jpg",
        alt: "Two-piece bridal look: beaded ivory corset and full champagne aso-oke skirt, front view before an indigo arch.",
      },
      {
        file: "bridal-ebunoluwa-2.jpg",
        alt: "Three-quarter view of the beaded sweetheart corset and striped aso-oke skirt on an indigo disc.",
      },
      {
        file: "bridal-ebunoluwa-3.jpg",
        alt: "Close-up of pearl and gold beading on the ivory corset above the champagne aso-oke skirt.",
      },
      {
        file: "bridal-ebunoluwa-4.jpg",
        alt: "Back view of the beaded corset with gold lacing and the striped aso-oke skirt, on a sand arch.",
      },
    ],
  },
  {
    name: "Folake",
    section: "bridal",
    summary: "Sheath gown under a long sheer cape.",
    photos: [
      {
        file: "bridal-folake-1.jpg",
        alt: "Ivory high-neck sheath gown with a long sheer cape edged in pearls, front view on an indigo disc.",
      },
      {
        file: "bridal-folake-2.jpg",
        alt: "Back view of the sheath gown with its sheer pearl-edged cape falling to the floor, on indigo.",
      },
      {
        file: "bridal-folake-3.jpg",
        alt: "Close-up of the sheer ivory cape's pearl-beaded edge over the satin sheath gown.",
      },
    ],
  },
  {
    name: "Ogun Agbada",
    section: "bespoke",
    summary: "Indigo and gold agbada for the groom or his men.",
    photos: [
      {
        file: "bespoke-ogun-agbada-1.jpg",
        alt: "Men's indigo agbada with gold embroidery and a gold aso-oke fila, front view on an ivory disc.",
      },
      {
        file: "bespoke-ogun-agbada-2.jpg",
        alt: "Back view of the indigo agbada, gold-embroidered neckline and vast draped sleeves, on a sand arch.",
      },
      {
        file: "bespoke-ogun-agbada-3.jpg",
        alt: "Close-up of gold thread medallions and stitched neckline bands on the indigo agbada.",
      },
    ],
  },
  {
    name: "Adire Wrap Dress",
    section: "bespoke",
    summary: "Hand-dyed adire, wrapped and tied at the waist.",
    photos: [
      {
        file: "bespoke-adire-wrap-1.jpg",
        alt: "Indigo adire wrap dress with white oniko circles, puff sleeves and a side tie, front view.",
      },
      {
        file: "bespoke-adire-wrap-2.jpg",
        alt: "Three-quarter view of the adire wrap dress's crossover neckline and tied waist, on a sand arch.",
      },
      {
        file: "bespoke-adire-wrap-3.jpg",
        alt: "Close-up of the wrap dress's waist tie in indigo adire with white resist-dyed circles.",
      },
      {
        file: "bespoke-adire-wrap-4.jpg",
        alt: "Back view of the indigo adire wrap dress with puff sleeves, on a sand panel.",
      },
    ],
  },
  {
    name: "Ankara Peplum Set",
    section: "bespoke",
    summary: "Ankara peplum top with a matching pencil skirt.",
    photos: [
      {
        file: "bespoke-ankara-peplum-1.jpg",
        alt: "Ankara peplum top and pencil skirt in indigo, terracotta and gold diamonds, front view on a sand arch.",
      },
      {
        file: "bespoke-ankara-peplum-2.jpg",
        alt: "Three-quarter view of the ankara peplum set's flared hip ruffle against an indigo panel.",
      },
      {
        file: "bespoke-ankara-peplum-3.jpg",
        alt: "Close-up of bold ankara diamonds where the peplum meets the skirt, with gold topstitching.",
      },
    ],
  },
  {
    name: "Iro and Buba",
    section: "bespoke",
    summary: "Aso-oke iro and buba with a gele to match.",
    photos: [
      {
        file: "bespoke-iro-buba-1.jpg",
        alt: "Gold aso-oke iro with an ivory lace buba and matching gele, front view on indigo stripes.",
      },
      {
        file: "bespoke-iro-buba-2.jpg",
        alt: "Three-quarter view of the gold aso-oke gele and loose ivory lace buba against an indigo panel.",
      },
      {
        file: "bespoke-iro-buba-3.jpg",
        alt: "Close-up of the sculpted gold aso-oke gele above the ivory lace buba's scooped neckline.",
      },
      {
        file: "bespoke-iro-buba-4.jpg",
        alt: "Back view of the gold aso-oke iro, ivory lace buba and pleated gele on an indigo disc.",
      },
    ],
  },
  {
    name: "Indigo Kaftan",
    section: "bespoke",
    summary: "A flowing kaftan in deep Abeokuta indigo.",
    photos: [
      {
        file: "bespoke-indigo-kaftan-1.jpg",
        alt: "Flowing indigo kaftan with batwing sleeves, gold neckline embroidery and an adire-stripe hem, front view.",
      },
      {
        file: "bespoke-indigo-kaftan-2.jpg",
        alt: "Three-quarter view of the indigo kaftan's gold-trimmed V neckline against an ivory disc.",
      },
      {
        file: "bespoke-indigo-kaftan-3.jpg",
        alt: "Close-up of the indigo kaftan's adire-stripe hem border, edged in gold stitching.",
      },
    ],
  },
  {
    name: "Olumo Jumpsuit",
    section: "bespoke",
    summary: "Wide-leg terracotta jumpsuit with adire panels.",
    photos: [
      {
        file: "bespoke-olumo-jumpsuit-1.jpg",
        alt: "Terracotta wide-leg jumpsuit with indigo adire panels down each leg, front view on an indigo disc.",
      },
      {
        file: "bespoke-olumo-jumpsuit-2.jpg",
        alt: "Three-quarter view of the terracotta jumpsuit's V bodice and adire belt, on a sand arch.",
      },
      {
        file: "bespoke-olumo-jumpsuit-3.jpg",
        alt: "Close-up of terracotta cloth meeting an indigo adire panel, finished with gold piping.",
      },
      {
        file: "bespoke-olumo-jumpsuit-4.jpg",
        alt: "Back view of the terracotta jumpsuit with an open V back and adire side panels.",
      },
    ],
  },
  {
    name: "Gold Thread Senator",
    section: "bespoke",
    summary: "Senator suit embroidered in gold thread.",
    photos: [
      {
        file: "bespoke-senator-suit-1.jpg",
        alt: "Men's deep terracotta senator suit with gold thread embroidery down the placket, front view on sand.",
      },
      {
        file: "bespoke-senator-suit-2.jpg",
        alt: "Three-quarter view of the terracotta senator tunic's mandarin collar and gold-stitched chest embroidery.",
      },
      {
        file: "bespoke-senator-suit-3.jpg",
        alt: "Close-up of the senator tunic's collar and placket, worked with gold thread medallions.",
      },
    ],
  },
  {
    name: "Ivory Bubu",
    section: "bespoke",
    summary: "An ivory bubu gown that moves like water.",
    photos: [
      {
        file: "bespoke-ivory-bubu-1.jpg",
        alt: "Voluminous ivory bubu gown with gold neckline embroidery and an ivory gele, front view on indigo.",
      },
      {
        file: "bespoke-ivory-bubu-2.jpg",
        alt: "Three-quarter view of the ivory bubu's draped batwing sleeves and gele against an indigo arch.",
      },
      {
        file: "bespoke-ivory-bubu-3.jpg",
        alt: "Back view of the ivory bubu gown and pleated gele against indigo adire stripes.",
      },
      {
        file: "bespoke-ivory-bubu-4.jpg",
        alt: "Close-up of gold thread embroidery around the ivory bubu's V neckline.",
      },
    ],
  },
  {
    name: "Ofi Blazer Dress",
    section: "bespoke",
    summary: "A tailored blazer dress in ofi stripes.",
    photos: [
      {
        file: "bespoke-ofi-blazer-1.jpg",
        alt: "Indigo ofi-stripe blazer dress with dark lapels and a belted waist, front view on an ivory disc.",
      },
      {
        file: "bespoke-ofi-blazer-2.jpg",
        alt: "Three-quarter view of the ofi-stripe blazer dress's peaked lapels and gold buttons on sand stripes.",
      },
      {
        file: "bespoke-ofi-blazer-3.jpg",
        alt: "Close-up of indigo ofi-stripe cloth and a row of gold buttons on the blazer dress.",
      },
    ],
  },
  {
    name: "Eleko Pleated Midi",
    section: "bespoke",
    summary: "Knife-pleated midi dress in indigo.",
    photos: [
      {
        file: "bespoke-eleko-midi-1.jpg",
        alt: "Indigo pleated midi dress with a V neckline and thin gold belt, front view on a sand arch.",
      },
      {
        file: "bespoke-eleko-midi-2.jpg",
        alt: "Three-quarter view of the indigo pleated midi's fitted bodice and gold belt on an ivory disc.",
      },
      {
        file: "bespoke-eleko-midi-3.jpg",
        alt: "Close-up of indigo knife pleats swinging from a gold waistband above a sand floor.",
      },
      {
        file: "bespoke-eleko-midi-4.jpg",
        alt: "Back view of the pleated indigo midi dress with its centre-back seam, on a sand panel.",
      },
    ],
  },
  {
    name: "Sunday Asymmetric",
    section: "bespoke",
    summary: "One-shoulder gold dress for the party after.",
    photos: [
      {
        file: "bespoke-sunday-asymmetric-1.jpg",
        alt: "Gold satin one-shoulder dress with a draped shoulder and sweeping asymmetric hem, front view.",
      },
      {
        file: "bespoke-sunday-asymmetric-2.jpg",
        alt: "Three-quarter view of the gold one-shoulder dress's gathered bodice against an indigo panel.",
      },
      {
        file: "bespoke-sunday-asymmetric-3.jpg",
        alt: "Close-up of gold satin gathers sweeping from the dress's one-shoulder neckline.",
      },
    ],
  },
] satisfies DesignEntry[];
