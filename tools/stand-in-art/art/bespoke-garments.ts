/**
 * Bespoke silhouettes: agbada, wrap dress, peplum set, iro and buba, kaftan, jumpsuit, senator
 * suit, bubu, blazer dress, pleated midi and an asymmetric one-shoulder dress.
 */
import type { Fabric } from "./cloth";
import { along, drawCloth, edgeTone, folds, pleats, smoothLine, stitchLine, turned } from "./cloth";
import type { DrawContext } from "./context";
import { threadMedallion } from "./embellish";
import type { Arm, Body, Side } from "./figure";
import type { Neckline, SleeveShape } from "./garment-parts";
import { centreAt, edgeAt, skirtShape, sleevePath, topPath, trouserLegPath } from "./garment-parts";
import type { GarmentLayers } from "./look";
import { palette } from "./palette";
import type { Point } from "./svg";
import {
  add,
  clipPath,
  el,
  group,
  lerp,
  num,
  PathData,
  scale,
  smoothClosed,
  sub,
  taperedStroke,
  unit,
} from "./svg";
import { bandPath, waistSash } from "./trims";

const sides: readonly Side[] = [-1, 1];

/** Pattern rotation that runs a fabric's vertical grain along the segment from `from` to `to`. */
function grainAngle(from: Point, to: Point): number {
  return (Math.atan2(-(to[0] - from[0]), to[1] - from[1]) * 180) / Math.PI;
}

/**
 * A sleeve cut on the grain of the arm: the forearm and the upper arm each get the pattern
 * turned to follow them, so stripes bend at the elbow the way cloth does.
 */
function sleeve(
  ctx: DrawContext,
  body: Body,
  arm: Arm,
  fabric: Fabric,
  shape: SleeveShape,
  ease: number,
  flare: number,
): string {
  const d = sleevePath(arm, body, shape, ease, flare);
  if (!fabric.pattern) return drawCloth(ctx, d, fabric);
  const forearm = drawCloth(ctx, d, turned(ctx, fabric, grainAngle(arm.elbow, arm.wrist)));
  // The upper part is clipped to the shoulder side of a line across the elbow.
  const upward = unit(sub(arm.shoulder, arm.elbow));
  const across: Point = [-upward[1] * 1000, upward[0] * 1000];
  const reach = scale(upward, 1000);
  const upperHalf = new PathData()
    .move(add(arm.elbow, across))
    .line(add(add(arm.elbow, across), reach))
    .line(add(sub(arm.elbow, across), reach))
    .line(sub(arm.elbow, across))
    .close()
    .toString();
  const upper = drawCloth(ctx, d, turned(ctx, fabric, grainAngle(arm.shoulder, arm.elbow)));
  return group({}, forearm, group({ "clip-path": clipPath(ctx.defs, upperHalf) }, upper));
}

function sleeves(
  ctx: DrawContext,
  body: Body,
  fabric: Fabric,
  shape: SleeveShape,
  ease = 1,
  flare = 0,
): string {
  return group(
    {},
    ...body.arms
      .filter((arm) => arm.pose !== "hidden")
      .map((arm) => sleeve(ctx, body, arm, fabric, shape, ease, flare)),
  );
}

function trousers(ctx: DrawContext, body: Body, fabric: Fabric, hemHalf: number, topY: number): string {
  return group(
    {},
    ...sides.map((side) => {
      const d = trouserLegPath(body, side, hemHalf, topY);
      const leg = body.legs[side === -1 ? 0 : 1];
      const crease = smoothLine(
        [leg.hip, leg.knee, [leg.ankle[0], body.floorY - 0.1 * body.unit]],
        edgeTone(fabric),
        1.5,
        0.45,
      );
      return drawCloth(ctx, d, fabric, { inside: [crease] });
    }),
  );
}

interface RobeCut {
  /** How far the sleeve's outer edge reaches from the centre line. */
  span: number;
  /** How far below the hip the sleeve's lower corner hangs. */
  sleeveDrop: number;
  hemY: number;
  hemHalf: number;
  /** 0 hangs straight from sleeve to hem; 1 bows the side inward like a kaftan. */
  taper: number;
}

/**
 * A robe cut as one great piece from the shoulders: agbada, kaftan and bubu. The shoulder
 * line slopes out to the sleeve tip, then the side falls to the hem.
 */
