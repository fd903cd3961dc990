import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  afterPaintAttribute,
  deferredModuleId,
  fontFilesAttribute,
  deferredModuleType,
  mainImageTiming,
  preloadAttribute,
} from "./attributes";
import { afterPaintCacheKey, fontFilesWaitMs, preloadsPerTask, startBoot } from "./boot";

const fontsHref = "/assets/font-faces-a1.css";
const preloadHrefs = ["/assets/entry.client-b2.js", "/assets/root-c3.js"];
const bootCode = 'import "/assets/entry.client-b2.js";';

/** A page as the build leaves it: the web fonts and the framework's boot module held. */
function mountHeldPage(): void {
  document.head.innerHTML =
    `<link rel="stylesheet" href="${fontsHref}" ${afterPaintAttribute}="" disabled="">` +
    `<script type="${deferredModuleType}" id="${deferredModuleId}" ${preloadAttribute}="${preloadHrefs.join(" ")}">${bootCode}</script>`;
  document.body.innerHTML = `<main><img src="/hero.avif" alt="Ivory gown" elementtiming="${mainImageTiming}"></main>`;
}

const fontsLink = () => document.head.querySelector(`link[href="${fontsHref}"]`);
const modules = () => [...document.body.querySelectorAll('script[type="module"]')];
/** Released: the web fonts on, and once the tasks the loader queued have run, the boot module in. */
function released(): boolean {
  vi.runAllTimers();
  return modules().length === 1 && !fontsLink()?.hasAttribute("disabled");
}

function setDocument(property: "readyState" | "visibilityState", value: string): void {
  Object.defineProperty(document, property, { value, configurable: true });
}

/** A browser that reports paints: each observer's callback, for the test to hand entries to. */
function reportPaints(entryTypes = ["paint", "element"]): ((entries: object[]) => void)[] {
  const observers: ((entries: object[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    constructor(callback: (list: { getEntries: () => object[] }) => void) {
      observers.push((entries) => callback({ getEntries: () => entries }));
    }
    observe(): void {}
    disconnect(): void {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  setDocument("visibilityState", "visible");
  return observers;
}

const firstContentfulPaint = { entryType: "paint", name: "first-contentful-paint" };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  localStorage.clear();
  for (const property of ["readyState", "visibilityState", "fonts"])
    Reflect.deleteProperty(document, property);
  vi.restoreAllMocks();
});

describe("the held boot, as the page loader releases it", () => {
  it("holds the web fonts and the framework until the page has loaded", () => {
    mountHeldPage();
    setDocument("readyState", "loading");
    startBoot();
    expect(fontsLink()).toHaveAttribute("disabled");
    expect(modules()).toHaveLength(0);

    window.dispatchEvent(new Event("load"));
    expect(fontsLink()).not.toHaveAttribute("disabled");
    expect(fontsLink()).not.toHaveAttribute("blocking");
    vi.runAllTimers();
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual(preloadHrefs);
    expect(modules()).toHaveLength(1);
    expect(modules()[0]?.textContent).toBe(bootCode);
  });

  it("adds the preloads a few per task, then the boot module, so that no step is a long task", () => {
    mountHeldPage();
    const hrefs = Array.from({ length: 10 }, (_, n) => `/assets/chunk-${n}.js`);
    document.getElementById(deferredModuleId)?.setAttribute(preloadAttribute, hrefs.join(" "));
    startBoot();
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href"),
      );
    expect(fontsLink()).not.toHaveAttribute("disabled");
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(hrefs.slice(0, preloadsPerTask));
    expect(modules()).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(hrefs.slice(0, 2 * preloadsPerTask));
    vi.runAllTimers();
    expect(preloads()).toEqual(hrefs);
    expect(modules()).toHaveLength(1);
  });

  it("fetches the web fonts' files first and enables their stylesheet once all are in, or have failed", () => {
    mountHeldPage();
    const files = ["/assets/jost-400.woff2", "/assets/cormorant-500.woff2"];
    fontsLink()?.setAttribute(fontFilesAttribute, files.join(" "));
    startBoot();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.getAttribute("href"), link.as, link.type, link.crossOrigin])).toEqual(
      files.map((file) => [file, "font", "font/woff2", "anonymous"]),
    );
    expect(fontsLink()).toHaveAttribute("disabled");
    preloads[0]?.dispatchEvent(new Event("load"));
    expect(fontsLink()).toHaveAttribute("disabled");
    preloads[1]?.dispatchEvent(new Event("error"));
    expect(fontsLink()).not.toHaveAttribute("disabled");
    // The framework does not wait for the fonts.
    vi.runAllTimers();
    expect(modules()).toHaveLength(1);
  });

  it("enables the stylesheet all the same when its font files take too long", () => {
    mountHeldPage();
    fontsLink()?.setAttribute(fontFilesAttribute, "/assets/jost-400.woff2");
    startBoot();
    vi.advanceTimersByTime(fontFilesWaitMs - 1);
    expect(fontsLink()).toHaveAttribute("disabled");
    vi.advanceTimersByTime(1);
    expect(fontsLink()).not.toHaveAttribute("disabled");
  });

  it("waits for the first contentful paint where the browser reports paints", () => {
    const observers = reportPaints();
    mountHeldPage();
    startBoot();
    expect(modules()).toHaveLength(0);

    observers[0]?.([{ entryType: "paint", name: "first-paint" }]);
    expect(modules()).toHaveLength(0);
    observers[0]?.([firstContentfulPaint]);
    expect(released()).toBe(true);
  });

  it("also waits for the main image's paint when it is loaded and on screen", () => {
    const observers = reportPaints();
    mountHeldPage();
    const image = document.querySelector("img");
    if (!image) throw new Error("no image");
    Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 800 } });
    vi.spyOn(image, "getBoundingClientRect").mockReturnValue({ top: 64, bottom: 544 } as DOMRect);
    startBoot();

    observers[0]?.([firstContentfulPaint]);
    expect(modules()).toHaveLength(0);
    observers[0]?.([{ entryType: "element", name: "image-paint", identifier: mainImageTiming }]);
    expect(released()).toBe(true);
  });

  it("releases everything once the page goes out of sight before it was painted", () => {
    reportPaints();
    mountHeldPage();
    startBoot();
    expect(modules()).toHaveLength(0);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(released()).toBe(true);
  });

  it("does not wait for paints a page loaded out of sight will never report", () => {
    reportPaints();
    setDocument("visibilityState", "hidden");
    mountHeldPage();
    startBoot();
    expect(released()).toBe(true);
  });

  it("gives a returning visitor the cached web fonts before the first paint, and remembers them", () => {
    const fonts = new EventTarget();
    Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
    mountHeldPage();
    startBoot();
    fontsLink()?.dispatchEvent(new Event("load"));
    expect(localStorage.getItem(afterPaintCacheKey)).toBeNull();
    fonts.dispatchEvent(new Event("loadingdone"));
    expect(localStorage.getItem(afterPaintCacheKey)).toBe(fontsHref);
    vi.runAllTimers();

    mountHeldPage();
    setDocument("readyState", "loading");
    startBoot();
    expect(fontsLink()).not.toHaveAttribute("disabled");
    expect(fontsLink()).toHaveAttribute("blocking", "render");
    expect(modules()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(modules()).toHaveLength(1);
  });

  it("still runs when storage is refused", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    mountHeldPage();
    startBoot();
    expect(released()).toBe(true);
  });
});
