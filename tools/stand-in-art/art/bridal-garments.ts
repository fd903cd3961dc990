/**
 * Bridal silhouettes: ball gown, mermaid, A-line, off-shoulder, two-piece and sheath with a
 * cape. Options pick fabric and trims, so a silhouette can reappear in another colourway.
 */
import type { Fabric } from "./cloth";
import { drawCloth, edgeTone, folds, smoothLine, stitchLine } from "./cloth";
import type { DrawContext } from "./context";
import { beadScatter, embroideredHem } from "./embellish";
import type { Body, Side } from "./figure";
import type { Neckline } from "./garment-parts";
import { centreAt, skirtShape, sleevePath, topPath } from "./garment-parts";
import type { GarmentLayers } from "./look";
import { palette } from "./palette";
import type { Point } from "./svg";
import { el, group, lerp, num, PathData, taperedStroke } from "./svg";
import { buttonColumn, waistSash } from "./trims";

const sides: readonly Side[] = [-1, 1];

function bareFigure(body: string, extra: Partial<GarmentLayers> = {}): GarmentLayers {
  return {
    body,
    bare: { legs: false, arms: true, hands: true },
    shoes: "none",
    shoeColour: palette.ivoryShade,
    ...extra,
  };
}

/** Princess seams: the two curved lines that shape a fitted bodice. */
function princessSeams(body: Body, bottomY: number, fabric: Fabric): string {
  const h = body.unit;
  return group(
    {},
    ...sides.map((side) =>
      el("path", {
        d: new PathData()
          .move([body.bust.centre[0] + side * 0.3 * h, body.bust.centre[1] - 0.22 * h])
          .quad(
            [body.waist.centre[0] + side * 0.12 * h, body.bust.centre[1] + 0.3 * h],
            [body.waist.centre[0] + side * 0.14 * h, bottomY + 0.1 * h],
          )
          .toString(),
        fill: "none",
        stroke: edgeTone(fabric),
        "stroke-width": 1.4,
        "stroke-opacity": 0.45,
      }),
    ),
  );
}

/** Back view detail shared by the bridal bodices. */
function bodiceBack(body: Body, topY: number, bottomY: number, fabric: Fabric): string {
  return body.view === "back" ? buttonColumn(body, topY, bottomY, fabric) : "";
}

export interface BallGownOptions {
  fabric: Fabric;
  neckline: Neckline;
  /** Colour of adire embroidery climbing the hem. */
  hemEmbroidery?: string;
}

/** Ball gown: a pointed basque bodice over a vast bell skirt pooling on the floor. */
export function ballGown(ctx: DrawContext, body: Body, options: BallGownOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1] + 0.05 * h;
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.45 * h],
      [body.crotchY + 0.2 * h, 1.55 * h],
      [body.kneeY + 0.3 * h, 2.45 * h],
      [body.floorY - 0.1 * h, 3.05 * h],
    ],
    dip: 0.32 * h,
    scallops: 7,
    ripple: 0.07 * h,
  });
  const skirtPiece = drawCloth(ctx, skirt.d, options.fabric, {
    inside: [
      ...folds(ctx, options.fabric, skirt.top, skirt.hem, 9, 0.32 * h),
      options.hemEmbroidery ? embroideredHem(ctx, skirt.hem, options.hemEmbroidery, h) : "",
    ],
  });
  const bodice = topPath(body, { neckline: options.neckline, hemY: waistY, point: 0.24 * h });
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, {
    inside: [
      princessSeams(body, waistY, options.fabric),
      bodiceBack(body, body.bust.centre[1] - 0.25 * h, waistY + 0.2 * h, options.fabric),
    ],
  });
  return bareFigure(group({}, skirtPiece, bodicePiece));
}

export interface MermaidOptions {
  fabric: Fabric;
  sash: Fabric;
  neckline: Neckline;
}

