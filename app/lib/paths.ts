/**
 * The single map of the site's pages. The route table, navbar, footer, tab bar,
 * prerender list and sitemap all read from here, so a path is spelled once.
 */
export const paths = {
  home: "/",
  about: "/about",
  contact: "/contact",
  collection: "/collection",
  order: "/order",
  thankYou: "/thank-you",
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

/**
 * Data files prerendered beside the pages. The collection page loads the rest of a large
 * catalogue from here only when the visitor asks for it.
 */
export const dataPaths = {
  /** Every photo of the designs on the collection page's first page, for their cards to rotate. */
  collectionPhotos: "/collection/photos.json",
  /** Every design with every photo, for "Show all". */
  collectionDesigns: "/collection/designs.json",
  /** Every design's page address, name and section: what the forms look a `?design=` up in. */
  designIndex: "/collection/index.json",
} as const;

/** A design's own page; `slug` comes from app/content/slug.ts. */
export function designPath(slug: string): string {
  return `${paths.collection}/${slug}`;
}

/** Prerendered as `/404/index.html`; the server sends it with status 404 for any unknown path. */
export const notFoundPath = "/404";

/** Every page path that is prerendered to its own HTML file. */
export const pagePaths: readonly PagePath[] = Object.values(paths);

/** Pages a search engine should index (the thank-you page is only reached after a form). */
export const indexedPaths: readonly PagePath[] = pagePaths.filter((path) => path !== paths.thankYou);

/**
 * The content editor's folder (docs/content-editor.md): not a page of the site, never indexed,
 * linked from no page, and left alone by the service worker.
 */
export const editorPath = "/admin/";
