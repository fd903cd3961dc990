/**
 * Backdrops: a full-bleed textile pattern, a plain frame (arch, disc, panel or floor band) that
 * lifts the figure off the pattern, soft floor shadows, and the finishing paper texture.
 */
import type { DrawContext } from "./context";
import type { PatternSpec } from "./patterns";
import { patternFill } from "./patterns";
import { canvas } from "./render";
import { el, group, radialGradient } from "./svg";

export type FrameKind = "arch" | "circle" | "panel" | "split" | "none";

export interface BackdropSpec {
  pattern: PatternSpec;
  frame: FrameKind;
  frameColour: string;
  /** A fine line traced just inside the frame, in gold or ivory. */
  keyline?: string;
}

const { width, height } = canvas;

function framePath(kind: FrameKind): string {
  switch (kind) {
    case "arch":
      return `M250 ${height}V560A350 350 0 0 1 950 560V${height}Z`;
    case "circle":
      return "M600 130A430 430 0 1 1 599.9 130Z";
    case "panel":
      return `M120 110H1080V${height - 110}H120Z`;
    case "split":
      return `M0 1080H${width}V${height}H0Z`;
    case "none":
      return "";
  }
}

function keylinePath(kind: FrameKind): string {
  switch (kind) {
    case "arch":
      return `M272 ${height}V560A328 328 0 0 1 928 560V${height}`;
    case "circle":
      return "M600 152A408 408 0 1 1 599.9 152Z";
    case "panel":
      return `M140 130H1060V${height - 130}H140Z`;
    case "split":
      return `M0 1080H${width}`;
    case "none":
      return "";
  }
}

export function drawBackdrop(ctx: DrawContext, spec: BackdropSpec): string {
  const fill = patternFill(ctx.defs, ctx.rng, spec.pattern);
  const frame = framePath(spec.frame);
  return group(
    {},
    el("rect", { x: 0, y: 0, width, height, fill }),
    frame ? el("path", { d: frame, fill: spec.frameColour }) : "",
    frame && spec.keyline
      ? el("path", {
          d: keylinePath(spec.frame),
          fill: "none",
          stroke: spec.keyline,
          "stroke-width": 2.5,
          "stroke-opacity": 0.8,
        })
      : "",
  );
}

/** A soft oval of shadow where the figure meets the floor. */
export function floorShadow(ctx: DrawContext, y: number, halfWidth: number, depth = 0.32): string {
  const fill = radialGradient(
    ctx.defs,
    [600, y],
    halfWidth,
    [
      { offset: 0, color: "#0b0f24", opacity: depth },
      { offset: 0.6, color: "#0b0f24", opacity: depth * 0.45 },
      { offset: 1, color: "#0b0f24", opacity: 0 },
    ],
    0.14,
  );
  return el("ellipse", { cx: 600, cy: y, rx: halfWidth, ry: halfWidth * 0.14, fill });
}

/**
 * The finishing pass every image shares: a soft vignette, low-frequency mottling like
 * watercolour paper, and a whisper of grain. Grain is kept faint because noise is what makes
 * JPEGs heavy.
 */
export function finish(ctx: DrawContext): string {
  const vignette = radialGradient(ctx.defs, [600, 700], 980, [
    { offset: 0.55, color: "#0b0f24", opacity: 0 },
    { offset: 1, color: "#0b0f24", opacity: 0.28 },
  ]);
  const paper = ctx.defs.id("paper");
  ctx.defs.add(
    el(
      "filter",
      { id: paper, x: 0, y: 0, width: 1, height: 1, filterUnits: "userSpaceOnUse" },
      el("feTurbulence", {
        type: "fractalNoise",
        baseFrequency: "0.006 0.009",
        numOctaves: 3,
        seed: Math.floor(ctx.rng() * 1000),
        result: "noise",
      }),
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 1.4 -0.55",
      }),
    ),
  );
  const grain = ctx.defs.id("grain");
  ctx.defs.add(
    el(
      "filter",
      { id: grain, x: 0, y: 0, width: 1, height: 1, filterUnits: "userSpaceOnUse" },
      el("feTurbulence", {
        type: "fractalNoise",
        baseFrequency: 0.75,
        numOctaves: 1,
        seed: Math.floor(ctx.rng() * 1000),
      }),
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.2 0.9",
      }),
    ),
  );
  return group(
    {},
    el("rect", {
      x: 0,
      y: 0,
      width,
      height,
      filter: `url(#${paper})`,
      opacity: 0.18,
      style: "mix-blend-mode:multiply",
    }),
    el("rect", { x: 0, y: 0, width, height, filter: `url(#${grain})`, opacity: 0.05 }),
    el("rect", { x: 0, y: 0, width, height, fill: vignette }),
  );
}