/** Mermaid: sculpted to the knee, then a flared skirt and short train; a sash knotted at the hip. */
export function mermaidGown(ctx: DrawContext, body: Body, options: MermaidOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const flareY = body.kneeY + 0.15 * h;
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [
      [body.hip.centre[1], body.hip.half + 3],
      [body.crotchY + 0.3 * h, body.hip.half * 0.86],
      [flareY, 0.46 * h],
      [flareY + 0.7 * h, 0.95 * h],
      [body.floorY - 0.05 * h, 1.85 * h],
    ],
    dip: 0.18 * h,
    scallops: 6,
    ripple: 0.08 * h,
    sweep: 0.25 * h,
    sweepSide: -1,
  });
  const flareTop: Point[] = [
    [centreAt(body, flareY) - 0.46 * h, flareY],
    [centreAt(body, flareY) + 0.46 * h, flareY],
  ];
  const skirtPiece = drawCloth(ctx, skirt.d, options.fabric, {
    inside: [
      ...folds(ctx, options.fabric, flareTop, skirt.hem, 7, 0.28 * h),
      // Soft diagonal drag lines where the fitted skirt hugs the hips.
      smoothLine(
        [
          [body.hip.centre[0] - 0.3 * h, body.hip.centre[1] + 0.4 * h],
          [body.cx, body.crotchY + 0.3 * h],
          [body.cx + 0.25 * h, body.kneeY - 0.4 * h],
        ],
        "#000",
        6,
        0.07,
      ),
    ],
  });
  const bodice = topPath(body, { neckline: options.neckline, hemY: waistY + 0.05 * h });
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, {
    inside: [
      princessSeams(body, waistY, options.fabric),
      bodiceBack(body, body.bust.centre[1] - 0.25 * h, body.hip.centre[1], options.fabric),
    ],
  });
  const sash = waistSash(ctx, body, {
    fabric: options.sash,
    y: waistY + 0.02 * h,
    depth: 0.3 * h,
    side: 1,
    tailLength: 1.5 * h,
  });
  return bareFigure(group({}, skirtPiece, bodicePiece, sash.band), { top: sash.knot });
}

export interface ALineOptions {
  fabric: Fabric;
  /** Lace drawn over the bodice and cap sleeves. */
  lace: string;
}

/** A-line: lace bodice with sheer cap sleeves, a clean skirt flaring straight from the waist. */
export function aLineGown(ctx: DrawContext, body: Body, options: ALineOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1] + 0.02 * h;
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.3 * h],
      [body.floorY - 0.08 * h, 2.35 * h],
    ],
    dip: 0.26 * h,
    scallops: 6,
    ripple: 0.06 * h,
  });
  const skirtPiece = drawCloth(ctx, skirt.d, options.fabric, {
    inside: [...folds(ctx, options.fabric, skirt.top, skirt.hem, 8, 0.3 * h)],
  });
  const bodice = topPath(body, { neckline: "v", hemY: waistY, point: 0.06 * h });
  const laceFabric: Fabric = { colour: options.fabric.colour, fill: options.lace, sheen: 0 };
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, {
    inside: [
      el("path", { d: bodice, fill: options.lace }),
      bodiceBack(body, body.neck.base[1], waistY, options.fabric),
    ],
  });
  const waistband = stitchLine(
    [
      [centreAt(body, waistY) - body.waist.half, waistY + 0.02 * h],
      [centreAt(body, waistY), waistY + 0.08 * h],
      [centreAt(body, waistY) + body.waist.half, waistY + 0.02 * h],
    ],
    edgeTone(laceFabric),
    2,
    7,
  );
  const sleeves = body.arms.map((arm) =>
    drawCloth(
      ctx,
      sleevePath(arm, body, "short", 1.05),
      { ...options.fabric, fill: options.lace, opacity: 0.85 },
      { outline: false },
    ),
  );
  return bareFigure(group({}, skirtPiece, bodicePiece, waistband), {
    sleeves: group({}, ...sleeves),
  });
}

export interface OffShoulderOptions {
  fabric: Fabric;
}

