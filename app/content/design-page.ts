/**
 * The words of every design's page (/collection/<slug>), from data/design-page.json; the design's
 * own name, summary and photos are in data/designs.json.
 */
import { fillIn } from "~/lib/fill-in";
import data from "./data/design-page.json" with { type: "json" };
import { designPageSchema } from "./design-page.schema";
import { checkData } from "./schema";

export { fillIn };

export const designPage = checkData("design-page.json", designPageSchema, data);

/** The price's words alone, for the collection's cards: a page of cards gets no more of this file. */
export const priceWords = { from: designPage.price.from, onRequest: designPage.price.onRequest };

/** A design page's title, which its share preview prints too. */
export function designPageTitle(design: { name: string; section: keyof typeof designPage.sections }): string {
  return fillIn(designPage.title, { name: design.name, section: designPage.sections[design.section] });
}
