/**
 * Close-up "detail" images: the camera leans in on cloth, embroidery, beading or a knot.
 * Every composition starts from the garment's own fabric draped across the frame, so the
 * detail reads as the same garment as the full-length views.
 */
import { finish } from "./backdrops";
import type { Fabric } from "./cloth";
import { along, drawCloth, edgeTone, hemPoints, pleats, smoothLine, stitchLine } from "./cloth";
import type { DrawContext } from "./context";
import { embroideredHem, threadMedallion } from "./embellish";
import { bowPieces } from "./garment-parts";
import { drawBow } from "./trims";
import { palette, shade } from "./palette";
import { between, wobble } from "./random";
import { patternFill } from "./patterns";
import { canvas } from "./render";
import type { Point } from "./svg";
import { el, group, PathData, taperedStroke } from "./svg";

const { width, height } = canvas;

/** Long diagonal folds across the whole frame: the light raking over draped cloth. */
function drapeFolds(ctx: DrawContext, fabric: Fabric, angle: number, count: number): string[] {
  const shapes: string[] = [];
  const radians = (angle * Math.PI) / 180;
  const direction: Point = [Math.sin(radians), Math.cos(radians)];
  for (let index = 0; index < count; index += 1) {
    const offset = -300 + ((width + 600) * (index + 0.5)) / count + wobble(ctx.rng, 40);
    const start: Point = [offset - direction[0] * 200, -100];
    const end: Point = [offset + direction[0] * 1900, height + 200];
    // Two bends per fold so the cloth ripples rather than hanging like a curtain.
    const bend = wobble(ctx.rng, 110);
    const first: Point = [
      start[0] + (end[0] - start[0]) * 0.33 + bend,
      start[1] + (end[1] - start[1]) * 0.33,
    ];
    const second: Point = [
      start[0] + (end[0] - start[0]) * 0.66 - bend * 0.8,
      start[1] + (end[1] - start[1]) * 0.66,
    ];
    const w = between(ctx.rng, 60, 190);
    shapes.push(
      el("path", {
        d: taperedStroke([start, first, second, end], [w * 0.3, w, w * 0.7, w * 0.4]),
        fill: "#000",
        "fill-opacity": between(ctx.rng, 0.08, 0.2),
      }),
      el("path", {
        d: taperedStroke(
          [start, first, second, end].map(([x, y]): Point => [x - w * 0.75, y]),
          [w * 0.1, w * 0.35, w * 0.25, w * 0.1],
        ),
        fill: "#fff",
        "fill-opacity": 0.05 + 0.14 * fabric.sheen,
      }),
    );
  }
  return shapes;
}

function fullFrame(): string {
  return `M-20 -20H${width + 20}V${height + 20}H-20Z`;
}

export interface HemDetail {
  kind: "hem";
  fabric: Fabric;
  embroidery: string;
  floor: string;
}

/** The hem of a gown brushing the floor, its adire embroidery seen up close. */
function hemDetail(ctx: DrawContext, spec: HemDetail): string {
  const hem = hemPoints([-80, 1160], [width + 80, 1120], 70, 4, 60);
  const clothPath = new PathData()
    .move([-80, -40])
    .line([width + 80, -40])
    .smooth([...hem].reverse(), 1)
    .close()
    .toString();
  const foldTop: Point[] = [
    [200, -200],
    [1000, -200],
  ];
  return group(
    {},
    el("rect", { x: 0, y: 0, width, height, fill: spec.floor }),
    el("ellipse", { cx: 600, cy: 1240, rx: 760, ry: 90, fill: "#000", "fill-opacity": 0.25 }),
    drawCloth(ctx, clothPath, spec.fabric, {
      inside: [
        ...fanFolds(ctx, spec.fabric, foldTop, hem, 7),
        embroideredHem(ctx, hem, spec.embroidery, 440, 5),
      ],
    }),
  );
}

