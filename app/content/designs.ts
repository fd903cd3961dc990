import bridalAdunni1 from "./images/bridal-adunni-1.jpg?responsive";
import bridalAdunni2 from "./images/bridal-adunni-2.jpg?responsive";
import bridalAdunni3 from "./images/bridal-adunni-3.jpg?responsive";
import bridalAdunni4 from "./images/bridal-adunni-4.jpg?responsive";
import bridalMorenike1 from "./images/bridal-morenike-1.jpg?responsive";
import bridalMorenike2 from "./images/bridal-morenike-2.jpg?responsive";
import bridalMorenike3 from "./images/bridal-morenike-3.jpg?responsive";
import bridalAyoka1 from "./images/bridal-ayoka-1.jpg?responsive";
import bridalAyoka2 from "./images/bridal-ayoka-2.jpg?responsive";
import bridalAyoka3 from "./images/bridal-ayoka-3.jpg?responsive";
import bridalAyoka4 from "./images/bridal-ayoka-4.jpg?responsive";
import bridalTitilayo1 from "./images/bridal-titilayo-1.jpg?responsive";
import bridalTitilayo2 from "./images/bridal-titilayo-2.jpg?responsive";
import bridalTitilayo3 from "./images/bridal-titilayo-3.jpg?responsive";
import bridalEbunoluwa1 from "./images/bridal-ebunoluwa-1.jpg?responsive";
import bridalEbunoluwa2 from "./images/bridal-ebunoluwa-2.jpg?responsive";
import bridalEbunoluwa3 from "./images/bridal-ebunoluwa-3.jpg?responsive";
import bridalEbunoluwa4 from "./images/bridal-ebunoluwa-4.jpg?responsive";
import bridalFolake1 from "./images/bridal-folake-1.jpg?responsive";
import bridalFolake2 from "./images/bridal-folake-2.jpg?responsive";
import bridalFolake3 from "./images/bridal-folake-3.jpg?responsive";
import bespokeOgunAgbada1 from "./images/bespoke-ogun-agbada-1.jpg?responsive";
import bespokeOgunAgbada2 from "./images/bespoke-ogun-agbada-2.jpg?responsive";
import bespokeOgunAgbada3 from "./images/bespoke-ogun-agbada-3.jpg?responsive";
import bespokeAdireWrap1 from "./images/bespoke-adire-wrap-1.jpg?responsive";
import bespokeAdireWrap2 from "./images/bespoke-adire-wrap-2.jpg?responsive";
import bespokeAdireWrap3 from "./images/bespoke-adire-wrap-3.jpg?responsive";
import bespokeAdireWrap4 from "./images/bespoke-adire-wrap-4.jpg?responsive";
import bespokeAnkaraPeplum1 from "./images/bespoke-ankara-peplum-1.jpg?responsive";
import bespokeAnkaraPeplum2 from "./images/bespoke-ankara-peplum-2.jpg?responsive";
import bespokeAnkaraPeplum3 from "./images/bespoke-ankara-peplum-3.jpg?responsive";
import bespokeIroBuba1 from "./images/bespoke-iro-buba-1.jpg?responsive";
import bespokeIroBuba2 from "./images/bespoke-iro-buba-2.jpg?responsive";
import bespokeIroBuba3 from "./images/bespoke-iro-buba-3.jpg?responsive";
import bespokeIroBuba4 from "./images/bespoke-iro-buba-4.jpg?responsive";
import bespokeIndigoKaftan1 from "./images/bespoke-indigo-kaftan-1.jpg?responsive";
import bespokeIndigoKaftan2 from "./images/bespoke-indigo-kaftan-2.jpg?responsive";
import bespokeIndigoKaftan3 from "./images/bespoke-indigo-kaftan-3.jpg?responsive";
import bespokeOlumoJumpsuit1 from "./images/bespoke-olumo-jumpsuit-1.jpg?responsive";
import bespokeOlumoJumpsuit2 from "./images/bespoke-olumo-jumpsuit-2.jpg?responsive";
import bespokeOlumoJumpsuit3 from "./images/bespoke-olumo-jumpsuit-3.jpg?responsive";
import bespokeOlumoJumpsuit4 from "./images/bespoke-olumo-jumpsuit-4.jpg?responsive";
import bespokeSenatorSuit1 from "./images/bespoke-senator-suit-1.jpg?responsive";
import bespokeSenatorSuit2 from "./images/bespoke-senator-suit-2.jpg?responsive";
import bespokeSenatorSuit3 from "./images/bespoke-senator-suit-3.jpg?responsive";
import bespokeIvoryBubu1 from "./images/bespoke-ivory-bubu-1.jpg?responsive";
import bespokeIvoryBubu2 from "./images/bespoke-ivory-bubu-2.jpg?responsive";
import bespokeIvoryBubu3 from "./images/bespoke-ivory-bubu-3.jpg?responsive";
import bespokeIvoryBubu4 from "./images/bespoke-ivory-bubu-4.jpg?responsive";
import bespokeOfiBlazer1 from "./images/bespoke-ofi-blazer-1.jpg?responsive";
import bespokeOfiBlazer2 from "./images/bespoke-ofi-blazer-2.jpg?responsive";
import bespokeOfiBlazer3 from "./images/bespoke-ofi-blazer-3.jpg?responsive";
import bespokeElekoMidi1 from "./images/bespoke-eleko-midi-1.jpg?responsive";
import bespokeElekoMidi2 from "./images/bespoke-eleko-midi-2.jpg?responsive";
import bespokeElekoMidi3 from "./images/bespoke-eleko-midi-3.jpg?responsive";
import bespokeElekoMidi4 from "./images/bespoke-eleko-midi-4.jpg?responsive";
import bespokeSundayAsymmetric1 from "./images/bespoke-sunday-asymmetric-1.jpg?responsive";
import bespokeSundayAsymmetric2 from "./images/bespoke-sunday-asymmetric-2.jpg?responsive";
import bespokeSundayAsymmetric3 from "./images/bespoke-sunday-asymmetric-3.jpg?responsive";

