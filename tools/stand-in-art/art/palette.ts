/**
 * The studio palette: ivory, adire indigo, muted gold and one warm neutral (sand/terracotta),
 * plus skin tones. Everything drawn picks from here so the set reads as one lookbook.
 */
export const palette = {
  ivory: "#f7f1e6",
  ivoryWarm: "#f1e7d6",
  ivoryShade: "#e3d6bf",
  champagne: "#e6cfa6",
  indigo: "#1f2a5a",
  indigoDeep: "#161e45",
  indigoNight: "#0f1533",
  indigoMid: "#2f3d78",
  indigoSoft: "#52609a",
  indigoMist: "#aab2d3",
  gold: "#b08d57",
  goldLight: "#d4b77f",
  goldDeep: "#86683a",
  sand: "#c9a27e",
  sandLight: "#e2c9ab",
  terracotta: "#b4633e",
  terracottaDeep: "#8c4529",
  ink: "#171a2c",
} as const;

/** Deep to warm brown skin tones, each with a shadow tone for modelling. */
export const skinTones = [
  { base: "#6b4330", shade: "#4e2f21", light: "#8a5a40" },
  { base: "#7c5037", shade: "#5a3825", light: "#9a6a4b" },
  { base: "#5a3626", shade: "#3f2519", light: "#7a4c36" },
  { base: "#8b5c3e", shade: "#66402b", light: "#a97a58" },
] as const;

export type SkinTone = (typeof skinTones)[number];

export const hairColour = "#1b1412";

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(values: readonly number[]): string {
  return `#${values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Blends two colours; t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((value, index) => value + ((b[index] ?? 0) - value) * t));
}

export function shade(colour: string, amount: number): string {
  return mix(colour, "#0a0c1c", amount);
}

export function tint(colour: string, amount: number): string {
  return mix(colour, "#fffdf8", amount);
}

/** Perceived lightness 0–1, used to pick contrasting outlines and highlights. */
export function lightness(colour: string): number {
  const [r, g, b] = channels(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
