/**
 * A look is a garment on a croquis with headwear and a pose. `drawFigure` stacks the layers in
 * dressing order: what falls behind the body, skin, the garment, arms, sleeves, hands, head.
 */
import type { DrawContext } from "./context";
import type { Body, Build, PoseSpec, View } from "./figure";
import { createBody, drawArms, drawHead, drawLegs, drawNeck, drawShoes, drawTorso } from "./figure";
import type { Headwear } from "./headwear";
import { drawHeadwear } from "./headwear";
import type { SkinTone } from "./palette";
import { group } from "./svg";

export interface GarmentLayers {
  /** Trains, capes and the backs of robes, behind the whole figure. */
  behind?: string;
  /** The main garment, over the skin of torso and legs. */
  body: string;
  /** Sleeves, drawn over the arms. */
  sleeves?: string;
  /** Details that sit on top of everything else: sashes, collars, jewellery. */
  top?: string;
  /** Which skin shows: bare legs (with heels), bare arms, hands. */
  bare: { legs: boolean; arms: boolean; hands: boolean };
  /** Floor-length garments only show toe caps; "none" hides feet entirely. */
  shoes: "heels" | "toe-caps" | "none";
  shoeColour: string;
}

export type GarmentBuilder = (ctx: DrawContext, body: Body) => GarmentLayers;

export interface Look {
  build: Build;
  garment: GarmentBuilder;
  headwear: Headwear;
  earrings?: string;
  pose: PoseSpec;
  skin: SkinTone;
}

export function drawFigure(ctx: DrawContext, look: Look, view: View): string {
  const body = createBody({ build: look.build, view, pose: look.pose, skin: look.skin });
  const garment = look.garment(ctx, body);
  const headwear = drawHeadwear(ctx, body, look.headwear);
  return group(
    {},
    headwear.behind,
    garment.behind ?? "",
    garment.bare.legs ? drawLegs(ctx, body, garment.shoeColour) : "",
    garment.shoes === "toe-caps" ? drawShoes(body, garment.shoeColour) : "",
    drawTorso(ctx, body),
    drawNeck(ctx, body),
    garment.body,
    garment.bare.arms ? drawArms(ctx, body, { hands: false }) : "",
    garment.sleeves ?? "",
    garment.bare.hands ? drawArms(ctx, body, { arms: false }) : "",
    drawHead(ctx, body, { earrings: look.earrings }),
    headwear.front,
    garment.top ?? "",
  );
}
