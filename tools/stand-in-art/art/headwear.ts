/**
 * Hair and headwear: a sleek top-knot bun, a bridal veil, close-cropped hair, the men's fila
 * cap and the gele, the sculpted Yoruba headwrap whose pleated fan crowns a formal look.
 */
import type { DrawContext } from "./context";
import type { Body } from "./figure";
import { headRotation } from "./figure";
import { hairColour, shade, tint } from "./palette";
import type { Point } from "./svg";
import { boxGradient, el, group, PathData, polar, smoothClosed } from "./svg";

export type HeadwearKind = "bun" | "veil" | "crop" | "fila" | "gele";

export interface Headwear {
  kind: HeadwearKind;
  /** Fill for gele, fila or veil: a colour or a pattern url. */
  fill?: string;
  /** Base colour used for shading the fill. */
  colour?: string;
}

export interface HeadwearLayers {
  /** Drawn before the body: veils falling behind the figure. */
  behind: string;
  /** Drawn over the head. */
  front: string;
}

function hairCap(body: Body, hairline: number): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  if (body.view === "back") {
    // From behind the hair covers the skull, ending in a soft curve at the nape.
    return smoothClosed(
      [
        [x - rx * 1.05, y],
        [x - rx * 0.98, y - ry * 0.62],
        [x, y - ry * 1.06],
        [x + rx * 0.98, y - ry * 0.62],
        [x + rx * 1.05, y],
        [x + rx * 0.8, y + ry * 0.55],
        [x, y + ry * 0.46],
        [x - rx * 0.8, y + ry * 0.55],
      ],
      0.9,
    );
  }
  const lowest = y + ry * 0.1;
  return new PathData()
    .move([x - rx * 1.03, lowest])
    .curve([x - rx * 1.12, y - ry * 0.9], [x - rx * 0.5, y - ry * 1.12], [x, y - ry * 1.1])
    .curve([x + rx * 0.6, y - ry * 1.12], [x + rx * 1.12, y - ry * 0.9], [x + rx * 1.03, lowest])
    .quad([x + rx * 0.75, y - ry * hairline], [x + rx * 0.1, y - ry * (hairline + 0.05)])
    .quad([x - rx * 0.7, y - ry * (hairline - 0.15)], [x - rx * 1.03, lowest])
    .close()
    .toString();
}

function hairSheen(body: Body, towardsBun = false): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  const sheen = (d: string): string =>
    el("path", {
      d,
      fill: "none",
      stroke: "#fff",
      "stroke-opacity": 0.2,
      "stroke-width": 4,
      "stroke-linecap": "round",
    });
  if (body.view === "back") {
    if (!towardsBun) return "";
    // Hair drawn up towards the crown: strands converge on the bun.
    return group(
      {},
      ...[-0.6, -0.2, 0.25, 0.65].map((t) =>
        sheen(
          new PathData()
            .move([x + t * rx, y + ry * 0.38])
            .quad([x + t * rx * 0.9, y - ry * 0.4], [x + t * rx * 0.25, y - ry * 0.95])
            .toString(),
        ),
      ),
    );
  }
  return sheen(
    new PathData()
      .move([x - rx * 0.7, y - ry * 0.6])
      .quad([x - rx * 0.45, y - ry * 1.0], [x + rx * 0.1, y - ry * 1.02])
      .toString(),
  );
}

function bun(body: Body): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  const centre: Point = [x + rx * 0.15, y - ry * 1.12];
  return group(
    {},
    el("ellipse", { cx: centre[0], cy: centre[1], rx: rx * 0.58, ry: rx * 0.48, fill: hairColour }),
    el("path", {
      d: new PathData()
        .move([centre[0] - rx * 0.4, centre[1] - rx * 0.1])
        .quad([centre[0], centre[1] - rx * 0.5], [centre[0] + rx * 0.35, centre[1] - rx * 0.15])
        .toString(),
      fill: "none",
      stroke: "#fff",
      "stroke-opacity": 0.2,
      "stroke-width": 3.5,
      "stroke-linecap": "round",
    }),
  );
}

function sleekHair(body: Body, withBun: boolean): string {
  return group(
    {},
    withBun ? bun(body) : "",
    el("path", { d: hairCap(body, 0.5), fill: hairColour }),
    hairSheen(body, withBun),
  );
}

function croppedHair(body: Body): string {
  return group({}, el("path", { d: hairCap(body, 0.58), fill: hairColour }), hairSheen(body));
}

