/**
 * Studio-story illustrations for the About page: the indigo dye pot, embroidery in the hoop,
 * aso-oke bolts on the shelves, a gown taking shape on the dress form, the tailor's tools,
 * and offcuts turned into trims. Same palette and finish as the lookbook, no figures.
 */
import { finish } from "./backdrops";
import type { Fabric } from "./cloth";
import { drawCloth, folds, patterned, smoothLine, solid, stitchLine, turned } from "./cloth";
import type { DrawContext } from "./context";
import { stitchedRing } from "./embellish";
import type { PatternSpec } from "./patterns";
import { patternFill } from "./patterns";
import { palette, shade, tint } from "./palette";
import { between, wobble } from "./random";
import { canvas } from "./render";
import type { Point } from "./svg";
import {
  boxGradient,
  el,
  group,
  linearGradient,
  PathData,
  polar,
  radialGradient,
  smoothClosed,
  taperedStroke,
} from "./svg";

const { width, height } = canvas;
const p = palette;

export type StudioScene =
  "dye-pot" | "embroidery-hoop" | "aso-oke-shelves" | "dress-form" | "tailors-tools" | "offcut-trims";

function wallAndFloor(ctx: DrawContext, wall: string, floor: string, horizon: number): string {
  const wallShade = linearGradient(
    ctx.defs,
    [0, 0],
    [0, horizon],
    [
      { offset: 0, color: shade(wall, 0.12) },
      { offset: 1, color: tint(wall, 0.1) },
    ],
  );
  return group(
    {},
    el("rect", { x: 0, y: 0, width, height: horizon, fill: wallShade }),
    el("rect", { x: 0, y: horizon, width, height: height - horizon, fill: floor }),
    el("rect", { x: 0, y: horizon, width, height: 10, fill: "#000", "fill-opacity": 0.12 }),
  );
}

/** A cloth pegged to a line, its lower edge rippling. */
function hangingCloth(
  ctx: DrawContext,
  left: number,
  right: number,
  top: number,
  bottom: number,
  fabric: Fabric,
): string {
  const points: Point[] = [];
  const steps = 6;
  for (let index = 0; index <= steps; index += 1) {
    const x = right - ((right - left) * index) / steps;
    points.push([x, bottom + (index % 2 === 0 ? 0 : 22) + wobble(ctx.rng, 8)]);
  }
  const d = new PathData().move([left, top]).line([right, top]).smooth(points, 1).close().toString();
  const pegs = [left + 20, right - 20].map((x) =>
    el("rect", {
      x: x - 8,
      y: top - 22,
      width: 16,
      height: 44,
      rx: 4,
      fill: p.sand,
      stroke: shade(p.sand, 0.3),
      "stroke-width": 1.5,
    }),
  );
  return group(
    {},
    el("path", { d, fill: "#000", "fill-opacity": 0.16, transform: "translate(14 18)" }),
    drawCloth(ctx, d, fabric, {
      inside: folds(
        ctx,
        fabric,
        [
          [left, top],
          [right, top],
        ],
        points.slice().reverse(),
        5,
        40,
      ),
    }),
    ...pegs,
  );
}

