import { fillIn } from "~/lib/fill-in";
import data from "./data/design-page.json" with { type: "json" };

export { fillIn };
/**
 * The words of every design's page (/collection/<slug>), from data/design-page.json. `{name}`,
 * `{url}`, `{n}` and `{count}` are filled in per design; the design's own name, summary and photos
 * are in data/designs.json. The file is checked by catalogue.ts, which every design page's build
 * loads: this module stays plain, as the browser tests import it outside the build.
 */
export const designPage = data;

/** A design page's title, which its share preview prints too. */
export function designPageTitle(design: { name: string; section: keyof typeof designPage.sections }): string {
  return fillIn(designPage.title, { name: design.name, section: designPage.sections[design.section] });
}
