// Holds what the first paint does not need until the page has loaded and its first content and
// main image are painted (docs/decisions/009-first-paint-from-html.md):
// - The web fonts' stylesheet arrives disabled; its font files are fetched first, so the page is
//   laid out again once, not once per file. If cached, it is enabled at once, before the first
//   paint, so a returning visitor never sees the fallback fonts.
// - React's boot module arrives inert and later runs with the same text, so the same CSP hash.
// A page loaded out of sight never reports a paint, so there its load is enough.
import {
  afterPaintAttribute,
  deferredModuleId,
  fontFilesAttribute,
  mainImageTiming,
  preloadAttribute,
} from "./attributes";

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
      // Remembered as cached only once its font files are in too.
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

export const fontFilesWaitMs = 8000;

// Preloaded, so the @font-face rules find the files in memory and use them in one layout.
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

// TypeScript's DOM types lack `element` entries and `scheduler` so far.
interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

// Each preload costs about 5 ms on a 4× slower CPU: all twenty or so in one task made a 120 ms
// task right after the first paint, long enough to hold up a tap.
export const preloadsPerTask = 2;

interface TaskScheduler {
  postTask(callback: () => void): Promise<void>;
}

function inNextTask(callback: () => void): void {
  const scheduler = (window as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler && scheduler.postTask) {
    void scheduler.postTask(callback);
  } else {
    setTimeout(callback, 0);
  }
}

// Each step in a task of its own, so none holds up a tap.
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