function robeOutline(body: Body, cut: RobeCut): { d: string; hem: Point[]; shoulders: Point[] } {
  const h = body.unit;
  const [left, right] = body.arms;
  const cx = body.cx;
  const { span, sleeveDrop, hemY, hemHalf, taper } = cut;
  const edge = (side: Side, arm: Arm): Point[] => [
    [body.neck.base[0] + side * body.neck.half * 1.5, body.neck.base[1] - 0.06 * h],
    [arm.shoulder[0] + side * 0.05 * h, arm.shoulder[1] - 0.02 * h],
    [cx + side * span * 0.62, body.bust.centre[1] + 0.12 * h],
    [cx + side * span, body.waist.centre[1] + 0.45 * h],
    [cx + side * span * 0.98, body.hip.centre[1] + sleeveDrop],
  ];
  const leftSide = edge(-1, left);
  const rightSide = edge(1, right);
  const sleeveBottom = body.hip.centre[1] + sleeveDrop;
  const sideControl = (side: Side): Point => [
    cx + side * (span * (1 - taper * 0.25) + hemHalf) * 0.5,
    (hemY + sleeveBottom) / 2,
  ];
  const hemLeft: Point = [cx - hemHalf, hemY];
  const hemRight: Point = [cx + hemHalf, hemY];
  const hem: Point[] = [hemLeft, [cx, hemY + 0.12 * h], hemRight];
  const data = new PathData()
    .move(leftSide[0] as Point)
    .smooth(leftSide.slice(1), 0.8)
    .quad(sideControl(-1), hemLeft)
    .quad([cx, hemY + 0.2 * h], hemRight)
    .quad(sideControl(1), rightSide[4] as Point)
    .smooth([...rightSide].reverse().slice(1), 0.8)
    .quad([body.neck.base[0], body.neck.base[1] + 0.06 * h], leftSide[0] as Point)
    .close();
  return {
    d: data.toString(),
    hem,
    shoulders: [leftSide[1] as Point, [cx, body.neck.base[1]], rightSide[1] as Point],
  };
}

function vOpening(body: Body, depthY: number, width: number): string {
  const h = body.unit;
  const cx = centreAt(body, body.bust.centre[1]);
  return new PathData()
    .move([cx - width, body.neck.base[1] - 0.1 * h])
    .quad([cx - width * 0.6, depthY - 0.3 * h], [cx, depthY])
    .quad([cx + width * 0.6, depthY - 0.3 * h], [cx + width, body.neck.base[1] - 0.1 * h])
    .quad([cx, body.neck.base[1] + 0.02 * h], [cx - width, body.neck.base[1] - 0.1 * h])
    .close()
    .toString();
}

export interface AgbadaOptions {
  robe: Fabric;
  inner: Fabric;
  trousers: Fabric;
  thread: string;
}

/** Agbada: the grand three-piece, a vast open robe over a tunic and trousers, thread-worked at the chest. */
export function agbada(ctx: DrawContext, body: Body, options: AgbadaOptions): GarmentLayers {
  const h = body.unit;
  const robe = robeOutline(body, {
    span: 2.05 * h,
    sleeveDrop: 0.75 * h,
    hemY: body.kneeY + 1.95 * h,
    hemHalf: 1.9 * h,
    taper: 0,
  });
  const robeFolds = [
    ...folds(ctx, options.robe, robe.shoulders, robe.hem, 7, 0.4 * h),
    // The sleeves are folded back onto the shoulders, throwing long diagonal drapes that
    // swing from each shoulder down towards the opposite side of the hem.
    ...sides.flatMap((side) => [
      el("path", {
        d: taperedStroke(
          [
            [body.cx + side * 0.95 * h, body.bust.centre[1] - 0.25 * h],
            [body.cx + side * 1.45 * h, body.waist.centre[1] + 0.2 * h],
            [body.cx + side * 1.85 * h, body.hip.centre[1] + 0.65 * h],
          ],
          [2, 0.32 * h, 0.14 * h],
        ),
        fill: "#000",
        "fill-opacity": 0.18,
      }),
      el("path", {
        d: taperedStroke(
          [
            [body.cx + side * 0.75 * h, body.bust.centre[1] + 0.1 * h],
            [body.cx + side * 0.9 * h, body.hip.centre[1]],
            [body.cx + side * 0.6 * h, body.kneeY + 1.7 * h],
          ],
          [2, 0.2 * h, 0.3 * h],
        ),
        fill: "#000",
        "fill-opacity": 0.12,
      }),
    ]),
  ];
  const front = body.view === "front";
  const opening = vOpening(body, body.bust.centre[1] + 0.45 * h, 0.3 * h);
  const thread = options.thread;
  // Agbada embroidery builds outward from the neck opening in bands, with the great
  // medallion over the breast pocket.
  const embroidery = front
    ? group(
        {},
        el("path", {
          d: vOpening(body, body.bust.centre[1] + 0.62 * h, 0.44 * h),
          fill: "none",
          stroke: thread,
          "stroke-width": 2.4,
          "stroke-dasharray": "5 5",
        }),
        el("path", {
          d: vOpening(body, body.bust.centre[1] + 0.78 * h, 0.54 * h),
          fill: "none",
          stroke: thread,
          "stroke-width": 1.8,
        }),
        el("path", { d: opening, fill: "none", stroke: thread, "stroke-width": 0.07 * h }),
        threadMedallion([body.cx + 0.78 * h, body.bust.centre[1] + 0.35 * h], 0.4 * h, thread),
        threadMedallion([body.cx, body.bust.centre[1] + 0.98 * h], 0.14 * h, thread),
        stitchLine(
          [
            [body.cx + 0.3 * h, body.bust.centre[1] + 0.9 * h],
            [body.cx + 0.78 * h, body.bust.centre[1] + 0.85 * h],
            [body.cx + 1.25 * h, body.bust.centre[1] + 0.9 * h],
          ],
          thread,
          2.4,
          8,
        ),
      )
    : group(
        {},
        el("path", {
          d: new PathData()
            .move([body.cx - 0.35 * h, body.neck.base[1] - 0.05 * h])
            .quad([body.cx, body.neck.base[1] + 0.35 * h], [body.cx + 0.35 * h, body.neck.base[1] - 0.05 * h])
            .toString(),
          fill: "none",
          stroke: thread,
          "stroke-width": 0.06 * h,
        }),
        threadMedallion([body.cx, body.bust.centre[1] + 0.2 * h], 0.3 * h, thread),
      );
  const inner = front ? drawCloth(ctx, opening, options.inner, { flat: true }) : "";
  return {
    body: group(
      {},
      trousers(ctx, body, options.trousers, 0.24 * h, body.waist.centre[1]),
      drawCloth(ctx, robe.d, options.robe, { inside: robeFolds }),
      inner,
      embroidery,
    ),
    bare: { legs: false, arms: false, hands: false },
    shoes: "toe-caps",
    shoeColour: palette.ink,
  };
}

