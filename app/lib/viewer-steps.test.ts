import { describe, expect, it } from "vitest";
import {
  arrowStep,
  indexFromHash,
  photoId,
  smallestCandidate,
  swipeStep,
  wrapIndex,
  type KeyPress,
} from "./viewer-steps";

describe("the photo addresses", () => {
  it("number photos from 1 in the page and from 0 in the code", () => {
    expect(photoId(0)).toBe("photo-1");
    expect(indexFromHash("#photo-1", 4)).toBe(0);
    expect(indexFromHash("#photo-4", 4)).toBe(3);
  });

  it("name no photo when the number is out of range or the address is another one", () => {
    for (const hash of ["", "#", "#photo-0", "#photo-5", "#photo-", "#photo-2x", "#main", "#Photo-2"]) {
      expect(indexFromHash(hash, 4), hash).toBeNull();
    }
  });
});

describe("wrapIndex", () => {
  it("goes round both ends", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(2, 3)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("brings the next photo for a finger moving left, the previous for one moving right", () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it("ignores short moves, taps and mostly vertical moves (the page scrolling)", () => {
    expect(swipeStep(-40, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, -60)).toBe(0);
    expect(swipeStep(-41, 0)).toBe(1);
  });
});

describe("arrowStep", () => {
  const viewer = document.createElement("section");
  const link = document.createElement("a");
  viewer.append(link);
  const elsewhere = document.createElement("button");
  const field = document.createElement("input");
  const editable = document.createElement("div");
  editable.setAttribute("contenteditable", "");
  viewer.append(editable);
  const main = document.createElement("main");
  document.body.append(viewer, elsewhere, field, main);

  const press = (key: string, target: EventTarget | null, extra: Partial<KeyPress> = {}): KeyPress => ({
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target,
    ...extra,
  });

  it("moves with the arrows while focus is in the viewer or on the page itself", () => {
    expect(arrowStep(press("ArrowLeft", link), viewer)).toBe(-1);
    expect(arrowStep(press("ArrowRight", link), viewer)).toBe(1);
    expect(arrowStep(press("ArrowRight", document.body), viewer)).toBe(1);
    expect(arrowStep(press("ArrowRight", main), viewer)).toBe(1);
  });

  it("leaves other keys, held modifiers and keys already handled alone", () => {
    expect(arrowStep(press("ArrowUp", link), viewer)).toBe(0);
    expect(arrowStep(press("Enter", link), viewer)).toBe(0);
    for (const modifier of ["altKey", "ctrlKey", "metaKey", "shiftKey"] as const) {
      expect(arrowStep(press("ArrowRight", link, { [modifier]: true }), viewer), modifier).toBe(0);
    }
    expect(arrowStep(press("ArrowRight", link, { defaultPrevented: true }), viewer)).toBe(0);
  });

  it("never takes the arrows from someone typing or from another control", () => {
    expect(arrowStep(press("ArrowLeft", field), viewer)).toBe(0);
    expect(arrowStep(press("ArrowLeft", editable), viewer)).toBe(0);
    expect(arrowStep(press("ArrowLeft", elsewhere), viewer)).toBe(0);
  });
});

describe("smallestCandidate", () => {
  it("picks the narrowest file of a srcset, whatever its order", () => {
    expect(smallestCandidate("/b.avif 720w, /a.avif 360w, /c.avif 1200w")).toBe("/a.avif");
    expect(smallestCandidate("/only.webp")).toBe("/only.webp");
    expect(smallestCandidate("")).toBe("");
  });
});
