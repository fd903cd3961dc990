/**
 * Every image the site ships, in one list: file name, alt text and how to draw it. The alt
 * texts are written against the drawing, so they describe exactly what each image shows.
 */
import type { BackdropName } from "./backdrop-presets";
import { backdrops } from "./backdrop-presets";
import { patterned, solid } from "./cloth";
import type { DrawContext } from "./context";
import type { LookMaker } from "./designs";
import * as designs from "./designs";
import type { DetailSpec } from "./details";
import { drawDetail } from "./details";
import type { PoseSpec, View } from "./figure";
import { palette as p, skinTones } from "./palette";
import { patternFill } from "./patterns";
import { poses } from "./poses";
import type { Crop } from "./scene";
import { drawLookScene } from "./scene";
import type { StudioScene } from "./studio-scenes";
import { drawStudioScene } from "./studio-scenes";

export interface ImageSpec {
  file: string;
  alt: string;
  draw: (ctx: DrawContext) => string;
}

interface FigureShot {
  view?: View;
  crop?: Crop;
  backdrop: BackdropName;
  pose?: PoseSpec;
  mirror?: boolean;
}

function figure(file: string, look: LookMaker, shot: FigureShot, alt: string): ImageSpec {
  return {
    file,
    alt,
    draw: (ctx) =>
      drawLookScene(ctx, {
        backdrop: backdrops[shot.backdrop],
        look: look(ctx, shot.pose),
        view: shot.view ?? "front",
        crop: shot.crop ?? "full",
        mirror: shot.mirror,
      }),
  };
}

function detail(file: string, spec: (ctx: DrawContext) => DetailSpec, alt: string): ImageSpec {
  return { file, alt, draw: (ctx) => drawDetail(ctx, spec(ctx)) };
}

function studio(file: string, scene: StudioScene, alt: string): ImageSpec {
  return { file, alt, draw: (ctx) => drawStudioScene(ctx, scene) };
}

const hero: ImageSpec[] = [
  figure(
    "hero-1.jpg",
    designs.adunni,
    { backdrop: "terracottaCirclesIndigoDisc", pose: poses.liftingSkirt },
    "Ivory ball gown with an indigo adire-embroidered hem, full length on an indigo disc over terracotta circles.",
  ),
  figure(
    "hero-2.jpg",
    designs.ogunAgbada,
    { backdrop: "sandAsoOkeStripes" },
    "Men's indigo agbada with gold embroidery and a gold aso-oke fila, full length against sand stripes.",
  ),
  figure(
    "hero-3.jpg",
    designs.titilayo,
    { backdrop: "indigoFleckSandArch", pose: poses.handOnHip },
    "Ivory off-shoulder gown with a champagne gele, full length before a sand arch on flecked indigo.",
  ),
  figure(
    "hero-4.jpg",
    designs.folake,
    { backdrop: "indigoStripesFloor", mirror: true },
    "Ivory high-neck sheath gown with a sweeping sheer cape, full length against indigo adire stripes.",
  ),
  figure(
    "hero-5.jpg",
    designs.iroBuba,
    { backdrop: "sandZigzagIvoryDisc", pose: poses.poised },
    "Gold aso-oke iro with an ivory lace buba and towering gele, full length on an ivory disc.",
  ),
  figure(
    "hero-6.jpg",
    designs.morenike,
    { backdrop: "indigoSquaresSandPanel", pose: poses.poised },
    "Ivory mermaid gown with a gold aso-oke sash and cathedral veil, full length on a sand panel.",
  ),
  figure(
    "hero-7.jpg",
    designs.indigoKaftan,
    { backdrop: "ivoryFleckSandArch" },
    "Flowing indigo kaftan with gold neckline embroidery and an adire-stripe hem, full length before a sand arch.",
  ),
];

