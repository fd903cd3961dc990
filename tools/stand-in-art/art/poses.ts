/** Named poses, so the catalogue reads as choices rather than numbers. */
import type { PoseSpec } from "./figure";

export const poses = {
  poised: { weight: 1, left: "relaxed", right: "relaxed", headTilt: -3 },
  poisedLeft: { weight: -1, left: "relaxed", right: "relaxed", headTilt: 3 },
  handOnHip: { weight: 1, left: "relaxed", right: "hip", headTilt: -4 },
  handOnHipLeft: { weight: -1, left: "hip", right: "relaxed", headTilt: 3 },
  liftingSkirt: { weight: -1, left: "skirt", right: "relaxed", headTilt: 2 },
  /** Both hands at the sleeve ends of a kaftan or bubu, arms slightly out. */
  openArms: { weight: 1, left: "skirt", right: "skirt", headTilt: -2 },
  standing: { weight: 1, left: "relaxed", right: "relaxed", headTilt: 0 },
} as const satisfies Record<string, PoseSpec>;
