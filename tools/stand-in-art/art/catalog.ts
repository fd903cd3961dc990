/**
 * Every image the site ships, in one list: file name and how to draw it. The alt texts live in
 * the site's content (app/content/), next to where each image is used; the generator reads them
 * from there, so whoever changes a drawing updates the alt text beside its photo.
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
  draw: (ctx: DrawContext) => string;
}

interface FigureShot {
  view?: View;
  crop?: Crop;
  backdrop: BackdropName;
  pose?: PoseSpec;
  mirror?: boolean;
}

function figure(file: string, look: LookMaker, shot: FigureShot): ImageSpec {
  return {
    file,
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

function detail(file: string, spec: (ctx: DrawContext) => DetailSpec): ImageSpec {
  return { file, draw: (ctx) => drawDetail(ctx, spec(ctx)) };
}

function studio(file: string, scene: StudioScene): ImageSpec {
  return { file, draw: (ctx) => drawStudioScene(ctx, scene) };
}

const hero: ImageSpec[] = [
  figure("hero-1.jpg", designs.adunni, { backdrop: "terracottaCirclesIndigoDisc", pose: poses.liftingSkirt }),
  figure("hero-2.jpg", designs.ogunAgbada, { backdrop: "sandAsoOkeStripes" }),
  figure("hero-3.jpg", designs.titilayo, { backdrop: "indigoFleckSandArch", pose: poses.handOnHip }),
  figure("hero-4.jpg", designs.folake, { backdrop: "indigoStripesFloor", mirror: true }),
  figure("hero-5.jpg", designs.iroBuba, { backdrop: "sandZigzagIvoryDisc", pose: poses.poised }),
  figure("hero-6.jpg", designs.morenike, { backdrop: "indigoSquaresSandPanel", pose: poses.poised }),
  figure("hero-7.jpg", designs.indigoKaftan, { backdrop: "ivoryFleckSandArch" }),
];

const about: ImageSpec[] = [
  studio("about-1.jpg", "dye-pot"),
  studio("about-2.jpg", "embroidery-hoop"),
  studio("about-3.jpg", "aso-oke-shelves"),
  studio("about-4.jpg", "dress-form"),
  studio("about-5.jpg", "tailors-tools"),
  studio("about-6.jpg", "offcut-trims"),
];

const bridal: ImageSpec[] = [
  figure("bridal-adunni-1.jpg", designs.adunni, { backdrop: "indigoCirclesArch" }),
  figure("bridal-adunni-2.jpg", designs.adunni, {
    backdrop: "ivoryFleckIndigoDisc",
    crop: "three-quarter",
    pose: poses.poisedLeft,
    mirror: true,
  }),
  detail("bridal-adunni-3.jpg", () => ({
    kind: "hem",
    fabric: solid(p.ivory, 0.85),
    embroidery: p.indigo,
    floor: p.indigoDeep,
  })),
  figure("bridal-adunni-4.jpg", designs.adunni, {
    backdrop: "sandAsoOkeStripes",
    view: "back",
    pose: poses.poised,
  }),

  figure("bridal-morenike-1.jpg", designs.morenike, { backdrop: "paleSquaresIndigoArch" }),
  figure("bridal-morenike-2.jpg", designs.morenike, {
    backdrop: "indigoStripesFloor",
    view: "back",
    pose: poses.poised,
  }),
  detail("bridal-morenike-3.jpg", (ctx) => ({
    kind: "knot",
    fabric: solid(p.ivory, 0.9),
    sash: patterned(ctx, p.gold, { ...designs.goldAsoOke, rotate: 90, scale: 1.6 }, 0.6),
  })),

  figure("bridal-ayoka-1.jpg", designs.ayoka, { backdrop: "indigoFleckSandArch" }),
  figure("bridal-ayoka-2.jpg", designs.ayoka, {
    backdrop: "paleDiamondsIndigoPanel",
    crop: "three-quarter",
    pose: poses.handOnHipLeft,
  }),
  detail("bridal-ayoka-3.jpg", (ctx) => ({
    kind: "surface",
    fabric: solid(p.ivory, 0.4),
    overlay: patternFill(ctx.defs, ctx.rng, { kind: "lace", ink: p.indigo, scale: 2 }),
    second: solid(p.ivory, 0.8),
    trim: "scallop",
    trimColour: p.indigo,
    angle: 4,
  })),
  figure("bridal-ayoka-4.jpg", designs.ayoka, { backdrop: "indigoSquaresSandPanel", view: "back" }),

  figure("bridal-titilayo-1.jpg", designs.titilayo, { backdrop: "terracottaCirclesIndigoDisc" }),
  figure("bridal-titilayo-2.jpg", designs.titilayo, {
    backdrop: "sandAsoOkeStripes",
    crop: "three-quarter",
    pose: poses.poised,
    mirror: true,
  }),
  figure("bridal-titilayo-3.jpg", designs.titilayo, {
    backdrop: "indigoStripesFloor",
    crop: "portrait",
    pose: poses.poised,
  }),

  figure("bridal-ebunoluwa-1.jpg", designs.ebunoluwa, { backdrop: "paleSquaresIndigoArch" }),
  figure("bridal-ebunoluwa-2.jpg", designs.ebunoluwa, {
    backdrop: "terracottaCirclesIndigoDisc",
    crop: "three-quarter",
    pose: poses.poisedLeft,
    mirror: true,
  }),
  detail("bridal-ebunoluwa-3.jpg", (ctx) => ({
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
  })),
  figure("bridal-ebunoluwa-4.jpg", designs.ebunoluwa, {
    backdrop: "indigoFleckSandArch",
    view: "back",
    pose: poses.poised,
  }),

  figure("bridal-folake-1.jpg", designs.folake, { backdrop: "ivoryFleckIndigoDisc" }),
  figure("bridal-folake-2.jpg", designs.folake, { backdrop: "paleDiamondsIndigoPanel", view: "back" }),
  detail("bridal-folake-3.jpg", () => ({
    kind: "sheer",
    fabric: solid(p.ivory, 0.9),
    sheer: p.ivory,
    pearls: p.ivory,
  })),
];

const bespoke: ImageSpec[] = [
  figure("bespoke-ogun-agbada-1.jpg", designs.ogunAgbada, { backdrop: "sandZigzagIvoryDisc" }),
  figure("bespoke-ogun-agbada-2.jpg", designs.ogunAgbada, { backdrop: "ivoryFleckSandArch", view: "back" }),
  detail("bespoke-ogun-agbada-3.jpg", () => ({
    kind: "embroidery",
    fabric: solid(p.indigo, 0.7),
    thread: p.goldLight,
    layout: "neckline",
    inner: p.indigoMid,
  })),

  figure("bespoke-adire-wrap-1.jpg", designs.adireWrap, { backdrop: "sandZigzagIvoryDisc" }),
  figure("bespoke-adire-wrap-2.jpg", designs.adireWrap, {
    backdrop: "ivoryFleckSandArch",
    crop: "three-quarter",
    pose: poses.poised,
    mirror: true,
  }),
  detail("bespoke-adire-wrap-3.jpg", (ctx) => {
    const adire = patterned(
      ctx,
      p.indigo,
      { kind: "oniko", ground: p.indigo, ink: p.ivory, scale: 1.9 },
      0.3,
    );
    return { kind: "knot", fabric: adire, sash: adire, recede: 0.45 };
  }),
  figure("bespoke-adire-wrap-4.jpg", designs.adireWrap, {
    backdrop: "indigoSquaresSandPanel",
    view: "back",
    pose: poses.poised,
  }),

  figure("bespoke-ankara-peplum-1.jpg", designs.ankaraPeplum, { backdrop: "indigoFleckSandArch" }),
  figure("bespoke-ankara-peplum-2.jpg", designs.ankaraPeplum, {
    backdrop: "paleDiamondsIndigoPanel",
    crop: "three-quarter",
    pose: poses.handOnHipLeft,
    mirror: true,
  }),
  detail("bespoke-ankara-peplum-3.jpg", (ctx) => ({
    kind: "surface",
    fabric: designs.ankaraFabric(ctx, 2.2),
    second: designs.ankaraFabric(ctx, 2.2),
    trim: "thread",
    trimColour: p.gold,
    angle: -4,
  })),

  figure("bespoke-iro-buba-1.jpg", designs.iroBuba, { backdrop: "indigoStripesFloor" }),
  figure("bespoke-iro-buba-2.jpg", designs.iroBuba, {
    backdrop: "paleDiamondsIndigoPanel",
    crop: "three-quarter",
    pose: poses.poised,
  }),
  figure("bespoke-iro-buba-3.jpg", designs.iroBuba, {
    backdrop: "indigoCirclesArch",
    crop: "portrait",
    mirror: true,
  }),
  figure("bespoke-iro-buba-4.jpg", designs.iroBuba, {
    backdrop: "terracottaCirclesIndigoDisc",
    view: "back",
  }),

  figure("bespoke-indigo-kaftan-1.jpg", designs.indigoKaftan, { backdrop: "sandAsoOkeStripes" }),
  figure("bespoke-indigo-kaftan-2.jpg", designs.indigoKaftan, {
    backdrop: "sandZigzagIvoryDisc",
    crop: "three-quarter",
    mirror: true,
  }),
  detail("bespoke-indigo-kaftan-3.jpg", (ctx) => ({
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
  })),

  figure("bespoke-olumo-jumpsuit-1.jpg", designs.olumoJumpsuit, { backdrop: "ivoryFleckIndigoDisc" }),
  figure("bespoke-olumo-jumpsuit-2.jpg", designs.olumoJumpsuit, {
    backdrop: "ivoryFleckSandArch",
    crop: "three-quarter",
    pose: poses.handOnHip,
  }),
  detail("bespoke-olumo-jumpsuit-3.jpg", (ctx) => ({
    kind: "surface",
    fabric: solid(p.terracotta, 0.4),
    second: patterned(ctx, p.indigo, { kind: "oniko", ground: p.indigo, ink: p.ivory, scale: 1.2 }, 0.2),
    trim: "piping",
    trimColour: p.goldLight,
    angle: -3,
  })),
  figure("bespoke-olumo-jumpsuit-4.jpg", designs.olumoJumpsuit, {
    backdrop: "indigoCirclesArch",
    view: "back",
    pose: poses.poised,
  }),

  figure("bespoke-senator-suit-1.jpg", designs.senator, { backdrop: "indigoSquaresSandPanel" }),
  figure("bespoke-senator-suit-2.jpg", designs.senator, {
    backdrop: "ivoryFleckIndigoDisc",
    crop: "three-quarter",
    mirror: true,
  }),
  detail("bespoke-senator-suit-3.jpg", () => ({
    kind: "embroidery",
    fabric: solid(p.terracottaDeep, 0.4),
    thread: p.goldLight,
    layout: "placket",
  })),

  figure("bespoke-ivory-bubu-1.jpg", designs.ivoryBubu, { backdrop: "terracottaCirclesIndigoDisc" }),
  figure("bespoke-ivory-bubu-2.jpg", designs.ivoryBubu, {
    backdrop: "paleSquaresIndigoArch",
    crop: "three-quarter",
    mirror: true,
  }),
  figure("bespoke-ivory-bubu-3.jpg", designs.ivoryBubu, { backdrop: "indigoStripesFloor", view: "back" }),
  detail("bespoke-ivory-bubu-4.jpg", () => ({
    kind: "embroidery",
    fabric: solid(p.ivory, 0.6),
    thread: p.gold,
    layout: "neckline",
    inner: skinTones[3].base,
    spread: 200,
  })),

  figure("bespoke-ofi-blazer-1.jpg", designs.ofiBlazer, { backdrop: "sandZigzagIvoryDisc" }),
  figure("bespoke-ofi-blazer-2.jpg", designs.ofiBlazer, {
    backdrop: "sandAsoOkeStripes",
    crop: "three-quarter",
    pose: poses.handOnHipLeft,
    mirror: true,
  }),
  detail("bespoke-ofi-blazer-3.jpg", (ctx) => ({
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
  })),

  figure("bespoke-eleko-midi-1.jpg", designs.elekoMidi, { backdrop: "ivoryFleckSandArch" }),
  figure("bespoke-eleko-midi-2.jpg", designs.elekoMidi, {
    backdrop: "sandZigzagIvoryDisc",
    crop: "three-quarter",
    pose: poses.handOnHip,
  }),
  detail("bespoke-eleko-midi-3.jpg", () => ({
    kind: "pleats",
    fabric: solid(p.indigo, 0.5),
    floor: p.sandLight,
    waistband: p.gold,
  })),
  figure("bespoke-eleko-midi-4.jpg", designs.elekoMidi, {
    backdrop: "indigoSquaresSandPanel",
    view: "back",
    pose: poses.poised,
  }),

  figure("bespoke-sunday-asymmetric-1.jpg", designs.sundayAsymmetric, { backdrop: "indigoCirclesArch" }),
  figure("bespoke-sunday-asymmetric-2.jpg", designs.sundayAsymmetric, {
    backdrop: "paleDiamondsIndigoPanel",
    crop: "three-quarter",
    pose: poses.handOnHipLeft,
    mirror: true,
  }),
  figure("bespoke-sunday-asymmetric-3.jpg", designs.sundayAsymmetric, {
    backdrop: "indigoStripesFloor",
    crop: "portrait",
  }),
];

export const images: readonly ImageSpec[] = [...hero, ...about, ...bridal, ...bespoke];