/** Off-shoulder: a folded portrait band across the upper arms over a full, soft skirt. */
export function offShoulderGown(ctx: DrawContext, body: Body, options: OffShoulderOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1] + 0.03 * h;
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 2,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.4 * h],
      [body.kneeY, 1.95 * h],
      [body.floorY - 0.08 * h, 2.75 * h],
    ],
    dip: 0.3 * h,
    scallops: 7,
    ripple: 0.07 * h,
  });
  const skirtPiece = drawCloth(ctx, skirt.d, options.fabric, {
    inside: folds(ctx, options.fabric, skirt.top, skirt.hem, 9, 0.3 * h),
  });
  const bodice = topPath(body, { neckline: "off-shoulder", hemY: waistY, point: 0.14 * h });
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, {
    inside: [
      princessSeams(body, waistY, options.fabric),
      bodiceBack(body, body.bust.centre[1] - 0.2 * h, waistY + 0.1 * h, options.fabric),
    ],
  });
  // The portrait band: a soft roll of cloth running from arm to arm across the neckline.
  const [left, right] = body.arms;
  const bandCentre: Point[] = [
    lerp(left.shoulder, left.elbow, 0.42),
    [centreAt(body, body.bust.centre[1]) - 0.5 * h, body.bust.centre[1] - 0.33 * h],
    [centreAt(body, body.bust.centre[1]), body.bust.centre[1] - 0.29 * h],
    [centreAt(body, body.bust.centre[1]) + 0.5 * h, body.bust.centre[1] - 0.33 * h],
    lerp(right.shoulder, right.elbow, 0.42),
  ];
  const band = taperedStroke(bandCentre, [0.34 * h, 0.22 * h, 0.17 * h, 0.22 * h, 0.34 * h], {
    start: "flat",
    end: "flat",
  });
  // Soft pleats run along the band, catching light on their upper edges.
  const pleats = [-0.06, 0.02].flatMap((offset) => [
    smoothLine(
      bandCentre.map(([x, y]) => [x, y + offset * h]),
      edgeTone(options.fabric),
      1.6,
      0.45,
    ),
    smoothLine(
      bandCentre.map(([x, y]) => [x, y + (offset + 0.025) * h]),
      "#fff",
      2.2,
      0.4,
    ),
  ]);
  const bandPiece = drawCloth(ctx, band, options.fabric, { inside: pleats });
  return bareFigure(group({}, skirtPiece, bodicePiece), { sleeves: bandPiece });
}

export interface TwoPieceOptions {
  corset: Fabric;
  beads: string;
  skirt: Fabric;
}

/** Two-piece: a boned, beaded corset over a full aso-oke skirt with a gold waistband. */
export function twoPiece(ctx: DrawContext, body: Body, options: TwoPieceOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1] + 0.06 * h;
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 3,
    profile: [
      [body.hip.centre[1], body.hip.half + 0.5 * h],
      [body.kneeY, 2.05 * h],
      [body.floorY - 0.08 * h, 2.8 * h],
    ],
    dip: 0.3 * h,
    scallops: 7,
    ripple: 0.07 * h,
  });
  const skirtPiece = drawCloth(ctx, skirt.d, options.skirt, {
    inside: folds(ctx, options.skirt, skirt.top, skirt.hem, 9, 0.34 * h),
  });
  const corset = topPath(body, { neckline: "sweetheart", hemY: waistY, point: 0.16 * h });
  const boning = [-0.55, -0.25, 0.25, 0.55].map((t) =>
    smoothLine(
      [
        [body.bust.centre[0] + t * body.bust.half, body.bust.centre[1] - 0.12 * h],
        [body.waist.centre[0] + t * body.waist.half, body.waist.centre[1]],
        [body.waist.centre[0] + t * body.waist.half * 0.9, waistY + 0.12 * h],
      ],
      edgeTone(options.corset),
      1.6,
      0.6,
    ),
  );
  const corsetPiece = drawCloth(ctx, corset, options.corset, {
    inside: [
      el("path", { d: corset, fill: options.beads }),
      ...boning,
      beadScatter(
        ctx,
        [body.bust.centre[0], body.bust.centre[1] - 0.1 * h],
        [body.bust.half * 0.8, 0.12 * h],
        14,
        palette.goldLight,
        3.2,
      ),
      body.view === "back" ? lacing(body, waistY) : "",
    ],
  });
  const waistband = el("path", {
    d: new PathData()
      .move([centreAt(body, waistY) - body.waist.half - 3, waistY - 0.02 * h])
      .quad(
        [centreAt(body, waistY), waistY + 0.2 * h],
        [centreAt(body, waistY) + body.waist.half + 3, waistY - 0.02 * h],
      )
      .toString(),
    fill: "none",
    stroke: palette.gold,
    "stroke-width": 0.07 * h,
    "stroke-linecap": "round",
  });
  return bareFigure(group({}, skirtPiece, corsetPiece, waistband));
}

