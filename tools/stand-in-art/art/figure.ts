/**
 * The croquis: an elongated fashion-illustration figure about nine heads tall. `createBody`
 * turns a pose into landmarks (head, shoulders, waist, hips, limbs) that garments are cut
 * against, and the draw functions paint the skin: legs, torso, neck, arms, hands and face.
 */
import type { DrawContext } from "./context";
import type { SkinTone } from "./palette";
import { shade } from "./palette";
import type { Point } from "./svg";
import {
  add,
  boxGradient,
  distance,
  el,
  group,
  lerp,
  num,
  PathData,
  radialGradient,
  scale,
  smoothClosed,
  sub,
  taperedStroke,
  unit,
} from "./svg";

export type Build = "feminine" | "masculine";
/** -1 is the viewer's left, 1 the viewer's right. */
export type Side = -1 | 1;
export type View = "front" | "back";
export type HandPose = "relaxed" | "hip" | "skirt" | "clasp" | "hidden";

export interface PoseSpec {
  /** The leg carrying the weight; hips swing towards it (contrapposto). */
  weight: Side;
  left: HandPose;
  right: HandPose;
  headTilt: number;
}

export interface Band {
  centre: Point;
  half: number;
}

export interface Arm {
  side: Side;
  pose: HandPose;
  shoulder: Point;
  elbow: Point;
  wrist: Point;
  /** Direction the hand points from the wrist. */
  handDirection: Point;
}

export interface Leg {
  side: Side;
  hip: Point;
  knee: Point;
  ankle: Point;
}

export interface Body {
  build: Build;
  view: View;
  /** Head height in pixels: every proportion is a multiple of it. */
  unit: number;
  cx: number;
  top: number;
  head: { centre: Point; rx: number; ry: number; tilt: number };
  neck: { top: Point; base: Point; half: number };
  bust: Band;
  waist: Band;
  hip: Band;
  crotchY: number;
  kneeY: number;
  ankleY: number;
  floorY: number;
  arms: readonly [Arm, Arm];
  legs: readonly [Leg, Leg];
  skin: SkinTone;
}

export interface BodySpec {
  build: Build;
  view: View;
  pose: PoseSpec;
  skin: SkinTone;
}

const headUnit = 140;
const figureTop = 150;
const centreX = 600;

/** A point on a band's outline, `extra` pixels beyond it. */
export function bandEdge(band: Band, side: Side, extra = 0): Point {
  return [band.centre[0] + side * (band.half + extra), band.centre[1]];
}

/** Two-bone reach: where the elbow sits so the hand lands on `target`, bending outward. */
function solveElbow(shoulder: Point, target: Point, upper: number, fore: number, side: Side): Point {
  const reach = Math.min(distance(shoulder, target), (upper + fore) * 0.995);
  const toTarget = unit(sub(target, shoulder));
  const cos = (upper * upper + reach * reach - fore * fore) / (2 * upper * reach);
  const angle = Math.acos(Math.max(-1, Math.min(1, cos)));
  const rotate = (sign: number): Point => {
    const a = angle * sign;
    return [
      shoulder[0] + upper * (toTarget[0] * Math.cos(a) - toTarget[1] * Math.sin(a)),
      shoulder[1] + upper * (toTarget[0] * Math.sin(a) + toTarget[1] * Math.cos(a)),
    ];
  };
  const first = rotate(1);
  const second = rotate(-1);
  return first[0] * side > second[0] * side ? first : second;
}

function handTarget(
  pose: HandPose,
  side: Side,
  parts: { waist: Band; hip: Band; crotchY: number },
  h: number,
): Point {
  switch (pose) {
    case "hip":
      return [parts.waist.centre[0] + side * (parts.waist.half + 0.14 * h), parts.waist.centre[1] + 0.38 * h];
    case "skirt":
      return [parts.hip.centre[0] + side * (parts.hip.half + 0.75 * h), parts.hip.centre[1] + 0.55 * h];
    case "clasp":
      return [parts.waist.centre[0] + side * 0.12 * h, parts.waist.centre[1] + 0.62 * h];
    case "relaxed":
    case "hidden":
      return [parts.hip.centre[0] + side * (parts.hip.half + 0.3 * h), parts.crotchY + 0.08 * h];
  }
}

