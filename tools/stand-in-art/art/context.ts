/**
 * What every drawing function receives: the image's own seeded randomness and the shared
 * <defs> registry for gradients, patterns and clip paths.
 */
import type { Rng } from "./random";
import type { Defs } from "./svg";

export interface DrawContext {
  rng: Rng;
  defs: Defs;
}
