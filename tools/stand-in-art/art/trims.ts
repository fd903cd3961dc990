/**
 * Trims shared between garments: covered buttons down a back, waist sashes tied in a knot,
 * waistbands and piping.
 */
import type { Fabric } from "./cloth";
import { drawCloth, edgeTone, smoothLine, turned } from "./cloth";
import type { DrawContext } from "./context";
import type { Body, Side } from "./figure";
import { bowPieces, centreAt, halfAt } from "./garment-parts";
import type { Point } from "./svg";
import { el, group, PathData } from "./svg";

/** A column of small covered buttons with a seam, for the backs of bridal bodices. */
export function buttonColumn(body: Body, fromY: number, toY: number, fabric: Fabric): string {
  const h = body.unit;
  const buttons: string[] = [];
  const count = Math.max(4, Math.round((toY - fromY) / (0.12 * h)));
  const seam: Point[] = [];
  for (let index = 0; index <= count; index += 1) {
    const y = fromY + ((toY - fromY) * index) / count;
    seam.push([centreAt(body, y), y]);
  }
  seam.forEach(([x, y], index) => {
    if (index === seam.length - 1) return;
    buttons.push(
      el("circle", {
        cx: x,
        cy: y + 0.04 * h,
        r: 0.033 * h,
        fill: fabric.colour,
        stroke: edgeTone(fabric),
        "stroke-width": 1.2,
      }),
      el("circle", {
        cx: x - 0.01 * h,
        cy: y + 0.03 * h,
        r: 0.012 * h,
        fill: "#fff",
        "fill-opacity": 0.7,
      }),
    );
  });
  return group({}, smoothLine(seam, edgeTone(fabric), 1.6, 0.7), ...buttons);
}

/** Band shape hugging the body between two heights. */
export function bandPath(body: Body, topY: number, bottomY: number, ease: number): string {
  const h = body.unit;
  const edge = (side: Side, y: number): Point => [centreAt(body, y) + side * (halfAt(body, y) + ease), y];
  return new PathData()
    .move(edge(-1, topY))
    .quad([centreAt(body, topY), topY + 0.06 * h], edge(1, topY))
    .line(edge(1, bottomY))
    .quad([centreAt(body, bottomY), bottomY + 0.06 * h], edge(-1, bottomY))
    .close()
    .toString();
}

export interface SashOptions {
  fabric: Fabric;
  /** Centre of the band. */
  y: number;
  depth: number;
  /** Side of the knot; the tails fall from it. */
  side: Side;
  tailLength: number;
}

/** A bow in `fabric`, each loop and tail cut on its own grain so the knot reads in striped cloth. */
export function drawBow(
  ctx: DrawContext,
  centre: Point,
  size: number,
  tailLength: number,
  lean: number,
  fabric: Fabric,
): string {
  const pieces = bowPieces(centre, size, tailLength, lean);
  const [leftTail, rightTail] = pieces.tails;
  const [leftLoop, rightLoop] = pieces.loops;
  const crease = (d: string): string =>
    el("path", {
      d,
      fill: "none",
      stroke: "#000",
      "stroke-opacity": 0.12,
      "stroke-width": size * 0.06,
    });
  return group(
    {},
    drawCloth(ctx, leftTail, turned(ctx, fabric, 12), { flat: true }),
    drawCloth(ctx, rightTail, turned(ctx, fabric, -14), { flat: true }),
    drawCloth(ctx, leftLoop, turned(ctx, fabric, 35), {
      inside: [
        crease(
          new PathData()
            .move(centre)
            .line([centre[0] - size * 0.8, centre[1] - size * 0.05])
            .toString(),
        ),
      ],
    }),
    drawCloth(ctx, rightLoop, turned(ctx, fabric, -35), {
      inside: [
        crease(
          new PathData()
            .move(centre)
            .line([centre[0] + size * 0.8, centre[1] - size * 0.05])
            .toString(),
        ),
      ],
    }),
    drawCloth(ctx, pieces.knot, turned(ctx, fabric, 90), {}),
    // A fine light rim keeps the bow apart from the cloth it is tied on, even in a print
    // such as oniko circles that looks the same on any grain.
    el("path", {
      d: [...pieces.tails, ...pieces.loops, pieces.knot].join(""),
      fill: "none",
      stroke: "#fff",
      "stroke-opacity": 0.4,
      "stroke-width": Math.max(1.5, size * 0.012),
    }),
  );
}

/** A sash around the waist, knotted at one side with two long tails. */
export function waistSash(
  ctx: DrawContext,
  body: Body,
  options: SashOptions,
): { band: string; knot: string } {
  const h = body.unit;
  const band = bandPath(body, options.y - options.depth / 2, options.y + options.depth / 2, 3);
  const knotCentre: Point = [
    centreAt(body, options.y) + options.side * halfAt(body, options.y) * 0.7,
    options.y + 0.02 * h,
  ];
  return {
    band: drawCloth(ctx, band, options.fabric, { flat: true }),
    knot: drawBow(ctx, knotCentre, 0.26 * h, options.tailLength, options.side * 0.5, options.fabric),
  };
}
