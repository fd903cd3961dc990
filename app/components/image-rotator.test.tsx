import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { stubReducedMotion } from "~/test-setup";
import { ImageRotator } from "./image-rotator";

const photo = (n: number) => {
  const sources = { avif: `/p${n}.avif 360w`, webp: `/p${n}.webp 360w` };
  return { image: { sources, img: { src: `/p${n}.webp`, w: 360, h: 450 } }, alt: `Adunni gown, view ${n}` };
};

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

it.each([
  [1, "Adunni gown, view 1", 0],
  [2, "Adunni gown, view 2", 1],
])("with %i photo(s), shows %s after 8 s, with %i pause control", async (count, shown, controls) => {
  const needPhotos = vi.fn();
  render(
    <ImageRotator
      photos={[1, 2].slice(0, count).map(photo)}
      onNeedPhotos={needPhotos}
      sizes="100vw"
      controls={() => <button type="button">Pause motion</button>}
    />,
  );
  await act(() => vi.advanceTimersByTimeAsync(8000));
  expect(screen.getByRole("img")).toHaveAccessibleName(shown);
  expect(screen.queryAllByRole("button", { name: "Pause motion" })).toHaveLength(controls);
  expect(needPhotos).not.toHaveBeenCalled();
});
