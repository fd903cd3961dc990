import { afterEach, beforeEach, expect, it, vi } from "vitest";
import * as names from "./attributes";
import { afterPaintCacheKey, fontFilesWaitMs, preloadsPerTask, startBoot } from "./boot";

const fontsHref = "/assets/font-faces-a1.css";
const bootCode = 'import "/assets/entry.client-b2.js";';

/** A page as the build leaves it, the web fonts and the framework's boot module held; the loader started. */
function boot({ preloads = ["/assets/entry.client-b2.js"], fontFiles = "", loading = false } = {}): void {
  const { afterPaintAttribute, fontFilesAttribute, deferredModuleType, deferredModuleId } = names;
  document.head.innerHTML =
    `<link rel="stylesheet" href="${fontsHref}" ${afterPaintAttribute} disabled ${fontFilesAttribute}="${fontFiles}">` +
    `<script type="${deferredModuleType}" id="${deferredModuleId}" ${names.preloadAttribute}="${preloads.join(" ")}">${bootCode}</script>`;
  document.body.innerHTML = `<main><img src="/hero.avif" alt="" elementtiming="${names.mainImageTiming}"></main>`;
  if (loading) setDocument("readyState", "loading");
  startBoot();
}

const setDocument = (property: string, value: string) =>
  Object.defineProperty(document, property, { value, configurable: true });
const fontsLink = () => document.head.querySelector(`link[href="${fontsHref}"]`)!;
const fontsOn = () => !fontsLink().hasAttribute("disabled");
const modules = () => [...document.body.querySelectorAll('script[type="module"]')];
const preloaded = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute("href"));
/** Released: the web fonts on, and once the tasks the loader queued have run, the boot module in. */
function released(): boolean {
  vi.runAllTimers();
  return modules().length === 1 && fontsOn();
}

/** A browser that reports paints: each entry handed to the function returned reaches the loader. */
function reportPaints(visibility = "visible"): (entry: object) => void {
  let observer: (entries: object[]) => void = () => {};
  class FakeObserver {
    static supportedEntryTypes = ["paint", "element"];
    constructor(callback: (list: { getEntries: () => object[] }) => void) {
      observer = (entries) => callback({ getEntries: () => entries });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  setDocument("visibilityState", visibility);
  return (entry) => observer([entry]);
}
const firstContentfulPaint = { entryType: "paint", name: "first-contentful-paint" };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = document.body.innerHTML = "";
  localStorage.clear();
  for (const property of ["readyState", "visibilityState", "fonts"])
    Reflect.deleteProperty(document, property);
  vi.restoreAllMocks();
});

it("holds the web fonts and the framework until the page has loaded, then adds the preloads a few per task", () => {
  const hrefs = Array.from({ length: 10 }, (_, n) => `/assets/chunk-${n}.js`);
  boot({ preloads: hrefs, loading: true });
  vi.runAllTimers();
  expect([fontsOn(), preloaded("modulepreload"), modules()]).toEqual([false, [], []]);
  window.dispatchEvent(new Event("load"));
  expect(fontsOn()).toBe(true);
  expect(fontsLink()).not.toHaveAttribute("blocking");
  // So that no step is a long task.
  vi.advanceTimersToNextTimer();
  expect(preloaded("modulepreload")).toEqual(hrefs.slice(0, preloadsPerTask));
  vi.advanceTimersToNextTimer();
  expect(preloaded("modulepreload")).toEqual(hrefs.slice(0, 2 * preloadsPerTask));
  expect(modules()).toHaveLength(0);
  vi.runAllTimers();
  expect(preloaded("modulepreload")).toEqual(hrefs);
  expect(modules().map((module) => module.textContent)).toEqual([bootCode]);
});

it("fetches the web fonts' files first and enables their stylesheet once all are in or have failed, or too late", () => {
  const files = ["/assets/jost-400.woff2", "/assets/cormorant-500.woff2"];
  boot({ fontFiles: files.join(" ") });
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  const fetched = preloads.map((link) => [link.getAttribute("href"), link.as, link.type, link.crossOrigin]);
  expect(fetched).toEqual(files.map((file) => [file, "font", "font/woff2", "anonymous"]));
  preloads[0]!.dispatchEvent(new Event("load"));
  expect(fontsOn()).toBe(false);
  preloads[1]!.dispatchEvent(new Event("error"));
  expect(fontsOn()).toBe(true);
  vi.runAllTimers();

  boot({ fontFiles: files[0] });
  vi.advanceTimersByTime(fontFilesWaitMs - 1);
  expect([modules().length, fontsOn()]).toEqual([1, false]);
  vi.advanceTimersByTime(1);
  expect(fontsOn()).toBe(true);
});

it("waits for the first contentful paint where the browser reports paints, and for the main image's if on screen", () => {
  let paint = reportPaints();
  boot();
  paint({ entryType: "paint", name: "first-paint" });
  expect(released()).toBe(false);
  paint(firstContentfulPaint);
  expect(released()).toBe(true);

  paint = reportPaints();
  const onScreen = { top: 64, bottom: 544 } as DOMRect;
  vi.spyOn(HTMLImageElement.prototype, "getBoundingClientRect").mockReturnValue(onScreen);
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(800);
  boot();
  paint(firstContentfulPaint);
  expect(released()).toBe(false);
  paint({ entryType: "element", name: "image-paint", identifier: names.mainImageTiming });
  expect(released()).toBe(true);
});

it("releases everything once the page goes out of sight before it was painted, or was loaded out of sight", () => {
  reportPaints();
  boot();
  document.dispatchEvent(new Event("visibilitychange"));
  expect(released()).toBe(true);
  reportPaints("hidden");
  boot();
  expect(released()).toBe(true);
});

it("gives a returning visitor the cached web fonts before the first paint, and remembers them", () => {
  const fonts = new EventTarget();
  setDocument("fonts", fonts as never);
  boot();
  fontsLink().dispatchEvent(new Event("load"));
  expect(localStorage.getItem(afterPaintCacheKey)).toBeNull();
  fonts.dispatchEvent(new Event("loadingdone"));
  expect(localStorage.getItem(afterPaintCacheKey)).toBe(fontsHref);
  vi.runAllTimers();

  boot({ loading: true });
  expect(fontsOn()).toBe(true);
  expect(fontsLink()).toHaveAttribute("blocking", "render");
  expect(modules()).toHaveLength(0);
  window.dispatchEvent(new Event("load"));
  expect(released()).toBe(true);
});

it("still runs when storage is refused", () => {
  vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("denied", "SecurityError");
  });
  boot();
  expect(released()).toBe(true);
});
