/**
 * The studio's designs as looks: garment, fabric, headwear, pose and model. Catalogue images of
 * one design all use the same look, so every view shows the same garment.
 */
import {
  flowingRobe,
  agbada,
  asymmetricDress,
  blazerDress,
  iroAndBuba,
  jumpsuit,
  peplumSet,
  pleatedMidi,
  senatorSuit,
  wrapDress,
} from "./bespoke-garments";
import {
  aLineGown,
  ballGown,
  mermaidGown,
  offShoulderGown,
  sheathWithCape,
  twoPiece,
} from "./bridal-garments";
import type { Fabric } from "./cloth";
import { patterned, solid } from "./cloth";
import type { DrawContext } from "./context";
import type { PoseSpec } from "./figure";
import type { Headwear } from "./headwear";
import type { Look } from "./look";
import { palette as p, skinTones } from "./palette";
import { patternFill } from "./patterns";
import type { PatternSpec } from "./patterns";
import { poses } from "./poses";

export type LookMaker = (ctx: DrawContext, pose?: PoseSpec) => Look;

function skin(index: number): Look["skin"] {
  return skinTones[index % skinTones.length] ?? skinTones[0];
}

export const goldAsoOke: PatternSpec = {
  kind: "aso-oke",
  ground: p.goldLight,
  ink: p.gold,
  accent: p.ivory,
  third: p.goldDeep,
};
const champagneAsoOke: PatternSpec = {
  kind: "aso-oke",
  ground: p.ivory,
  ink: p.champagne,
  accent: p.goldLight,
  third: p.gold,
};

function gele(ctx: DrawContext, colour: string, pattern?: PatternSpec): Headwear {
  return { kind: "gele", colour, fill: pattern ? patternFill(ctx.defs, ctx.rng, pattern) : colour };
}

const bun: Headwear = { kind: "bun" };

/** Ivory ball gown with an indigo adire-embroidered hem. */
export const adunni: LookMaker = (_ctx, pose = poses.handOnHip) => ({
  build: "feminine",
  garment: (c, body) =>
    ballGown(c, body, {
      fabric: solid(p.ivory, 0.85),
      neckline: "sweetheart",
      hemEmbroidery: p.indigo,
    }),
  headwear: bun,
  earrings: p.gold,
  pose,
  skin: skin(0),
});

/** Mermaid gown with a gold aso-oke sash, worn with a cathedral veil. */
export const morenike: LookMaker = (ctx, pose = poses.handOnHipLeft) => {
  const sash = patterned(ctx, p.gold, { ...goldAsoOke, rotate: 90, scale: 0.55 }, 0.6);
  return {
    build: "feminine",
    garment: (c, body) => mermaidGown(c, body, { fabric: solid(p.ivory, 0.9), sash, neckline: "straight" }),
    headwear: { kind: "veil", colour: p.ivory },
    earrings: p.gold,
    pose,
    skin: skin(1),
  };
};

/** A-line gown with an indigo lace bodice. */
export const ayoka: LookMaker = (ctx, pose = poses.poised) => {
  const lace = patternFill(ctx.defs, ctx.rng, { kind: "lace", ink: p.indigo, scale: 0.32 });
  return {
    build: "feminine",
    garment: (c, body) => aLineGown(c, body, { fabric: solid(p.ivory, 0.55), lace }),
    headwear: bun,
    earrings: p.gold,
    pose,
    skin: skin(2),
  };
};

/** Off-shoulder gown with a champagne gele. */
export const titilayo: LookMaker = (ctx, pose = poses.liftingSkirt) => ({
  build: "feminine",
  garment: (c, body) => offShoulderGown(c, body, { fabric: solid(p.ivory, 0.75) }),
  headwear: gele(ctx, p.champagne),
  earrings: p.gold,
  pose,
  skin: skin(3),
});

/** Two-piece: beaded corset and aso-oke skirt. */
export const ebunoluwa: LookMaker = (ctx, pose = poses.handOnHip) => {
  const beads = patternFill(ctx.defs, ctx.rng, {
    kind: "beads",
    ink: p.ivory,
    accent: p.gold,
    scale: 0.55,
  });
  const skirt = patterned(ctx, p.champagne, { ...champagneAsoOke, scale: 0.7 }, 0.5);
  return {
    build: "feminine",
    garment: (c, body) => twoPiece(c, body, { corset: solid(p.ivory, 0.4), beads, skirt }),
    headwear: bun,
    earrings: p.gold,
    pose,
    skin: skin(1),
  };
};

/** Sheath gown with a long sheer cape. */
export const folake: LookMaker = (_ctx, pose = poses.poisedLeft) => ({
  build: "feminine",
  garment: (c, body) =>
    sheathWithCape(c, body, {
      fabric: solid(p.ivory, 0.85),
      cape: solid(p.ivory, 0.3, 0.5),
      edge: p.goldLight,
    }),
  headwear: bun,
  earrings: p.gold,
  pose,
  skin: skin(2),
});

/** Indigo and gold agbada with a gold aso-oke fila. */
export const ogunAgbada: LookMaker = (ctx, pose = poses.standing) => ({
  build: "masculine",
  garment: (c, body) =>
    agbada(c, body, {
      robe: solid(p.indigo, 0.7),
      inner: solid(p.indigoMid, 0.3),
      trousers: solid(p.indigoDeep, 0.2),
      thread: p.goldLight,
    }),
  headwear: {
    kind: "fila",
    colour: p.gold,
    fill: patternFill(ctx.defs, ctx.rng, { ...goldAsoOke, scale: 0.5 }),
  },
  pose,
  skin: skin(1),
});

const oniko = (ground: string, ink: string, scale: number): PatternSpec => ({
  kind: "oniko",
  ground,
  ink,
  scale,
});

