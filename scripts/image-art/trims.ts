/**
 * Trims shared between garments: covered buttons down a back, waist sashes tied in a knot,
 * waistbands and piping.
 */
import type { Fabric } from "./cloth";
import { drawCloth, edgeTone, smoothLine } from "./cloth";
import type { DrawContext } from "./context";
import type { Body, Side } from "./figure";
import { centreAt, halfAt } from "./garment-parts";
import { bowPath } from "./garment-parts";
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
      el("circle", { cx: x, cy: y + 0.04 * h, r: 0.033 * h, fill: fabric.colour, stroke: edgeTone(fabric), "stroke-width": 1.2 }),
      el("circle", { cx: x - 0.01 * h, cy: y + 0.03 * h, r: 0.012 * h, fill: "#fff", "fill-opacity": 0.7 }),
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

/** A sash around the waist, knotted at one side with two long tails. */
export function waistSash(ctx: DrawContext, body: Body, options: SashOptions): { band: string; knot: string } {
  const h = body.unit;
  const band = bandPath(body, options.y - options.depth / 2, options.y + options.depth / 2, 3);
  const knotCentre: Point = [centreAt(body, options.y) + options.side * halfAt(body, options.y) * 0.7, options.y + 0.02 * h];
  const knot = bowPath(knotCentre, 0.26 * h, options.tailLength, options.side * 0.5);
  return {
    band: drawCloth(ctx, band, options.fabric, { flat: true }),
    knot: drawCloth(ctx, knot, options.fabric, { flat: true }),
  };
}
