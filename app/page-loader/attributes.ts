/**
 * Where the page loader meets the page: the attributes the React components and the build's page
 * rewrite (scripts/optimize-pages.ts) put on elements, and the loader reads. Each name is written
 * here only; the components spread the `…Props` objects, the loader and the build use the names.
 * The one other place is CSS: app/components/form-parts.module.css styles `form[data-submitted]`.
 */

/** A menu's container (a popover and its button): focus leaving it closes the menu. */
export const menuAttribute = "data-menu";
/** A menu that also opens on mouse hover and keyboard focus (the navbar's OUR DESIGN). */
export const hoverMenuAttribute = "data-hover-menu";
/** A date field whose earliest day is the visitor's today: `data-min="today"`. */
export const minAttribute = "data-min";
export const minToday = "today";
/** A form the browser is posting itself; set by the loader, which refuses to send it again. */
export const submittedAttribute = "data-submitted";
/** A stylesheet held until the page has been seen (the web fonts). */
export const afterPaintAttribute = "data-after-paint";
/** On a held stylesheet: the font files it declares, separated by spaces, fetched before it applies. */
export const fontFilesAttribute = "data-fonts";

/** The framework's boot module, made inert by the build and run by the loader. */
export const deferredModuleId = "deferred-boot";
export const deferredModuleType = "text/x-deferred-module";
/** On the held boot module: its module preloads, separated by spaces. */
export const preloadAttribute = "data-preload";
/** The `elementtiming` of the page's main image, whose paint the loader waits for. */
export const mainImageTiming = "main-image";

/** The marks as props, for the components that set them. */
export const menuProps = { [menuAttribute]: "" } as const;
export const hoverMenuProps = { [hoverMenuAttribute]: "" } as const;
export const minTodayProps = { [minAttribute]: minToday } as const;
export const afterPaintProps = { [afterPaintAttribute]: "" } as const;
