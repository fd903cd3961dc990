/**
 * Where a design's page sends a visitor next: the order and inquiry forms told which design
 * (`?design=<slug>`), and WhatsApp with a message that names it. The forms look the slug up in
 * /collection/index.json and ignore one they do not know.
 */
import { designPage, fillIn } from "~/content/design-page";
import { designPath, paths } from "./paths";
import { absoluteUrl } from "./site";

/** The query parameter that names a design on the order and contact pages. */
export const designParameter = "design";

export function orderDesignHref(slug: string): string {
  return `${paths.order}?${new URLSearchParams({ [designParameter]: slug })}`;
}

export function askAboutDesignHref(slug: string): string {
  return `${paths.contact}?${new URLSearchParams({ [designParameter]: slug })}`;
}

/** A design's page as a link to share: absolute, on the site's public address. */
export function designUrl(slug: string): string {
  return absoluteUrl(designPath(slug));
}

/** The studio's WhatsApp chat (`https://wa.me/<number>`), opening with `message` typed in. */
export function whatsappWithMessage(chatHref: string, message: string): string {
  // encodeURIComponent writes spaces as %20, which every WhatsApp app reads as spaces.
  return `${chatHref}${chatHref.includes("?") ? "&" : "?"}text=${encodeURIComponent(message)}`;
}

export function designWhatsappMessage(design: { slug: string; name: string }): string {
  return fillIn(designPage.whatsappMessage, { name: design.name, url: designUrl(design.slug) });
}
