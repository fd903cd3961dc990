/**
 * Small helpers for writing SVG as strings: number formatting, elements, a registry of
 * <defs> with unique ids, and path geometry (smooth curves and tapered strokes).
 */
export type Point = readonly [number, number];

/** One decimal is invisible at 1200 px but keeps the SVG small and the output stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function pt(point: Point): string {
  return `${num(point[0])} ${num(point[1])}`;
}

type AttributeValue = string | number | undefined;

export function attrs(values: Record<string, AttributeValue>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${typeof value === "number" ? num(value) : value}"`)
    .join(" ");
}

export function el(tag: string, values: Record<string, AttributeValue>, ...children: string[]): string {
  const head = `<${tag} ${attrs(values)}`;
  return children.length === 0 ? `${head}/>` : `${head}>${children.join("")}</${tag}>`;
}

export function group(values: Record<string, AttributeValue>, ...children: string[]): string {
  return el("g", values, ...children);
}

/** Collects gradients, patterns, clip paths and filters, handing out ids that never collide. */
export class Defs {
  private readonly entries: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  add(markup: string): void {
    this.entries.push(markup);
  }

  toString(): string {
    return `<defs>${this.entries.join("")}</defs>`;
  }
}

export interface GradientStop {
  offset: number;
  color: string;
  opacity?: number;
}

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map((stop) =>
      el("stop", { offset: stop.offset, "stop-color": stop.color, "stop-opacity": stop.opacity }),
    )
    .join("");
}

/** A linear gradient in user space between two points; returns its url(). */
export function linearGradient(defs: Defs, from: Point, to: Point, stops: readonly GradientStop[]): string {
  const id = defs.id("lg");
  defs.add(
    el(
      "linearGradient",
      { id, gradientUnits: "userSpaceOnUse", x1: from[0], y1: from[1], x2: to[0], y2: to[1] },
      stopsMarkup(stops),
    ),
  );
  return `url(#${id})`;
}

/** A linear gradient across the filled shape's own box (0–1 coordinates). */
export function boxGradient(defs: Defs, from: Point, to: Point, stops: readonly GradientStop[]): string {
  const id = defs.id("bg");
  defs.add(el("linearGradient", { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1] }, stopsMarkup(stops)));
  return `url(#${id})`;
}

export function radialGradient(
  defs: Defs,
  center: Point,
  radius: number,
  stops: readonly GradientStop[],
  scaleY = 1,
): string {
  const id = defs.id("rg");
  const transform =
    scaleY === 1
      ? undefined
      : `translate(${pt(center)}) scale(1 ${num(scaleY)}) translate(${pt([-center[0], -center[1]])})`;
  defs.add(
    el(
      "radialGradient",
      {
        id,
        gradientUnits: "userSpaceOnUse",
        cx: center[0],
        cy: center[1],
        r: radius,
        gradientTransform: transform,
      },
      stopsMarkup(stops),
    ),
  );
  return `url(#${id})`;
}

/** Registers a clip path for `d` and returns the clip-path attribute value. */
export function clipPath(defs: Defs, d: string, transform?: string): string {
  const id = defs.id("clip");
  defs.add(el("clipPath", { id }, el("path", { d, transform })));
  return `url(#${id})`;
}

export function add(a: Point, b: Point): Point {
  return [a[0] + b[0], a[1] + b[1]];
}

export function sub(a: Point, b: Point): Point {
  return [a[0] - b[0], a[1] - b[1]];
}

export function scale(a: Point, factor: number): Point {
  return [a[0] * factor, a[1] * factor];
}

export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

export function unit(a: Point): Point {
  const length = Math.hypot(a[0], a[1]) || 1;
  return [a[0] / length, a[1] / length];
}

/** Left-hand normal of a direction (rotated 90° anticlockwise on screen). */
export function normal(direction: Point): Point {
  const [x, y] = unit(direction);
  return [y, -x];
}

export function polar(center: Point, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return [center[0] + radius * Math.cos(radians), center[1] + radius * Math.sin(radians)];
}

/** Chainable path-data writer so shapes read as drawing instructions. */
export class PathData {
  private readonly parts: string[] = [];
  private last: Point = [0, 0];

