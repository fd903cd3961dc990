import type { MetaDescriptor } from "react-router";
import { studio } from "~/content/studio";
import { paths } from "./paths";
import { shareImageAlt, shareImageOf, shareImagePath, shareImageSize, shareLine } from "./share-images";
import { absoluteUrl } from "./site";
import { breadcrumbStructuredData } from "./structured-data";

export function pageMeta({
  title,
  description,
  path,
  index = true,
  parents = [],
}: {
  title: string;
  description: string;
  path: string;
  /** The breadcrumb's pages between home and this one. */
  parents?: readonly { name: string; path: string }[];
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
    { property: "og:site_name", content: studio.name },
    { property: "og:locale", content: "en_NG" },
    // X reads og:image too, so there is no twitter:image.
    { property: "og:image", content: absoluteUrl(shareImagePath(shareImageOf(path))) },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: shareImageAlt(title, studio.name) },
    { name: "twitter:card", content: "summary_large_image" },
    ...(index ? [] : [{ name: "robots", content: "noindex" }]),
    ...(index && path !== paths.home
      ? [
          {
            "script:ld+json": breadcrumbStructuredData([
              { name: studio.name, path: paths.home },
              ...parents,
              { name: shareLine(title, studio.name), path },
            ]),
          },
        ]
      : []),
  ];
}