function handDirection(pose: HandPose, side: Side, forearm: Point): Point {
  switch (pose) {
    case "hip":
      return unit([-side * 0.75, 1]);
    case "skirt":
      return unit([side * 0.25, 1]);
    case "clasp":
      return unit([-side * 0.9, 0.6]);
    case "relaxed":
    case "hidden":
      // Hands fall nearly straight, fingertips turned a touch towards the thigh.
      return unit(add(unit(forearm), [-side * 0.1, 1.2]));
  }
}

export function createBody(spec: BodySpec): Body {
  const h = headUnit;
  const top = figureTop;
  const cx = centreX;
  const masculine = spec.build === "masculine";
  const weight = spec.pose.weight;
  const sway = weight * (masculine ? 0.06 : 0.13) * h;
  const at = (heads: number): number => top + heads * h;

  const head = {
    centre: [cx, at(0.5)] as Point,
    rx: (masculine ? 0.37 : 0.34) * h,
    ry: 0.5 * h,
    tilt: spec.pose.headTilt,
  };
  const neck = {
    top: [cx, at(0.86)] as Point,
    base: [cx, at(1.38)] as Point,
    half: (masculine ? 0.19 : 0.13) * h,
  };
  const bust: Band = { centre: [cx + sway * 0.15, at(2.05)], half: (masculine ? 0.68 : 0.52) * h };
  const waist: Band = { centre: [cx + sway * 0.55, at(2.85)], half: (masculine ? 0.56 : 0.31) * h };
  const hip: Band = { centre: [cx + sway, at(3.45)], half: (masculine ? 0.62 : 0.58) * h };
  const crotchY = at(4.05);
  const kneeY = at(5.95);
  const ankleY = at(8.3);
  const floorY = at(8.62);

  const shoulderHalf = (masculine ? 0.92 : 0.72) * h;
  const upper = 1.42 * h;
  const fore = 1.26 * h;
  const makeArm = (side: Side, pose: HandPose): Arm => {
    // The shoulder over the weight leg drops, the other lifts: the counter-tilt of contrapposto.
    const shoulder: Point = [cx + side * shoulderHalf, at(1.45) + (side === weight ? 0.05 : -0.02) * h];
    const wrist = handTarget(pose, side, { waist, hip, crotchY }, h);
    const elbow = solveElbow(shoulder, wrist, upper, fore, side);
    const reached = add(elbow, scale(unit(sub(wrist, elbow)), fore));
    const finalWrist = distance(shoulder, wrist) >= (upper + fore) * 0.995 ? reached : wrist;
    return {
      side,
      pose,
      shoulder,
      elbow,
      wrist: finalWrist,
      handDirection: handDirection(pose, side, sub(finalWrist, elbow)),
    };
  };
  const makeLeg = (side: Side): Leg => {
    const hipJoint: Point = [hip.centre[0] + side * 0.3 * h, at(3.75)];
    if (side === weight) {
      return {
        side,
        hip: hipJoint,
        knee: [cx + side * 0.16 * h, kneeY],
        ankle: [cx + side * 0.08 * h, ankleY],
      };
    }
    // The free leg relaxes: knee softly bent inward, heel lifted.
    return {
      side,
      hip: hipJoint,
      knee: [cx + side * 0.26 * h, kneeY + 0.06 * h],
      ankle: [cx + side * 0.5 * h, ankleY - 0.1 * h],
    };
  };

  return {
    build: spec.build,
    view: spec.view,
    unit: h,
    cx,
    top,
    head,
    neck,
    bust,
    waist,
    hip,
    crotchY,
    kneeY,
    ankleY,
    floorY,
    arms: [makeArm(-1, spec.pose.left), makeArm(1, spec.pose.right)],
    legs: [makeLeg(-1), makeLeg(1)],
    skin: spec.skin,
  };
}

/** Rounded-cylinder shading shared by every limb: lit from the upper left. */
function limbShading(ctx: DrawContext, skin: SkinTone): string {
  return boxGradient(
    ctx.defs,
    [0, 0],
    [1, 0.15],
    [
      { offset: 0, color: skin.light },
      { offset: 0.4, color: skin.base },
      { offset: 1, color: skin.shade },
    ],
  );
}

function skinOutline(skin: SkinTone): Record<string, string | number> {
  return { stroke: shade(skin.shade, 0.25), "stroke-width": 1.4, "stroke-opacity": 0.55 };
}

