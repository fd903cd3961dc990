import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { designPage } from "~/content/design-page";
import { DesignViewer } from "./design-viewer";

const srcset = (n: number, type: string) => `/p${n}-360.${type} 360w, /p${n}-1200.${type} 1200w`;
const photos = [1, 2, 3, 4].map((n) => {
  const sources = { avif: srcset(n, "avif"), webp: srcset(n, "webp") };
  return { image: { sources, img: { src: `/p${n}.webp`, w: 1200, h: 1500 } }, alt: `Adunni gown, view ${n}` };
});
const viewer = <DesignViewer name="Adunni" photos={photos} labels={designPage.viewer} />;

const region = () => screen.getByRole("region", { name: "Photos of Adunni" });
/** The counter under the photo (the full-screen view has its own). */
const counter = () => region().querySelector("[aria-live]");
const shownImage = () =>
  within(region())
    .getAllByRole("img")
    .find((image) => image.closest("[data-current]") && !image.closest("dialog"));

// jsdom has no modal dialogs: they open and close as the browser's do, with their close event.
beforeAll(() =>
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    },
  }),
);
afterAll(() =>
  ["showModal", "close"].forEach((method) => Reflect.deleteProperty(HTMLDialogElement.prototype, method)),
);
beforeEach(() => window.history.replaceState(null, "", "/collection/adunni"));

describe("DesignViewer as prerendered", () => {
  const page = document.createElement("div");
  page.innerHTML = renderToString(viewer);
  const attributes = (selector: string, name: string) =>
    [...page.querySelectorAll(selector)].map((element) => element.getAttribute(name));

  it("gives every photo its own address and wrapping links, loads the first eagerly, and shows no state it cannot keep", () => {
    const slides = [...page.querySelectorAll("[id^='photo-']")];
    expect(slides.map((slide) => slide.id)).toEqual(["photo-1", "photo-2", "photo-3", "photo-4"]);
    const hrefs = (slide: Element) =>
      [...slide.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect([hrefs(slides[0]!), hrefs(slides[3]!)].join(" ")).toBe("#photo-4,#photo-2 #photo-3,#photo-1");
    expect(attributes("[id^='photo-'] img", "loading")).toEqual(["eager", "lazy", "lazy", "lazy"]);
    expect(attributes("[id^='photo-'] img", "fetchpriority")[0]).toBe("high");
    // Which photo is on show is the address's business until the framework runs.
    expect(page.querySelector("[aria-current], [data-current]")).toBeNull();
    expect(page.querySelector("[aria-live]")).toHaveClass("until-hydrated");
  });

  it("draws thumbnails from the smallest files, and lets the browser open the full-screen view itself, its photos lazy", () => {
    expect(attributes("ul source", "srcset").slice(0, 2)).toEqual(["/p1-360.avif", "/p1-360.webp"]);
    expect(attributes("ul img", "src")).toEqual(photos.map((_, n) => `/p${n + 1}-360.webp`));
    const open = within(page as HTMLElement).getByRole("button", { name: "View full screen" });
    expect(open).toHaveAttribute("command", "show-modal");
    expect(open).toHaveAttribute("commandfor", page.querySelector("dialog")?.id);
    expect(attributes("dialog img", "loading")).toEqual(["lazy", "lazy", "lazy", "lazy"]);
  });
});

describe("DesignViewer once the framework runs", () => {
  it("moves with its links, keeps the address and marks the thumbnail", () => {
    render(viewer);
    expect(counter()).toHaveTextContent("Photo 1 of 4");
    expect(shownImage()).toHaveAccessibleName("Adunni gown, view 1");
    const [next] = within(region())
      .getAllByRole("link", { name: "Next photo" })
      .filter((link) => link.closest("[data-current]"));
    fireEvent.click(next!);
    expect(counter()).toHaveTextContent("Photo 2 of 4");
    expect(shownImage()).toHaveAccessibleName("Adunni gown, view 2");
    expect(window.location.hash).toBe("#photo-2");
    expect(screen.getByRole("link", { name: "Photo 2 of 4" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Photo 1 of 4" })).not.toHaveAttribute("aria-current");
    fireEvent.click(screen.getByRole("link", { name: "Photo 4 of 4" }));
    expect(shownImage()).toHaveAccessibleName("Adunni gown, view 4");
  });

  it("opens on the photo the address names, and follows the arrow keys", () => {
    window.history.replaceState(null, "", "/collection/adunni#photo-3");
    render(viewer);
    expect(shownImage()).toHaveAccessibleName("Adunni gown, view 3");
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(counter()).toHaveTextContent("Photo 4 of 4");
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(counter()).toHaveTextContent("Photo 1 of 4");
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    expect(shownImage()).toHaveAccessibleName("Adunni gown, view 4");
  });

  it("loads the neighbours of the photo on show ahead once the visitor reaches for the viewer, with a pointer or a key", () => {
    const loading = () =>
      [...region().querySelectorAll("[id^='photo-'] img")].map((image) => image.getAttribute("loading"));
    render(viewer);
    fireEvent.pointerOver(region());
    expect(loading()).toEqual(["eager", "eager", "lazy", "eager"]);
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(loading()).toEqual(["eager", "eager", "eager", "lazy"]);
    cleanup();
    window.history.replaceState(null, "", "/collection/adunni");
    render(viewer);
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    expect(loading()).toEqual(["eager", "lazy", "eager", "eager"]);
  });

  it("follows a sideways swipe on the photo", () => {
    render(viewer);
    const image = shownImage()!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(image, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchMove(image, { touches: [{ clientX: to[0], clientY: to[1] }] });
      fireEvent.touchEnd(image, { touches: [], changedTouches: [] });
    };
    swipe([300, 200], [100, 210]);
    expect(counter()).toHaveTextContent("Photo 2 of 4");
    swipe([100, 200], [300, 190]);
    expect(counter()).toHaveTextContent("Photo 1 of 4");
  });

  it("with a single photo, offers no steps: no arrows, counter or thumbnails, only the full-screen view", () => {
    render(<DesignViewer name="Adunni" photos={photos.slice(0, 1)} labels={designPage.viewer} />);
    expect(within(region()).queryAllByRole("link")).toEqual([]);
    expect(within(region()).queryByRole("list")).toBeNull();
    expect(counter()).toBeNull();
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(window.location.hash).toBe("");
    expect(screen.getByRole("button", { name: "View full screen" })).toBeInTheDocument();
  });

  it("shows the full-screen view's photos only while it is open, and gives focus back on closing", () => {
    render(viewer);
    const dialog = region().querySelector("dialog")!;
    expect(dialog.querySelectorAll("img")).toHaveLength(0);
    const open = screen.getByRole("button", { name: "View full screen" });
    open.focus();
    fireEvent.click(open);
    expect(dialog).toHaveAttribute("open");
    const fullImages = [...dialog.querySelectorAll("img")].map((image) => image.getAttribute("alt"));
    expect(fullImages).toEqual([1, 2, 4].map((n) => `Adunni gown, view ${n}`));
    expect(dialog.querySelector("[data-current] img")).toHaveAttribute("alt", "Adunni gown, view 1");
    expect(dialog.querySelector("source")).toHaveAttribute("sizes", "100vw");
    within(dialog).getByRole("button", { name: "Close full screen" }).focus();
    act(() => dialog.close());
    expect(dialog.querySelectorAll("img")).toHaveLength(0);
    expect(open).toHaveFocus();
  });
});
