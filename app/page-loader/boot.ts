/**
 * Holding what the first paint does not need until the visitor has seen the page:
 *
 * - Stylesheets marked `data-after-paint` (the web fonts) arrive disabled. Once the page is shown,
 *   the font files they declare (`data-fonts`) are fetched first and the stylesheet enabled when they
 *   are in, so the page is laid out again once with the web fonts, not once for the stylesheet and
 *   again as each file arrives. When this browser is known to have them cached already, they are
 *   enabled at once, holding the first paint (so a returning visitor never sees the fallback faces).
 * - The framework's boot module arrives inert (`type="text/x-deferred-module"`, its module preloads
 *   in `data-preload`). Once the page is shown, the preloads are added and the module runs, with
 *   the same text and so the same CSP hash.
 *
 * "Shown" means: the page has loaded, its first content is painted and so is its main image (marked
 * `elementtiming="main-image"`), where the browser reports paints. A page loaded out of sight is
 * never reported as painted, so there the page's load is enough.
 */
import {
  afterPaintAttribute,
  deferredModuleId,
  fontFilesAttribute,
  mainImageTiming,
  preloadAttribute,
} from "./attributes";

/** The `localStorage` key listing the held stylesheets this browser has fully loaded before. */
export const afterPaintCacheKey = "after-paint-cached";

function cachedList(): (string | null)[] {
  try {
    return (localStorage.getItem(afterPaintCacheKey) || "").split(" ");
  } catch {
    return [];
  }
}

function rememberCached(href: string | null): void {
  const list = cachedList();
  if (list.indexOf(href) >= 0) return;
  list.push(href);
  try {
    localStorage.setItem(afterPaintCacheKey, list.join(" ").trim());
  } catch {
    // Storage off or full: the stylesheet waits for the paint again next time.
  }
}

function enable(link: Element, beforeFirstPaint: boolean): void {
  if (beforeFirstPaint) link.setAttribute("blocking", "render");
  link.addEventListener(
    "load",
    () => {
      const href = link.getAttribute("href");
      // The fonts it declares are fetched next; once they are in, the browser has them all.
      const fonts = document.fonts as FontFaceSet | undefined;
      if (fonts && fonts.addEventListener) {
        fonts.addEventListener("loadingdone", () => rememberCached(href), { once: true });
      } else {
        rememberCached(href);
      }
    },
    { once: true },
  );
  link.removeAttribute("disabled");
}

/** How long a held stylesheet waits for its font files before it is enabled all the same. */
export const fontFilesWaitMs = 8000;

/**
 * Fetches the font files a held stylesheet declares, then calls `next` once: when every file has
 * loaded or failed, or after `fontFilesWaitMs`. Preloads, so the stylesheet's `@font-face` rules
 * find the files in the browser's memory and use them in the same layout.
 */
function afterFontFiles(link: Element, next: () => void): void {
  const doc = document;
  const files = (link.getAttribute(fontFilesAttribute) || "").split(" ").filter(Boolean);
  let waiting = files.length;
  let done = false;
  function go(): void {
    if (done) return;
    done = true;
    next();
  }
  if (waiting === 0) return go();
  files.forEach((href) => {
    const preload = doc.createElement("link");
    preload.rel = "preload";
    preload.as = "font";
    preload.type = "font/woff2";
    preload.crossOrigin = "anonymous";
    preload.href = href;
    const settled = (): void => {
      waiting -= 1;
      if (waiting === 0) go();
    };
    preload.addEventListener("load", settled, { once: true });
    preload.addEventListener("error", settled, { once: true });
    doc.head.appendChild(preload);
  });
  setTimeout(go, fontFilesWaitMs);
}

/** An `element` performance entry (TypeScript's DOM types do not have it yet). */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

/**
 * Preloads added in one task. Each starts a fetch, at about 5 ms of a 4× slower CPU (the first
 * more), and a page has some twenty modules: all in one task made one of about 120 ms right after
 * the first paint, long enough to hold a tap.
 */
export const preloadsPerTask = 2;

/** The Prioritized Task Scheduling API, where the browser has it (TypeScript's DOM types lack it). */
interface TaskScheduler {
  postTask(callback: () => void): Promise<void>;
}

/**
 * Runs `callback` in a task of its own: `scheduler.postTask` where the browser has it (it also
 * keeps running under a test's fake clock, which the framework's own scheduler does too), else a
 * zero timeout.
 */
function inNextTask(callback: () => void): void {
  const scheduler = (window as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler && scheduler.postTask) {
    void scheduler.postTask(callback);
  } else {
    setTimeout(callback, 0);
  }
}

/**
 * Enables the held stylesheets, then adds the boot module's preloads a few per task, then runs the
 * module: each step in a task of its own, so none of them holds a tap waiting.
 */
function release(held: readonly Element[]): void {
  const doc = document;
  held.forEach((link) => afterFontFiles(link, () => enable(link, false)));
  const module = doc.getElementById(deferredModuleId);
  if (!module) return;
  const hrefs = (module.getAttribute(preloadAttribute) || "").split(" ").filter(Boolean);
  const bootText = module.textContent;
  function step(): void {
    hrefs.splice(0, preloadsPerTask).forEach((href) => {
      const preload = doc.createElement("link");
      preload.rel = "modulepreload";
      preload.href = href;
      doc.head.appendChild(preload);
    });
    if (hrefs.length > 0) {
      inNextTask(step);
      return;
    }
    const script = doc.createElement("script");
    script.type = "module";
    script.textContent = bootText;
    doc.body.appendChild(script);
  }
  inNextTask(step);
}

/** Calls `next` once, when the page has been shown (see above). */
function whenShown(next: () => void): void {
  const doc = document;
  let done = false;
  function go(): void {
    if (done) return;
    done = true;
    next();
  }
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const types: readonly string[] = (Observer && Observer.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0 || doc.visibilityState !== "visible") return go();
  const image = doc.querySelector<HTMLImageElement>(`img[elementtiming="${mainImageTiming}"]`);
  const box = image && image.getBoundingClientRect();
  let imagePending = Boolean(
    image &&
    box &&
    types.indexOf("element") >= 0 &&
    image.complete &&
    image.naturalWidth > 0 &&
    box.top < innerHeight &&
    box.bottom > 0,
  );
  let painted = false;
  const observer = new PerformanceObserver((list) => {
    list.getEntries().forEach((entry) => {
      if (entry.name === "first-contentful-paint") painted = true;
      if (entry.entryType === "element" && (entry as ElementTiming).identifier === mainImageTiming) {
        imagePending = false;
      }
    });
    if (painted && !imagePending) {
      observer.disconnect();
      go();
    }
  });
  observer.observe({ type: "paint", buffered: true });
  if (imagePending) observer.observe({ type: "element", buffered: true });
  doc.addEventListener("visibilitychange", () => {
    observer.disconnect();
    go();
  });
}

/**
 * Enables at once the held stylesheets this browser has cached, and holds the rest, with the boot
 * module, until the page has loaded and been shown.
 */
export function startBoot(): void {
  const doc = document;
  const links = [...doc.querySelectorAll(`link[${afterPaintAttribute}]`)];
  const cached = cachedList();
  const held = links.filter((link) => {
    if (cached.indexOf(link.getAttribute("href")) < 0) return true;
    enable(link, true);
    return false;
  });
  const start = () => whenShown(() => release(held));
  if (doc.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
