// Shared by the React components, the build's page rewrite (scripts/optimize-pages.ts) and the
// page loader. CSS also styles `form[data-submitted]` (app/components/form-parts.module.css).

/** On the header and the skip link: focus in either brings the header back (./header.ts). */
export const headerAttribute = "data-header";
/** On <html>, for CSS: the page has moved, and the header has slid away. */
export const scrolledAttribute = "data-scrolled";
export const headerHiddenAttribute = "data-header-hidden";
/** On a popover and its button: focus leaving it closes the menu. */
export const menuAttribute = "data-menu";
export const hoverMenuAttribute = "data-hover-menu";
export const minAttribute = "data-min";
export const minToday = "today";
/** Set while the browser posts the form, so it is never sent twice. */
export const submittedAttribute = "data-submitted";
/** A stylesheet (the web fonts) held until the page has been seen. */
export const afterPaintAttribute = "data-after-paint";
export const fontFilesAttribute = "data-fonts";

// React's boot module, made inert by the build and run by the page loader.
export const deferredModuleId = "deferred-boot";
export const deferredModuleType = "text/x-deferred-module";
export const preloadAttribute = "data-preload";
export const mainImageTiming = "main-image";

export const headerProps = { [headerAttribute]: "" } as const;
export const menuProps = { [menuAttribute]: "" } as const;
export const hoverMenuProps = { [hoverMenuAttribute]: "" } as const;
export const minTodayProps = { [minAttribute]: minToday } as const;
export const afterPaintProps = { [afterPaintAttribute]: "" } as const;
