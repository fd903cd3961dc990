import { designLines } from "~/content/design-lines";
import { slugPattern } from "~/content/slug";
import { fillIn } from "./fill-in";
import { designPath, paths } from "./paths";
import { absoluteUrl } from "./site";

export const designParameter = "design";

const longestSlug = 80;

export function requestedDesign(search: string): string | null {
  const values = new URLSearchParams(search).getAll(designParameter);
  // Named twice, the address is ambiguous (or made up): better no design than the wrong one.
  if (values.length !== 1) return null;
  const slug = values[0] ?? "";
  return slug.length <= longestSlug && slugPattern.test(slug) ? slug : null;
}

export function orderDesignHref(slug: string): string {
  return `${paths.order}?${new URLSearchParams({ [designParameter]: slug })}`;
}

// The order page's panel that starts a group order, about this design (decision 041).
export function groupOrderDesignHref(slug: string): string {
  return `${paths.order}?${new URLSearchParams({ [designParameter]: slug, group: "new" })}`;
}

export function askAboutDesignHref(slug: string): string {
  return `${paths.contact}?${new URLSearchParams({ [designParameter]: slug })}`;
}

export function bookAboutDesignHref(slug: string): string {
  return `${paths.book}?${new URLSearchParams({ [designParameter]: slug })}`;
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