/** A shoe for a bare leg: a pointed pump seen from the front, toe angled down. */
function heeledFoot(ctx: DrawContext, leg: Leg, h: number, skin: SkinTone, shoeColour: string): string {
  const toe: Point = [leg.ankle[0] + leg.side * 0.06 * h, leg.ankle[1] + 0.42 * h];
  const mid = lerp(leg.ankle, toe, 0.45);
  const foot = taperedStroke([leg.ankle, mid, toe], [0.1 * h, 0.13 * h, 0.035 * h]);
  const vamp = taperedStroke(
    [lerp(leg.ankle, toe, 0.3), lerp(leg.ankle, toe, 0.62), toe],
    [0.1 * h, 0.13 * h, 0.035 * h],
  );
  return group(
    {},
    el("path", { d: foot, fill: skin.base, ...skinOutline(skin) }),
    el("path", { d: vamp, fill: shoeColour }),
    el("path", {
      d: vamp,
      fill: boxGradient(
        ctx.defs,
        [0, 0],
        [1, 0],
        [
          { offset: 0, color: "#fff", opacity: 0.25 },
          { offset: 0.5, color: "#fff", opacity: 0 },
          { offset: 1, color: "#000", opacity: 0.25 },
        ],
      ),
    }),
  );
}

function legPath(leg: Leg, h: number, build: Build): string {
  const calf = lerp(leg.knee, leg.ankle, 0.28);
  const thighWidth = (build === "masculine" ? 0.46 : 0.42) * h;
  return taperedStroke(
    [leg.hip, lerp(leg.hip, leg.knee, 0.5), leg.knee, [calf[0] + leg.side * 0.015 * h, calf[1]], leg.ankle],
    [thighWidth, 0.3 * h, 0.2 * h, 0.23 * h, 0.1 * h],
  );
}

export function drawLegs(ctx: DrawContext, body: Body, shoeColour: string): string {
  const fill = limbShading(ctx, body.skin);
  const h = body.unit;
  return group(
    {},
    ...body.legs.map((leg) =>
      group(
        {},
        el("path", { d: legPath(leg, h, body.build), fill, ...skinOutline(body.skin) }),
        heeledFoot(ctx, leg, h, body.skin, shoeColour),
      ),
    ),
  );
}

/** Shoes under trousers or a long robe: just the toe caps on the floor. */
export function drawShoes(body: Body, colour: string): string {
  const h = body.unit;
  return group(
    {},
    ...body.legs.map((leg) => {
      const centre: Point = [leg.ankle[0] + leg.side * 0.05 * h, body.floorY - 0.06 * h];
      return group(
        {},
        el("ellipse", { cx: centre[0], cy: centre[1], rx: 0.17 * h, ry: 0.1 * h, fill: colour }),
        el("ellipse", {
          cx: centre[0] - 0.05 * h,
          cy: centre[1] - 0.03 * h,
          rx: 0.06 * h,
          ry: 0.025 * h,
          fill: "#fff",
          "fill-opacity": 0.25,
        }),
      );
    }),
  );
}

/** Shoulders to hips in skin; garments cover most of it, necklines reveal the rest. */
/** Shoulders to hips in skin; garments cover most of it, necklines reveal the rest. */
function torsoPath(body: Body): string {
  const h = body.unit;
  const [left, right] = body.arms;
  // The outline runs over the deltoid and tucks into the armpit, so the arm grows out of the
  // torso instead of hanging from a peg.
  const side = (s: Side, arm: Arm): Point[] => [
    [body.neck.base[0] + s * body.neck.half * 1.05, body.neck.base[1] - 0.12 * h],
    [arm.shoulder[0] - s * 0.16 * h, arm.shoulder[1] - 0.08 * h],
    [arm.shoulder[0] + s * 0.04 * h, arm.shoulder[1] - 0.01 * h],
    [arm.shoulder[0] + s * 0.1 * h, arm.shoulder[1] + 0.12 * h],
    armpit(arm, h),
    [body.bust.centre[0] + s * body.bust.half, body.bust.centre[1] - 0.05 * h],
    bandEdge(body.waist, s),
    bandEdge(body.hip, s),
    [body.hip.centre[0] + s * body.hip.half * 0.7, body.crotchY],
  ];
  const leftSide = side(-1, left);
  const rightSide = side(1, right).reverse();
  return smoothClosed([...leftSide, ...rightSide], 0.8);
}