function dyePot(ctx: DrawContext): string {
  const adire = (spec: PatternSpec): Fabric => patterned(ctx, p.indigo, spec, 0.2);
  const line = new PathData()
    .move([-20, 170])
    .quad([600, 215], [width + 20, 170])
    .toString();
  const cloths = [
    hangingCloth(
      ctx,
      40,
      380,
      185,
      640,
      adire({ kind: "oniko", ground: p.indigo, ink: p.ivory, scale: 0.6 }),
    ),
    hangingCloth(
      ctx,
      430,
      770,
      200,
      700,
      adire({ kind: "adire-grid", ground: p.indigoDeep, ink: p.indigoMist, scale: 0.7 }),
    ),
    hangingCloth(
      ctx,
      820,
      1160,
      188,
      620,
      adire({ kind: "adire-stripes", ground: p.indigoMid, ink: p.ivory, scale: 0.8 }),
    ),
  ];
  // A round-bellied pot with a narrower mouth, as dye pots are, to keep the vat warm.
  const potBody = smoothClosed([
    [370, 905],
    [250, 1010],
    [215, 1160],
    [330, 1340],
    [600, 1400],
    [870, 1340],
    [985, 1160],
    [950, 1010],
    [830, 905],
  ]);
  const potFill = radialGradient(ctx.defs, [500, 1060], 520, [
    { offset: 0, color: tint(p.terracotta, 0.2) },
    { offset: 0.6, color: p.terracotta },
    { offset: 1, color: p.terracottaDeep },
  ]);
  const vat = radialGradient(
    ctx.defs,
    [600, 905],
    250,
    [
      { offset: 0, color: "#3a2f5e" },
      { offset: 0.35, color: p.indigoDeep },
      { offset: 1, color: p.indigoNight },
    ],
    0.22,
  );
  // The coppery froth that floats on a healthy indigo vat, the dyers' "flower".
  const froth = [0, 1, 2, 3, 4, 5].map((index) =>
    el("ellipse", {
      cx: 540 + index * 22 + wobble(ctx.rng, 10),
      cy: 900 + wobble(ctx.rng, 10),
      rx: between(ctx.rng, 26, 44),
      ry: between(ctx.rng, 8, 14),
      fill: "#6d5a86",
      "fill-opacity": 0.55,
    }),
  );
  const clothPath = taperedStroke(
    [
      [650, 895],
      [690, 820],
      [760, 795],
      [840, 870],
      [900, 1040],
      [930, 1200],
    ],
    [90, 120, 130, 140, 150, 160],
    { start: "flat", end: "flat" },
  );
  const drips = [0, 1, 2, 3].map((index) => {
    const x = 840 + index * 34 + wobble(ctx.rng, 6);
    const y = 1290 + index * 18;
    return el("path", {
      d: new PathData()
        .move([x, y])
        .quad([x - 9, y + 22], [x, y + 28])
        .quad([x + 9, y + 22], [x, y])
        .toString(),
      fill: p.indigoMid,
      "fill-opacity": 0.9,
    });
  });
  const dripCloth = patterned(
    ctx,
    p.indigo,
    { kind: "oniko", ground: p.indigoMid, ink: p.indigoMist, scale: 0.5 },
    0.5,
  );
  return group(
    {},
    wallAndFloor(ctx, p.sandLight, shade(p.sand, 0.15), 1000),
    el("path", { d: line, fill: "none", stroke: p.ink, "stroke-width": 3 }),
    ...cloths,
    el("ellipse", { cx: 600, cy: 1390, rx: 440, ry: 50, fill: "#000", "fill-opacity": 0.25 }),
    el("path", { d: potBody, fill: potFill }),
    el("path", { d: potBody, fill: "none", stroke: p.terracottaDeep, "stroke-width": 2 }),
    ...[1080, 1170].map((y) =>
      stitchLine(
        [
          [245, y - 20],
          [600, y + 34],
          [955, y - 20],
        ],
        tint(p.terracotta, 0.35),
        4,
        14,
      ),
    ),
    el("ellipse", { cx: 600, cy: 905, rx: 260, ry: 64, fill: p.terracottaDeep }),
    el("ellipse", { cx: 600, cy: 900, rx: 232, ry: 50, fill: vat }),
    ...froth,
    drawCloth(ctx, clothPath, dripCloth, {}),
    ...drips,
    el("ellipse", {
      cx: 600,
      cy: 905,
      rx: 260,
      ry: 64,
      fill: "none",
      stroke: tint(p.terracotta, 0.25),
      "stroke-width": 10,
    }),
  );
}

function needle(from: Point, to: Point): string {
  return group(
    {},
    el("path", {
      d: taperedStroke([from, to], [9, 2], { start: "round", end: "round" }),
      fill: "#c9ccd6",
    }),
    el("path", {
      d: taperedStroke([from, to], [3, 1]),
      fill: "#fff",
      "fill-opacity": 0.6,
      transform: "translate(-2 -2)",
    }),
    el("ellipse", {
      cx: from[0] + (to[0] - from[0]) * 0.03,
      cy: from[1] + (to[1] - from[1]) * 0.03,
      rx: 4,
      ry: 1.6,
      fill: p.ink,
      transform: `rotate(${(Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI} ${from[0] + (to[0] - from[0]) * 0.03} ${from[1] + (to[1] - from[1]) * 0.03})`,
    }),
  );
}

function spool(centre: Point, threadColour: string, angle: number): string {
  const [x, y] = centre;
  const windings = [-36, -18, 0, 18, 36].map((dy) =>
    el("path", {
      d: `M${x - 66} ${y + dy}L${x + 66} ${y + dy + 4}`,
      stroke: shade(threadColour, 0.3),
      "stroke-width": 2,
      "stroke-opacity": 0.5,
    }),
  );
  return group(
    { transform: `rotate(${angle} ${x} ${y})` },
    el("rect", {
      x: x - 80,
      y: y - 44,
      width: 170,
      height: 110,
      rx: 12,
      fill: "#000",
      "fill-opacity": 0.18,
      transform: "translate(10 14)",
    }),
    el("rect", { x: x - 70, y: y - 50, width: 140, height: 100, rx: 10, fill: threadColour }),
    ...windings,
    el("rect", { x: x - 88, y: y - 62, width: 22, height: 124, rx: 6, fill: p.sand }),
    el("rect", { x: x + 66, y: y - 62, width: 22, height: 124, rx: 6, fill: shade(p.sand, 0.15) }),
    el("rect", {
      x: x - 70,
      y: y - 46,
      width: 140,
      height: 18,
      fill: "#fff",
      "fill-opacity": 0.18,
    }),
  );
}