export interface WrapDressOptions {
  fabric: Fabric;
}

/** Wrap dress: a crossover bodice, flutter sleeves and a tie at the waist over a midi wrap skirt. */
export function wrapDress(ctx: DrawContext, body: Body, options: WrapDressOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.15 * h],
      [body.kneeY + 1.05 * h, 1.15 * h],
    ],
    dip: 0.12 * h,
    scallops: 5,
    ripple: 0.05 * h,
    sweep: -0.35 * h,
    sweepSide: -1,
  });
  const front = body.view === "front";
  // The wrapped edge runs from the tie down to the shorter side of the hem.
  const overlap = smoothLine(
    [
      [centreAt(body, waistY) + body.waist.half * 0.6, waistY + 0.05 * h],
      [body.cx - 0.1 * h, body.kneeY - 0.6 * h],
      along(skirt.hem, 0.15),
    ],
    edgeTone(options.fabric),
    2.2,
    0.7,
  );
  const skirtPiece = drawCloth(ctx, skirt.d, options.fabric, {
    inside: [...folds(ctx, options.fabric, skirt.top, skirt.hem, 6, 0.2 * h), front ? overlap : ""],
  });
  const bodice = topPath(body, { neckline: "deep-v", hemY: waistY + 0.04 * h });
  const crossover = smoothLine(
    [
      [body.neck.base[0] - body.neck.half * 1.5, body.neck.base[1] - 0.08 * h],
      [centreAt(body, body.bust.centre[1]) + 0.1 * h, body.bust.centre[1] + 0.2 * h],
      [centreAt(body, waistY) + body.waist.half * 0.7, waistY],
    ],
    edgeTone(options.fabric),
    2,
    0.7,
  );
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, { inside: [front ? crossover : ""] });
  const sash = waistSash(ctx, body, {
    fabric: options.fabric,
    y: waistY + 0.02 * h,
    depth: 0.14 * h,
    side: 1,
    tailLength: 1.6 * h,
  });
  return {
    body: group({}, skirtPiece, bodicePiece, sash.band),
    sleeves: sleeves(ctx, body, options.fabric, "puff", 1.1),
    top: front ? sash.knot : "",
    bare: { legs: true, arms: true, hands: true },
    shoes: "heels",
    shoeColour: palette.gold,
  };
}

export interface PeplumOptions {
  fabric: Fabric;
  skirt?: Fabric;
}

