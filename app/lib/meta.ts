import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./site";

/** The tags every page carries: title, description, canonical address and social preview. */
export function pageMeta({
  title,
  description,
  path,
  index = true,
}: {
  title: string;
  description: string;
  path: string;
  /** The not-found page stays out of search results. (The thank-you page is simply not in the sitemap.) */
  index?: boolean;
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: absoluteUrl(path) },
    ...(index ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}