  move(point: Point): this {
    this.parts.push(`M${pt(point)}`);
    this.last = point;
    return this;
  }

  line(point: Point): this {
    this.parts.push(`L${pt(point)}`);
    this.last = point;
    return this;
  }

  curve(control1: Point, control2: Point, point: Point): this {
    this.parts.push(`C${pt(control1)} ${pt(control2)} ${pt(point)}`);
    this.last = point;
    return this;
  }

  quad(control: Point, point: Point): this {
    this.parts.push(`Q${pt(control)} ${pt(point)}`);
    this.last = point;
    return this;
  }

  /**
   * Continues with a Catmull-Rom spline through `points`, so organic outlines can be described
   * by where they pass rather than by hand-tuned control points.
   */
  smooth(points: readonly Point[], tension = 1): this {
    const all = [this.last, ...points];
    for (let index = 0; index < all.length - 1; index += 1) {
      const p0 = all[Math.max(index - 1, 0)] as Point;
      const p1 = all[index] as Point;
      const p2 = all[index + 1] as Point;
      const p3 = all[Math.min(index + 2, all.length - 1)] as Point;
      const c1 = add(p1, scale(sub(p2, p0), tension / 6));
      const c2 = sub(p2, scale(sub(p3, p1), tension / 6));
      this.curve(c1, c2, p2);
    }
    return this;
  }

  close(): this {
    this.parts.push("Z");
    return this;
  }

  toString(): string {
    return this.parts.join("");
  }
}

export function smoothClosed(points: readonly Point[], tension = 1): string {
  const first = points[0];
  if (!first) return "";
  // Wrap the spline around by repeating the neighbours of the seam.
  const ring = [...points, first];
  const data = new PathData().move(first);
  for (let index = 0; index < ring.length - 1; index += 1) {
    const p0 = ring[(index - 1 + points.length) % points.length] as Point;
    const p1 = ring[index] as Point;
    const p2 = ring[index + 1] as Point;
    const p3 = ring[(index + 2) % points.length] as Point;
    const c1 = add(p1, scale(sub(p2, p0), tension / 6));
    const c2 = sub(p2, scale(sub(p3, p1), tension / 6));
    data.curve(c1, c2, p2);
  }
  return data.close().toString();
}

export interface StrokeEnds {
  start?: "round" | "flat";
  end?: "round" | "flat";
}

/**
 * A closed outline around a centre line whose width varies point by point: limbs, sleeves,
 * brush strokes and fold shadows all come from this one shape.
 */
export function taperedStroke(
  centre: readonly Point[],
  widths: readonly number[],
  ends: StrokeEnds = {},
): string {
  const left: Point[] = [];
  const right: Point[] = [];
  centre.forEach((point, index) => {
    const previous = centre[Math.max(index - 1, 0)] as Point;
    const next = centre[Math.min(index + 1, centre.length - 1)] as Point;
    const side = scale(normal(sub(next, previous)), (widths[index] ?? 0) / 2);
    left.push(add(point, side));
    right.push(sub(point, side));
  });
  const first = centre[0];
  const last = centre[centre.length - 1];
  const beforeLast = centre[centre.length - 2];
  const second = centre[1];
  const startLeft = left[0];
  const endLeft = left[left.length - 1];
  const startRight = right[0];
  const endRight = right[right.length - 1];
  if (!first || !last || !beforeLast || !second || !startLeft || !endLeft || !startRight || !endRight) {
    return "";
  }
  const data = new PathData().move(startLeft).smooth(left.slice(1));
  // Round ends bulge out by half the end width along the stroke's direction.
  if ((ends.end ?? "round") === "round") {
    const tip = add(last, scale(unit(sub(last, beforeLast)), (widths[widths.length - 1] ?? 0) / 2));
    data.quad(add(tip, sub(endLeft, last)), tip).quad(add(tip, sub(endRight, last)), endRight);
  } else {
    data.line(endRight);
  }
  data.smooth([...right].reverse().slice(1));
  if ((ends.start ?? "round") === "round") {
    const tail = sub(first, scale(unit(sub(second, first)), (widths[0] ?? 0) / 2));
    data.quad(add(tail, sub(startRight, first)), tail).quad(add(tail, sub(startLeft, first)), startLeft);
  }
  return data.close().toString();
}
