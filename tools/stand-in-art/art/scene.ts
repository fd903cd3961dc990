/**
 * Composes one lookbook image: backdrop, floor shadow, the figure framed by a crop, and the
 * paper finish.
 */
import type { BackdropSpec } from "./backdrops";
import { drawBackdrop, finish, floorShadow } from "./backdrops";
import type { DrawContext } from "./context";
import type { View } from "./figure";
import type { Look } from "./look";
import { drawFigure } from "./look";
import { group, num } from "./svg";

export type Crop = "full" | "three-quarter" | "portrait";

/** Zoom, and the figure-space height that lands at the top of the frame. */
const crops: Record<Crop, { zoom: number; focusY: number }> = {
  full: { zoom: 1.03, focusY: 20 },
  "three-quarter": { zoom: 1.55, focusY: 70 },
  portrait: { zoom: 2.3, focusY: 90 },
};

/** A gele towers above the head, so close crops start higher to keep it in frame. */
function cropFocus(crop: Crop, scene: LookScene): number {
  const base = crops[crop].focusY;
  if (crop === "full") return base;
  return scene.look.headwear.kind === "gele" ? base - 50 : base;
}

export interface LookScene {
  backdrop: BackdropSpec;
  look: Look;
  view: View;
  crop: Crop;
  /** Mirror the figure so the same pose faces the other way. */
  mirror?: boolean;
}

export function drawLookScene(ctx: DrawContext, scene: LookScene): string {
  const crop = crops[scene.crop];
  const transform = [
    "translate(600 0)",
    `scale(${num(scene.mirror ? -crop.zoom : crop.zoom)} ${num(crop.zoom)})`,
    `translate(-600 ${num(-cropFocus(scene.crop, scene))})`,
  ].join(" ");
  return group(
    {},
    drawBackdrop(ctx, scene.backdrop),
    group({ transform }, floorShadow(ctx, 1368, 520), drawFigure(ctx, scene.look, scene.view)),
    finish(ctx),
  );
}