/** Embroidery in a hoop: an adire ring motif half stitched in indigo on ivory linen. */
function embroideryHoop(ctx: DrawContext): string {
  const cloth = patterned(
    ctx,
    p.indigo,
    { kind: "adire-grid", ground: p.indigo, ink: p.indigoMid, scale: 1.3 },
    0.3,
  );
  const centre: Point = [600, 690];
  const radius = 400;
  const linen = radialGradient(ctx.defs, [520, 600], radius * 1.2, [
    { offset: 0, color: tint(p.ivory, 0.3) },
    { offset: 1, color: p.ivoryShade },
  ]);
  const thread = p.indigo;
  const motifs: string[] = [stitchedRing(centre, 150, thread, 2.2), stitchedRing(centre, 70, thread, 2)];
  for (let index = 0; index < 8; index += 1) {
    const point = polar(centre, 265, index * 45 - 90);
    motifs.push(index < 5 ? stitchedRing(point, 44, thread, 1.6) : "");
  }
  // The ring still being worked: a few stitches and a pencilled guide for the rest.
  const working = polar(centre, 265, 5 * 45 - 90);
  motifs.push(
    el("circle", {
      cx: working[0],
      cy: working[1],
      r: 44,
      fill: "none",
      stroke: p.indigoSoft,
      "stroke-width": 2,
      "stroke-dasharray": "3 7",
      "stroke-opacity": 0.7,
    }),
    el("path", {
      d: new PathData()
        .move(polar(working, 44, 180))
        .quad(polar(working, 62, 225), polar(working, 44, 270))
        .toString(),
      fill: "none",
      stroke: thread,
      "stroke-width": 6,
      "stroke-linecap": "round",
      "stroke-dasharray": "10 8",
    }),
  );
  const lastStitch = polar(working, 44, 270);
  const needleEye: Point = [940, 300];
  const threadPath = new PathData()
    .move(lastStitch)
    .curve([lastStitch[0] + 120, lastStitch[1] - 200], [1080, 520], needleEye)
    .toString();
  const hoopWood = linearGradient(
    ctx.defs,
    [200, 300],
    [1000, 1100],
    [
      { offset: 0, color: p.goldLight },
      { offset: 0.5, color: p.gold },
      { offset: 1, color: p.goldDeep },
    ],
  );
  return group(
    {},
    drawCloth(ctx, `M-20 -20H${width + 20}V${height + 20}H-20Z`, cloth, { outline: false }),
    el("circle", {
      cx: centre[0] + 16,
      cy: centre[1] + 26,
      r: radius + 28,
      fill: "#000",
      "fill-opacity": 0.3,
    }),
    el("circle", { cx: centre[0], cy: centre[1], r: radius, fill: linen }),
    ...motifs,
    el("circle", {
      cx: centre[0],
      cy: centre[1],
      r: radius + 12,
      fill: "none",
      stroke: hoopWood,
      "stroke-width": 30,
    }),
    el("circle", {
      cx: centre[0],
      cy: centre[1],
      r: radius + 12,
      fill: "none",
      stroke: "#fff",
      "stroke-opacity": 0.25,
      "stroke-width": 4,
      transform: "translate(-4 -6)",
    }),
    el("rect", { x: 570, y: 250, width: 60, height: 60, rx: 10, fill: p.goldDeep }),
    el("rect", { x: 588, y: 230, width: 24, height: 36, rx: 6, fill: "#c9ccd6" }),
    el("path", {
      d: threadPath,
      fill: "none",
      stroke: thread,
      "stroke-width": 5,
      "stroke-linecap": "round",
    }),
    needle(needleEye, [1130, 60]),
    spool([250, 1290], p.indigo, -14),
    spool([520, 1360], p.gold, 8),
    spool([900, 1300], p.terracotta, -4),
  );
}

/** A bolt of cloth seen end-on: layers of rolled cloth around a card tube. */
function boltEnd(centre: Point, radius: number, colours: readonly string[]): string {
  const [x, y] = centre;
  const rings: string[] = [
    el("circle", { cx: x + 6, cy: y + 10, r: radius, fill: "#000", "fill-opacity": 0.22 }),
  ];
  const layers = 7;
  for (let index = 0; index < layers; index += 1) {
    const r = radius * (1 - index / (layers + 1));
    rings.push(
      el("circle", {
        cx: x,
        cy: y,
        r,
        fill: colours[index % colours.length] ?? p.gold,
        stroke: "#000",
        "stroke-opacity": 0.12,
        "stroke-width": 1.5,
      }),
    );
  }
  rings.push(
    el("circle", { cx: x, cy: y, r: radius * 0.2, fill: p.sandLight }),
    el("circle", { cx: x, cy: y, r: radius * 0.12, fill: shade(p.sand, 0.5) }),
    el("path", {
      d: new PathData()
        .move(polar(centre, radius * 0.92, 200))
        .quad(polar(centre, radius * 1.05, 240), polar(centre, radius * 0.9, 280))
        .toString(),
      fill: "none",
      stroke: "#fff",
      "stroke-opacity": 0.35,
      "stroke-width": 5,
      "stroke-linecap": "round",
    }),
  );
  return group({}, ...rings);
}

function foldedStack(ctx: DrawContext, x: number, bottom: number, fabrics: readonly Fabric[]): string {
  const pieces: string[] = [];
  fabrics.forEach((fabric, index) => {
    const y = bottom - (index + 1) * 54;
    const d = new PathData()
      .move([x, y + 6])
      .quad([x, y], [x + 8, y])
      .line([x + 292, y])
      .quad([x + 300, y], [x + 300, y + 6])
      .line([x + 300, y + 50])
      .line([x, y + 50])
      .close()
      .toString();
    pieces.push(
      drawCloth(ctx, d, fabric, { flat: true }),
      el("rect", { x, y: y + 44, width: 300, height: 6, fill: "#000", "fill-opacity": 0.15 }),
    );
  });
  return group({}, ...pieces);
}

