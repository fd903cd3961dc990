// Routes, navigation, prerender list and sitemap all read from here, so a path is spelled once.
export const paths = {
  home: "/",
  about: "/about",
  contact: "/contact",
  collection: "/collection",
  order: "/order",
  book: "/book",
  thankYou: "/thank-you",
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

// Prerendered JSON, fetched only when needed so the pages stay small.
export const dataPaths = {
  collectionPhotos: "/collection/photos.json",
  collectionDesigns: "/collection/designs.json",
  designIndex: "/collection/index.json",
} as const;

export function designPath(slug: string): string {
  return `${paths.collection}/${slug}`;
}

export function occasionPath(id: string): string {
  return `${paths.collection}/occasion/${id}`;
}

// The server sends it with status 404 for any unknown path.
export const notFoundPath = "/404";

export const pagePaths: readonly PagePath[] = Object.values(paths);

// The thank-you page is only reached after a form.
export const indexedPaths: readonly PagePath[] = pagePaths.filter((path) => path !== paths.thankYou);

// The content editor (docs/content-editor.md): never indexed or linked, and the service worker
// leaves it alone.
export const editorPath = "/admin/";