const marquee: ImageSpec[] = [
  figure(
    "marquee-1.jpg",
    designs.variants.goldLaceALine,
    { backdrop: "paleSquaresIndigoArch" },
    "Champagne A-line gown with a gold lace bodice and cap sleeves, full front view before an indigo arch.",
  ),
  figure(
    "marquee-2.jpg",
    designs.variants.ankaraWrap,
    { backdrop: "ivoryFleckIndigoDisc" },
    "Wrap dress in sand, indigo and terracotta ankara zig-zags, full front view on an indigo disc.",
  ),
  figure(
    "marquee-3.jpg",
    designs.variants.sandSenator,
    { backdrop: "paleSquaresIndigoArch" },
    "Men's sand senator suit with indigo thread embroidery and an indigo ofi fila, front view before an indigo arch.",
  ),
  figure(
    "marquee-4.jpg",
    designs.variants.terracottaMidi,
    { backdrop: "indigoCirclesArch" },
    "Terracotta pleated midi dress with a boat neckline and gold belt, front view before an ivory arch.",
  ),
  figure(
    "marquee-5.jpg",
    designs.variants.adirePeplum,
    { backdrop: "sandAsoOkeStripes" },
    "Indigo adire peplum top and pencil skirt patterned with ivory eleko squares, full front view.",
  ),
  figure(
    "marquee-6.jpg",
    designs.variants.indigoAsymmetric,
    { backdrop: "ivoryFleckSandArch" },
    "Indigo satin one-shoulder dress with a draped shoulder and asymmetric hem, front view before a sand arch.",
  ),
  figure(
    "marquee-7.jpg",
    designs.variants.ivoryJumpsuit,
    { backdrop: "paleDiamondsIndigoPanel" },
    "Ivory wide-leg jumpsuit with indigo adire-stripe panels, full front view against an indigo panel.",
  ),
  figure(
    "marquee-8.jpg",
    designs.variants.indigoTwoPiece,
    { backdrop: "sandZigzagIvoryDisc" },
    "Beaded ivory corset with a full indigo aso-oke skirt, front view on an ivory disc.",
  ),
];

const about: ImageSpec[] = [
  studio(
    "about-1.jpg",
    "dye-pot",
    "Terracotta pot of indigo dye with adire cloth lifted out, more cloths drying on a line.",
  ),
  studio(
    "about-2.jpg",
    "embroidery-hoop",
    "Embroidery hoop of ivory linen with half-stitched indigo adire rings, a needle, thread and spools.",
  ),
  studio(
    "about-3.jpg",
    "aso-oke-shelves",
    "Studio shelves stacked with rolled bolts and folded lengths of striped aso-oke cloth.",
  ),
  studio(
    "about-4.jpg",
    "dress-form",
    "Dress form with a half-pinned ivory satin gown and a gold tape measure before an indigo arch.",
  ),
  studio(
    "about-5.jpg",
    "tailors-tools",
    "Tailor's shears, tape measure, pincushion and thread spools laid on indigo adire and ivory linen.",
  ),
  studio(
    "about-6.jpg",
    "offcut-trims",
    "Fabric offcuts in ankara, adire and aso-oke turned into rosettes, covered buttons and braided trim.",
  ),
];