/** Corset lacing for the back view: a ladder of crossed cords. */
function lacing(body: Body, bottomY: number): string {
  const h = body.unit;
  const top = body.bust.centre[1] - 0.2 * h;
  const parts: string[] = [];
  for (let y = top; y < bottomY; y += 0.12 * h) {
    const x = centreAt(body, y);
    parts.push(
      `M${num(x - 0.08 * h)} ${num(y)}L${num(x + 0.08 * h)} ${num(y + 0.12 * h)}M${num(x + 0.08 * h)} ${num(y)}L${num(x - 0.08 * h)} ${num(y + 0.12 * h)}`,
    );
  }
  return el("path", {
    d: parts.join(""),
    stroke: palette.goldDeep,
    "stroke-width": 2.4,
    fill: "none",
  });
}

export interface SheathCapeOptions {
  fabric: Fabric;
  cape: Fabric;
  /** Beads along the cape's edge. */
  edge: string;
}

/** Sheath: a narrow column with a high neck, under a sheer cape that sweeps the floor. */
export function sheathWithCape(ctx: DrawContext, body: Body, options: SheathCapeOptions): GarmentLayers {
  const h = body.unit;
  const waistY = body.waist.centre[1];
  const skirt = skirtShape(body, {
    topY: waistY,
    topHalf: body.waist.half + 1,
    profile: [
      [body.hip.centre[1], body.hip.half + 2],
      [body.kneeY, 0.58 * h],
      [body.floorY - 0.05 * h, 0.92 * h],
    ],
    dip: 0.1 * h,
    scallops: 4,
    ripple: 0.04 * h,
  });
  const column = drawCloth(ctx, skirt.d, options.fabric, {
    inside: [
      ...folds(
        ctx,
        options.fabric,
        [
          [body.cx - 0.3 * h, body.kneeY - 0.4 * h],
          [body.cx + 0.3 * h, body.kneeY - 0.4 * h],
        ],
        skirt.hem,
        4,
        0.16 * h,
      ),
    ],
  });
  const bodice = topPath(body, { neckline: "high", hemY: waistY + 0.05 * h });
  const bodicePiece = drawCloth(ctx, bodice, options.fabric, {
    inside: [
      princessSeams(body, waistY, options.fabric),
      bodiceBack(body, body.neck.base[1], waistY + 0.2 * h, options.fabric),
    ],
  });
  const [left, right] = body.arms;
  const capeTop = (side: Side): Point => [
    body.neck.base[0] + side * body.neck.half * 1.4,
    body.neck.base[1] - 0.1 * h,
  ];
  const shoulderOf = (side: Side): Point => (side === -1 ? left.shoulder : right.shoulder);
  const capeOutline = new PathData()
    .move(capeTop(-1))
    .smooth([
      [shoulderOf(-1)[0] - 0.12 * h, shoulderOf(-1)[1] + 0.05 * h],
      [body.cx - 1.4 * h, body.kneeY - h],
      [body.cx - 2.35 * h, body.floorY + 0.1 * h],
    ])
    .quad([body.cx, body.floorY + 0.5 * h], [body.cx + 2.35 * h, body.floorY + 0.1 * h])
    .smooth([
      [body.cx + 1.4 * h, body.kneeY - h],
      [shoulderOf(1)[0] + 0.12 * h, shoulderOf(1)[1] + 0.05 * h],
      capeTop(1),
    ])
    .close()
    .toString();
  const capeHem: Point[] = [
    [body.cx - 2.35 * h, body.floorY + 0.1 * h],
    [body.cx, body.floorY + 0.3 * h],
    [body.cx + 2.35 * h, body.floorY + 0.1 * h],
  ];
  const capeFolds = folds(
    ctx,
    options.cape,
    [
      [body.cx - 0.6 * h, body.bust.centre[1]],
      [body.cx + 0.6 * h, body.bust.centre[1]],
    ],
    capeHem,
    8,
    0.35 * h,
  );
  const capeEdge = el("path", {
    d: capeOutline,
    fill: "none",
    stroke: options.edge,
    "stroke-width": 3.2,
    "stroke-linecap": "round",
    "stroke-dasharray": "0 8",
  });
  const capeBack = group(
    {},
    drawCloth(ctx, capeOutline, options.cape, { inside: capeFolds, outline: false }),
    capeEdge,
  );
  // In the back view the cape falls over the gown; from the front it hangs behind the figure.
  const behind = body.view === "front" ? capeBack : "";
  const top = body.view === "back" ? capeBack : "";
  return bareFigure(group({}, column, bodicePiece), { behind, top });
}