/** Where the inner line of the arm meets the torso. */
function armpit(arm: Arm, h: number): Point {
  const point = lerp(arm.shoulder, arm.elbow, 0.3);
  return [point[0] - arm.side * 0.1 * h, point[1]];
}

export function drawTorso(ctx: DrawContext, body: Body): string {
  const h = body.unit;
  const fill = boxGradient(
    ctx.defs,
    [0, 0],
    [1, 0],
    [
      { offset: 0, color: body.skin.light },
      { offset: 0.45, color: body.skin.base },
      { offset: 1, color: body.skin.shade },
    ],
  );
  const collar = new PathData()
    .move([body.cx - 0.42 * h, body.neck.base[1] + 0.02 * h])
    .quad(
      [body.cx - 0.2 * h, body.neck.base[1] + 0.1 * h],
      [body.cx - 0.05 * h, body.neck.base[1] + 0.06 * h],
    )
    .move([body.cx + 0.42 * h, body.neck.base[1] + 0.02 * h])
    .quad(
      [body.cx + 0.2 * h, body.neck.base[1] + 0.1 * h],
      [body.cx + 0.05 * h, body.neck.base[1] + 0.06 * h],
    );
  return group(
    {},
    el("path", { d: torsoPath(body), fill, ...skinOutline(body.skin) }),
    body.view === "front"
      ? el("path", {
          d: collar.toString(),
          fill: "none",
          stroke: body.skin.light,
          "stroke-width": 2.2,
          "stroke-linecap": "round",
          "stroke-opacity": 0.7,
        })
      : el("path", {
          d: new PathData()
            .move([body.cx, body.neck.base[1]])
            .quad([body.cx + 0.02 * h, body.bust.centre[1]], [body.cx, body.waist.centre[1]])
            .toString(),
          fill: "none",
          stroke: body.skin.shade,
          "stroke-width": 3,
          "stroke-opacity": 0.5,
        }),
  );
}

export function drawNeck(ctx: DrawContext, body: Body): string {
  const h = body.unit;
  const { top, base, half } = body.neck;
  const d = new PathData()
    .move([top[0] - half * 0.9, top[1] - 0.1 * h])
    .quad([top[0] - half, base[1] - 0.2 * h], [base[0] - half * 1.6, base[1]])
    .line([base[0] + half * 1.6, base[1]])
    .quad([top[0] + half, base[1] - 0.2 * h], [top[0] + half * 0.9, top[1] - 0.1 * h])
    .close()
    .toString();
  const fill = boxGradient(
    ctx.defs,
    [0, 0],
    [1, 0],
    [
      { offset: 0, color: body.skin.base },
      { offset: 0.6, color: body.skin.base },
      { offset: 1, color: body.skin.shade },
    ],
  );
  return group(
    {},
    el("path", { d, fill, ...skinOutline(body.skin) }),
    // The jaw's shadow falls on the throat.
    el("ellipse", {
      cx: top[0] + 0.03 * h,
      cy: top[1] + 0.06 * h,
      rx: half * 1.05,
      ry: 0.12 * h,
      fill: body.skin.shade,
      "fill-opacity": 0.55,
    }),
  );
}

function armPath(arm: Arm, h: number, build: Build): string {
  const thick = build === "masculine" ? 1.3 : 1;
  // The limb starts inside the shoulder so its rounded top reads as the deltoid.
  const root: Point = [arm.shoulder[0] - arm.side * 0.02 * h, arm.shoulder[1] + 0.1 * h];
  return taperedStroke(
    [root, lerp(arm.shoulder, arm.elbow, 0.4), arm.elbow, lerp(arm.elbow, arm.wrist, 0.35), arm.wrist],
    [0.27 * h * thick, 0.24 * h * thick, 0.17 * h * thick, 0.185 * h * thick, 0.12 * h * thick],
  );
}