/** A cathedral veil from a comb at the crown, sheer enough to show the gown through it. */
function veil(ctx: DrawContext, body: Body, colour: string): HeadwearLayers {
  const h = body.unit;
  const [x, y] = body.head.centre;
  const comb: Point = [x, y - body.head.ry * 0.9];
  const spread = 2.1 * h;
  const outline = new PathData()
    .move([comb[0] - 0.3 * h, comb[1]])
    .curve(
      [x - 0.9 * h, y + 1.2 * h],
      [x - spread, body.floorY - 3 * h],
      [x - spread - 0.2 * h, body.floorY + 0.1 * h],
    )
    .quad([x, body.floorY + 0.35 * h], [x + spread + 0.2 * h, body.floorY + 0.1 * h])
    .curve([x + spread, body.floorY - 3 * h], [x + 0.9 * h, y + 1.2 * h], [comb[0] + 0.3 * h, comb[1]])
    .close()
    .toString();
  const fill = boxGradient(
    ctx.defs,
    [0, 0],
    [0, 1],
    [
      { offset: 0, color: colour, opacity: 0.55 },
      { offset: 1, color: colour, opacity: 0.3 },
    ],
  );
  const edge = el("path", {
    d: outline,
    fill: "none",
    stroke: tint(colour, 0.2),
    "stroke-width": 2.5,
    "stroke-dasharray": "0 9",
    "stroke-linecap": "round",
    "stroke-opacity": 0.9,
  });
  const sheet = group({}, el("path", { d: outline, fill }), edge);
  const combMark = el("path", {
    d: new PathData()
      .move([comb[0] - 0.3 * h, comb[1] + 0.02 * h])
      .quad([comb[0], comb[1] - 0.12 * h], [comb[0] + 0.3 * h, comb[1] + 0.02 * h])
      .toString(),
    fill: "none",
    stroke: tint(colour, 0.4),
    "stroke-width": 6,
    "stroke-linecap": "round",
    "stroke-dasharray": "0 10",
  });
  return body.view === "front"
    ? { behind: sheet, front: group({}, sleekHair(body, true), combMark) }
    : { behind: "", front: group({}, sleekHair(body, true), combMark, sheet) };
}

/** The fila: a soft, tall cap folded over to one side, worn with agbada and senator suits. */
function fila(ctx: DrawContext, body: Body, fill: string, colour: string): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  const outline = new PathData()
    .move([x - rx * 1.06, y - ry * 0.28])
    .curve([x - rx * 1.15, y - ry * 0.95], [x - rx * 0.85, y - ry * 1.38], [x - rx * 0.1, y - ry * 1.42])
    .curve([x + rx * 0.8, y - ry * 1.46], [x + rx * 1.75, y - ry * 1.2], [x + rx * 1.9, y - ry * 0.78])
    .quad([x + rx * 1.35, y - ry * 0.78], [x + rx * 1.06, y - ry * 0.3])
    .quad([x, y - ry * 0.52], [x - rx * 1.06, y - ry * 0.28])
    .close()
    .toString();
  const shadow = boxGradient(
    ctx.defs,
    [0, 0],
    [1, 0.3],
    [
      { offset: 0, color: "#fff", opacity: 0.14 },
      { offset: 0.5, color: "#000", opacity: 0 },
      { offset: 1, color: "#000", opacity: 0.3 },
    ],
  );
  const fold = new PathData()
    .move([x - rx * 0.3, y - ry * 1.38])
    .quad([x + rx * 0.6, y - ry * 1.0], [x + rx * 1.85, y - ry * 0.82])
    .toString();
  return group(
    {},
    croppedHair(body),
    el("path", { d: outline, fill }),
    el("path", { d: outline, fill: shadow, stroke: shade(colour, 0.4), "stroke-width": 1.5 }),
    el("path", {
      d: fold,
      fill: "none",
      stroke: shade(colour, 0.45),
      "stroke-width": 3,
      "stroke-linecap": "round",
      "stroke-opacity": 0.6,
    }),
  );
}

/**
 * One pleated fan of a gele: wedges of stiff cloth radiating from a point, alternately lit and
 * shadowed like folded paper, with a softly scalloped outer edge.
 */
function pleatedFan(
  ctx: DrawContext,
  centre: Point,
  radius: number,
  fromAngle: number,
  toAngle: number,
  wedges: number,
  fill: string,
  colour: string,
): string {
  const parts: string[] = [];
  const step = (toAngle - fromAngle) / wedges;
  const outline = new PathData().move(centre);
  for (let index = 0; index < wedges; index += 1) {
    const a0 = fromAngle + step * index;
    const a1 = a0 + step;
    // Tallest in the middle; each pleat ends in a crisp point where two folds meet.
    const r0 = radius * (0.7 + 0.3 * Math.sin((index / wedges) * Math.PI));
    const r1 = radius * (0.7 + 0.3 * Math.sin(((index + 1) / wedges) * Math.PI));
    const p0 = polar(centre, r0, a0);
    const p1 = polar(centre, r1, a1);
    const bulge = polar(centre, ((r0 + r1) / 2) * 0.96, (a0 + a1) / 2);
    if (index === 0) outline.line(p0);
    outline.quad(bulge, p1);
    const wedge = new PathData().move(centre).line(p0).quad(bulge, p1).close().toString();
    const lit = index % 2 === 0;
    parts.push(
      el("path", {
        d: wedge,
        fill: lit ? "#fff" : "#000",
        "fill-opacity": lit ? 0.1 + 0.06 * Math.sin(index) : 0.16,
      }),
    );
  }
  const shape = outline.close().toString();
  const depth = radialShade(ctx, centre, radius);
  return group(
    {},
    el("path", { d: shape, fill }),
    ...parts,
    el("path", {
      d: shape,
      fill: depth,
      stroke: shade(colour, 0.35),
      "stroke-width": 1.5,
      "stroke-linejoin": "round",
    }),
  );
}

