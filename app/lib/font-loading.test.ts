import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fontLoaderScript, fontsCachedKey } from "./font-loading";

const href = "/assets/font-faces-abc.css";

/** Runs the inline script exactly as the page does: from its text. */
function runLoader(): void {
  new Function(fontLoaderScript(href))();
}

function fontLink(): HTMLLinkElement | null {
  return document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`);
}

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, "readyState", { value: state, configurable: true });
}

describe("loading the web fonts", () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no font loading: `ready` settles at once, as when every face has arrived.
    Object.defineProperty(document, "fonts", { value: { ready: Promise.resolve() }, configurable: true });
  });
  afterEach(() => {
    document.head.innerHTML = "";
    setReadyState("complete");
  });

  it("waits for the page to load on a first visit, without holding the first paint", () => {
    setReadyState("loading");
    runLoader();
    expect(fontLink()).toBeNull();

    window.dispatchEvent(new Event("load"));
    expect(fontLink()).not.toBeNull();
    expect(fontLink()?.getAttribute("blocking")).toBeNull();
  });

  it("adds them at once when the page has already loaded", () => {
    setReadyState("complete");
    runLoader();
    expect(fontLink()).not.toBeNull();
  });

  it("remembers this build's fonts once they have arrived", async () => {
    runLoader();
    fontLink()?.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(localStorage.getItem(fontsCachedKey)).toBe(href));
  });

  it("adds them before the first paint, holding it, when they are cached", () => {
    localStorage.setItem(fontsCachedKey, href);
    setReadyState("loading");
    runLoader();
    expect(fontLink()?.getAttribute("blocking")).toBe("render");
  });

  it("treats another build's fonts as not cached", () => {
    localStorage.setItem(fontsCachedKey, "/assets/font-faces-old.css");
    setReadyState("loading");
    runLoader();
    expect(fontLink()).toBeNull();
  });

  it("still loads the fonts when storage is refused", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    setReadyState("loading");
    runLoader();
    window.dispatchEvent(new Event("load"));
    expect(fontLink()).not.toBeNull();
    vi.restoreAllMocks();
  });
});