/** Long, closed fingers and a tucked thumb: the elegant shorthand of fashion drawing. */
function handPath(arm: Arm, h: number, build: Build): string {
  const size = build === "masculine" ? 1.15 : 1;
  // A hand resting on the hip is foreshortened: the fingers curl round out of sight.
  const length = (arm.pose === "hip" ? 0.5 : 0.7) * h * size;
  const direction = arm.handDirection;
  const curl = unit(add(direction, [-arm.side * 0.18, 0]));
  const palm = add(arm.wrist, scale(direction, length * 0.35));
  const knuckle = add(palm, scale(curl, length * 0.3));
  const tip = add(knuckle, scale(unit(add(curl, [-arm.side * 0.15, 0])), length * 0.35));
  const hand = taperedStroke(
    [arm.wrist, palm, knuckle, tip],
    [0.11 * h * size, 0.15 * h * size, 0.11 * h * size, 0.045 * h * size],
  );
  const thumbBase = add(arm.wrist, scale(direction, length * 0.2));
  const thumbTip = add(thumbBase, scale(unit(add(direction, [-arm.side * 0.8, 0.1])), length * 0.38));
  const thumb = taperedStroke(
    [thumbBase, lerp(thumbBase, thumbTip, 0.5), thumbTip],
    [0.07 * h * size, 0.055 * h * size, 0.035 * h * size],
  );
  return `${hand}${thumb}`;
}

/** Two fine creases from knuckles to fingertips, so a hand reads as fingers held together. */
function fingerLines(arm: Arm, h: number, build: Build): string {
  const size = build === "masculine" ? 1.15 : 1;
  const length = (arm.pose === "hip" ? 0.5 : 0.7) * h * size;
  const direction = arm.handDirection;
  const curl = unit(add(direction, [-arm.side * 0.18, 0]));
  const palm = add(arm.wrist, scale(direction, length * 0.35));
  const knuckle = add(palm, scale(curl, length * 0.3));
  const tip = add(knuckle, scale(unit(add(curl, [-arm.side * 0.15, 0])), length * 0.3));
  const side: Point = [-curl[1], curl[0]];
  return [-0.022, 0.022]
    .map((offset) => {
      const from = add(lerp(palm, knuckle, 0.55), scale(side, offset * h * size));
      const to = add(tip, scale(side, offset * h * size * 0.4));
      return new PathData().move(from).line(to).toString();
    })
    .join("");
}

export function drawArms(
  ctx: DrawContext,
  body: Body,
  options: { arms?: boolean; hands?: boolean } = {},
): string {
  const fill = limbShading(ctx, body.skin);
  const h = body.unit;
  return group(
    {},
    ...body.arms
      .filter((arm) => arm.pose !== "hidden")
      .map((arm) =>
        group(
          {},
          // No outline on the arm: it has to melt into the shoulder it overlaps.
          options.arms === false ? "" : el("path", { d: armPath(arm, h, body.build), fill }),
          options.hands === false
            ? ""
            : el("path", {
                d: handPath(arm, h, body.build),
                fill: body.skin.base,
                ...skinOutline(body.skin),
              }),
          options.hands === false
            ? ""
            : el("path", {
                d: fingerLines(arm, h, body.build),
                fill: "none",
                stroke: body.skin.shade,
                "stroke-width": 1.3,
                "stroke-linecap": "round",
                "stroke-opacity": 0.8,
              }),
        ),
      ),
  );
}

function headPath(body: Body): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  const jaw = body.build === "masculine" ? 0.7 : 0.55;
  return smoothClosed(
    [
      [x, y - ry],
      [x + rx * 0.92, y - ry * 0.45],
      [x + rx, y + ry * 0.1],
      [x + rx * jaw, y + ry * 0.78],
      [x, y + ry],
      [x - rx * jaw, y + ry * 0.78],
      [x - rx, y + ry * 0.1],
      [x - rx * 0.92, y - ry * 0.45],
    ],
    0.95,
  );
}