const bridal: ImageSpec[] = [
  figure(
    "bridal-adunni-1.jpg",
    designs.adunni,
    { backdrop: "indigoCirclesArch" },
    "Ivory ball gown with an indigo adire-embroidered hem, full front view before an ivory arch on indigo circles.",
  ),
  figure(
    "bridal-adunni-2.jpg",
    designs.adunni,
    { backdrop: "ivoryFleckIndigoDisc", crop: "three-quarter", pose: poses.poisedLeft, mirror: true },
    "Three-quarter view of the ivory sweetheart ball gown, its strapless satin bodice against an indigo disc.",
  ),
  detail(
    "bridal-adunni-3.jpg",
    () => ({ kind: "hem", fabric: solid(p.ivory, 0.85), embroidery: p.indigo, floor: p.indigoDeep }),
    "Close-up of the ivory satin hem embroidered with indigo adire rings and leafy sprigs.",
  ),
  figure(
    "bridal-adunni-4.jpg",
    designs.adunni,
    { backdrop: "sandAsoOkeStripes", view: "back", pose: poses.poised },
    "Back view of the ivory ball gown, covered buttons down the bodice, against sand aso-oke stripes.",
  ),

  figure(
    "bridal-morenike-1.jpg",
    designs.morenike,
    { backdrop: "paleSquaresIndigoArch" },
    "Ivory mermaid gown with a gold aso-oke sash and long veil, front view before an indigo arch.",
  ),
  figure(
    "bridal-morenike-2.jpg",
    designs.morenike,
    { backdrop: "indigoStripesFloor", view: "back", pose: poses.poised },
    "Back view of the ivory mermaid gown under a sheer veil, against indigo adire stripes.",
  ),
  detail(
    "bridal-morenike-3.jpg",
    (ctx) => ({
      kind: "knot",
      fabric: solid(p.ivory, 0.9),
      sash: patterned(ctx, p.gold, { ...designs.goldAsoOke, rotate: 90, scale: 1.6 }, 0.6),
    }),
    "Close-up of the gold striped aso-oke sash tied in a bow over ivory satin.",
  ),

  figure(
    "bridal-ayoka-1.jpg",
    designs.ayoka,
    { backdrop: "indigoFleckSandArch" },
    "Ivory A-line gown with an indigo lace bodice and sheer cap sleeves, front view on a sand arch.",
  ),
  figure(
    "bridal-ayoka-2.jpg",
    designs.ayoka,
    { backdrop: "paleDiamondsIndigoPanel", crop: "three-quarter", pose: poses.handOnHipLeft },
    "Three-quarter view of the A-line gown's indigo lace bodice and V neckline against an indigo panel.",
  ),
  detail(
    "bridal-ayoka-3.jpg",
    (ctx) => ({
      kind: "surface",
      fabric: solid(p.ivory, 0.4),
      overlay: patternFill(ctx.defs, ctx.rng, { kind: "lace", ink: p.indigo, scale: 2 }),
      second: solid(p.ivory, 0.8),
      trim: "scallop",
      trimColour: p.indigo,
      angle: 4,
    }),
    "Close-up of indigo floral lace on the ivory bodice, edged with a scalloped indigo trim.",
  ),
  figure(
    "bridal-ayoka-4.jpg",
    designs.ayoka,
    { backdrop: "indigoSquaresSandPanel", view: "back" },
    "Back view of the ivory A-line gown with its lace bodice and covered buttons, on a sand panel.",
  ),

  figure(
    "bridal-titilayo-1.jpg",
    designs.titilayo,
    { backdrop: "terracottaCirclesIndigoDisc" },
    "Ivory off-shoulder gown with a folded portrait neckline and champagne gele, front view on an indigo disc.",
  ),
  figure(
    "bridal-titilayo-2.jpg",
    designs.titilayo,
    { backdrop: "sandAsoOkeStripes", crop: "three-quarter", pose: poses.poised, mirror: true },
    "Three-quarter view of the off-shoulder ivory gown and sculpted champagne gele against sand aso-oke stripes.",
  ),
  figure(
    "bridal-titilayo-3.jpg",
    designs.titilayo,
    { backdrop: "indigoStripesFloor", crop: "portrait", pose: poses.poised },
    "Close-up of the pleated champagne gele and off-shoulder ivory neckline against indigo adire stripes.",
  ),

  figure(
    "bridal-ebunoluwa-1.jpg",
    designs.ebunoluwa,
    { backdrop: "paleSquaresIndigoArch" },
    "Two-piece bridal look: beaded ivory corset and full champagne aso-oke skirt, front view before an indigo arch.",
  ),
  figure(
    "bridal-ebunoluwa-2.jpg",
    designs.ebunoluwa,
    { backdrop: "terracottaCirclesIndigoDisc", crop: "three-quarter", pose: poses.poisedLeft, mirror: true },
    "Three-quarter view of the beaded sweetheart corset and striped aso-oke skirt on an indigo disc.",
  ),
  detail(
    "bridal-ebunoluwa-3.jpg",
    (ctx) => ({
      kind: "surface",
      fabric: solid(p.ivory, 0.4),
      overlay: patternFill(ctx.defs, ctx.rng, { kind: "beads", ink: p.ivory, accent: p.gold, scale: 3.6 }),
      second: patterned(
        ctx,
        p.champagne,
        {
          kind: "aso-oke",
          ground: p.ivory,
          ink: p.champagne,
          accent: p.goldLight,
          third: p.gold,
          scale: 2.4,
        },
        0.5,
      ),
      trim: "beads",
      trimColour: p.goldLight,
      angle: -5,
    }),
    "Close-up of pearl and gold beading on the ivory corset above the champagne aso-oke skirt.",
  ),
  figure(
    "bridal-ebunoluwa-4.jpg",
    designs.ebunoluwa,
    { backdrop: "indigoFleckSandArch", view: "back", pose: poses.poised },
    "Back view of the beaded corset with gold lacing and the striped aso-oke skirt, on a sand arch.",
  ),

  figure(
    "bridal-folake-1.jpg",
    designs.folake,
    { backdrop: "ivoryFleckIndigoDisc" },
    "Ivory high-neck sheath gown with a long sheer cape edged in pearls, front view on an indigo disc.",
  ),
  figure(
    "bridal-folake-2.jpg",
    designs.folake,
    { backdrop: "paleDiamondsIndigoPanel", view: "back" },
    "Back view of the sheath gown with its sheer pearl-edged cape falling to the floor, on indigo.",
  ),
  detail(
    "bridal-folake-3.jpg",
    () => ({ kind: "sheer", fabric: solid(p.ivory, 0.9), sheer: p.ivory, pearls: p.ivory }),
    "Close-up of the sheer ivory cape's pearl-beaded edge over the satin sheath gown.",
  ),
];