/** Folds that spread from above the frame down to a hem. */
function fanFolds(
  ctx: DrawContext,
  fabric: Fabric,
  top: readonly Point[],
  hem: readonly Point[],
  count: number,
): string[] {
  const shapes: string[] = [];
  for (let index = 1; index < count; index += 1) {
    const t = index / count;
    const start: Point = [
      (top[0]?.[0] ?? 0) + ((top[1]?.[0] ?? 0) - (top[0]?.[0] ?? 0)) * t,
      top[0]?.[1] ?? 0,
    ];
    const end = hem[Math.round(t * (hem.length - 1))] as Point;
    const w = between(ctx.rng, 80, 150);
    shapes.push(
      el("path", {
        d: taperedStroke(
          [start, [(start[0] + end[0]) / 2 + wobble(ctx.rng, 30), (start[1] + end[1]) / 2], end],
          [4, w * 0.6, w],
        ),
        fill: "#000",
        "fill-opacity": between(ctx.rng, 0.08, 0.16),
      }),
      el("path", {
        d: taperedStroke(
          [
            [start[0] - w * 0.7, start[1]],
            [(start[0] + end[0]) / 2 - w * 0.9, (start[1] + end[1]) / 2],
            [end[0] - w, end[1]],
          ],
          [4, w * 0.3, w * 0.45],
        ),
        fill: "#fff",
        "fill-opacity": 0.06 + 0.14 * fabric.sheen,
      }),
    );
  }
  return shapes;
}

export interface KnotDetail {
  kind: "knot";
  fabric: Fabric;
  sash: Fabric;
  /** Shade the cloth behind the knot, for prints where the bow would otherwise vanish. */
  recede?: number;
}

/** A sash tied in a soft bow across satin, tails falling out of frame. */
function knotDetail(ctx: DrawContext, spec: KnotDetail): string {
  const band = new PathData()
    .move([-40, 520])
    .quad([600, 600], [width + 40, 500])
    .line([width + 40, 820])
    .quad([600, 900], [-40, 840])
    .close()
    .toString();
  const bow = bowPieces([640, 700], 300, 900, 0.25);
  const shadow = [...bow.tails, ...bow.loops, bow.knot].join("");
  return group(
    {},
    drawCloth(ctx, fullFrame(), spec.fabric, {
      inside: drapeFolds(ctx, spec.fabric, 8, 6),
      outline: false,
    }),
    spec.recede
      ? el("rect", { x: 0, y: 0, width, height, fill: "#0b0f24", "fill-opacity": spec.recede })
      : "",
    el("path", { d: band, fill: "#000", "fill-opacity": 0.2, transform: "translate(10 24)" }),
    drawCloth(ctx, band, spec.sash, { flat: true }),
    el("path", { d: shadow, fill: "#000", "fill-opacity": 0.3, transform: "translate(18 30)" }),
    drawBow(ctx, [640, 700], 300, 900, 0.25, spec.sash),
  );
}

export type SeamTrim = "piping" | "buttons" | "beads" | "scallop" | "thread";

function pearl(centre: Point, radius: number, colour: string): string {
  return group(
    {},
    el("circle", {
      cx: centre[0] + radius * 0.25,
      cy: centre[1] + radius * 0.35,
      r: radius,
      fill: "#000",
      "fill-opacity": 0.22,
    }),
    el("circle", { cx: centre[0], cy: centre[1], r: radius, fill: colour }),
    el("circle", {
      cx: centre[0] - radius * 0.35,
      cy: centre[1] - radius * 0.35,
      r: radius * 0.32,
      fill: "#fff",
      "fill-opacity": 0.85,
    }),
  );
}

export interface SurfaceDetail {
  kind: "surface";
  fabric: Fabric;
  /** A second fabric meeting the first along a seam, e.g. a bodice over a skirt. */
  second?: Fabric;
  /** A pattern drawn over the first fabric, e.g. lace or beading. */
  overlay?: string;
  trim: SeamTrim;
  trimColour: string;
  angle: number;
  /** Colour seen through a sheer upper fabric. */
  backing?: string;
}

