import { describe, expect, it } from "vitest";
import {
  arrowStep,
  indexFromHash,
  smallestCandidate,
  swipeStep,
  wrapIndex,
  type KeyPress,
} from "./viewer-steps";

it("names a photo only by an address of the shape it gives them, in range", () => {
  expect(indexFromHash("#photo-4", 4)).toBe(3);
  for (const hash of ["", "#", "#photo-0", "#photo-5", "#photo-", "#photo-2x", "#main", "#Photo-2"])
    expect(indexFromHash(hash, 4), hash).toBeNull();
});

it("goes round both ends", () => {
  const wrapped = [wrapIndex(4, 4), wrapIndex(-1, 4), wrapIndex(-5, 4), wrapIndex(2, 3), wrapIndex(3, 0)];
  expect(wrapped).toEqual([0, 3, 3, 2, 0]);
});

it.each([
  [-120, 10, 1],
  [120, -10, -1],
  [-41, 0, 1],
  // Short moves, taps and mostly vertical moves (the page scrolling).
  [-40, 0, 0],
  [0, 0, 0],
  [-60, 80, 0],
  [60, -60, 0],
])("takes a swipe of %d×%d px as the step %d", (dx, dy, step) => {
  expect(swipeStep(dx, dy)).toBe(step);
});

describe("from the arrow keys", () => {
  const viewer = document.createElement("section");
  const [link, editable, elsewhere, field, main] = ["a", "div", "button", "input", "main"].map((tag) =>
    document.createElement(tag),
  );
  editable!.setAttribute("contenteditable", "");
  viewer.append(link!, editable!);
  document.body.append(viewer, elsewhere!, field!, main!);
  const none = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, defaultPrevented: false };
  const press = (key: string, target: EventTarget, extra = {}): KeyPress => ({
    ...none,
    key,
    target,
    ...extra,
  });

  it.each<[string, number, KeyPress]>([
    ["ArrowLeft in the viewer", -1, press("ArrowLeft", link!)],
    ["ArrowRight in the viewer", 1, press("ArrowRight", link!)],
    ["ArrowRight on the page itself", 1, press("ArrowRight", document.body)],
    ["ArrowRight in the main element", 1, press("ArrowRight", main!)],
    ["ArrowUp", 0, press("ArrowUp", link!)],
    ["Enter", 0, press("Enter", link!)],
    ...(["altKey", "ctrlKey", "metaKey", "shiftKey"] as const).map((modifier): [string, number, KeyPress] => [
      `an arrow with ${modifier}`,
      0,
      press("ArrowRight", link!, { [modifier]: true }),
    ]),
    ["an arrow already handled", 0, press("ArrowRight", link!, { defaultPrevented: true })],
    ["an arrow in a text field", 0, press("ArrowLeft", field!)],
    ["an arrow in editable text", 0, press("ArrowLeft", editable!)],
    ["an arrow on another control", 0, press("ArrowLeft", elsewhere!)],
  ])("takes %s as the step %d", (_, step, keyPress) => {
    expect(arrowStep(keyPress, viewer)).toBe(step);
  });
});

it("draws from the narrowest file of a srcset, whatever its order", () => {
  expect(smallestCandidate("/b.avif 720w, /a.avif 360w, /c.avif 1200w")).toBe("/a.avif");
  expect([smallestCandidate("/only.webp"), smallestCandidate("")]).toEqual(["/only.webp", ""]);
});