/** Darkens cloth towards the pinch point of a fan, where the folds bunch together. */
function radialShade(ctx: DrawContext, centre: Point, radius: number): string {
  const id = ctx.defs.id("fan");
  ctx.defs.add(
    el(
      "radialGradient",
      { id, gradientUnits: "userSpaceOnUse", cx: centre[0], cy: centre[1], r: radius },
      el("stop", { offset: 0.15, "stop-color": "#000", "stop-opacity": 0.35 }),
      el("stop", { offset: 0.6, "stop-color": "#000", "stop-opacity": 0.05 }),
      el("stop", { offset: 1, "stop-color": "#fff", "stop-opacity": 0.08 }),
    ),
  );
  return `url(#${id})`;
}

/**
 * The gele: stiff cloth wrapped close around the head, then pleated into two fans that rise
 * above it, a tall one behind and a smaller one sweeping the other way in front.
 */
function gele(ctx: DrawContext, body: Body, fill: string, colour: string): string {
  const [x, y] = body.head.centre;
  const { rx, ry } = body.head;
  const lean = ctx.rng() < 0.5 ? -1 : 1;
  const backFan = pleatedFan(
    ctx,
    [x + lean * rx * 0.3, y - ry * 0.6],
    ry * 1.9,
    190 + lean * 18,
    350 + lean * 18,
    10,
    fill,
    colour,
  );
  const frontFan = pleatedFan(
    ctx,
    [x - lean * rx * 0.25, y - ry * 0.62],
    ry * 1.1,
    195 - lean * 28,
    315 - lean * 28,
    7,
    fill,
    colour,
  );
  // From the front the wrap sits above the brow; from behind it cups the head down to the nape.
  const back = body.view === "back";
  const wrap = smoothClosed(
    [
      [x - rx * 1.14, y - ry * 0.02],
      [x - rx * 1.12, y - ry * 0.7],
      [x - rx * 0.4, y - ry * 1.08],
      [x + rx * 0.5, y - ry * 1.05],
      [x + rx * 1.12, y - ry * 0.7],
      [x + rx * 1.14, y - ry * 0.02],
      back ? [x + rx * 0.7, y + ry * 0.42] : [x + rx * 0.3, y - ry * 0.36],
      back ? [x - rx * 0.6, y + ry * 0.45] : [x - rx * 0.5, y - ry * 0.3],
    ],
    0.9,
  );
  const wrapShade = boxGradient(
    ctx.defs,
    [0, 0],
    [1, 0.2],
    [
      { offset: 0, color: "#fff", opacity: 0.12 },
      { offset: 0.5, color: "#000", opacity: 0.03 },
      { offset: 1, color: "#000", opacity: 0.3 },
    ],
  );
  // Diagonal tucks where the wrap crosses itself over the forehead.
  const tucks = [0.5, 0.72, 0.92].map((level) =>
    el("path", {
      d: new PathData()
        .move([x - lean * rx * 1.05, y - ry * (level - 0.35)])
        .quad([x, y - ry * (level + 0.05)], [x + lean * rx * 1.0, y - ry * (level + 0.15)])
        .toString(),
      fill: "none",
      stroke: shade(colour, 0.4),
      "stroke-width": 1.8,
      "stroke-opacity": 0.55,
    }),
  );
  return group(
    {},
    croppedHair(body),
    backFan,
    frontFan,
    el("path", { d: wrap, fill }),
    el("path", { d: wrap, fill: wrapShade, stroke: shade(colour, 0.35), "stroke-width": 1.4 }),
    ...tucks,
  );
}

export function drawHeadwear(ctx: DrawContext, body: Body, headwear: Headwear): HeadwearLayers {
  const colour = headwear.colour ?? hairColour;
  const fill = headwear.fill ?? colour;
  const rotate = (markup: string): string => group({ transform: headRotation(body) }, markup);
  switch (headwear.kind) {
    case "bun":
      return { behind: "", front: rotate(sleekHair(body, true)) };
    case "crop":
      return { behind: "", front: rotate(croppedHair(body)) };
    case "veil": {
      const layers = veil(ctx, body, colour);
      return { behind: layers.behind, front: rotate(layers.front) };
    }
    case "fila":
      return { behind: "", front: rotate(fila(ctx, body, fill, colour)) };
    case "gele":
      return { behind: "", front: rotate(gele(ctx, body, fill, colour)) };
  }
}