const bespoke: ImageSpec[] = [
  figure(
    "bespoke-ogun-agbada-1.jpg",
    designs.ogunAgbada,
    { backdrop: "sandZigzagIvoryDisc" },
    "Men's indigo agbada with gold embroidery and a gold aso-oke fila, front view on an ivory disc.",
  ),
  figure(
    "bespoke-ogun-agbada-2.jpg",
    designs.ogunAgbada,
    { backdrop: "ivoryFleckSandArch", view: "back" },
    "Back view of the indigo agbada, gold-embroidered neckline and vast draped sleeves, on a sand arch.",
  ),
  detail(
    "bespoke-ogun-agbada-3.jpg",
    () => ({
      kind: "embroidery",
      fabric: solid(p.indigo, 0.7),
      thread: p.goldLight,
      layout: "neckline",
      inner: p.indigoMid,
    }),
    "Close-up of gold thread medallions and stitched neckline bands on the indigo agbada.",
  ),

  figure(
    "bespoke-adire-wrap-1.jpg",
    designs.adireWrap,
    { backdrop: "sandZigzagIvoryDisc" },
    "Indigo adire wrap dress with white oniko circles, puff sleeves and a side tie, front view.",
  ),
  figure(
    "bespoke-adire-wrap-2.jpg",
    designs.adireWrap,
    { backdrop: "ivoryFleckSandArch", crop: "three-quarter", pose: poses.poised, mirror: true },
    "Three-quarter view of the adire wrap dress's crossover neckline and tied waist, on a sand arch.",
  ),
  detail(
    "bespoke-adire-wrap-3.jpg",
    (ctx) => {
      const adire = patterned(
        ctx,
        p.indigo,
        { kind: "oniko", ground: p.indigo, ink: p.ivory, scale: 1.9 },
        0.3,
      );
      return { kind: "knot", fabric: adire, sash: adire, recede: 0.45 };
    },
    "Close-up of the wrap dress's waist tie in indigo adire with white resist-dyed circles.",
  ),
  figure(
    "bespoke-adire-wrap-4.jpg",
    designs.adireWrap,
    { backdrop: "indigoSquaresSandPanel", view: "back", pose: poses.poised },
    "Back view of the indigo adire wrap dress with puff sleeves, on a sand panel.",
  ),

  figure(
    "bespoke-ankara-peplum-1.jpg",
    designs.ankaraPeplum,
    { backdrop: "indigoFleckSandArch" },
    "Ankara peplum top and pencil skirt in indigo, terracotta and gold diamonds, front view on a sand arch.",
  ),
  figure(
    "bespoke-ankara-peplum-2.jpg",
    designs.ankaraPeplum,
    { backdrop: "paleDiamondsIndigoPanel", crop: "three-quarter", pose: poses.handOnHipLeft, mirror: true },
    "Three-quarter view of the ankara peplum set's flared hip ruffle against an indigo panel.",
  ),
  detail(
    "bespoke-ankara-peplum-3.jpg",
    (ctx) => ({
      kind: "surface",
      fabric: designs.ankaraFabric(ctx, 2.2),
      second: designs.ankaraFabric(ctx, 2.2),
      trim: "thread",
      trimColour: p.gold,
      angle: -4,
    }),
    "Close-up of bold ankara diamonds where the peplum meets the skirt, with gold topstitching.",
  ),

  figure(
    "bespoke-iro-buba-1.jpg",
    designs.iroBuba,
    { backdrop: "indigoStripesFloor" },
    "Gold aso-oke iro with an ivory lace buba and matching gele, front view on indigo stripes.",
  ),
  figure(
    "bespoke-iro-buba-2.jpg",
    designs.iroBuba,
    { backdrop: "paleDiamondsIndigoPanel", crop: "three-quarter", pose: poses.poised },
    "Three-quarter view of the gold aso-oke gele and loose ivory lace buba against an indigo panel.",
  ),
  figure(
    "bespoke-iro-buba-3.jpg",
    designs.iroBuba,
    { backdrop: "indigoCirclesArch", crop: "portrait", mirror: true },
    "Close-up of the sculpted gold aso-oke gele above the ivory lace buba's scooped neckline.",
  ),
  figure(
    "bespoke-iro-buba-4.jpg",
    designs.iroBuba,
    { backdrop: "terracottaCirclesIndigoDisc", view: "back" },
    "Back view of the gold aso-oke iro, ivory lace buba and pleated gele on an indigo disc.",
  ),

  figure(
    "bespoke-indigo-kaftan-1.jpg",
    designs.indigoKaftan,
    { backdrop: "sandAsoOkeStripes" },
    "Flowing indigo kaftan with batwing sleeves, gold neckline embroidery and an adire-stripe hem, front view.",
  ),
  figure(
    "bespoke-indigo-kaftan-2.jpg",
    designs.indigoKaftan,
    { backdrop: "sandZigzagIvoryDisc", crop: "three-quarter", mirror: true },
    "Three-quarter view of the indigo kaftan's gold-trimmed V neckline against an ivory disc.",
  ),
  detail(
    "bespoke-indigo-kaftan-3.jpg",
    (ctx) => ({
      kind: "surface",
      fabric: solid(p.indigo, 0.6),
      second: patterned(
        ctx,
        p.indigoDeep,
        { kind: "adire-stripes", ground: p.indigoDeep, ink: p.indigoMist, scale: 1.8 },
        0.3,
      ),
      trim: "thread",
      trimColour: p.goldLight,
      angle: 3,
    }),
    "Close-up of the indigo kaftan's adire-stripe hem border, edged in gold stitching.",
  ),

  figure(
    "bespoke-olumo-jumpsuit-1.jpg",
    designs.olumoJumpsuit,
    { backdrop: "ivoryFleckIndigoDisc" },
    "Terracotta wide-leg jumpsuit with indigo adire panels down each leg, front view on an indigo disc.",
  ),
  figure(
    "bespoke-olumo-jumpsuit-2.jpg",
    designs.olumoJumpsuit,
    { backdrop: "ivoryFleckSandArch", crop: "three-quarter", pose: poses.handOnHip },
    "Three-quarter view of the terracotta jumpsuit's V bodice and adire belt, on a sand arch.",
  ),
  detail(
    "bespoke-olumo-jumpsuit-3.jpg",
    (ctx) => ({
      kind: "surface",
      fabric: solid(p.terracotta, 0.4),
      second: patterned(ctx, p.indigo, { kind: "oniko", ground: p.indigo, ink: p.ivory, scale: 1.2 }, 0.2),
      trim: "piping",
      trimColour: p.goldLight,
      angle: -3,
    }),
    "Close-up of terracotta cloth meeting an indigo adire panel, finished with gold piping.",
  ),
  figure(
    "bespoke-olumo-jumpsuit-4.jpg",
    designs.olumoJumpsuit,
    { backdrop: "indigoCirclesArch", view: "back", pose: poses.poised },
    "Back view of the terracotta jumpsuit with an open V back and adire side panels.",
  ),

  figure(
    "bespoke-senator-suit-1.jpg",
    designs.senator,
    { backdrop: "indigoSquaresSandPanel" },
    "Men's deep terracotta senator suit with gold thread embroidery down the placket, front view on sand.",
  ),
  figure(
    "bespoke-senator-suit-2.jpg",
    designs.senator,
    { backdrop: "ivoryFleckIndigoDisc", crop: "three-quarter", mirror: true },
    "Three-quarter view of the terracotta senator tunic's mandarin collar and gold-stitched chest embroidery.",
  ),
  detail(
    "bespoke-senator-suit-3.jpg",
    () => ({
      kind: "embroidery",
      fabric: solid(p.terracottaDeep, 0.4),
      thread: p.goldLight,
      layout: "placket",
    }),
    "Close-up of the senator tunic's collar and placket, worked with gold thread medallions.",
  ),

  figure(
    "bespoke-ivory-bubu-1.jpg",
    designs.ivoryBubu,
    { backdrop: "terracottaCirclesIndigoDisc" },
    "Voluminous ivory bubu gown with gold neckline embroidery and an ivory gele, front view on indigo.",
  ),
  figure(
    "bespoke-ivory-bubu-2.jpg",
    designs.ivoryBubu,
    { backdrop: "paleSquaresIndigoArch", crop: "three-quarter", mirror: true },
    "Three-quarter view of the ivory bubu's draped batwing sleeves and gele against an indigo arch.",
  ),
  figure(
    "bespoke-ivory-bubu-3.jpg",
    designs.ivoryBubu,
    { backdrop: "indigoStripesFloor", view: "back" },
    "Back view of the ivory bubu gown and pleated gele against indigo adire stripes.",
  ),
  detail(
    "bespoke-ivory-bubu-4.jpg",
    () => ({
      kind: "embroidery",
      fabric: solid(p.ivory, 0.6),
      thread: p.gold,
      layout: "neckline",
      inner: skinTones[3].base,
      spread: 200,
    }),
    "Close-up of gold thread embroidery around the ivory bubu's V neckline.",
  ),

  figure(
    "bespoke-ofi-blazer-1.jpg",
    designs.ofiBlazer,
    { backdrop: "sandZigzagIvoryDisc" },
    "Indigo ofi-stripe blazer dress with dark lapels and a belted waist, front view on an ivory disc.",
  ),
  figure(
    "bespoke-ofi-blazer-2.jpg",
    designs.ofiBlazer,
    { backdrop: "sandAsoOkeStripes", crop: "three-quarter", pose: poses.handOnHipLeft, mirror: true },
    "Three-quarter view of the ofi-stripe blazer dress's peaked lapels and gold buttons on sand stripes.",
  ),
  detail(
    "bespoke-ofi-blazer-3.jpg",
    (ctx) => ({
      kind: "surface",
      fabric: patterned(
        ctx,
        p.indigo,
        { kind: "ofi", ground: p.indigoMid, ink: p.indigoDeep, accent: p.goldLight, scale: 2.6 },
        0.2,
      ),
      second: solid(p.indigoDeep, 0.5),
      trim: "buttons",
      trimColour: p.goldLight,
      angle: 6,
    }),
    "Close-up of indigo ofi-stripe cloth and a row of gold buttons on the blazer dress.",
  ),

  figure(
    "bespoke-eleko-midi-1.jpg",
    designs.elekoMidi,
    { backdrop: "ivoryFleckSandArch" },
    "Indigo pleated midi dress with a V neckline and thin gold belt, front view on a sand arch.",
  ),
  figure(
    "bespoke-eleko-midi-2.jpg",
    designs.elekoMidi,
    { backdrop: "sandZigzagIvoryDisc", crop: "three-quarter", pose: poses.handOnHip },
    "Three-quarter view of the indigo pleated midi's fitted bodice and gold belt on an ivory disc.",
  ),
  detail(
    "bespoke-eleko-midi-3.jpg",
    () => ({ kind: "pleats", fabric: solid(p.indigo, 0.5), floor: p.sandLight, waistband: p.gold }),
    "Close-up of indigo knife pleats swinging from a gold waistband above a sand floor.",
  ),
  figure(
    "bespoke-eleko-midi-4.jpg",
    designs.elekoMidi,
    { backdrop: "indigoSquaresSandPanel", view: "back", pose: poses.poised },
    "Back view of the pleated indigo midi dress with its centre-back seam, on a sand panel.",
  ),

  figure(
    "bespoke-sunday-asymmetric-1.jpg",
    designs.sundayAsymmetric,
    { backdrop: "indigoCirclesArch" },
    "Gold satin one-shoulder dress with a draped shoulder and sweeping asymmetric hem, front view.",
  ),
  figure(
    "bespoke-sunday-asymmetric-2.jpg",
    designs.sundayAsymmetric,
    { backdrop: "paleDiamondsIndigoPanel", crop: "three-quarter", pose: poses.handOnHipLeft, mirror: true },
    "Three-quarter view of the gold one-shoulder dress's gathered bodice against an indigo panel.",
  ),
  figure(
    "bespoke-sunday-asymmetric-3.jpg",
    designs.sundayAsymmetric,
    { backdrop: "indigoStripesFloor", crop: "portrait" },
    "Close-up of gold satin gathers sweeping from the dress's one-shoulder neckline.",
  ),
];

export const images: readonly ImageSpec[] = [...hero, ...marquee, ...about, ...bridal, ...bespoke];