/** Peplum set: a fitted top flaring into a ruffle at the hip, over a slim pencil skirt. */
export function peplumSet(ctx: DrawContext, body: Body, options: PeplumOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const skirtFabric = options.skirt ?? options.fabric;
  const pencil = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 1,
    profile: [
      [body.hip.centre[1], body.hip.half + 2],
      [body.kneeY, 0.5 * h],
      [body.kneeY + 0.75 * h, 0.44 * h],
    ],
    dip: 0.04 * h,
    scallops: 2,
    ripple: 0,
  });
  const pencilPiece = drawCloth(ctx, pencil.d, skirtFabric, {
    inside: [
      body.view === "back"
        ? smoothLine(
            [
              [body.cx, body.kneeY + 0.2 * h],
              [body.cx, body.kneeY + 0.8 * h],
            ],
            edgeTone(skirtFabric),
            2.4,
          )
        : "",
    ],
  });
  const peplum = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [[body.hip.centre[1] + 0.12 * h, body.hip.half + 0.42 * h]],
    dip: 0.1 * h,
    scallops: 5,
    ripple: 0.06 * h,
  });
  const peplumPiece = drawCloth(ctx, peplum.d, options.fabric, {
    inside: folds(ctx, options.fabric, peplum.top, peplum.hem, 6, 0.14 * h),
  });
  const top = drawCloth(ctx, topPath(body, { neckline: "boat", hemY: waistY + 0.03 * h }), options.fabric);
  return {
    body: group({}, pencilPiece, top, peplumPiece),
    sleeves: sleeves(ctx, body, options.fabric, "short", 1.05),
    bare: { legs: true, arms: true, hands: true },
    shoes: "heels",
    shoeColour: palette.ink,
  };
}

export interface IroBubaOptions {
  iro: Fabric;
  buba: Fabric;
  /** Lace worked over the buba. */
  lace?: string;
}

/** Iro and buba: a wrapper tied at the waist and falling to the floor, under a loose blouse. */
export function iroAndBuba(ctx: DrawContext, body: Body, options: IroBubaOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const iro = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 4,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.12 * h],
      [body.kneeY, 0.78 * h],
      [body.floorY - 0.05 * h, 0.98 * h],
    ],
    dip: 0.08 * h,
    scallops: 4,
    ripple: 0.03 * h,
  });
  const front = body.view === "front";
  // The wrapper's overlapping edge, and the tuck where its corner is rolled in at the waist.
  const wrapEdge = smoothLine(
    [
      [centreAt(body, waistY) - body.waist.half * 0.4, waistY + 0.1 * h],
      [body.cx - 0.3 * h, body.kneeY],
      along(iro.hem, 0.2),
    ],
    edgeTone(options.iro),
    2.2,
    0.65,
  );
  const iroPiece = drawCloth(ctx, iro.d, options.iro, {
    inside: [
      ...folds(
        ctx,
        options.iro,
        [
          [body.cx - 0.4 * h, body.hip.centre[1]],
          [body.cx + 0.4 * h, body.hip.centre[1]],
        ],
        iro.hem,
        5,
        0.16 * h,
      ),
      front ? wrapEdge : "",
    ],
  });
  const buba = topPath(body, {
    neckline: "scoop",
    hemY: body.hip.centre[1] + 0.45 * h,
    ease: 0.12 * h,
    flare: 0.22 * h,
    straight: true,
  });
  const bubaPiece = drawCloth(ctx, buba, options.buba, {
    inside: [
      options.lace ? el("path", { d: buba, fill: options.lace }) : "",
      smoothLine(
        [
          [body.cx - 0.35 * h, body.bust.centre[1] + 0.35 * h],
          [body.cx - 0.55 * h, body.hip.centre[1] + 0.4 * h],
        ],
        "#000",
        12,
        0.06,
      ),
      smoothLine(
        [
          [body.cx + 0.4 * h, body.bust.centre[1] + 0.25 * h],
          [body.cx + 0.62 * h, body.hip.centre[1] + 0.4 * h],
        ],
        "#000",
        14,
        0.08,
      ),
    ],
  });
  const sleeveLace = options.lace
    ? group(
        {},
        ...body.arms.map((arm) =>
          el("path", { d: sleevePath(arm, body, "elbow", 1.05, 0.4 * h), fill: options.lace }),
        ),
      )
    : "";
  return {
    body: group({}, iroPiece, bubaPiece),
    sleeves: group({}, sleeves(ctx, body, options.buba, "elbow", 1.05, 0.4 * h), sleeveLace),
    bare: { legs: false, arms: true, hands: true },
    shoes: "toe-caps",
    shoeColour: palette.gold,
  };
}

export interface RobeOptions {
  fabric: Fabric;
  trim: string;
  /** A patterned band around the hem. */
  border?: string;
  width: "kaftan" | "bubu";
}