/** Two pieces of a garment meeting at a seam, with the seam's trim in sharp focus. */
function surfaceDetail(ctx: DrawContext, spec: SurfaceDetail): string {
  const tilt = spec.angle;
  const seam: Point[] = [
    [-60, 760 - tilt * 6],
    [400, 780 - tilt * 2],
    [800, 760 + tilt * 2],
    [width + 60, 740 + tilt * 6],
  ];
  const upper = new PathData()
    .move([-60, -60])
    .line([width + 60, -60])
    .line(seam[3] as Point)
    .smooth([...seam].reverse().slice(1), 1)
    .close()
    .toString();
  const lower = new PathData()
    .move(seam[0] as Point)
    .smooth(seam.slice(1), 1)
    .line([width + 60, height + 60])
    .line([-60, height + 60])
    .close()
    .toString();
  const second = spec.second ?? spec.fabric;
  const trim: string[] = [];
  switch (spec.trim) {
    case "piping":
      trim.push(
        smoothLine(seam, shade(spec.trimColour, 0.3), 30),
        smoothLine(seam, spec.trimColour, 22),
        smoothLine(
          seam.map(([x, y]) => [x, y - 5]),
          "#fff",
          5,
          0.35,
        ),
      );
      break;
    case "buttons":
      trim.push(smoothLine(seam, edgeTone(spec.fabric), 4, 0.7));
      [220, 600, 980].forEach((x) => {
        const y = 790 + (x - 600) * tilt * 0.01 + 140;
        trim.push(
          el("circle", { cx: x + 6, cy: y + 10, r: 62, fill: "#000", "fill-opacity": 0.25 }),
          el("circle", { cx: x, cy: y, r: 62, fill: spec.trimColour }),
          el("circle", {
            cx: x,
            cy: y,
            r: 46,
            fill: "none",
            stroke: shade(spec.trimColour, 0.3),
            "stroke-width": 4,
          }),
          ...[
            [-14, -14],
            [14, -14],
            [-14, 14],
            [14, 14],
          ].map(([dx, dy]) =>
            el("circle", {
              cx: x + (dx ?? 0),
              cy: y + (dy ?? 0),
              r: 7,
              fill: shade(spec.trimColour, 0.45),
            }),
          ),
          el("ellipse", {
            cx: x - 22,
            cy: y - 26,
            rx: 16,
            ry: 9,
            fill: "#fff",
            "fill-opacity": 0.4,
          }),
        );
      });
      break;
    case "beads": {
      // A pearl edging along the seam, with pearl drops and gold bugle beads hanging below it.
      trim.push(stitchLine(seam, edgeTone(spec.fabric), 3, 12));
      let index = 0;
      for (let x = -20; x < width + 40; x += 36) {
        const y = 760 + ((x - 600) / 600) * tilt * 4;
        trim.push(pearl([x, y], 15, spec.trimColour));
        if (index % 3 === 1) {
          trim.push(
            el("path", {
              d: `M${x} ${y + 16}L${x} ${y + 70}`,
              stroke: palette.gold,
              "stroke-width": 6,
              "stroke-linecap": "round",
            }),
            pearl([x, y + 88], 13, spec.trimColour),
          );
        }
        index += 1;
      }
      break;
    }
    case "scallop": {
      const edge = new PathData().move([-60, 760]);
      for (let x = -60; x < width + 60; x += 100) edge.quad([x + 50, 860], [x + 100, 760]);
      trim.push(
        el("path", {
          d: edge.toString(),
          fill: "none",
          stroke: spec.trimColour,
          "stroke-width": 10,
        }),
      );
      trim.push(
        el("path", {
          d: edge.toString(),
          fill: "none",
          stroke: spec.trimColour,
          "stroke-width": 5,
          "stroke-dasharray": "0 14",
          "stroke-linecap": "round",
          transform: "translate(0 22)",
        }),
      );
      break;
    }
    case "thread":
      trim.push(
        stitchLine(seam, spec.trimColour, 6, 22),
        stitchLine(
          seam.map(([x, y]) => [x, y + 36]),
          spec.trimColour,
          6,
          22,
        ),
      );
      break;
  }
  return group(
    {},
    spec.backing ? el("rect", { x: 0, y: 0, width, height, fill: spec.backing }) : "",
    drawCloth(ctx, lower, second, { inside: drapeFolds(ctx, second, -6, 5), outline: false }),
    el("path", { d: upper, fill: "#000", "fill-opacity": 0.3, transform: "translate(0 18)" }),
    drawCloth(ctx, upper, spec.fabric, {
      inside: [
        spec.overlay ? el("path", { d: upper, fill: spec.overlay }) : "",
        ...drapeFolds(ctx, spec.fabric, 10, 4),
      ],
      outline: false,
    }),
    ...trim,
  );
}