/** Aso-oke on the studio shelves: bolts end-on and folded lengths showing their stripes. */
function asoOkeShelves(ctx: DrawContext): string {
  const wood = p.terracottaDeep;
  const shelves = [520, 900, 1280];
  const colourways: readonly (readonly string[])[] = [
    [p.gold, p.goldLight, p.goldDeep, p.ivory],
    [p.indigo, p.indigoMid, p.gold, p.indigoDeep],
    [p.terracotta, p.sand, p.terracottaDeep, p.goldLight],
    [p.ivory, p.champagne, p.gold, p.ivoryShade],
    [p.indigoDeep, p.indigoSoft, p.ivory, p.indigo],
  ];
  const bolts: string[] = [];
  shelves.forEach((shelfY, row) => {
    if (row === 1) {
      const woven = (spec: PatternSpec, colour: string): Fabric =>
        patterned(ctx, colour, { ...spec, rotate: 90, scale: 0.9 }, 0.3);
      bolts.push(
        foldedStack(ctx, 120, shelfY, [
          woven(
            {
              kind: "aso-oke",
              ground: p.indigo,
              ink: p.indigoDeep,
              accent: p.gold,
              third: p.ivory,
            },
            p.indigo,
          ),
          woven(
            {
              kind: "aso-oke",
              ground: p.goldLight,
              ink: p.gold,
              accent: p.ivory,
              third: p.terracotta,
            },
            p.gold,
          ),
          woven({ kind: "ofi", ground: p.sand, ink: p.terracottaDeep, accent: p.ivory }, p.sand),
          woven(
            { kind: "aso-oke", ground: p.ivory, ink: p.champagne, accent: p.gold, third: p.indigo },
            p.ivory,
          ),
          woven({ kind: "ofi", ground: p.indigoMid, ink: p.indigoDeep, accent: p.goldLight }, p.indigoMid),
        ]),
      );
      for (let index = 0; index < 3; index += 1) {
        bolts.push(
          boltEnd([600 + index * 175, shelfY - 85], 82, colourways[(index + 2) % colourways.length] ?? []),
        );
      }
      bolts.push(
        boltEnd([687, shelfY - 230], 80, colourways[0] ?? []),
        boltEnd([862, shelfY - 230], 80, colourways[4] ?? []),
      );
      return;
    }
    for (let index = 0; index < 5; index += 1) {
      bolts.push(
        boltEnd(
          [180 + index * 210, shelfY - 95],
          92,
          colourways[(index + row * 2) % colourways.length] ?? [],
        ),
      );
    }
    for (let index = 0; index < 4; index += 1) {
      bolts.push(
        boltEnd(
          [285 + index * 210, shelfY - 262],
          88,
          colourways[(index + row * 3 + 1) % colourways.length] ?? [],
        ),
      );
    }
  });
  const planks = shelves.map((y) =>
    group(
      {},
      el("rect", { x: 40, y, width: width - 80, height: 34, fill: wood }),
      el("rect", { x: 40, y, width: width - 80, height: 8, fill: "#fff", "fill-opacity": 0.15 }),
      el("rect", {
        x: 40,
        y: y + 34,
        width: width - 80,
        height: 26,
        fill: "#000",
        "fill-opacity": 0.2,
      }),
    ),
  );
  return group(
    {},
    wallAndFloor(ctx, p.ivoryWarm, p.sand, 1330),
    el("rect", { x: 40, y: 60, width: width - 80, height: 1280, fill: shade(p.ivoryWarm, 0.08) }),
    el("rect", { x: 20, y: 40, width: 30, height: 1330, fill: wood }),
    el("rect", { x: width - 50, y: 40, width: 30, height: 1330, fill: shade(wood, 0.15) }),
    el("rect", { x: 20, y: 40, width: width - 40, height: 30, fill: wood }),
    ...bolts,
    ...planks,
  );
}