/** Adire wrap dress in oniko circles. */
export const adireWrap: LookMaker = (ctx, pose = poses.handOnHipLeft) => {
  const fabric = patterned(ctx, p.indigo, oniko(p.indigo, p.ivory, 0.4), 0.3);
  return {
    build: "feminine",
    garment: (c, body) => wrapDress(c, body, { fabric }),
    headwear: bun,
    earrings: p.gold,
    pose,
    skin: skin(3),
  };
};

export function ankaraFabric(ctx: DrawContext, scale = 0.42): Fabric {
  return patterned(
    ctx,
    p.terracotta,
    {
      kind: "ankara-diamond",
      ground: p.ivory,
      ink: p.indigo,
      accent: p.terracotta,
      third: p.gold,
      scale,
    },
    0.2,
  );
}

/** Ankara peplum top and skirt set. */
export const ankaraPeplum: LookMaker = (ctx, pose = poses.handOnHip) => {
  const fabric = ankaraFabric(ctx);
  return {
    build: "feminine",
    garment: (c, body) => peplumSet(c, body, { fabric }),
    headwear: bun,
    earrings: p.gold,
    pose,
    skin: skin(2),
  };
};

/** Aso-oke iro with an ivory lace buba and a matching aso-oke gele. */
export const iroBuba: LookMaker = (ctx, pose = poses.poisedLeft) => {
  const aso = patterned(
    ctx,
    p.gold,
    {
      kind: "aso-oke",
      ground: p.goldLight,
      ink: p.gold,
      accent: p.ivory,
      third: p.terracotta,
      scale: 0.75,
    },
    0.5,
  );
  const lace = patternFill(ctx.defs, ctx.rng, { kind: "lace", ink: p.gold, scale: 0.3 });
  return {
    build: "feminine",
    garment: (c, body) => iroAndBuba(c, body, { iro: aso, buba: solid(p.ivory, 0.4), lace }),
    headwear: gele(ctx, p.gold, {
      kind: "aso-oke",
      ground: p.goldLight,
      ink: p.gold,
      accent: p.ivory,
      third: p.terracotta,
      scale: 0.5,
    }),
    earrings: p.gold,
    pose,
    skin: skin(0),
  };
};

/** Flowing indigo kaftan with gold trim and an adire-stripe border. */
export const indigoKaftan: LookMaker = (ctx, pose = poses.openArms) => {
  const border = patternFill(ctx.defs, ctx.rng, {
    kind: "adire-stripes",
    ground: p.indigoDeep,
    ink: p.indigoMist,
    scale: 0.6,
  });
  return {
    build: "feminine",
    garment: (c, body) =>
      flowingRobe(c, body, {
        fabric: solid(p.indigo, 0.6),
        trim: p.goldLight,
        border,
        width: "kaftan",
      }),
    headwear: bun,
    earrings: p.gold,
    pose,
    skin: skin(1),
  };
};

/** Terracotta wide-leg jumpsuit with adire panels. */
export const olumoJumpsuit: LookMaker = (ctx, pose = poses.handOnHipLeft) => {
  const panel = patternFill(ctx.defs, ctx.rng, oniko(p.indigo, p.ivory, 0.32));
  return {
    build: "feminine",
    garment: (c, body) => jumpsuit(c, body, { fabric: solid(p.terracotta, 0.4), panel }),
    headwear: bun,
    earrings: p.gold,
    pose,
    skin: skin(2),
  };
};

/** Men's senator suit in deep terracotta with gold thread embroidery. */
export const senator: LookMaker = (_ctx, pose = poses.standing) => ({
  build: "masculine",
  garment: (c, body) =>
    senatorSuit(c, body, {
      fabric: solid(p.terracottaDeep, 0.35),
      trousers: solid(p.terracottaDeep, 0.2),
      thread: p.goldLight,
    }),
  headwear: { kind: "crop" },
  pose,
  skin: skin(0),
});

/** Ivory bubu gown with gold embroidery, worn with an ivory gele. */
export const ivoryBubu: LookMaker = (ctx, pose = poses.openArms) => ({
  build: "feminine",
  garment: (c, body) => flowingRobe(c, body, { fabric: solid(p.ivory, 0.6), trim: p.gold, width: "bubu" }),
  headwear: gele(ctx, p.ivoryShade),
  earrings: p.gold,
  pose,
  skin: skin(3),
});

/** Ofi-stripe blazer dress. */
export const ofiBlazer: LookMaker = (ctx, pose = poses.handOnHip) => {
  const fabric = patterned(
    ctx,
    p.indigo,
    { kind: "ofi", ground: p.indigoMid, ink: p.indigoDeep, accent: p.goldLight, scale: 0.8 },
    0.2,
  );
  return {
    build: "feminine",
    garment: (c, body) => blazerDress(c, body, { fabric, lapel: solid(p.indigoDeep, 0.5), belt: p.ink }),
    headwear: bun,
    earrings: p.gold,
    pose,
    skin: skin(0),
  };
};

/** Pleated indigo midi dress. */
export const elekoMidi: LookMaker = (_ctx, pose = poses.poisedLeft) => ({
  build: "feminine",
  garment: (c, body) => pleatedMidi(c, body, { fabric: solid(p.indigo, 0.5), neckline: "v" }),
  headwear: bun,
  earrings: p.gold,
  pose,
  skin: skin(1),
});

/** Asymmetric one-shoulder dress in gold satin. */
export const sundayAsymmetric: LookMaker = (_ctx, pose = poses.handOnHip) => ({
  build: "feminine",
  garment: (c, body) => asymmetricDress(c, body, { fabric: solid(p.gold, 0.85) }),
  headwear: bun,
  earrings: p.goldLight,
  pose,
  skin: skin(2),
});
