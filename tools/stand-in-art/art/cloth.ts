/**
 * Painting cloth: a fabric fill, a cylinder of light across the piece (lit from the upper
 * left), fold shadows and highlights clipped inside it, and a fine edge line. Every garment
 * piece goes through `drawCloth` so the whole lookbook shares one lighting logic.
 */
import type { DrawContext } from "./context";
import { lightness, shade, tint } from "./palette";
import type { PatternSpec } from "./patterns";
import { patternFill } from "./patterns";
import { between, wobble } from "./random";
import type { Point } from "./svg";
import { boxGradient, clipPath, el, group, lerp, PathData, taperedStroke } from "./svg";

export interface Fabric {
  /** Dominant colour, used for shading, outlines and highlights. */
  colour: string;
  /** What the cloth is filled with: the colour itself or a pattern url. */
  fill: string;
  /** 0 for matte cotton, 1 for duchess satin: scales the highlights. */
  sheen: number;
  /** Below 1 for sheer organza, chiffon and tulle. */
  opacity?: number;
  /** Kept so the cloth can be re-cut on another grain (see `turned`). */
  pattern?: PatternSpec;
}

export function solid(colour: string, sheen = 0.5, opacity?: number): Fabric {
  return { colour, fill: colour, sheen, opacity };
}

/** A printed or woven fabric; `colour` is its dominant tone, used for shading and edges. */
export function patterned(ctx: DrawContext, colour: string, pattern: PatternSpec, sheen = 0.3): Fabric {
  return { colour, fill: patternFill(ctx.defs, ctx.rng, pattern), sheen, pattern };
}

/**
 * The same fabric with its pattern rotated, for pieces cut on another grain: the loops of a
 * bow or a bias-cut drape. Without this, a knot in striped cloth vanishes into its band.
 */
export function turned(ctx: DrawContext, fabric: Fabric, degrees: number): Fabric {
  if (!fabric.pattern) return fabric;
  const pattern = { ...fabric.pattern, rotate: (fabric.pattern.rotate ?? 0) + degrees };
  return { ...fabric, fill: patternFill(ctx.defs, ctx.rng, pattern), pattern };
}

export interface ClothOptions {
  /** Shapes drawn inside the piece, e.g. folds or embroidery, clipped to its outline. */
  inside?: string[];
  /** Skip the rounded light for flat pieces such as sashes. */
  flat?: boolean;
  outline?: boolean;
}

/** Tone for edges and seam lines: darker than the cloth, or lighter on very dark cloth. */
export function edgeTone(fabric: Fabric): string {
  return lightness(fabric.colour) < 0.2 ? tint(fabric.colour, 0.25) : shade(fabric.colour, 0.35);
}

export function drawCloth(ctx: DrawContext, d: string, fabric: Fabric, options: ClothOptions = {}): string {
  const light = 0.08 + 0.2 * fabric.sheen;
  const volume = boxGradient(
    ctx.defs,
    [0, 0],
    [1, 0.12],
    [
      { offset: 0, color: "#fff", opacity: options.flat ? light * 0.4 : light },
      { offset: 0.3, color: "#fff", opacity: 0 },
      { offset: 0.62, color: "#000", opacity: 0.04 },
      { offset: 1, color: "#000", opacity: options.flat ? 0.12 : 0.3 },
    ],
  );
  const inside = options.inside?.filter(Boolean) ?? [];
  const opacity = fabric.opacity;
  return group(
    { opacity },
    el("path", { d, fill: fabric.fill }),
    el("path", { d, fill: volume }),
    inside.length > 0 ? group({ "clip-path": clipPath(ctx.defs, d) }, ...inside) : "",
    options.outline === false
      ? ""
      : el("path", {
          d,
          fill: "none",
          stroke: edgeTone(fabric),
          "stroke-width": 1.6,
          "stroke-opacity": 0.6,
          "stroke-linejoin": "round",
        }),
  );
}

/** Position along a polyline by index fraction; plenty for distributing folds. */
export function along(points: readonly Point[], t: number): Point {
  const clamped = Math.min(Math.max(t, 0), 1) * (points.length - 1);
  const index = Math.min(Math.floor(clamped), points.length - 2);
  const a = points[index] as Point;
  const b = points[index + 1] as Point;
  return lerp(a, b, clamped - index);
}

