import { fillIn } from "~/lib/fill-in";
import data from "./data/design-page.json";
import { checkData, designPageSchema } from "./schema";

if (import.meta.env.SSR) {
  checkData("design-page.json", designPageSchema, data);
}

export { fillIn };
/**
 * The words of every design's page (/collection/<slug>), from data/design-page.json. `{name}`,
 * `{url}`, `{n}` and `{count}` are filled in per design; the design's own name, summary and photos
 * are in data/designs.json.
 */
export const designPage = data;

/** A design page's title, which its share preview prints too. */
export function designPageTitle(design: { name: string; section: keyof typeof designPage.sections }): string {
  return fillIn(designPage.title, { name: design.name, section: designPage.sections[design.section] });
}