/** Kaftan and bubu: one flowing piece with batwing sleeves, trimmed at the neck and hem. */
export function flowingRobe(ctx: DrawContext, body: Body, options: RobeOptions): GarmentLayers {
  const h = body.unit;
  const span = options.width === "bubu" ? 2.25 * h : 1.75 * h;
  const robe = robeOutline(body, {
    span,
    sleeveDrop: 0.55 * h,
    hemY: body.floorY - 0.04 * h,
    hemHalf: options.width === "bubu" ? 1.45 * h : 1.05 * h,
    taper: 1,
  });
  const front = body.view === "front";
  const neckDepth = body.bust.centre[1] + (options.width === "bubu" ? 0.05 : 0.25) * h;
  const opening = vOpening(body, neckDepth, 0.2 * h);
  const border = options.border
    ? el("path", {
        d: new PathData()
          .move([body.cx - span * 1.1, body.floorY - 0.55 * h])
          .quad([body.cx, body.floorY - 0.3 * h], [body.cx + span * 1.1, body.floorY - 0.55 * h])
          .line([body.cx + span * 1.1, body.floorY + 0.3 * h])
          .line([body.cx - span * 1.1, body.floorY + 0.3 * h])
          .close()
          .toString(),
        fill: options.border,
      })
    : "";
  const borderEdge = options.border
    ? smoothLine(
        [
          [body.cx - span * 1.1, body.floorY - 0.55 * h],
          [body.cx, body.floorY - 0.42 * h],
          [body.cx + span * 1.1, body.floorY - 0.55 * h],
        ],
        options.trim,
        3,
      )
    : "";
  const robePiece = drawCloth(ctx, robe.d, options.fabric, {
    inside: [border, borderEdge, ...folds(ctx, options.fabric, robe.shoulders, robe.hem, 9, 0.3 * h)],
  });
  const trim = front
    ? group(
        {},
        drawCloth(
          ctx,
          opening,
          { colour: body.skin.base, fill: body.skin.base, sheen: 0.2 },
          { outline: false },
        ),
        el("path", { d: opening, fill: "none", stroke: options.trim, "stroke-width": 0.06 * h }),
        stitchLine(
          [
            [body.cx - 0.32 * h, body.neck.base[1] - 0.06 * h],
            [body.cx - 0.18 * h, neckDepth - 0.05 * h],
            [body.cx, neckDepth + 0.14 * h],
            [body.cx + 0.18 * h, neckDepth - 0.05 * h],
            [body.cx + 0.32 * h, body.neck.base[1] - 0.06 * h],
          ],
          options.trim,
          2.4,
          8,
        ),
        threadMedallion([body.cx, neckDepth + 0.42 * h], 0.16 * h, options.trim),
      )
    : el("path", {
        d: new PathData()
          .move([body.cx - 0.3 * h, body.neck.base[1] - 0.06 * h])
          .quad([body.cx, body.neck.base[1] + 0.15 * h], [body.cx + 0.3 * h, body.neck.base[1] - 0.06 * h])
          .toString(),
        fill: "none",
        stroke: options.trim,
        "stroke-width": 0.05 * h,
      });
  // The dark mouth of each batwing sleeve, where the hand emerges from the cloth.
  const cuffs = front
    ? body.arms.map((arm) => {
        const angle =
          (Math.atan2(arm.wrist[1] - arm.elbow[1], arm.wrist[0] - arm.elbow[0]) * 180) / Math.PI + 90;
        return el("ellipse", {
          cx: arm.wrist[0],
          cy: arm.wrist[1] - 0.02 * h,
          rx: 0.17 * h,
          ry: 0.06 * h,
          transform: `rotate(${num(angle)} ${num(arm.wrist[0])} ${num(arm.wrist[1] - 0.02 * h)})`,
          fill: "#0b0f24",
          "fill-opacity": 0.3,
        });
      })
    : [];
  return {
    body: group({}, robePiece, trim, ...cuffs),
    bare: { legs: false, arms: false, hands: front },
    shoes: "none",
    shoeColour: palette.gold,
  };
}

export interface JumpsuitOptions {
  fabric: Fabric;
  panel: string;
}