/** A dress form mid-fitting: half the bodice pinned on, skirt fabric falling to the floor. */
function dressForm(ctx: DrawContext): string {
  const cx = 600;
  const form = smoothClosed(
    [
      [cx - 70, 330],
      [cx - 200, 370],
      [cx - 215, 470],
      [cx - 190, 560],
      [cx - 130, 720],
      [cx - 185, 880],
      [cx - 170, 960],
      [cx + 170, 960],
      [cx + 185, 880],
      [cx + 130, 720],
      [cx + 190, 560],
      [cx + 215, 470],
      [cx + 200, 370],
      [cx + 70, 330],
    ],
    0.9,
  );
  const linen = boxGradient(
    ctx.defs,
    [0, 0],
    [1, 0.1],
    [
      { offset: 0, color: tint(p.sandLight, 0.3) },
      { offset: 0.5, color: p.sandLight },
      { offset: 1, color: shade(p.sand, 0.1) },
    ],
  );
  const satin = solid(p.ivory, 0.9);
  const bodice = new PathData()
    .move([cx - 5, 420])
    .line([cx - 150, 400])
    .quad([cx - 200, 470], [cx - 190, 560])
    .quad([cx - 150, 650], [cx - 130, 720])
    .line([cx - 5, 760])
    .close()
    .toString();
  const skirt = new PathData()
    .move([cx - 140, 730])
    .line([cx + 30, 760])
    .quad([cx + 120, 1100], [cx + 160, 1420])
    .line([cx - 420, 1430])
    .quad([cx - 300, 1050], [cx - 140, 730])
    .close()
    .toString();
  const skirtHem: Point[] = [
    [cx - 420, 1430],
    [cx - 130, 1440],
    [cx + 160, 1420],
  ];
  const pins = [0, 1, 2, 3, 4, 5].map((index) => {
    const y = 430 + index * 62;
    return group(
      {},
      el("path", {
        d: `M${cx - 4} ${y}L${cx + 22} ${y - 16}`,
        stroke: "#9aa0b0",
        "stroke-width": 2,
      }),
      el("circle", {
        cx: cx + 24,
        cy: y - 17,
        r: 6,
        fill: index % 2 === 0 ? p.gold : p.terracotta,
      }),
    );
  });
  const tape = taperedStroke(
    [
      [cx + 110, 1020],
      [cx + 90, 700],
      [cx + 60, 380],
      [cx, 320],
      [cx - 60, 380],
      [cx - 75, 560],
    ],
    [34, 34, 34, 34, 34, 34],
    { start: "flat", end: "flat" },
  );
  const ticks = new PathData();
  for (let index = 0; index < 40; index += 1) {
    const t = index / 40;
    const y = 1010 - t * 620;
    const x = cx + 108 - t * 50;
    ticks.move([x - 14, y]).line([x - (index % 5 === 0 ? 2 : 8), y]);
  }
  const arch = `M230 ${height}V520A370 370 0 0 1 970 520V${height}Z`;
  return group(
    {},
    el("rect", {
      x: 0,
      y: 0,
      width,
      height,
      fill: patternFill(ctx.defs, ctx.rng, {
        kind: "sprinkle",
        ground: p.ivory,
        ink: p.gold,
        accent: p.sand,
      }),
    }),
    el("path", { d: arch, fill: p.indigo }),
    el("path", {
      d: `M252 ${height}V520A348 348 0 0 1 948 520V${height}`,
      fill: "none",
      stroke: p.gold,
      "stroke-width": 2.5,
    }),
    el("ellipse", { cx, cy: 1440, rx: 420, ry: 40, fill: "#000", "fill-opacity": 0.3 }),
    el("rect", { x: cx - 9, y: 950, width: 18, height: 420, fill: p.ink }),
    el("path", {
      d: `M${cx} 1360L${cx - 170} 1440M${cx} 1360L${cx + 170} 1440M${cx} 1360L${cx + 20} 1455`,
      stroke: p.ink,
      "stroke-width": 14,
      "stroke-linecap": "round",
    }),
    el("path", { d: form, fill: linen, stroke: shade(p.sand, 0.3), "stroke-width": 2 }),
    smoothLine(
      [
        [cx, 330],
        [cx, 960],
      ],
      shade(p.sand, 0.3),
      2,
      0.6,
    ),
    smoothLine(
      [
        [cx + 110, 380],
        [cx + 90, 600],
        [cx + 100, 960],
      ],
      shade(p.sand, 0.3),
      2,
      0.5,
    ),
    el("ellipse", { cx, cy: 325, rx: 72, ry: 22, fill: p.goldDeep }),
    el("rect", { x: cx - 22, y: 270, width: 44, height: 55, rx: 8, fill: p.gold }),
    el("circle", { cx, cy: 262, r: 20, fill: p.goldLight }),
    drawCloth(ctx, skirt, satin, {
      inside: folds(
        ctx,
        satin,
        [
          [cx - 140, 730],
          [cx + 30, 760],
        ],
        skirtHem,
        6,
        60,
      ),
    }),
    drawCloth(ctx, bodice, satin, {
      inside: [
        stitchLine(
          [
            [cx - 5, 420],
            [cx - 5, 760],
          ],
          p.gold,
          2.4,
          9,
        ),
      ],
    }),
    ...pins,
    el("path", { d: tape, fill: p.goldLight }),
    el("path", { d: ticks.toString(), stroke: p.goldDeep, "stroke-width": 2 }),
  );
}

