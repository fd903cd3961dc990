/**
 * Named backdrops. Ivory garments go in front of indigo or terracotta frames, indigo garments in
 * front of ivory or sand ones, so the silhouette always separates from the ground.
 */
import type { BackdropSpec } from "./backdrops";
import { palette as p } from "./palette";

export const backdrops = {
  indigoCirclesArch: {
    pattern: { kind: "oniko", ground: p.indigo, ink: p.indigoMid, scale: 1.3 },
    frame: "arch",
    frameColour: p.ivoryWarm,
    keyline: p.gold,
  },
  ivoryFleckIndigoDisc: {
    pattern: { kind: "sprinkle", ground: p.ivory, ink: p.gold, accent: p.sand },
    frame: "circle",
    frameColour: p.indigo,
  },
  indigoSquaresSandPanel: {
    pattern: { kind: "adire-grid", ground: p.indigoDeep, ink: p.indigoMid },
    frame: "panel",
    frameColour: p.sandLight,
    keyline: p.ivory,
  },
  sandAsoOkeStripes: {
    pattern: {
      kind: "aso-oke",
      ground: p.sandLight,
      ink: p.sand,
      accent: p.ivoryWarm,
      third: p.gold,
      scale: 1.3,
    },
    frame: "split",
    frameColour: p.sand,
  },
  paleSquaresIndigoArch: {
    pattern: { kind: "adire-grid", ground: p.ivoryWarm, ink: p.sandLight },
    frame: "arch",
    frameColour: p.indigo,
    keyline: p.gold,
  },
  indigoStripesFloor: {
    pattern: { kind: "adire-stripes", ground: p.indigoDeep, ink: p.indigoMid, scale: 1.2 },
    frame: "split",
    frameColour: p.indigoNight,
  },
  sandZigzagIvoryDisc: {
    pattern: {
      kind: "ankara-zigzag",
      ground: p.sandLight,
      ink: p.sand,
      accent: p.ivoryWarm,
      third: "#d8b48f",
      scale: 1.4,
    },
    frame: "circle",
    frameColour: p.ivoryWarm,
  },
  paleDiamondsIndigoPanel: {
    pattern: {
      kind: "ankara-diamond",
      ground: p.ivoryWarm,
      ink: p.sandLight,
      accent: p.ivory,
      third: p.sandLight,
      scale: 1.2,
    },
    frame: "panel",
    frameColour: p.indigo,
    keyline: p.gold,
  },
  indigoFleckSandArch: {
    pattern: { kind: "sprinkle", ground: p.indigo, ink: p.indigoSoft, accent: p.gold },
    frame: "arch",
    frameColour: p.sandLight,
    keyline: p.gold,
  },
  terracottaCirclesIndigoDisc: {
    pattern: { kind: "oniko", ground: p.terracotta, ink: "#cd8762", scale: 1.2 },
    frame: "circle",
    frameColour: p.indigo,
  },
  ivoryFleckSandArch: {
    pattern: { kind: "sprinkle", ground: p.ivory, ink: p.sand, accent: p.gold },
    frame: "arch",
    frameColour: p.sandLight,
    keyline: p.gold,
  },
} as const satisfies Record<string, BackdropSpec>;

export type BackdropName = keyof typeof backdrops;