import { expectDesigns } from "./check";
import type { Design } from "./types";

/*
 * The collection: every design, its name, one line about it, and 3 or 4 photos. To add a design,
 * put its photos in images/, import them above and add an entry; the build checks the counts.
 * The order here is the order on the page. The page's words are in collection.ts.
 */

export const bridalDesigns = [
  {
    slug: "adunni",
    name: "Adunni",
    summary: "Ivory ball gown with an indigo adire-embroidered hem.",
    photos: [
      {
        image: bridalAdunni1,
        alt: "Ivory ball gown with an indigo adire-embroidered hem, full front view before an ivory arch on indigo circles.",
      },
      {
        image: bridalAdunni2,
        alt: "Three-quarter view of the ivory sweetheart ball gown, its strapless satin bodice against an indigo disc.",
      },
      {
        image: bridalAdunni3,
        alt: "Close-up of the ivory satin hem embroidered with indigo adire rings and leafy sprigs.",
      },
      {
        image: bridalAdunni4,
        alt: "Back view of the ivory ball gown, covered buttons down the bodice, against sand aso-oke stripes.",
      },
    ],
  },
  {
    slug: "morenike",
    name: "Morenike",
    summary: "Mermaid gown tied with a gold aso-oke sash.",
    photos: [
      {
        image: bridalMorenike1,
        alt: "Ivory mermaid gown with a gold aso-oke sash and long veil, front view before an indigo arch.",
      },
      {
        image: bridalMorenike2,
        alt: "Back view of the ivory mermaid gown under a sheer veil, against indigo adire stripes.",
      },
      {
        image: bridalMorenike3,
        alt: "Close-up of the gold striped aso-oke sash tied in a bow over ivory satin.",
      },
    ],
  },
  {
    slug: "ayoka",
    name: "Ayoka",
    summary: "A-line gown with an indigo lace bodice.",
    photos: [
      {
        image: bridalAyoka1,
        alt: "Ivory A-line gown with an indigo lace bodice and sheer cap sleeves, front view on a sand arch.",
      },
      {
        image: bridalAyoka2,
        alt: "Three-quarter view of the A-line gown's indigo lace bodice and V neckline against an indigo panel.",
      },
      {
        image: bridalAyoka3,
        alt: "Close-up of indigo floral lace on the ivory bodice, edged with a scalloped indigo trim.",
      },
      {
        image: bridalAyoka4,
        alt: "Back view of the ivory A-line gown with its lace bodice and covered buttons, on a sand panel.",
      },
    ],
  },
  {
    slug: "titilayo",
    name: "Titilayo",
    summary: "Off-shoulder gown with a champagne gele.",
    photos: [
      {
        image: bridalTitilayo1,
        alt: "Ivory off-shoulder gown with a folded portrait neckline and champagne gele, front view on an indigo disc.",
      },
      {
        image: bridalTitilayo2,
        alt: "Three-quarter view of the off-shoulder ivory gown and sculpted champagne gele against sand aso-oke stripes.",
      },
      {
        image: bridalTitilayo3,
        alt: "Close-up of the pleated champagne gele and off-shoulder ivory neckline against indigo adire stripes.",
      },
    ],
  },
  {
    slug: "ebunoluwa",
    name: "Ebunoluwa",
    summary: "Beaded corset over a hand-woven aso-oke skirt.",
    photos: [
      {
        image: bridalEbunoluwa1,
        alt: "Two-piece bridal look: beaded ivory corset and full champagne aso-oke skirt, front view before an indigo arch.",
      },
      {
        image: bridalEbunoluwa2,
        alt: "Three-quarter view of the beaded sweetheart corset and striped aso-oke skirt on an indigo disc.",
      },
      {
        image: bridalEbunoluwa3,
        alt: "Close-up of pearl and gold beading on the ivory corset above the champagne aso-oke skirt.",
      },
      {
        image: bridalEbunoluwa4,
        alt: "Back view of the beaded corset with gold lacing and the striped aso-oke skirt, on a sand arch.",
      },
    ],
  },
  {
    slug: "folake",
    name: "Folake",
    summary: "Sheath gown under a long sheer cape.",
    photos: [
      {
        image: bridalFolake1,
        alt: "Ivory high-neck sheath gown with a long sheer cape edged in pearls, front view on an indigo disc.",
      },
      {
        image: bridalFolake2,
        alt: "Back view of the sheath gown with its sheer pearl-edged cape falling to the floor, on indigo.",
      },
      {
        image: bridalFolake3,
        alt: "Close-up of the sheer ivory cape's pearl-beaded edge over the satin sheath gown.",
      },
    ],
  },
] satisfies Design[];