/** Jumpsuit: a halter bodice and wide palazzo legs with adire panels down the outer seams. */
export function jumpsuit(ctx: DrawContext, body: Body, options: JumpsuitOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const hemHalf = 0.5 * h;
  const spread = 0.22 * h;
  const legs = sides.map((side) => {
    const d = trouserLegPath(body, side, hemHalf, waistY, spread);
    const leg = body.legs[side === -1 ? 0 : 1];
    const hipOuter = edgeAt(body, side, body.hip.centre[1], 3);
    const hemOuter: Point = [leg.ankle[0] + side * (hemHalf + spread), body.floorY - 0.08 * h];
    // A panel of adire set into the outer seam, widening towards the hem.
    const panel = new PathData()
      .move([hipOuter[0] + side * 0.05 * h, waistY])
      .line([hemOuter[0] + side * 0.1 * h, hemOuter[1] + 0.3 * h])
      .line([hemOuter[0] - side * 0.42 * h, hemOuter[1] + 0.3 * h])
      .line([hipOuter[0] - side * 0.1 * h, waistY])
      .close()
      .toString();
    return drawCloth(ctx, d, options.fabric, {
      inside: [
        el("path", { d: panel, fill: options.panel }),
        smoothLine(
          [
            [hipOuter[0] - side * 0.1 * h, waistY],
            [hemOuter[0] - side * 0.42 * h, hemOuter[1] + 0.3 * h],
          ],
          palette.goldLight,
          2.4,
          0.9,
        ),
        ...folds(
          ctx,
          options.fabric,
          [lerp(leg.hip, leg.knee, 0.2), lerp(leg.hip, leg.knee, 0.3)],
          [
            [leg.ankle[0] + side * spread - hemHalf, body.floorY],
            [leg.ankle[0] + side * spread + hemHalf, body.floorY],
          ],
          4,
          0.16 * h,
        ),
      ],
    });
  });
  // A shadow down the inner seams is what tells palazzo trousers from a skirt.
  const innerSeam = el("path", {
    d: taperedStroke(
      [
        [centreAt(body, body.crotchY), body.crotchY],
        [body.cx, body.kneeY],
        [body.cx - 0.02 * h, body.floorY - 0.08 * h],
      ],
      [1, 0.1 * h, 0.16 * h],
      { end: "flat" },
    ),
    fill: "#000",
    "fill-opacity": 0.22,
  });
  const bodice = topPath(body, { neckline: "v", hemY: waistY + 0.05 * h });
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, {
    inside: [
      body.view === "back"
        ? el("path", {
            d: vOpening(body, body.waist.centre[1] - 0.3 * h, 0.36 * h),
            fill: body.skin.base,
          })
        : "",
    ],
  });
  const belt = drawCloth(
    ctx,
    bandPath(body, waistY - 0.06 * h, waistY + 0.1 * h, 3),
    { colour: palette.indigo, fill: options.panel, sheen: 0.2 },
    { flat: true },
  );
  return {
    body: group({}, ...legs, innerSeam, bodicePiece, belt),
    bare: { legs: false, arms: true, hands: true },
    shoes: "toe-caps",
    shoeColour: palette.gold,
  };
}

export interface SenatorOptions {
  fabric: Fabric;
  trousers: Fabric;
  thread: string;
}