export interface EmbroideryDetail {
  kind: "embroidery";
  fabric: Fabric;
  thread: string;
  /** An open neckline (agbada, bubu) or a buttoned placket under a collar (senator). */
  layout: "neckline" | "placket";
  /** What shows inside an open neckline: an inner tunic or skin. */
  inner?: string;
  /** Half the neckline's width at the top of the frame. */
  spread?: number;
}

/** Thread-work medallions and stitched bands, as on an agbada, bubu or senator front. */
function embroideryDetail(ctx: DrawContext, spec: EmbroideryDetail): string {
  const cloth = drawCloth(ctx, fullFrame(), spec.fabric, {
    inside: drapeFolds(ctx, spec.fabric, 4, 5),
    outline: false,
  });
  if (spec.layout === "placket") {
    const collar = new PathData()
      .move([330, -40])
      .quad([600, 260], [870, -40])
      .line([870, 120])
      .quad([600, 420], [330, 120])
      .close()
      .toString();
    const buttons = [560, 800, 1040, 1280].map((y) =>
      group(
        {},
        el("circle", { cx: 606, cy: y + 8, r: 30, fill: "#000", "fill-opacity": 0.25 }),
        el("circle", { cx: 600, cy: y, r: 30, fill: spec.thread }),
        el("circle", { cx: 592, cy: y - 9, r: 9, fill: "#fff", "fill-opacity": 0.45 }),
      ),
    );
    return group(
      {},
      cloth,
      el("path", { d: collar, fill: "#000", "fill-opacity": 0.25, transform: "translate(0 16)" }),
      drawCloth(ctx, collar, spec.fabric, {
        flat: true,
        inside: [
          stitchLine(
            [
              [350, 90],
              [600, 380],
              [850, 90],
            ],
            spec.thread,
            5,
            16,
          ),
        ],
      }),
      smoothLine(
        [
          [520, 400],
          [520, 1540],
        ],
        spec.thread,
        6,
      ),
      smoothLine(
        [
          [680, 400],
          [680, 1540],
        ],
        spec.thread,
        6,
      ),
      stitchLine(
        [
          [600, 400],
          [600, 1540],
        ],
        spec.thread,
        5,
        18,
      ),
      ...[680, 920, 1160, 1400].map((y) => threadMedallion([600, y], 58, spec.thread)),
      ...buttons,
      threadMedallion([220, 700], 150, spec.thread),
      stitchLine(
        [
          [60, 940],
          [230, 930],
          [400, 940],
        ],
        spec.thread,
        5,
        16,
      ),
    );
  }
  const spread = spec.spread ?? 350;
  const neck = new PathData()
    .move([600 - spread, -40])
    .quad([600 - spread * 0.5, 600], [600, 760])
    .quad([600 + spread * 0.5, 600], [600 + spread, -40])
    .toString();
  return group(
    {},
    cloth,
    spec.inner ? el("path", { d: `${neck}Z`, fill: spec.inner }) : "",
    spec.inner
      ? el("path", {
          d: `${neck}Z`,
          fill: "#000",
          "fill-opacity": 0.15,
          transform: "translate(0 -30)",
        })
      : "",
    el("path", { d: neck, fill: "none", stroke: spec.thread, "stroke-width": 34 }),
    el("path", {
      d: neck,
      fill: "none",
      stroke: spec.thread,
      "stroke-width": 5,
      "stroke-dasharray": "12 10",
      transform: "translate(0 60)",
    }),
    el("path", {
      d: neck,
      fill: "none",
      stroke: spec.thread,
      "stroke-width": 3,
      transform: "translate(0 95)",
    }),
    threadMedallion([600, 1130], 220, spec.thread),
    threadMedallion([230, 1000], 90, spec.thread),
    threadMedallion([970, 1000], 90, spec.thread),
    stitchLine(
      [
        [80, 1400],
        [600, 1430],
        [1120, 1400],
      ],
      spec.thread,
      5,
      18,
    ),
  );
}

