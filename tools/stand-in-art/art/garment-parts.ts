/**
 * Pattern pieces cut against the croquis: bodices and tops with different necklines, sleeves
 * that follow the arm, skirts from column to ball gown, trousers and sashes. Each returns an
 * outline (and where useful, the lines folds should hang between) for `drawCloth` to paint.
 */
import type { Arm, Body, Side } from "./figure";
import type { Point } from "./svg";
import { lerp, PathData, smoothClosed, taperedStroke } from "./svg";
import { hemPoints } from "./cloth";

export type Neckline =
  "sweetheart" | "straight" | "off-shoulder" | "v" | "deep-v" | "boat" | "one-shoulder" | "high" | "scoop";

const sides: readonly Side[] = [-1, 1];

/** The body's centre line drifts with the contrapposto sway; garments follow it. */
export function centreAt(body: Body, y: number): number {
  const stops: [number, number][] = [
    [body.neck.base[1], body.neck.base[0]],
    [body.bust.centre[1], body.bust.centre[0]],
    [body.waist.centre[1], body.waist.centre[0]],
    [body.hip.centre[1], body.hip.centre[0]],
    [body.floorY, (body.hip.centre[0] + body.cx) / 2],
  ];
  return interpolate(stops, y);
}

/** Half the body's width at height y (torso only). */
export function halfAt(body: Body, y: number): number {
  const stops: [number, number][] = [
    [body.bust.centre[1] - 0.3 * body.unit, body.bust.half * 0.98],
    [body.bust.centre[1], body.bust.half],
    [body.waist.centre[1], body.waist.half],
    [body.hip.centre[1], body.hip.half],
    [body.crotchY, body.hip.half * 0.96],
  ];
  return interpolate(stops, y);
}

function interpolate(stops: readonly [number, number][], y: number): number {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return 0;
  if (y <= first[0]) return first[1];
  if (y >= last[0]) return last[1];
  for (let index = 0; index < stops.length - 1; index += 1) {
    const [y0, v0] = stops[index] as [number, number];
    const [y1, v1] = stops[index + 1] as [number, number];
    if (y >= y0 && y <= y1) return v0 + ((v1 - v0) * (y - y0)) / (y1 - y0 || 1);
  }
  return last[1];
}

export function edgeAt(body: Body, side: Side, y: number, ease = 0): Point {
  return [centreAt(body, y) + side * (halfAt(body, y) + ease), y];
}

export interface TopSpec {
  neckline: Neckline;
  /** Where the piece ends: the waist for a bodice, the hip or knee for tunics. */
  hemY: number;
  /** Extra room each side, for blouses and tunics that skim rather than cling. */
  ease?: number;
  /** Depth of a pointed basque at the centre front. */
  point?: number;
  /** Whether the piece covers the shoulder caps (it always does for sleeves to attach). */
  shoulders?: boolean;
  /** Flare added at the hem each side, for tunics and peplums. */
  flare?: number;
  /** Hang straight from the bust instead of nipping in at the waist, as a buba does. */
  straight?: boolean;
}

function sideSeam(body: Body, side: Side, spec: TopSpec): Point[] {
  const h = body.unit;
  const ease = spec.ease ?? 0;
  if (spec.straight) {
    const underarm = edgeAt(body, side, body.bust.centre[1] - 0.24 * h, ease + 1);
    const bust = edgeAt(body, side, body.bust.centre[1], ease + 1);
    return [underarm, bust, [bust[0] + side * (spec.flare ?? 0), spec.hemY]];
  }
  const levels = [
    body.bust.centre[1] - 0.24 * h,
    body.bust.centre[1],
    body.waist.centre[1],
    body.hip.centre[1],
    body.crotchY,
  ];
  const points = levels.filter((y) => y < spec.hemY - 0.05 * h).map((y) => edgeAt(body, side, y, ease + 1));
  const flare = spec.flare ?? 0;
  // Below the hips tunics fall straight from the hip rather than following the thighs inward.
  const hemY = spec.hemY;
  const hem: Point =
    hemY > body.hip.centre[1]
      ? [edgeAt(body, side, body.hip.centre[1], ease + 1)[0] + side * flare, hemY]
      : edgeAt(body, side, hemY, ease + 1 + flare);
  return [...points, hem];
}

