/**
 * Procedural textile motifs, each a repeating SVG <pattern>: adire oniko rings and eleko grids,
 * adire stripes, ankara geometry, aso-oke and ofi woven stripes, lace, beading and a light
 * sprinkle for quiet backgrounds. Tiles are drawn with a little seeded wobble so they feel
 * hand-made rather than vector-perfect.
 */
import type { Defs, Point } from "./svg";
import { el, group, num, polar, PathData } from "./svg";
import type { Rng } from "./random";
import { between, wobble } from "./random";

export type PatternKind =
  | "oniko"
  | "adire-grid"
  | "adire-stripes"
  | "ankara-diamond"
  | "ankara-zigzag"
  | "aso-oke"
  | "ofi"
  | "lace"
  | "beads"
  | "sprinkle";

export interface PatternSpec {
  kind: PatternKind;
  /** Cloth colour behind the motif; omitted for overlays such as lace. */
  ground?: string;
  ink: string;
  accent?: string;
  third?: string;
  /** Multiplies the tile size. */
  scale?: number;
  rotate?: number;
}

interface Tile {
  width: number;
  height: number;
  body: string;
}

type TileBuilder = (spec: PatternSpec, rng: Rng) => Tile;

/** A ring of round dots, the stitched look of tie-resist thread. */
function dottedRing(centre: Point, radius: number, dots: number, size: number, colour: string): string {
  const gap = (2 * Math.PI * radius) / dots;
  return el("circle", {
    cx: centre[0],
    cy: centre[1],
    r: radius,
    fill: "none",
    stroke: colour,
    "stroke-width": size,
    "stroke-linecap": "round",
    "stroke-dasharray": `0 ${num(gap)}`,
  });
}

function ring(centre: Point, radius: number, width: number, colour: string, opacity = 1): string {
  return el("circle", {
    cx: centre[0],
    cy: centre[1],
    r: radius,
    fill: "none",
    stroke: colour,
    "stroke-width": width,
    "stroke-opacity": opacity === 1 ? undefined : opacity,
  });
}

/** Oniko: tied-and-dyed rings with the little radiating creases the binding leaves. */
function onikoMotif(centre: Point, radius: number, ink: string, rng: Rng): string {
  const rays: string[] = [];
  const rayCount = 14;
  for (let index = 0; index < rayCount; index += 1) {
    const angle = (360 / rayCount) * index + wobble(rng, 6);
    const inner = polar(centre, radius * 0.5, angle);
    const outer = polar(centre, radius * between(rng, 0.66, 0.74), angle);
    rays.push(`M${num(inner[0])} ${num(inner[1])}L${num(outer[0])} ${num(outer[1])}`);
  }
  return group(
    {},
    ring(centre, radius * 0.98, radius * 0.16, ink, 0.28),
    dottedRing(centre, radius * 0.84, 26, radius * 0.08, ink),
    el("path", {
      d: rays.join(""),
      stroke: ink,
      "stroke-width": radius * 0.045,
      "stroke-linecap": "round",
      "stroke-opacity": 0.8,
    }),
    ring(centre, radius * 0.42, radius * 0.07, ink),
    dottedRing(centre, radius * 0.27, 10, radius * 0.07, ink),
    el("circle", { cx: centre[0], cy: centre[1], r: radius * 0.1, fill: ink }),
  );
}

const onikoTile: TileBuilder = (spec, rng) => {
  const size = 180;
  const radius = size * 0.3;
  const centres: Point[] = [
    [0, 0],
    [size, 0],
    [0, size],
    [size, size],
    [size / 2, size / 2],
  ];
  return {
    width: size,
    height: size,
    body: centres.map((centre) => onikoMotif(centre, radius, spec.ink, rng)).join(""),
  };
};