/** Senator suit: a knee-length tunic with a mandarin collar and gold-thread placket, over trousers. */
export function senatorSuit(ctx: DrawContext, body: Body, options: SenatorOptions): GarmentLayers {
  const h = body.unit;
  const hemY = body.kneeY - 0.15 * h;
  const tunic = topPath(body, { neckline: "high", hemY, ease: 0.08 * h, flare: 0.12 * h });
  const front = body.view === "front";
  const cx = centreAt(body, body.bust.centre[1]);
  const placketBottom = body.waist.centre[1] + 0.1 * h;
  const thread = options.thread;
  const embroidery = front
    ? group(
        {},
        stitchLine(
          [
            [cx, body.neck.base[1] - 0.02 * h],
            [cx + 0.01 * h, placketBottom],
          ],
          thread,
          2.6,
          9,
        ),
        smoothLine(
          [
            [cx + 0.08 * h, body.neck.base[1]],
            [cx + 0.09 * h, placketBottom],
          ],
          thread,
          2,
        ),
        smoothLine(
          [
            [cx - 0.08 * h, body.neck.base[1]],
            [cx - 0.07 * h, placketBottom],
          ],
          thread,
          2,
        ),
        ...[0.2, 0.45, 0.7].map((t) =>
          threadMedallion([cx, lerp([0, body.neck.base[1]], [0, placketBottom], t)[1]], 0.07 * h, thread),
        ),
        threadMedallion([cx - 0.45 * h, body.bust.centre[1] - 0.05 * h], 0.15 * h, thread),
        smoothLine(
          [
            [cx - 0.62 * h, body.bust.centre[1] + 0.16 * h],
            [cx - 0.28 * h, body.bust.centre[1] + 0.16 * h],
          ],
          thread,
          2.2,
        ),
      )
    : stitchLine(
        [
          [cx - 0.5 * h, body.bust.centre[1] - 0.2 * h],
          [cx, body.bust.centre[1] - 0.05 * h],
          [cx + 0.5 * h, body.bust.centre[1] - 0.2 * h],
        ],
        thread,
        2.4,
        9,
      );
  const collar = drawCloth(
    ctx,
    new PathData()
      .move([body.neck.base[0] - body.neck.half * 1.25, body.neck.base[1] - 0.26 * h])
      .quad(
        [body.neck.base[0], body.neck.base[1] - 0.16 * h],
        [body.neck.base[0] + body.neck.half * 1.25, body.neck.base[1] - 0.26 * h],
      )
      .line([body.neck.base[0] + body.neck.half * 1.3, body.neck.base[1] - 0.06 * h])
      .quad(
        [body.neck.base[0], body.neck.base[1] + 0.04 * h],
        [body.neck.base[0] - body.neck.half * 1.3, body.neck.base[1] - 0.06 * h],
      )
      .close()
      .toString(),
    options.fabric,
    {
      inside: [
        stitchLine(
          [
            [body.neck.base[0] - body.neck.half * 1.2, body.neck.base[1] - 0.1 * h],
            [body.neck.base[0], body.neck.base[1] - 0.02 * h],
            [body.neck.base[0] + body.neck.half * 1.2, body.neck.base[1] - 0.1 * h],
          ],
          thread,
          2,
          7,
        ),
      ],
    },
  );
  const sideSlits = sides.map((side) =>
    smoothLine(
      [
        edgeAt(body, side, hemY - 0.5 * h, 0.1 * h),
        [edgeAt(body, side, body.hip.centre[1], 0.08 * h)[0] + side * 0.12 * h, hemY],
      ],
      edgeTone(options.fabric),
      1.8,
      0.6,
    ),
  );
  return {
    body: group(
      {},
      trousers(ctx, body, options.trousers, 0.2 * h, body.waist.centre[1]),
      drawCloth(ctx, tunic, options.fabric, { inside: [embroidery, ...sideSlits] }),
      collar,
    ),
    sleeves: sleeves(ctx, body, options.fabric, "long", 1.0),
    bare: { legs: false, arms: false, hands: true },
    shoes: "toe-caps",
    shoeColour: palette.ink,
  };
}

export interface BlazerOptions {
  fabric: Fabric;
  lapel: Fabric;
  belt: string;
}

/** Blazer dress: strong shoulders, peaked lapels and a belted waist, cut above the knee. */
export function blazerDress(ctx: DrawContext, body: Body, options: BlazerOptions): GarmentLayers {
  const h = body.unit;
  const hemY = body.crotchY + 0.85 * h;
  const dress = topPath(body, { neckline: "deep-v", hemY, ease: 0.04 * h, flare: 0.1 * h });
  const front = body.view === "front";
  const cx = centreAt(body, body.bust.centre[1]);
  const lapels = front
    ? sides.map((side) =>
        drawCloth(
          ctx,
          smoothClosed(
            [
              [body.neck.base[0] + side * body.neck.half * 1.5, body.neck.base[1] - 0.1 * h],
              [cx + side * 0.55 * h, body.bust.centre[1] - 0.32 * h],
              [cx + side * 0.42 * h, body.bust.centre[1] - 0.18 * h],
              [cx + side * 0.06 * h, body.bust.centre[1] + 0.16 * h],
              [cx + side * 0.18 * h, body.bust.centre[1] - 0.1 * h],
            ],
            0.3,
          ),
          options.lapel,
          { flat: true },
        ),
      )
    : [];
  const belt = drawCloth(
    ctx,
    bandPath(body, body.waist.centre[1] - 0.06 * h, body.waist.centre[1] + 0.08 * h, 0.05 * h),
    { colour: options.belt, fill: options.belt, sheen: 0.5 },
    { flat: true },
  );
  const buckle = el("rect", {
    x: body.waist.centre[0] - 0.09 * h,
    y: body.waist.centre[1] - 0.08 * h,
    width: 0.18 * h,
    height: 0.17 * h,
    rx: 0.03 * h,
    fill: "none",
    stroke: palette.goldLight,
    "stroke-width": 0.035 * h,
  });
  const buttons = front
    ? [0.55, 1.05].map((t) =>
        el("circle", {
          cx: centreAt(body, body.waist.centre[1] + t * h) + 0.1 * h,
          cy: body.waist.centre[1] + t * h,
          r: 0.04 * h,
          fill: palette.goldLight,
        }),
      )
    : [];
  const wrapLine = front
    ? smoothLine(
        [
          [cx + 0.06 * h, body.bust.centre[1] + 0.16 * h],
          [centreAt(body, hemY) + 0.04 * h, hemY + 0.02 * h],
        ],
        edgeTone(options.fabric),
        2,
      )
    : smoothLine(
        [
          [cx, body.neck.base[1]],
          [centreAt(body, hemY), hemY],
        ],
        edgeTone(options.fabric),
        1.6,
        0.6,
      );
  return {
    body: group(
      {},
      drawCloth(ctx, dress, options.fabric, { inside: [wrapLine, ...buttons] }),
      ...lapels,
      belt,
      front ? buckle : "",
    ),
    sleeves: sleeves(ctx, body, options.fabric, "long", 1.08),
    bare: { legs: true, arms: false, hands: true },
    shoes: "heels",
    shoeColour: palette.ink,
  };
}