/** The back of a garment: strapless tops run straight across, open fronts close to a high back. */
function backNeckline(neckline: Neckline): Neckline {
  switch (neckline) {
    case "sweetheart":
      return "straight";
    case "v":
    case "deep-v":
    case "scoop":
      return "boat";
    default:
      return neckline;
  }
}

function necklinePoints(body: Body, spec: TopSpec): { left: Point[]; right: Point[]; centre: Point[] } {
  const h = body.unit;
  const [left, right] = body.arms;
  const neckY = body.neck.base[1];
  const bustTop = body.bust.centre[1] - 0.3 * h;
  const cx = centreAt(body, body.bust.centre[1]);
  const neckSide = (side: Side, widen = 1.5): Point => [
    body.neck.base[0] + side * body.neck.half * widen,
    neckY - 0.1 * h,
  ];
  const shoulderTop = (arm: Arm): Point => [arm.shoulder[0] - arm.side * 0.04 * h, arm.shoulder[1] - 0.1 * h];
  const shoulderCap = (arm: Arm): Point => [
    arm.shoulder[0] + arm.side * 0.07 * h,
    arm.shoulder[1] + 0.06 * h,
  ];
  const neckline = body.view === "back" ? backNeckline(spec.neckline) : spec.neckline;
  switch (neckline) {
    case "sweetheart":
      return {
        left: [
          [cx - body.bust.half * 1.02, bustTop + 0.06 * h],
          [cx - body.bust.half * 0.55, bustTop - 0.04 * h],
        ],
        centre: [[cx, bustTop + 0.16 * h]],
        right: [
          [cx + body.bust.half * 0.55, bustTop - 0.04 * h],
          [cx + body.bust.half * 1.02, bustTop + 0.06 * h],
        ],
      };
    case "straight":
      return {
        left: [[cx - body.bust.half * 1.02, bustTop + 0.04 * h]],
        centre: [[cx, bustTop + 0.02 * h]],
        right: [[cx + body.bust.half * 1.02, bustTop + 0.04 * h]],
      };
    case "off-shoulder": {
      const drop = 0.34 * h;
      return {
        left: [[left.shoulder[0] - 0.1 * h, left.shoulder[1] + drop]],
        centre: [[cx, bustTop - 0.02 * h]],
        right: [[right.shoulder[0] + 0.1 * h, right.shoulder[1] + drop]],
      };
    }
    case "one-shoulder":
      return {
        left: [shoulderCap(left), shoulderTop(left), neckSide(-1, 1.6)],
        centre: [[cx + 0.2 * h, bustTop + 0.02 * h]],
        right: [[cx + body.bust.half * 1.02, bustTop + 0.1 * h]],
      };
    case "v":
    case "deep-v":
      return {
        left: [shoulderCap(left), shoulderTop(left), neckSide(-1)],
        centre: [[cx, neckline === "v" ? body.bust.centre[1] - 0.1 * h : body.bust.centre[1] + 0.15 * h]],
        right: [neckSide(1), shoulderTop(right), shoulderCap(right)],
      };
    case "scoop":
      return {
        left: [shoulderCap(left), shoulderTop(left), neckSide(-1, 2.2)],
        centre: [
          [cx - 0.2 * h, neckY + 0.3 * h],
          [cx, neckY + 0.38 * h],
          [cx + 0.2 * h, neckY + 0.3 * h],
        ],
        right: [neckSide(1, 2.2), shoulderTop(right), shoulderCap(right)],
      };
    case "boat":
      return {
        left: [shoulderCap(left), shoulderTop(left), neckSide(-1, 2.6)],
        centre: [[cx, neckY + 0.05 * h]],
        right: [neckSide(1, 2.6), shoulderTop(right), shoulderCap(right)],
      };
    case "high":
      return {
        left: [shoulderCap(left), shoulderTop(left), neckSide(-1, 1.2)],
        centre: [[cx, neckY - 0.02 * h]],
        right: [neckSide(1, 1.2), shoulderTop(right), shoulderCap(right)],
      };
  }
}