/** Eleko: starch-paste drawings in a grid of squares, each square a different motif. */
const adireGridTile: TileBuilder = (spec, rng) => {
  const cell = 110;
  const size = cell * 2;
  const ink = spec.ink;
  const parts: string[] = [];
  const line = (from: Point, to: Point, width: number): string =>
    el("path", {
      d: `M${num(from[0])} ${num(from[1])}L${num(to[0])} ${num(to[1])}`,
      stroke: ink,
      "stroke-width": width,
      "stroke-linecap": "round",
    });
  // Double rules between cells, as the paste is laid along a ruler.
  for (const offset of [0, cell, size]) {
    parts.push(line([offset - 5, 0], [offset - 5, size], 3), line([offset + 5, 0], [offset + 5, size], 3));
    parts.push(line([0, offset - 5], [size, offset - 5], 3), line([0, offset + 5], [size, offset + 5], 3));
  }
  const centre = (column: number, row: number): Point => [cell * column + cell / 2, cell * row + cell / 2];
  // Cell 1: concentric rounded squares.
  const c1 = centre(0, 0);
  for (const half of [38, 26, 14]) {
    parts.push(
      el("rect", {
        x: c1[0] - half,
        y: c1[1] - half,
        width: half * 2,
        height: half * 2,
        rx: half * 0.3,
        fill: "none",
        stroke: ink,
        "stroke-width": 4,
      }),
    );
  }
  parts.push(el("circle", { cx: c1[0], cy: c1[1], r: 5, fill: ink }));
  // Cell 2: a field of dots.
  const c2 = centre(1, 0);
  for (let row = -2; row <= 2; row += 1) {
    for (let column = -2; column <= 2; column += 1) {
      parts.push(
        el("circle", {
          cx: c2[0] + column * 17 + wobble(rng, 1.2),
          cy: c2[1] + row * 17 + wobble(rng, 1.2),
          r: 4.2,
          fill: ink,
        }),
      );
    }
  }
  // Cell 3: four-petal flower.
  const c3 = centre(0, 1);
  for (const angle of [0, 90, 180, 270]) {
    const petal = polar(c3, 20, angle);
    parts.push(
      el("ellipse", {
        cx: petal[0],
        cy: petal[1],
        rx: 17,
        ry: 9,
        transform: `rotate(${angle} ${num(petal[0])} ${num(petal[1])})`,
        fill: "none",
        stroke: ink,
        "stroke-width": 4,
      }),
    );
  }
  parts.push(dottedRing(c3, 42, 20, 5, ink));
  // Cell 4: leaves on a stem, a favourite eleko motif.
  const c4 = centre(1, 1);
  parts.push(line([c4[0] - 38, c4[1] + 38], [c4[0] + 38, c4[1] - 38], 4));
  for (const t of [-0.45, 0, 0.45]) {
    const base: Point = [c4[0] + t * 56, c4[1] - t * 56];
    for (const side of [-1, 1]) {
      const tip: Point = [base[0] + side * 14 + 9, base[1] + side * 14 - 9];
      parts.push(
        el("path", {
          d: new PathData()
            .move(base)
            .quad([tip[0] - side * 12, base[1] - 4], tip)
            .quad([base[0] + 4, tip[1] + side * 12], base)
            .toString(),
          fill: ink,
        }),
      );
    }
  }
  return { width: size, height: size, body: parts.join("") };
};

