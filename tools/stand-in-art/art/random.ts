/**
 * Seeded randomness. Every image draws its variation from a generator seeded by its own file
 * name, so re-running the script produces byte-identical files (never Math.random or Date).
 */
export type Rng = () => number;

/** FNV-1a: a stable 32-bit seed from any string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny and fast, with plenty of quality for scattering motifs. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(key: string): Rng {
  return mulberry32(hashString(key));
}

export function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

/** A value within ±amount of zero, for hand-drawn wobble. */
export function wobble(rng: Rng, amount: number): number {
  return (rng() * 2 - 1) * amount;
}