/** Outline of a bodice, blouse or tunic, from the neckline down to `hemY`. */
export function topPath(body: Body, spec: TopSpec): string {
  const neck = necklinePoints(body, spec);
  const leftSeam = sideSeam(body, -1, spec);
  const rightSeam = sideSeam(body, 1, spec);
  const hemLeft = leftSeam[leftSeam.length - 1] as Point;
  const hemRight = rightSeam[rightSeam.length - 1] as Point;
  const bottomCentre: Point = [(hemLeft[0] + hemRight[0]) / 2, spec.hemY + (spec.point ?? 0)];
  const firstLeft = neck.left[0] as Point;
  const data = new PathData().move(firstLeft);
  const neckRun = [...neck.left.slice(1), ...neck.centre, ...neck.right];
  // Necklines are drawn as a smooth curve; the V and shoulder corners stay crisp.
  const shown = body.view === "back" ? backNeckline(spec.neckline) : spec.neckline;
  const crisp = shown === "v" || shown === "deep-v" || shown === "sweetheart";
  if (crisp) {
    neckRun.forEach((point) => data.line(point));
  } else {
    data.smooth(neckRun, 0.7);
  }
  data.smooth(rightSeam.slice(0, -1), 0.8).line(hemRight);
  data.quad([bottomCentre[0] + (hemRight[0] - bottomCentre[0]) * 0.5, bottomCentre[1]], bottomCentre);
  data.quad([bottomCentre[0] + (hemLeft[0] - bottomCentre[0]) * 0.5, bottomCentre[1]], hemLeft);
  data
    .smooth([...leftSeam.slice(0, -1)].reverse(), 0.8)
    .line(firstLeft)
    .close();
  return data.toString();
}

export type SleeveShape = "cap" | "short" | "elbow" | "three-quarter" | "long" | "bell" | "puff" | "bishop";

/** How far down the arm a sleeve reaches, as a fraction of shoulder-to-wrist. */
const sleeveReach: Record<SleeveShape, number> = {
  cap: 0.16,
  short: 0.34,
  puff: 0.3,
  elbow: 0.54,
  "three-quarter": 0.78,
  long: 1.02,
  bell: 0.9,
  bishop: 1.0,
};

function armPoint(arm: Arm, t: number): Point {
  return t <= 0.53 ? lerp(arm.shoulder, arm.elbow, t / 0.53) : lerp(arm.elbow, arm.wrist, (t - 0.53) / 0.47);
}

/** `flare` widens the sleeve steadily towards the cuff, as in a buba's loose sleeve. */
export function sleevePath(arm: Arm, body: Body, shape: SleeveShape, ease = 1, flare = 0): string {
  const h = body.unit;
  const thick = (body.build === "masculine" ? 1.3 : 1) * ease;
  const reach = sleeveReach[shape];
  const steps = 5;
  const points: Point[] = [];
  const widths: number[] = [];
  for (let index = 0; index <= steps; index += 1) {
    const t = (reach * index) / steps;
    points.push(armPoint(arm, t));
    const armWidth = t < 0.53 ? 0.3 - 0.12 * (t / 0.53) : 0.18 - 0.06 * ((t - 0.53) / 0.47);
    let width = armWidth * h * thick + 0.04 * h;
    const along = index / steps;
    if (shape === "bell") width += along * along * 0.5 * h;
    width += along * flare;
    if (shape === "puff") width += Math.sin(Math.PI * Math.min(along * 1.1, 1)) * 0.16 * h;
    if (shape === "bishop") width += Math.sin(Math.PI * along * 0.85) * 0.2 * h;
    widths.push(width);
  }
  // Like the arm, the sleeve head starts just inside and below the shoulder point, so its
  // rounded top follows the shoulder line instead of standing proud of it.
  const first = points[0] as Point;
  points[0] = [first[0] - arm.side * 0.03 * h, first[1] + 0.03 * h];
  return taperedStroke(points, widths, { end: "flat" });
}

export interface SkirtSpec {
  /** Waist (or hip) line where the skirt starts, and its half width there. */
  topY: number;
  topHalf: number;
  /** Side profile below the top: [y, half width] pairs, the last one is the hem corner. */
  profile: readonly (readonly [number, number])[];
  /** How far the hem's centre bows down towards the viewer. */
  dip: number;
  scallops: number;
  ripple: number;
  /** Extra length swept out to one side, for trains and asymmetric hems. */
  sweep?: number;
  sweepSide?: Side;
}

export interface SkirtShape {
  d: string;
  top: Point[];
  hem: Point[];
}