/** Adire stripes: bands of dots, waves, bars and zig-zags, stacked like a hand-ruled cloth. */
const adireStripesTile: TileBuilder = (spec) => {
  const width = 64;
  const height = 150;
  const ink = spec.ink;
  const wave = new PathData()
    .move([0, 38])
    .curve([16, 26], [16, 26], [32, 38])
    .curve([48, 50], [48, 50], [64, 38]);
  const zigzag = new PathData().move([0, 110]).line([16, 96]).line([32, 110]).line([48, 96]).line([64, 110]);
  return {
    width,
    height,
    body: [
      el("rect", { x: 0, y: 0, width, height: 8, fill: ink }),
      el("circle", { cx: 16, cy: 20, r: 4.5, fill: ink }),
      el("circle", { cx: 48, cy: 20, r: 4.5, fill: ink }),
      el("path", { d: wave.toString(), fill: "none", stroke: ink, "stroke-width": 4.5 }),
      el("rect", { x: 0, y: 56, width, height: 3, fill: ink }),
      el("rect", { x: 0, y: 66, width, height: 14, fill: ink }),
      el("rect", { x: 0, y: 87, width, height: 3, fill: ink }),
      el("path", {
        d: zigzag.toString(),
        fill: "none",
        stroke: ink,
        "stroke-width": 4.5,
        "stroke-linejoin": "round",
      }),
      el("circle", { cx: 32, cy: 132, r: 6, fill: "none", stroke: ink, "stroke-width": 3.5 }),
      el("circle", { cx: 0, cy: 132, r: 6, fill: "none", stroke: ink, "stroke-width": 3.5 }),
      el("circle", { cx: 64, cy: 132, r: 6, fill: "none", stroke: ink, "stroke-width": 3.5 }),
    ].join(""),
  };
};

/** Ankara: bold wax-print geometry of nested diamonds, triangles and dots. */
const ankaraDiamondTile: TileBuilder = (spec) => {
  const size = 120;
  const half = size / 2;
  const accent = spec.accent ?? spec.ink;
  const third = spec.third ?? accent;
  const diamond = (cx: number, cy: number, radius: number): string =>
    new PathData()
      .move([cx, cy - radius])
      .line([cx + radius, cy])
      .line([cx, cy + radius])
      .line([cx - radius, cy])
      .close()
      .toString();
  return {
    width: size,
    height: size,
    body: [
      el("path", { d: diamond(half, half, half - 4), fill: spec.ink }),
      el("path", { d: diamond(half, half, half - 16), fill: spec.ground ?? "none" }),
      el("path", { d: diamond(half, half, half - 24), fill: accent }),
      el("path", { d: diamond(half, half, 12), fill: third }),
      el("circle", { cx: half, cy: half, r: 4, fill: spec.ground ?? spec.ink }),
      // Corner triangles tile into diamonds of their own between the big ones.
      ...[
        [0, 0],
        [size, 0],
        [0, size],
        [size, size],
      ].map(([x, y]) => el("path", { d: diamond(x ?? 0, y ?? 0, 20), fill: third })),
      ...[
        [half, 6],
        [half, size - 6],
        [6, half],
        [size - 6, half],
      ].map(([x, y]) => el("circle", { cx: x ?? 0, cy: y ?? 0, r: 3.5, fill: accent })),
    ].join(""),
  };
};

/** Ankara chevrons: stacked zig-zag bands with a dotted seam. */
const ankaraZigzagTile: TileBuilder = (spec) => {
  const width = 80;
  const height = 96;
  const accent = spec.accent ?? spec.ink;
  const third = spec.third ?? accent;
  const band = (y: number, thickness: number, colour: string): string =>
    el("path", {
      d: new PathData()
        .move([0, y])
        .line([20, y - 16])
        .line([40, y])
        .line([60, y - 16])
        .line([80, y])
        .line([80, y + thickness])
        .line([60, y + thickness - 16])
        .line([40, y + thickness])
        .line([20, y + thickness - 16])
        .line([0, y + thickness])
        .close()
        .toString(),
      fill: colour,
    });
  return {
    width,
    height,
    body: [
      band(18, 18, spec.ink),
      band(42, 8, accent),
      band(66, 14, third),
      ...[10, 30, 50, 70].map((x) => el("circle", { cx: x, cy: 88, r: 3, fill: spec.ink })),
    ].join(""),
  };
};

/**
 * Aso-oke: narrow-loom strips woven in stripes, with a fine weft grain and a glint of metallic
 * thread. Ofi uses the same loom logic with tighter, more regular stripes.
 */