/** A serene, closed-eyed face: enough to read as a person, quiet enough to leave the garment the star. */
function faceFeatures(body: Body): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  const ink = shade(body.skin.shade, 0.55);
  const features: string[] = [];
  for (const side of [-1, 1] as const) {
    const outer: Point = [x + side * 0.6 * rx, y + 0.06 * ry];
    const inner: Point = [x + side * 0.16 * rx, y + 0.08 * ry];
    features.push(
      el("path", {
        d: new PathData()
          .move(outer)
          .quad([x + side * 0.38 * rx, y + 0.2 * ry], inner)
          .toString(),
        fill: "none",
        stroke: ink,
        "stroke-width": 2.6,
        "stroke-linecap": "round",
      }),
      el("path", {
        d: new PathData()
          .move([x + side * 0.68 * rx, y - 0.1 * ry])
          .quad([x + side * 0.42 * rx, y - 0.24 * ry], [x + side * 0.14 * rx, y - 0.13 * ry])
          .toString(),
        fill: "none",
        stroke: ink,
        "stroke-width": 2.2,
        "stroke-linecap": "round",
        "stroke-opacity": 0.85,
      }),
    );
  }
  features.push(
    el("path", {
      d: new PathData()
        .move([x + 0.05 * rx, y + 0.22 * ry])
        .quad([x + 0.16 * rx, y + 0.42 * ry], [x - 0.04 * rx, y + 0.44 * ry])
        .toString(),
      fill: "none",
      stroke: body.skin.shade,
      "stroke-width": 2.4,
      "stroke-linecap": "round",
    }),
  );
  if (body.build === "feminine") {
    const lipY = y + 0.63 * ry;
    const lips = new PathData()
      .move([x - 0.26 * rx, lipY])
      .quad([x - 0.12 * rx, lipY - 0.1 * ry], [x, lipY - 0.05 * ry])
      .quad([x + 0.12 * rx, lipY - 0.1 * ry], [x + 0.26 * rx, lipY])
      .quad([x, lipY + 0.16 * ry], [x - 0.26 * rx, lipY])
      .close();
    features.push(
      el("path", { d: lips.toString(), fill: "#6d2a2c" }),
      el("path", {
        d: new PathData()
          .move([x - 0.24 * rx, lipY])
          .quad([x, lipY + 0.02 * ry], [x + 0.24 * rx, lipY])
          .toString(),
        fill: "none",
        stroke: "#3b1518",
        "stroke-width": 1.6,
      }),
      el("ellipse", {
        cx: x - 0.08 * rx,
        cy: lipY + 0.06 * ry,
        rx: 0.07 * rx,
        ry: 0.025 * ry,
        fill: "#fff",
        "fill-opacity": 0.25,
      }),
    );
  } else {
    const lipY = y + 0.64 * ry;
    features.push(
      el("path", {
        d: new PathData()
          .move([x - 0.24 * rx, lipY])
          .quad([x, lipY + 0.05 * ry], [x + 0.24 * rx, lipY])
          .toString(),
        fill: "none",
        stroke: "#3b1c16",
        "stroke-width": 2.4,
        "stroke-linecap": "round",
      }),
    );
  }
  return features.join("");
}

export function headRotation(body: Body): string {
  return `rotate(${num(body.head.tilt)} ${num(body.neck.top[0])} ${num(body.neck.top[1])})`;
}

export function drawHead(ctx: DrawContext, body: Body, options: { earrings?: string } = {}): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  const fill = radialGradient(ctx.defs, [x - rx * 0.35, y - ry * 0.1], rx * 1.5, [
    { offset: 0, color: body.skin.light },
    { offset: 0.55, color: body.skin.base },
    { offset: 1, color: body.skin.shade },
  ]);
  const ears = ([-1, 1] as const).map((side) =>
    el("ellipse", {
      cx: x + side * rx * 0.97,
      cy: y + ry * 0.08,
      rx: rx * 0.14,
      ry: ry * 0.2,
      fill: body.skin.base,
      ...skinOutline(body.skin),
    }),
  );
  const earrings = options.earrings
    ? ([-1, 1] as const).map((side) => {
        const top: Point = [x + side * rx * 0.98, y + ry * 0.3];
        return group(
          {},
          el("circle", { cx: top[0], cy: top[1], r: 0.035 * body.unit, fill: options.earrings }),
          el("path", {
            d: new PathData()
              .move([top[0], top[1] + 0.03 * body.unit])
              .quad(
                [top[0] - 0.05 * body.unit, top[1] + 0.16 * body.unit],
                [top[0], top[1] + 0.2 * body.unit],
              )
              .quad(
                [top[0] + 0.05 * body.unit, top[1] + 0.16 * body.unit],
                [top[0], top[1] + 0.03 * body.unit],
              )
              .toString(),
            fill: options.earrings,
          }),
        );
      })
    : [];
  return group(
    { transform: headRotation(body) },
    ...ears,
    el("path", { d: headPath(body), fill, ...skinOutline(body.skin) }),
    body.view === "front" ? faceFeatures(body) : "",
    ...earrings,
  );
}