export interface PleatedMidiOptions {
  fabric: Fabric;
  neckline: Neckline;
}

/** Pleated midi: a neat bodice over a skirt of knife pleats that swings at mid-calf. */
export function pleatedMidi(ctx: DrawContext, body: Body, options: PleatedMidiOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const count = 16;
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.3 * h],
      [body.kneeY + 0.95 * h, 1.45 * h],
    ],
    dip: 0.16 * h,
    scallops: count / 2,
    ripple: 0.03 * h,
  });
  const skirtPiece = drawCloth(ctx, skirt.d, options.fabric, {
    inside: pleats(skirt.top, skirt.hem, count),
  });
  const bodice = drawCloth(
    ctx,
    topPath(body, { neckline: options.neckline, hemY: waistY + 0.03 * h }),
    options.fabric,
    {
      inside: [
        body.view === "back"
          ? smoothLine(
              [
                [body.cx, body.neck.base[1]],
                [centreAt(body, waistY), waistY],
              ],
              edgeTone(options.fabric),
              2,
            )
          : "",
      ],
    },
  );
  const belt = drawCloth(
    ctx,
    bandPath(body, waistY - 0.05 * h, waistY + 0.06 * h, 3),
    { colour: palette.gold, fill: palette.gold, sheen: 0.6 },
    { flat: true },
  );
  return {
    body: group({}, skirtPiece, bodice, belt),
    sleeves: sleeves(ctx, body, options.fabric, "short", 1.02),
    bare: { legs: true, arms: true, hands: true },
    shoes: "heels",
    shoeColour: palette.goldDeep,
  };
}

export interface AsymmetricOptions {
  fabric: Fabric;
}

/** Asymmetric dress: one bare shoulder, gathers sweeping across the bodice, a hem that falls away to one side. */
export function asymmetricDress(ctx: DrawContext, body: Body, options: AsymmetricOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.2 * h],
      [body.kneeY - 0.2 * h, 1.0 * h],
    ],
    dip: 0.1 * h,
    scallops: 5,
    ripple: 0.06 * h,
    sweep: 2.0 * h,
    sweepSide: 1,
  });
  const skirtPiece = drawCloth(ctx, skirt.d, options.fabric, {
    inside: folds(ctx, options.fabric, skirt.top, skirt.hem, 8, 0.26 * h),
  });
  const bodice = topPath(body, { neckline: "one-shoulder", hemY: waistY + 0.04 * h });
  const [left] = body.arms;
  const gatherStart: Point = [left.shoulder[0] + 0.12 * h, left.shoulder[1] - 0.02 * h];
  // Gathers fan from the shoulder to the opposite side seam, alternately in shadow and light.
  const gathers = [0.1, 0.3, 0.5, 0.7, 0.9].map((t, index) =>
    smoothLine(
      [
        gatherStart,
        [
          lerp(gatherStart, [body.waist.centre[0] + body.waist.half, waistY], 0.55)[0] + t * 0.1 * h,
          body.bust.centre[1] + (t - 0.3) * 0.3 * h,
        ],
        edgeAt(body, 1, body.bust.centre[1] + t * 0.8 * h, 0),
      ],
      index % 2 === 0 ? "#000" : "#fff",
      3.2,
      0.16,
    ),
  );
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, { inside: gathers });
  // A fall of cloth from the covered shoulder down over the arm: the dress's signature drape.
  const drape = drawCloth(
    ctx,
    taperedStroke(
      [
        gatherStart,
        [left.shoulder[0] - 0.05 * h, body.bust.centre[1]],
        [left.shoulder[0] - 0.12 * h, body.waist.centre[1] + 0.3 * h],
      ],
      [0.2 * h, 0.32 * h, 0.28 * h],
      { end: "flat" },
    ),
    options.fabric,
  );
  return {
    body: group({}, skirtPiece, bodicePiece),
    sleeves: body.view === "front" ? drape : "",
    bare: { legs: true, arms: true, hands: true },
    shoes: "heels",
    shoeColour: palette.gold,
  };
}