/** Tailor's shears with gold handles, the blades just parted. */
function shears(centre: Point, angle: number): string {
  const [x, y] = centre;
  const blade = (tilt: number, colour: string): string =>
    el("path", {
      d: new PathData()
        .move([x - 40, y - 22])
        .line([x + 600, y - 3])
        .quad([x + 612, y], [x + 598, y + 5])
        .line([x - 40, y + 24])
        .close()
        .toString(),
      fill: colour,
      stroke: "#6f7484",
      "stroke-width": 2,
      transform: `rotate(${tilt} ${x} ${y})`,
    });
  const handle = (cx: number, cy: number, rx: number, ry: number, colour: string): string =>
    group(
      {},
      el("ellipse", {
        cx: cx + 8,
        cy: cy + 12,
        rx,
        ry,
        fill: "none",
        stroke: "#000",
        "stroke-opacity": 0.2,
        "stroke-width": 28,
      }),
      el("ellipse", { cx, cy, rx, ry, fill: "none", stroke: colour, "stroke-width": 28 }),
      el("ellipse", {
        cx: cx - 4,
        cy: cy - 6,
        rx,
        ry,
        fill: "none",
        stroke: "#fff",
        "stroke-opacity": 0.25,
        "stroke-width": 5,
      }),
    );
  return group(
    { transform: `rotate(${angle} ${x} ${y})` },
    el("path", {
      d: `M${x - 40} ${y + 26}L${x + 600} ${y + 26}`,
      stroke: "#000",
      "stroke-opacity": 0.16,
      "stroke-width": 40,
      "stroke-linecap": "round",
    }),
    blade(4, "#c3c7d2"),
    blade(-3, "#e1e4ea"),
    el("path", {
      d: `M${x - 30} ${y - 14}L${x - 110} ${y - 62}M${x - 30} ${y + 16}L${x - 100} ${y + 70}`,
      stroke: p.gold,
      "stroke-width": 30,
      "stroke-linecap": "round",
    }),
    handle(x - 200, y - 80, 110, 62, p.gold),
    handle(x - 175, y + 92, 82, 54, p.goldDeep),
    el("circle", { cx: x, cy: y, r: 15, fill: p.ink }),
    el("circle", { cx: x - 4, cy: y - 4, r: 5, fill: "#fff", "fill-opacity": 0.6 }),
  );
}

/** A tailor's tape: coiled, with its free end curling across the cloth, ticked but unnumbered. */
function tapeMeasure(centre: Point): string {
  const coil: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    coil.push(
      el("circle", {
        cx: centre[0],
        cy: centre[1],
        r: 120 - index * 18,
        fill: index % 2 === 0 ? p.goldLight : shade(p.goldLight, 0.08),
        stroke: shade(p.gold, 0.2),
        "stroke-width": 1.5,
      }),
    );
  }
  const tail: Point[] = [
    [centre[0] + 110, centre[1] + 40],
    [centre[0] + 300, centre[1] + 160],
    [centre[0] + 260, centre[1] + 420],
    [centre[0] + 480, centre[1] + 560],
  ];
  const ticks: string[] = [];
  for (let index = 0; index <= 36; index += 1) {
    const t = index / 36;
    const segment = Math.min(Math.floor(t * 3), 2);
    const local = t * 3 - segment;
    const a = tail[segment] as Point;
    const b = tail[segment + 1] as Point;
    const point: Point = [a[0] + (b[0] - a[0]) * local, a[1] + (b[1] - a[1]) * local];
    ticks.push(el("circle", { cx: point[0], cy: point[1], r: index % 4 === 0 ? 4 : 2, fill: p.goldDeep }));
  }
  return group(
    {},
    el("circle", {
      cx: centre[0] + 10,
      cy: centre[1] + 16,
      r: 122,
      fill: "#000",
      "fill-opacity": 0.2,
    }),
    el("path", {
      d: taperedStroke(tail, [44, 44, 44, 44], { start: "flat", end: "flat" }),
      fill: "#000",
      "fill-opacity": 0.18,
      transform: "translate(8 12)",
    }),
    el("path", {
      d: taperedStroke(tail, [44, 44, 44, 44], { start: "flat", end: "flat" }),
      fill: p.goldLight,
      stroke: shade(p.gold, 0.2),
      "stroke-width": 1.5,
    }),
    ...ticks,
    ...coil,
    el("circle", { cx: centre[0], cy: centre[1], r: 16, fill: p.goldDeep }),
  );
}