export function skirtShape(body: Body, spec: SkirtSpec): SkirtShape {
  const topCentre = centreAt(body, spec.topY);
  const sideAt = (side: Side): Point[] => [
    [topCentre + side * spec.topHalf, spec.topY],
    ...spec.profile.map(([y, half]): Point => [centreAt(body, y) + side * half, y]),
  ];
  const left = sideAt(-1);
  const right = sideAt(1);
  const sweepSide = spec.sweepSide ?? 1;
  const sweep = spec.sweep ?? 0;
  const lastLeft = left[left.length - 1] as Point;
  const lastRight = right[right.length - 1] as Point;
  if (sweep !== 0) {
    const corner = sweepSide === 1 ? lastRight : lastLeft;
    const swept: Point = [corner[0] + sweepSide * sweep * 0.35, corner[1] + sweep];
    if (sweepSide === 1) right[right.length - 1] = swept;
    else left[left.length - 1] = swept;
  }
  const hem = hemPoints(
    left[left.length - 1] as Point,
    right[right.length - 1] as Point,
    spec.dip,
    spec.scallops,
    spec.ripple,
  );
  const data = new PathData()
    .move(left[0] as Point)
    .smooth(left.slice(1), 0.85)
    .smooth(hem.slice(1), 1);
  data.smooth([...right].reverse().slice(1), 0.85).close();
  const top = sides.map((side) => [topCentre + side * spec.topHalf, spec.topY] as Point);
  return {
    d: data.toString(),
    top: [top[0] as Point, [topCentre, spec.topY], top[1] as Point],
    hem,
  };
}

/** A wide or tapered trouser leg from the hip to the floor, following each leg's line. */
export function trouserLegPath(body: Body, side: Side, hemHalf: number, topY: number, spread = 0): string {
  const h = body.unit;
  const leg = body.legs[side === -1 ? 0 : 1];
  const hipOuter = edgeAt(body, side, topY, 2);
  const crotch: Point = [centreAt(body, body.crotchY) + side * 0.02 * h, body.crotchY + 0.05 * h];
  const hemCentre: Point = [leg.ankle[0] + side * spread, body.floorY - 0.08 * h];
  const outerHem: Point = [hemCentre[0] + side * hemHalf, hemCentre[1]];
  const innerHem: Point = [hemCentre[0] - side * hemHalf * 0.95, hemCentre[1]];
  const knee = leg.knee;
  const outerKnee: Point = [knee[0] + side * Math.max(hemHalf * 0.85, 0.2 * h), knee[1]];
  const innerKnee: Point = [knee[0] - side * Math.max(hemHalf * 0.75, 0.17 * h), knee[1]];
  return new PathData()
    .move([centreAt(body, topY), topY])
    .line(hipOuter)
    .smooth([edgeAt(body, side, body.hip.centre[1], 3), outerKnee, outerHem], 0.8)
    .quad([hemCentre[0], hemCentre[1] + 0.06 * h], innerHem)
    .smooth([innerKnee, crotch], 0.8)
    .close()
    .toString();
}

export interface BowPieces {
  tails: [string, string];
  loops: [string, string];
  knot: string;
}

/** A soft bow: two loops, two trailing tails and the knot, as separate pieces of cloth. */
export function bowPieces(centre: Point, size: number, tailLength: number, lean: number): BowPieces {
  const [x, y] = centre;
  const loop = (side: number): string =>
    smoothClosed([
      [x, y],
      [x + side * size * 0.6, y - size * 0.45],
      [x + side * size * 1.05, y - size * 0.2],
      [x + side * size * 0.95, y + size * 0.3],
      [x + side * size * 0.4, y + size * 0.15],
    ]);
  const tail = (side: number): string =>
    taperedStroke(
      [
        [x + side * size * 0.1, y + size * 0.1],
        [x + side * size * 0.35 + lean * 0.2 * tailLength, y + tailLength * 0.5],
        [x + side * size * 0.45 + lean * 0.35 * tailLength, y + tailLength],
      ],
      [size * 0.35, size * 0.42, size * 0.5],
      { end: "flat" },
    );
  const knot = smoothClosed([
    [x - size * 0.2, y - size * 0.15],
    [x + size * 0.2, y - size * 0.15],
    [x + size * 0.22, y + size * 0.2],
    [x - size * 0.22, y + size * 0.2],
  ]);
  return { tails: [tail(-1), tail(1)], loops: [loop(-1), loop(1)], knot };
}
