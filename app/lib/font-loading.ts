/**
 * When the web fonts load (decision record 009). On a first visit the page paints in the
 * metric-matched fallback faces (styles/fonts.css) and asks for Cormorant Garamond and Jost only once
 * it has loaded, so 44 KB of fonts do not share a slow link with the page and its first photo. A
 * returning visitor has them cached: the font stylesheet is then added at once and holds the first
 * paint, so the page does not flash the fallback. Without script, a `<noscript>` link loads them.
 */

/** Where the browser remembers that the fonts of this build are cached. */
export const fontsCachedKey = "ivory-adire:fonts";

/**
 * Adds the font stylesheet `href`: at once when this build's fonts are known to be cached, otherwise
 * after the page's `load` event; then records them as cached once the browser has them.
 * It runs as an inline script in `<head>`, from its source text: it must use nothing from outside.
 */
export function loadFonts(href: string, key: string): void {
  const doc = document;
  const remember = () => {
    try {
      localStorage.setItem(key, href);
    } catch {
      // Storage off or full: the fonts simply load after the page again next time.
    }
  };
  const add = (beforeFirstPaint: boolean) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    if (beforeFirstPaint) link.setAttribute("blocking", "render");
    // The faces are requested when the next frame lays text out; `ready` then waits for them.
    link.onload = () => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          void doc.fonts.ready.then(remember);
        });
      });
    };
    doc.head.appendChild(link);
  };
  let cached = false;
  try {
    cached = localStorage.getItem(key) === href;
  } catch {
    cached = false;
  }
  if (cached) add(true);
  else if (doc.readyState === "complete") add(false);
  else addEventListener("load", () => add(false), { once: true });
}

/** The inline script that runs `loadFonts` for the font stylesheet at `href`. */
export function fontLoaderScript(href: string): string {
  return `(${loadFonts.toString()})(${JSON.stringify(href)},${JSON.stringify(fontsCachedKey)})`;
}