function pincushion(centre: Point): string {
  const [x, y] = centre;
  const segments = [0, 45, 90, 135].map((angle) => {
    const a = polar(centre, 110, angle);
    const b = polar(centre, 110, angle + 180);
    return `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  });
  const pins = [20, 80, 150, 210, 290, 330].map((angle, index) => {
    const base = polar(centre, 60, angle);
    const head = polar(centre, 125, angle + 10);
    return group(
      {},
      el("path", {
        d: `M${base[0]} ${base[1]}L${head[0]} ${head[1]}`,
        stroke: "#9aa0b0",
        "stroke-width": 3,
      }),
      el("circle", {
        cx: head[0],
        cy: head[1],
        r: 11,
        fill: [p.gold, p.indigo, p.ivory][index % 3] ?? p.gold,
      }),
    );
  });
  return group(
    {},
    el("circle", { cx: x + 10, cy: y + 16, r: 112, fill: "#000", "fill-opacity": 0.22 }),
    el("circle", { cx: x, cy: y, r: 110, fill: p.terracotta }),
    el("path", { d: segments.join(""), stroke: p.terracottaDeep, "stroke-width": 3 }),
    el("circle", { cx: x - 30, cy: y - 35, r: 40, fill: "#fff", "fill-opacity": 0.12 }),
    el("circle", { cx: x, cy: y, r: 18, fill: p.gold }),
    ...pins,
  );
}

/** The tailor's bench from above: shears, tape, pincushion, chalk, thread on adire cloth. */
function tailorsTools(ctx: DrawContext): string {
  const cloth = patterned(
    ctx,
    p.indigo,
    { kind: "adire-stripes", ground: p.indigo, ink: p.indigoMid, scale: 1.4, rotate: -8 },
    0.3,
  );
  const linen = solid(p.ivoryWarm, 0.2);
  const linenPiece = new PathData()
    .move([-40, 900])
    .quad([400, 820], [700, 1000])
    .quad([950, 1150], [width + 40, 1080])
    .line([width + 40, height + 40])
    .line([-40, height + 40])
    .close()
    .toString();
  // Tailor's chalk: a flat, rounded triangle with a visible edge.
  const chalk = smoothClosed(
    [
      [880, 1150],
      [1050, 1170],
      [950, 1300],
    ],
    0.35,
  );
  return group(
    {},
    drawCloth(ctx, `M-20 -20H${width + 20}V${height + 20}H-20Z`, cloth, { outline: false }),
    el("path", { d: linenPiece, fill: "#000", "fill-opacity": 0.2, transform: "translate(0 -14)" }),
    drawCloth(ctx, linenPiece, linen, {
      inside: [
        stitchLine(
          [
            [-40, 1040],
            [400, 980],
            [700, 1140],
            [width + 40, 1220],
          ],
          p.terracotta,
          4,
          22,
        ),
      ],
    }),
    tapeMeasure([300, 300]),
    shears([470, 780], -20),
    pincushion([950, 330]),
    spool([250, 1240], p.gold, 20),
    spool([560, 1330], p.indigoMid, -10),
    el("path", { d: chalk, fill: shade(p.ivoryShade, 0.2), transform: "translate(6 12)" }),
    el("path", { d: chalk, fill: p.ivory, stroke: p.ivoryShade, "stroke-width": 2 }),
    el("path", {
      d: "M700 1270Q800 1240 880 1236",
      fill: "none",
      stroke: p.indigoSoft,
      "stroke-width": 4,
      "stroke-linecap": "round",
      "stroke-dasharray": "16 10",
    }),
  );
}

/** An irregular scrap of cloth with a soft shadow. */
function scrap(ctx: DrawContext, centre: Point, size: number, fabric: Fabric): string {
  const points: Point[] = [];
  const corners = 6;
  for (let index = 0; index < corners; index += 1) {
    points.push(
      polar(centre, size * between(ctx.rng, 0.75, 1.1), index * (360 / corners) + wobble(ctx.rng, 18)),
    );
  }
  const d = new PathData().move(points[0] as Point);
  points.slice(1).forEach((point) => d.line(point));
  const outline = d.close().toString();
  return group(
    {},
    el("path", { d: outline, fill: "#000", "fill-opacity": 0.2, transform: "translate(8 12)" }),
    drawCloth(ctx, outline, fabric, { flat: true }),
  );
}

/** A fabric rosette: rings of gathered petals around a covered button. */
function rosette(centre: Point, radius: number, fabric: Fabric, button: string): string {
  const petals: string[] = [
    el("circle", {
      cx: centre[0] + 8,
      cy: centre[1] + 12,
      r: radius,
      fill: "#000",
      "fill-opacity": 0.2,
    }),
  ];
  for (const [ring, count] of [
    [1, 10],
    [0.7, 8],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const angle = (360 / count) * index + ring * 20;
      const tip = polar(centre, radius * ring * 0.62, angle);
      const petal = el("ellipse", {
        cx: tip[0],
        cy: tip[1],
        rx: radius * ring * 0.42,
        ry: radius * ring * 0.26,
        transform: `rotate(${angle} ${tip[0]} ${tip[1]})`,
        fill: fabric.fill,
        stroke: shade(fabric.colour, 0.35),
        "stroke-width": 1.5,
      });
      petals.push(
        petal,
        el("ellipse", {
          cx: tip[0],
          cy: tip[1],
          rx: radius * ring * 0.42,
          ry: radius * ring * 0.26,
          transform: `rotate(${angle} ${tip[0]} ${tip[1]})`,
          fill: index % 2 === 0 ? "#000" : "#fff",
          "fill-opacity": 0.1,
        }),
      );
    }
  }
  petals.push(coveredButton(centre, radius * 0.24, button));
  return group({}, ...petals);
}

function coveredButton(centre: Point, radius: number, fill: string): string {
  return group(
    {},
    el("circle", {
      cx: centre[0] + 4,
      cy: centre[1] + 6,
      r: radius,
      fill: "#000",
      "fill-opacity": 0.25,
    }),
    el("circle", { cx: centre[0], cy: centre[1], r: radius, fill }),
    el("circle", {
      cx: centre[0],
      cy: centre[1],
      r: radius,
      fill: "none",
      stroke: "#000",
      "stroke-opacity": 0.25,
      "stroke-width": radius * 0.12,
    }),
    el("ellipse", {
      cx: centre[0] - radius * 0.3,
      cy: centre[1] - radius * 0.35,
      rx: radius * 0.35,
      ry: radius * 0.2,
      fill: "#fff",
      "fill-opacity": 0.35,
    }),
  );
}

/** Three strands plaited along a curve: each crossing drawn as an angled capsule. */
function braid(path: readonly Point[], colours: readonly string[]): string {
  const links: string[] = [];
  const steps = 26;
  for (let index = 0; index < steps; index += 1) {
    const t = index / steps;
    const segment = Math.min(Math.floor(t * (path.length - 1)), path.length - 2);
    const local = t * (path.length - 1) - segment;
    const a = path[segment] as Point;
    const b = path[segment + 1] as Point;
    const point: Point = [a[0] + (b[0] - a[0]) * local, a[1] + (b[1] - a[1]) * local];
    const direction = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    const tilt = index % 2 === 0 ? 35 : -35;
    links.push(
      el("ellipse", {
        cx: point[0],
        cy: point[1],
        rx: 26,
        ry: 12,
        transform: `rotate(${direction + tilt} ${point[0]} ${point[1]})`,
        fill: colours[index % colours.length] ?? p.gold,
        stroke: "#000",
        "stroke-opacity": 0.25,
        "stroke-width": 2,
      }),
    );
  }
  return group({}, ...links);
}

/** Offcuts on the cutting table, turned into rosettes, covered buttons, plaits and bias trim. */
function offcutTrims(ctx: DrawContext): string {
  const fabrics: Fabric[] = [
    patterned(ctx, p.terracotta, {
      kind: "ankara-diamond",
      ground: p.ivory,
      ink: p.indigo,
      accent: p.terracotta,
      third: p.gold,
      scale: 0.6,
    }),
    patterned(ctx, p.indigo, { kind: "oniko", ground: p.indigo, ink: p.ivory, scale: 0.5 }),
    patterned(ctx, p.gold, {
      kind: "aso-oke",
      ground: p.goldLight,
      ink: p.gold,
      accent: p.ivory,
      third: p.terracotta,
      scale: 0.9,
    }),
    patterned(ctx, p.sand, {
      kind: "ankara-zigzag",
      ground: p.sand,
      ink: p.indigo,
      accent: p.ivory,
      third: p.terracotta,
      scale: 0.7,
    }),
    patterned(ctx, p.indigo, {
      kind: "adire-grid",
      ground: p.indigoDeep,
      ink: p.indigoMist,
      scale: 0.6,
    }),
    patterned(ctx, p.indigoMid, {
      kind: "ofi",
      ground: p.indigoMid,
      ink: p.indigoDeep,
      accent: p.goldLight,
      scale: 0.9,
    }),
  ];
  const fabric = (index: number): Fabric => fabrics[index % fabrics.length] as Fabric;
  const table = solid(p.ivoryWarm, 0.1);
  const bias = taperedStroke(
    [
      [720, 1480],
      [760, 1200],
      [980, 1060],
      [1080, 900],
    ],
    [60, 60, 60, 60],
    { start: "flat", end: "flat" },
  );
  return group(
    {},
    drawCloth(ctx, `M-20 -20H${width + 20}V${height + 20}H-20Z`, table, { outline: false }),
    el("rect", {
      x: 0,
      y: 0,
      width,
      height,
      fill: patternFill(ctx.defs, ctx.rng, {
        kind: "sprinkle",
        ink: p.sandLight,
        accent: p.sandLight,
      }),
    }),
    scrap(ctx, [230, 260], 190, fabric(0)),
    scrap(ctx, [640, 190], 160, fabric(1)),
    scrap(ctx, [1010, 330], 200, fabric(2)),
    scrap(ctx, [180, 760], 170, fabric(3)),
    scrap(ctx, [1040, 800], 150, fabric(4)),
    scrap(ctx, [300, 1280], 200, fabric(5)),
    braid(
      [
        [80, 1020],
        [380, 980],
        [600, 1080],
        [900, 1000],
        [1140, 1080],
      ],
      [p.gold, p.indigo, p.terracotta],
    ),
    rosette([600, 620], 190, turned(ctx, fabric(1), 20), p.gold),
    rosette([860, 1280], 120, fabric(0), p.indigo),
    el("path", { d: bias, fill: "#000", "fill-opacity": 0.2, transform: "translate(8 12)" }),
    drawCloth(ctx, bias, turned(ctx, fabric(2), 45), {
      flat: true,
      inside: [
        stitchLine(
          [
            [720, 1480],
            [760, 1200],
            [980, 1060],
            [1080, 900],
          ],
          p.ivory,
          3,
          12,
        ),
      ],
    }),
    coveredButton([420, 520], 46, fabric(0).fill),
    coveredButton([330, 600], 38, fabric(4).fill),
    coveredButton([470, 1080], 40, fabric(2).fill),
    coveredButton([560, 1200], 34, fabric(1).fill),
  );
}

const scenes: Record<StudioScene, (ctx: DrawContext) => string> = {
  "dye-pot": dyePot,
  "embroidery-hoop": embroideryHoop,
  "aso-oke-shelves": asoOkeShelves,
  "dress-form": dressForm,
  "tailors-tools": tailorsTools,
  "offcut-trims": offcutTrims,
};

export function drawStudioScene(ctx: DrawContext, scene: StudioScene): string {
  return group({}, scenes[scene](ctx), finish(ctx));
}