export const bespokeDesigns = [
  {
    slug: "ogun-agbada",
    name: "Ogun Agbada",
    summary: "Indigo and gold agbada for the groom or his men.",
    photos: [
      {
        image: bespokeOgunAgbada1,
        alt: "Men's indigo agbada with gold embroidery and a gold aso-oke fila, front view on an ivory disc.",
      },
      {
        image: bespokeOgunAgbada2,
        alt: "Back view of the indigo agbada, gold-embroidered neckline and vast draped sleeves, on a sand arch.",
      },
      {
        image: bespokeOgunAgbada3,
        alt: "Close-up of gold thread medallions and stitched neckline bands on the indigo agbada.",
      },
    ],
  },
  {
    slug: "adire-wrap",
    name: "Adire Wrap Dress",
    summary: "Hand-dyed adire, wrapped and tied at the waist.",
    photos: [
      {
        image: bespokeAdireWrap1,
        alt: "Indigo adire wrap dress with white oniko circles, puff sleeves and a side tie, front view.",
      },
      {
        image: bespokeAdireWrap2,
        alt: "Three-quarter view of the adire wrap dress's crossover neckline and tied waist, on a sand arch.",
      },
      {
        image: bespokeAdireWrap3,
        alt: "Close-up of the wrap dress's waist tie in indigo adire with white resist-dyed circles.",
      },
      {
        image: bespokeAdireWrap4,
        alt: "Back view of the indigo adire wrap dress with puff sleeves, on a sand panel.",
      },
    ],
  },
  {
    slug: "ankara-peplum",
    name: "Ankara Peplum Set",
    summary: "Ankara peplum top with a matching pencil skirt.",
    photos: [
      {
        image: bespokeAnkaraPeplum1,
        alt: "Ankara peplum top and pencil skirt in indigo, terracotta and gold diamonds, front view on a sand arch.",
      },
      {
        image: bespokeAnkaraPeplum2,
        alt: "Three-quarter view of the ankara peplum set's flared hip ruffle against an indigo panel.",
      },
      {
        image: bespokeAnkaraPeplum3,
        alt: "Close-up of bold ankara diamonds where the peplum meets the skirt, with gold topstitching.",
      },
    ],
  },
  {
    slug: "iro-buba",
    name: "Iro and Buba",
    summary: "Aso-oke iro and buba with a gele to match.",
    photos: [
      {
        image: bespokeIroBuba1,
        alt: "Gold aso-oke iro with an ivory lace buba and matching gele, front view on indigo stripes.",
      },
      {
        image: bespokeIroBuba2,
        alt: "Three-quarter view of the gold aso-oke gele and loose ivory lace buba against an indigo panel.",
      },
      {
        image: bespokeIroBuba3,
        alt: "Close-up of the sculpted gold aso-oke gele above the ivory lace buba's scooped neckline.",
      },
      {
        image: bespokeIroBuba4,
        alt: "Back view of the gold aso-oke iro, ivory lace buba and pleated gele on an indigo disc.",
      },
    ],
  },
  {
    slug: "indigo-kaftan",
    name: "Indigo Kaftan",
    summary: "A flowing kaftan in deep Abeokuta indigo.",
    photos: [
      {
        image: bespokeIndigoKaftan1,
        alt: "Flowing indigo kaftan with batwing sleeves, gold neckline embroidery and an adire-stripe hem, front view.",
      },
      {
        image: bespokeIndigoKaftan2,
        alt: "Three-quarter view of the indigo kaftan's gold-trimmed V neckline against an ivory disc.",
      },
      {
        image: bespokeIndigoKaftan3,
        alt: "Close-up of the indigo kaftan's adire-stripe hem border, edged in gold stitching.",
      },
    ],
  },
  {
    slug: "olumo-jumpsuit",
    name: "Olumo Jumpsuit",
    summary: "Wide-leg terracotta jumpsuit with adire panels.",
    photos: [
      {
        image: bespokeOlumoJumpsuit1,
        alt: "Terracotta wide-leg jumpsuit with indigo adire panels down each leg, front view on an indigo disc.",
      },
      {
        image: bespokeOlumoJumpsuit2,
        alt: "Three-quarter view of the terracotta jumpsuit's V bodice and adire belt, on a sand arch.",
      },
      {
        image: bespokeOlumoJumpsuit3,
        alt: "Close-up of terracotta cloth meeting an indigo adire panel, finished with gold piping.",
      },
      {
        image: bespokeOlumoJumpsuit4,
        alt: "Back view of the terracotta jumpsuit with an open V back and adire side panels.",
      },
    ],
  },
  {
    slug: "senator-suit",
    name: "Gold Thread Senator",
    summary: "Senator suit embroidered in gold thread.",
    photos: [
      {
        image: bespokeSenatorSuit1,
        alt: "Men's deep terracotta senator suit with gold thread embroidery down the placket, front view on sand.",
      },
      {
        image: bespokeSenatorSuit2,
        alt: "Three-quarter view of the terracotta senator tunic's mandarin collar and gold-stitched chest embroidery.",
      },
      {
        image: bespokeSenatorSuit3,
        alt: "Close-up of the senator tunic's collar and placket, worked with gold thread medallions.",
      },
    ],
  },
  {
    slug: "ivory-bubu",
    name: "Ivory Bubu",
    summary: "An ivory bubu gown that moves like water.",
    photos: [
      {
        image: bespokeIvoryBubu1,
        alt: "Voluminous ivory bubu gown with gold neckline embroidery and an ivory gele, front view on indigo.",
      },
      {
        image: bespokeIvoryBubu2,
        alt: "Three-quarter view of the ivory bubu's draped batwing sleeves and gele against an indigo arch.",
      },
      {
        image: bespokeIvoryBubu3,
        alt: "Back view of the ivory bubu gown and pleated gele against indigo adire stripes.",
      },
      {
        image: bespokeIvoryBubu4,
        alt: "Close-up of gold thread embroidery around the ivory bubu's V neckline.",
      },
    ],
  },
  {
    slug: "ofi-blazer",
    name: "Ofi Blazer Dress",
    summary: "A tailored blazer dress in ofi stripes.",
    photos: [
      {
        image: bespokeOfiBlazer1,
        alt: "Indigo ofi-stripe blazer dress with dark lapels and a belted waist, front view on an ivory disc.",
      },
      {
        image: bespokeOfiBlazer2,
        alt: "Three-quarter view of the ofi-stripe blazer dress's peaked lapels and gold buttons on sand stripes.",
      },
      {
        image: bespokeOfiBlazer3,
        alt: "Close-up of indigo ofi-stripe cloth and a row of gold buttons on the blazer dress.",
      },
    ],
  },
  {
    slug: "eleko-midi",
    name: "Eleko Pleated Midi",
    summary: "Knife-pleated midi dress in indigo.",
    photos: [
      {
        image: bespokeElekoMidi1,
        alt: "Indigo pleated midi dress with a V neckline and thin gold belt, front view on a sand arch.",
      },
      {
        image: bespokeElekoMidi2,
        alt: "Three-quarter view of the indigo pleated midi's fitted bodice and gold belt on an ivory disc.",
      },
      {
        image: bespokeElekoMidi3,
        alt: "Close-up of indigo knife pleats swinging from a gold waistband above a sand floor.",
      },
      {
        image: bespokeElekoMidi4,
        alt: "Back view of the pleated indigo midi dress with its centre-back seam, on a sand panel.",
      },
    ],
  },
  {
    slug: "sunday-asymmetric",
    name: "Sunday Asymmetric",
    summary: "One-shoulder gold dress for the party after.",
    photos: [
      {
        image: bespokeSundayAsymmetric1,
        alt: "Gold satin one-shoulder dress with a draped shoulder and sweeping asymmetric hem, front view.",
      },
      {
        image: bespokeSundayAsymmetric2,
        alt: "Three-quarter view of the gold one-shoulder dress's gathered bodice against an indigo panel.",
      },
      {
        image: bespokeSundayAsymmetric3,
        alt: "Close-up of gold satin gathers sweeping from the dress's one-shoulder neckline.",
      },
    ],
  },
] satisfies Design[];

if (import.meta.env.SSR) {
  expectDesigns("designs.ts", "bridal designs", bridalDesigns, 6);
  expectDesigns("designs.ts", "bespoke designs", bespokeDesigns, 11);
}