/**
 * Folds falling from a gathered top edge to the hem: each a tapered shadow with a lit ridge
 * beside it, widening as the cloth spreads.
 */
export function folds(
  ctx: DrawContext,
  fabric: Fabric,
  top: readonly Point[],
  hem: readonly Point[],
  count: number,
  width: number,
): string[] {
  const shapes: string[] = [];
  const highlight = 0.06 + 0.16 * fabric.sheen;
  for (let index = 1; index < count; index += 1) {
    const t = index / count + wobble(ctx.rng, 0.2 / count);
    const start = along(top, t + wobble(ctx.rng, 0.02));
    const end = along(hem, t);
    // Some folds die out part-way down; those taper to a point instead of reaching the hem.
    const reach = between(ctx.rng, 0.5, 1);
    const short = reach < 0.8;
    const finish = lerp(start, end, short ? reach : 1.02);
    const middle: Point = [
      lerp(start, finish, 0.5)[0] + wobble(ctx.rng, width * 0.3),
      lerp(start, finish, 0.5)[1],
    ];
    const w = width * between(ctx.rng, 0.6, 1.2);
    const endWidth = short ? 0.5 : w;
    shapes.push(
      el("path", {
        d: taperedStroke([start, middle, finish], [1, w * 0.5, endWidth]),
        fill: "#000",
        "fill-opacity": between(ctx.rng, 0.08, 0.17),
      }),
      el("path", {
        d: taperedStroke(
          [
            [start[0] - w * 0.3, start[1]],
            [middle[0] - w * 0.85, middle[1]],
            [finish[0] - w * 1.2, finish[1]],
          ],
          [1, w * 0.3, short ? 0.5 : w * 0.5],
        ),
        fill: "#fff",
        "fill-opacity": highlight,
      }),
    );
  }
  return shapes;
}

/**
 * A hem from `left` to `right` that bows towards the viewer by `dip` (the front of a round
 * skirt) and ripples in `count` soft scallops where folds meet the floor.
 */
export function hemPoints(left: Point, right: Point, dip: number, count: number, ripple: number): Point[] {
  const points: Point[] = [];
  const steps = count * 2;
  for (let index = 0; index <= steps; index += 1) {
    const t = index / steps;
    const base = lerp(left, right, t);
    const bulge = index % 2 === 1 ? ripple : 0;
    points.push([base[0], base[1] + dip * Math.sin(Math.PI * t) + bulge]);
  }
  return points;
}

/** A row of tiny stitches along a curve, for seams, piping and embroidery edges. */
export function stitchLine(points: readonly Point[], colour: string, width = 2.2, gap = 8): string {
  const [start, ...rest] = points;
  if (!start) return "";
  return el("path", {
    d: new PathData().move(start).smooth(rest).toString(),
    fill: "none",
    stroke: colour,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-dasharray": `${gap * 0.6} ${gap * 0.8}`,
  });
}

export function smoothLine(points: readonly Point[], colour: string, width: number, opacity = 1): string {
  const [start, ...rest] = points;
  if (!start) return "";
  return el("path", {
    d: new PathData().move(start).smooth(rest).toString(),
    fill: "none",
    stroke: colour,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-opacity": opacity === 1 ? undefined : opacity,
  });
}

/**
 * Knife pleats: the skirt divided into narrow panels between the waist line and the hem,
 * alternately facing the light and turned away from it.
 */
export function pleats(top: readonly Point[], hem: readonly Point[], count: number, depth = 0.16): string[] {
  const shapes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const t0 = index / count;
    const t1 = (index + 1) / count;
    const d = new PathData()
      .move(along(top, t0))
      .line(along(top, t1))
      .line(along(hem, t1))
      .line(along(hem, t0))
      .close()
      .toString();
    shapes.push(
      el("path", {
        d,
        fill: index % 2 === 0 ? "#fff" : "#000",
        "fill-opacity": index % 2 === 0 ? depth * 0.6 : depth,
      }),
    );
  }
  return shapes;
}
