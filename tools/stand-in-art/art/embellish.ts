/**
 * Surface work that sits on a garment: adire-style embroidery along a hem, bead scatters,
 * gold-thread medallions for agbada and senator fronts.
 */
import type { DrawContext } from "./context";
import { along, stitchLine, smoothLine } from "./cloth";
import { between, wobble } from "./random";
import type { Point } from "./svg";
import { el, group, num, PathData, polar } from "./svg";

function raise(points: readonly Point[], amount: number): Point[] {
  return points.map(([x, y]) => [x, y - amount]);
}

/** A stitched adire ring: dotted outer ring, solid inner ring, a seed at the centre. */
export function stitchedRing(centre: Point, radius: number, colour: string, weight = 1): string {
  const dots = Math.max(10, Math.round(radius / 2.6));
  return group(
    {},
    el("circle", {
      cx: centre[0],
      cy: centre[1],
      r: radius,
      fill: "none",
      stroke: colour,
      "stroke-width": 3.2 * weight,
      "stroke-linecap": "round",
      "stroke-dasharray": `0 ${num((2 * Math.PI * radius) / dots)}`,
    }),
    el("circle", {
      cx: centre[0],
      cy: centre[1],
      r: radius * 0.58,
      fill: "none",
      stroke: colour,
      "stroke-width": 2.2 * weight,
    }),
    el("circle", { cx: centre[0], cy: centre[1], r: radius * 0.2, fill: colour }),
  );
}

/**
 * Embroidery that climbs from a hem: a stitched border, a row of adire rings riding the hem's
 * curve, and sprigs and seed stitches thinning out above them.
 */
export function embroideredHem(
  ctx: DrawContext,
  hem: readonly Point[],
  colour: string,
  unit: number,
  rings = 9,
): string {
  // Thread weights scale with the drawing, so a close-up shows proper satin-stitch thickness.
  const weight = unit / 140;
  const parts: string[] = [
    smoothLine(raise(hem, unit * 0.08), colour, unit * 0.05),
    stitchLine(raise(hem, unit * 0.17), colour, 2.4 * weight, 9 * weight),
  ];
  for (let index = 0; index < rings; index += 1) {
    const t = (index + 0.5) / rings;
    const base = along(hem, t);
    const centre: Point = [base[0], base[1] - unit * 0.42];
    const radius = unit * between(ctx.rng, 0.15, 0.19);
    parts.push(stitchedRing(centre, radius, colour, weight));
    // A sprig between rings, a smaller ring above it, then seed stitches scattered higher up.
    const next = along(hem, Math.min(t + 0.5 / rings, 1));
    const stem: Point = [next[0], next[1] - unit * 0.35];
    const leaf = (dx: number, dy: number, angle: number): string =>
      el("ellipse", {
        cx: stem[0] + unit * dx,
        cy: stem[1] - unit * dy,
        rx: unit * 0.055,
        ry: unit * 0.022,
        fill: colour,
        transform: `rotate(${angle} ${num(stem[0] + unit * dx)} ${num(stem[1] - unit * dy)})`,
      });
    parts.push(
      el("path", {
        d: new PathData()
          .move(stem)
          .quad(
            [stem[0] + unit * 0.08, stem[1] - unit * 0.2],
            [stem[0] + wobble(ctx.rng, unit * 0.04), stem[1] - unit * 0.42],
          )
          .toString(),
        fill: "none",
        stroke: colour,
        "stroke-width": 2.2 * weight,
      }),
      leaf(-0.06, 0.18, -35),
      leaf(0.08, 0.3, 35),
    );
    if (index < rings - 1)
      parts.push(stitchedRing([next[0], next[1] - unit * 0.95], unit * 0.08, colour, weight * 0.7));
    for (let seed = 0; seed < 3; seed += 1) {
      parts.push(
        el("circle", {
          cx: centre[0] + wobble(ctx.rng, unit * 0.35),
          cy: centre[1] - unit * between(ctx.rng, 0.75, 1.3),
          r: unit * 0.018,
          fill: colour,
          "fill-opacity": 0.85,
        }),
      );
    }
  }
  return group({}, ...parts);
}

/** Scattered beads or sequins that catch the light across a bodice. */
export function beadScatter(
  ctx: DrawContext,
  centre: Point,
  spread: Point,
  count: number,
  colour: string,
  size: number,
): string {
  const beads: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = centre[0] + wobble(ctx.rng, spread[0]);
    const y = centre[1] + wobble(ctx.rng, spread[1]);
    beads.push(
      el("circle", { cx: x, cy: y, r: size, fill: colour }),
      el("circle", {
        cx: x - size * 0.3,
        cy: y - size * 0.3,
        r: size * 0.35,
        fill: "#fff",
        "fill-opacity": 0.8,
      }),
    );
  }
  return group({}, ...beads);
}

/**
 * Gold-thread embroidery for an agbada or senator front: a medallion of spirals and rays with
 * a stitched surround, the way Yoruba tailors build up the "sinamatu" panel.
 */
export function threadMedallion(centre: Point, radius: number, colour: string): string {
  const rays: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    const angle = index * 22.5;
    const inner = polar(centre, radius * 0.48, angle);
    const outer = polar(centre, radius * (index % 2 === 0 ? 0.82 : 0.68), angle);
    rays.push(`M${num(inner[0])} ${num(inner[1])}L${num(outer[0])} ${num(outer[1])}`);
  }
  const spiral = new PathData().move(centre);
  for (let step = 1; step <= 24; step += 1) {
    spiral.line(polar(centre, radius * 0.36 * (step / 24), step * 30));
  }
  return group(
    {},
    el("circle", {
      cx: centre[0],
      cy: centre[1],
      r: radius,
      fill: "none",
      stroke: colour,
      "stroke-width": 2.4,
      "stroke-dasharray": "5 4",
    }),
    el("circle", {
      cx: centre[0],
      cy: centre[1],
      r: radius * 0.9,
      fill: "none",
      stroke: colour,
      "stroke-width": 1.6,
    }),
    el("path", {
      d: rays.join(""),
      stroke: colour,
      "stroke-width": 2.2,
      "stroke-linecap": "round",
    }),
    el("path", {
      d: spiral.toString(),
      fill: "none",
      stroke: colour,
      "stroke-width": 2,
      "stroke-linejoin": "round",
    }),
  );
}
