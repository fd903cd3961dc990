import { designLines } from "~/content/design-lines";
import { fillIn } from "./fill-in";
import { designPath, paths } from "./paths";
import { absoluteUrl } from "./site";

export const designParameter = "design";

export function orderDesignHref(slug: string): string {
  return `${paths.order}?${new URLSearchParams({ [designParameter]: slug })}`;
}

export function askAboutDesignHref(slug: string): string {
  return `${paths.contact}?${new URLSearchParams({ [designParameter]: slug })}`;
}

export function designUrl(slug: string): string {
  return absoluteUrl(designPath(slug));
}

export function whatsappWithMessage(chatHref: string, message: string): string {
  // encodeURIComponent writes spaces as %20, which every WhatsApp app reads as spaces.
  return `${chatHref}${chatHref.includes("?") ? "&" : "?"}text=${encodeURIComponent(message)}`;
}

export function designWhatsappMessage(design: { slug: string; name: string }): string {
  return fillIn(designLines.whatsappMessage, { name: design.name, url: designUrl(design.slug) });
}