export interface PleatDetail {
  kind: "pleats";
  fabric: Fabric;
  floor: string;
  waistband: string;
}

/** Knife pleats swinging from a waistband, the hem fluttering above the floor. */
function pleatDetail(ctx: DrawContext, spec: PleatDetail): string {
  const top: Point[] = [
    [-100, 180],
    [width + 100, 180],
  ];
  const hem = hemPoints([-300, 1250], [width + 300, 1250], 60, 12, 22);
  const skirt = new PathData()
    .move([-100, 180])
    .line([width + 100, 180])
    .line(hem[hem.length - 1] as Point)
    .smooth([...hem].reverse().slice(1), 1)
    .close()
    .toString();
  return group(
    {},
    el("rect", { x: 0, y: 0, width, height, fill: spec.floor }),
    el("ellipse", { cx: 600, cy: 1380, rx: 700, ry: 70, fill: "#000", "fill-opacity": 0.25 }),
    drawCloth(ctx, skirt, spec.fabric, { inside: pleats(top, hem, 24, 0.22) }),
    drawCloth(
      ctx,
      `M-40 60H${width + 40}V200H-40Z`,
      { colour: spec.waistband, fill: spec.waistband, sheen: 0.7 },
      { flat: true },
    ),
  );
}

export interface SheerDetail {
  kind: "sheer";
  /** The gown underneath. */
  fabric: Fabric;
  sheer: string;
  pearls: string;
}

/**
 * A sheer cape's edge sweeping across the satin beneath: the satin misted where the tulle lies
 * over it, a fine net catching the light, and a pearl-beaded border along the curve.
 */
function sheerDetail(ctx: DrawContext, spec: SheerDetail): string {
  const edge: Point[] = [
    [width + 60, 180],
    [860, 520],
    [560, 860],
    [260, 1180],
    [-60, 1400],
  ];
  const cape = new PathData()
    .move([-60, -60])
    .line([width + 60, -60])
    .line(edge[0] as Point)
    .smooth(edge.slice(1), 1)
    .close()
    .toString();
  const net = patternFill(ctx.defs, ctx.rng, { kind: "lace", ink: spec.sheer, scale: 1.6 });
  const pearls: string[] = [];
  for (let index = 0; index <= 44; index += 1) {
    const point = along(edge, index / 44);
    pearls.push(pearl(point, 14, spec.pearls));
    if (index % 4 === 2) pearls.push(pearl([point[0] - 30, point[1] - 34], 9, spec.pearls));
  }
  return group(
    {},
    drawCloth(ctx, fullFrame(), spec.fabric, {
      inside: drapeFolds(ctx, spec.fabric, -12, 6),
      outline: false,
    }),
    el("path", { d: cape, fill: "#000", "fill-opacity": 0.12, transform: "translate(16 22)" }),
    el("path", { d: cape, fill: spec.sheer, "fill-opacity": 0.5 }),
    el("path", { d: cape, fill: net, "fill-opacity": 0.5 }),
    ...pearls,
  );
}

export type DetailSpec =
  HemDetail | KnotDetail | SurfaceDetail | EmbroideryDetail | PleatDetail | SheerDetail;

export function drawDetail(ctx: DrawContext, spec: DetailSpec): string {
  const art = (() => {
    switch (spec.kind) {
      case "hem":
        return hemDetail(ctx, spec);
      case "knot":
        return knotDetail(ctx, spec);
      case "surface":
        return surfaceDetail(ctx, spec);
      case "embroidery":
        return embroideryDetail(ctx, spec);
      case "pleats":
        return pleatDetail(ctx, spec);
      case "sheer":
        return sheerDetail(ctx, spec);
    }
  })();
  return group({}, art, finish(ctx));
}
