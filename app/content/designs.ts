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
      { image: bridalAdunni1, alt: "Adunni" },
      { image: bridalAdunni2, alt: "Adunni" },
      { image: bridalAdunni3, alt: "Adunni" },
      { image: bridalAdunni4, alt: "Adunni" },
    ],
  },
  {
    slug: "morenike",
    name: "Morenike",
    summary: "Mermaid gown tied with a gold aso-oke sash.",
    photos: [
      { image: bridalMorenike1, alt: "Morenike" },
      { image: bridalMorenike2, alt: "Morenike" },
      { image: bridalMorenike3, alt: "Morenike" },
    ],
  },
  {
    slug: "ayoka",
    name: "Ayoka",
    summary: "A-line gown with an indigo lace bodice.",
    photos: [
      { image: bridalAyoka1, alt: "Ayoka" },
      { image: bridalAyoka2, alt: "Ayoka" },
      { image: bridalAyoka3, alt: "Ayoka" },
      { image: bridalAyoka4, alt: "Ayoka" },
    ],
  },
  {
    slug: "titilayo",
    name: "Titilayo",
    summary: "Off-shoulder gown with a champagne gele.",
    photos: [
      { image: bridalTitilayo1, alt: "Titilayo" },
      { image: bridalTitilayo2, alt: "Titilayo" },
      { image: bridalTitilayo3, alt: "Titilayo" },
    ],
  },
  {
    slug: "ebunoluwa",
    name: "Ebunoluwa",
    summary: "Beaded corset over a hand-woven aso-oke skirt.",
    photos: [
      { image: bridalEbunoluwa1, alt: "Ebunoluwa" },
      { image: bridalEbunoluwa2, alt: "Ebunoluwa" },
      { image: bridalEbunoluwa3, alt: "Ebunoluwa" },
      { image: bridalEbunoluwa4, alt: "Ebunoluwa" },
    ],
  },
  {
    slug: "folake",
    name: "Folake",
    summary: "Sheath gown under a long sheer cape.",
    photos: [
      { image: bridalFolake1, alt: "Folake" },
      { image: bridalFolake2, alt: "Folake" },
      { image: bridalFolake3, alt: "Folake" },
    ],
  },
] satisfies Design[];

export const bespokeDesigns = [
  {
    slug: "ogun-agbada",
    name: "Ogun Agbada",
    summary: "Indigo and gold agbada for the groom or his men.",
    photos: [
      { image: bespokeOgunAgbada1, alt: "Ogun Agbada" },
      { image: bespokeOgunAgbada2, alt: "Ogun Agbada" },
      { image: bespokeOgunAgbada3, alt: "Ogun Agbada" },
    ],
  },
  {
    slug: "adire-wrap",
    name: "Adire Wrap Dress",
    summary: "Hand-dyed adire, wrapped and tied at the waist.",
    photos: [
      { image: bespokeAdireWrap1, alt: "Adire Wrap Dress" },
      { image: bespokeAdireWrap2, alt: "Adire Wrap Dress" },
      { image: bespokeAdireWrap3, alt: "Adire Wrap Dress" },
      { image: bespokeAdireWrap4, alt: "Adire Wrap Dress" },
    ],
  },
  {
    slug: "ankara-peplum",
    name: "Ankara Peplum Set",
    summary: "Ankara peplum top with a matching pencil skirt.",
    photos: [
      { image: bespokeAnkaraPeplum1, alt: "Ankara Peplum Set" },
      { image: bespokeAnkaraPeplum2, alt: "Ankara Peplum Set" },
      { image: bespokeAnkaraPeplum3, alt: "Ankara Peplum Set" },
    ],
  },
  {
    slug: "iro-buba",
    name: "Iro and Buba",
    summary: "Aso-oke iro and buba with a gele to match.",
    photos: [
      { image: bespokeIroBuba1, alt: "Iro and Buba" },
      { image: bespokeIroBuba2, alt: "Iro and Buba" },
      { image: bespokeIroBuba3, alt: "Iro and Buba" },
      { image: bespokeIroBuba4, alt: "Iro and Buba" },
    ],
  },
  {
    slug: "indigo-kaftan",
    name: "Indigo Kaftan",
    summary: "A flowing kaftan in deep Abeokuta indigo.",
    photos: [
      { image: bespokeIndigoKaftan1, alt: "Indigo Kaftan" },
      { image: bespokeIndigoKaftan2, alt: "Indigo Kaftan" },
      { image: bespokeIndigoKaftan3, alt: "Indigo Kaftan" },
    ],
  },
  {
    slug: "olumo-jumpsuit",
    name: "Olumo Jumpsuit",
    summary: "Wide-leg terracotta jumpsuit with adire panels.",
    photos: [
      { image: bespokeOlumoJumpsuit1, alt: "Olumo Jumpsuit" },
      { image: bespokeOlumoJumpsuit2, alt: "Olumo Jumpsuit" },
      { image: bespokeOlumoJumpsuit3, alt: "Olumo Jumpsuit" },
      { image: bespokeOlumoJumpsuit4, alt: "Olumo Jumpsuit" },
    ],
  },
  {
    slug: "senator-suit",
    name: "Gold Thread Senator",
    summary: "Senator suit embroidered in gold thread.",
    photos: [
      { image: bespokeSenatorSuit1, alt: "Gold Thread Senator" },
      { image: bespokeSenatorSuit2, alt: "Gold Thread Senator" },
      { image: bespokeSenatorSuit3, alt: "Gold Thread Senator" },
    ],
  },
  {
    slug: "ivory-bubu",
    name: "Ivory Bubu",
    summary: "An ivory bubu gown that moves like water.",
    photos: [
      { image: bespokeIvoryBubu1, alt: "Ivory Bubu" },
      { image: bespokeIvoryBubu2, alt: "Ivory Bubu" },
      { image: bespokeIvoryBubu3, alt: "Ivory Bubu" },
      { image: bespokeIvoryBubu4, alt: "Ivory Bubu" },
    ],
  },
  {
    slug: "ofi-blazer",
    name: "Ofi Blazer Dress",
    summary: "A tailored blazer dress in ofi stripes.",
    photos: [
      { image: bespokeOfiBlazer1, alt: "Ofi Blazer Dress" },
      { image: bespokeOfiBlazer2, alt: "Ofi Blazer Dress" },
      { image: bespokeOfiBlazer3, alt: "Ofi Blazer Dress" },
    ],
  },
  {
    slug: "eleko-midi",
    name: "Eleko Pleated Midi",
    summary: "Knife-pleated midi dress in indigo.",
    photos: [
      { image: bespokeElekoMidi1, alt: "Eleko Pleated Midi" },
      { image: bespokeElekoMidi2, alt: "Eleko Pleated Midi" },
      { image: bespokeElekoMidi3, alt: "Eleko Pleated Midi" },
      { image: bespokeElekoMidi4, alt: "Eleko Pleated Midi" },
    ],
  },
  {
    slug: "sunday-asymmetric",
    name: "Sunday Asymmetric",
    summary: "One-shoulder gold dress for the party after.",
    photos: [
      { image: bespokeSundayAsymmetric1, alt: "Sunday Asymmetric" },
      { image: bespokeSundayAsymmetric2, alt: "Sunday Asymmetric" },
      { image: bespokeSundayAsymmetric3, alt: "Sunday Asymmetric" },
    ],
  },
] satisfies Design[];

if (import.meta.env.SSR) {
  expectDesigns("designs.ts", "bridal designs", bridalDesigns, 6);
  expectDesigns("designs.ts", "bespoke designs", bespokeDesigns, 11);
}