function wovenTile(stripes: readonly (readonly [number, string])[], weftGap: number): Tile {
  const width = stripes.reduce((total, [size]) => total + size, 0);
  const height = weftGap * 4;
  let x = 0;
  const bands = stripes.map(([size, colour]) => {
    const rect = el("rect", { x, y: 0, width: size, height, fill: colour });
    x += size;
    return rect;
  });
  const weft: string[] = [];
  for (let y = 0; y < height; y += weftGap) {
    weft.push(el("rect", { x: 0, y, width, height: 1.2, fill: "#000", "fill-opacity": 0.08 }));
  }
  return { width, height, body: [...bands, ...weft].join("") };
}

const asoOkeTile: TileBuilder = (spec) => {
  const ground = spec.ground ?? spec.ink;
  const accent = spec.accent ?? spec.ink;
  const third = spec.third ?? accent;
  return wovenTile(
    [
      [26, ground],
      [3, accent],
      [6, ground],
      [3, accent],
      [14, spec.ink],
      [4, third],
      [14, spec.ink],
      [3, accent],
      [6, ground],
      [3, accent],
    ],
    4,
  );
};

const ofiTile: TileBuilder = (spec) => {
  const ground = spec.ground ?? spec.ink;
  const accent = spec.accent ?? spec.ink;
  return wovenTile(
    [
      [9, ground],
      [3, spec.ink],
      [2, accent],
      [3, spec.ink],
      [9, ground],
      [5, spec.ink],
    ],
    3,
  );
};

/** Lace: outlined flowers and leaves on a fine tulle net; drawn over a base fabric. */
const laceTile: TileBuilder = (spec) => {
  const size = 96;
  const ink = spec.ink;
  const half = size / 2;
  const parts: string[] = [
    el("path", {
      d: `M0 0L${size} ${size}M${size} 0L0 ${size}M${half} 0L${size} ${half}L${half} ${size}L0 ${half}Z`,
      fill: "none",
      stroke: ink,
      "stroke-width": 0.7,
      "stroke-opacity": 0.35,
    }),
  ];
  const flower = (centre: Point, radius: number): string =>
    group(
      {},
      ...[0, 60, 120, 180, 240, 300].map((angle) => {
        const petal = polar(centre, radius * 0.62, angle);
        return el("ellipse", {
          cx: petal[0],
          cy: petal[1],
          rx: radius * 0.5,
          ry: radius * 0.26,
          transform: `rotate(${angle} ${num(petal[0])} ${num(petal[1])})`,
          fill: ink,
          "fill-opacity": 0.18,
          stroke: ink,
          "stroke-width": 1.6,
        });
      }),
      el("circle", { cx: centre[0], cy: centre[1], r: radius * 0.2, fill: ink }),
    );
  const leaf = (base: Point, angle: number, length: number): string => {
    const tip = polar(base, length, angle);
    const side = polar([0, 0], length * 0.3, angle + 90);
    return el("path", {
      d: new PathData()
        .move(base)
        .quad([(base[0] + tip[0]) / 2 + side[0], (base[1] + tip[1]) / 2 + side[1]], tip)
        .quad([(base[0] + tip[0]) / 2 - side[0], (base[1] + tip[1]) / 2 - side[1]], base)
        .toString(),
      fill: ink,
      "fill-opacity": 0.15,
      stroke: ink,
      "stroke-width": 1.3,
    });
  };
  parts.push(dottedRing([half, half], 30, 22, 2.6, ink), flower([half, half], 20));
  for (const [x, y] of [
    [0, 0],
    [size, 0],
    [0, size],
    [size, size],
  ] as const) {
    parts.push(flower([x, y], 11));
  }
  for (const [x, y, angle] of [
    [half, 8, 200],
    [half, size - 8, 20],
    [8, half, 110],
    [size - 8, half, 290],
  ] as const) {
    parts.push(leaf([x, y], angle, 14));
  }
  return { width: size, height: size, body: parts.join("") };
};

/** Beading: pearls set like brickwork with gold seed beads between, each with a catch-light. */
const beadsTile: TileBuilder = (spec) => {
  const size = 22;
  const seed = spec.accent ?? spec.ink;
  const pearl = (x: number, y: number): string =>
    group(
      {},
      el("circle", { cx: x + 0.8, cy: y + 1.2, r: 5.8, fill: "#000", "fill-opacity": 0.16 }),
      el("circle", { cx: x, cy: y, r: 5.4, fill: spec.ink }),
      el("circle", { cx: x - 1.6, cy: y - 1.8, r: 1.8, fill: "#fff", "fill-opacity": 0.9 }),
    );
  const bead = (x: number, y: number): string => el("circle", { cx: x, cy: y, r: 2, fill: seed });
  return {
    width: size,
    height: size,
    body: [
      pearl(0, 0),
      pearl(size, 0),
      pearl(0, size),
      pearl(size, size),
      pearl(size / 2, size / 2),
      bead(size / 2, 0),
      bead(size / 2, size),
      bead(0, size / 2),
      bead(size, size / 2),
    ].join(""),
  };
};

/** A quiet scatter of tiny crosses and dots for calm backgrounds. */
const sprinkleTile: TileBuilder = (spec, rng) => {
  const size = 240;
  const parts: string[] = [];
  const motif = (x: number, y: number, cross: boolean): string =>
    cross
      ? el("path", {
          d: `M${num(x - 6)} ${num(y)}L${num(x + 6)} ${num(y)}M${num(x)} ${num(y - 6)}L${num(x)} ${num(y + 6)}`,
          stroke: spec.ink,
          "stroke-width": 2.4,
          "stroke-linecap": "round",
        })
      : el("circle", { cx: x, cy: y, r: 2.8, fill: spec.accent ?? spec.ink });
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      // Odd rows shift half a step; a motif on the seam is drawn on both sides so none is cut.
      const x = column * 60 + (row % 2 === 0 ? 30 : 60) + wobble(rng, 5);
      const y = row * 60 + 30 + wobble(rng, 5);
      const cross = (row + column) % 2 === 0;
      parts.push(motif(x, y, cross));
      if (x > size - 10) parts.push(motif(x - size, y, cross));
    }
  }
  return { width: size, height: size, body: parts.join("") };
};

const builders: Record<PatternKind, TileBuilder> = {
  oniko: onikoTile,
  "adire-grid": adireGridTile,
  "adire-stripes": adireStripesTile,
  "ankara-diamond": ankaraDiamondTile,
  "ankara-zigzag": ankaraZigzagTile,
  "aso-oke": asoOkeTile,
  ofi: ofiTile,
  lace: laceTile,
  beads: beadsTile,
  sprinkle: sprinkleTile,
};

/** Registers the pattern in `defs` and returns a fill value such as `url(#pat-3)`. */
export function patternFill(defs: Defs, rng: Rng, spec: PatternSpec): string {
  const tile = builders[spec.kind](spec, rng);
  const id = defs.id("pat");
  const factor = spec.scale ?? 1;
  const transform = [
    spec.rotate ? `rotate(${num(spec.rotate)})` : "",
    factor === 1 ? "" : `scale(${num(factor)})`,
  ]
    .filter(Boolean)
    .join(" ");
  const ground =
    spec.ground && spec.kind !== "aso-oke" && spec.kind !== "ofi"
      ? el("rect", { x: 0, y: 0, width: tile.width, height: tile.height, fill: spec.ground })
      : "";
  defs.add(
    el(
      "pattern",
      {
        id,
        patternUnits: "userSpaceOnUse",
        width: tile.width,
        height: tile.height,
        patternTransform: transform || undefined,
      },
      ground,
      tile.body,
    ),
  );
  return `url(#${id})`;
}
