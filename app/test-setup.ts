import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no media queries: every query answers "no" unless a test says otherwise. */
export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * The browser's photo decoder and canvas, which jsdom lacks, as far as the shrinker uses them. A
 * file made by `photo` decodes to the pixel size it was given (any other fails, as HEIC does on
 * Chrome); while `hold()` holds the decoder, none decodes until its answer is called. A JPEG weighs
 * `density` bytes a pixel at quality 1, about what a camera photo does. Each canvas records what
 * was drawn on it and the qualities it was encoded at.
 */
export function fakePhotoDecoding() {
  const sizes = new WeakMap<Blob, { width: number; height: number }>();
  let decoding = Promise.resolve();
  const fake = {
    density: 0.17,
    bitmaps: [] as { closed: boolean }[],
    canvases: [] as FakeCanvas[],
    decodeOptions: [] as unknown[],
    photo(name: string, { bytes = 64, width = 4032, height = 3024, type = "image/jpeg" } = {}) {
      const file = new File([new Uint8Array(Math.round(bytes))], name, { type, lastModified: 1 });
      sizes.set(file, { width, height });
      return file;
    },
    hold() {
      let release = () => {};
      decoding = new Promise((resolve) => (release = resolve));
      return release;
    },
    FakeCanvas: undefined as unknown as typeof FakeCanvas,
  };
  class FakeCanvas {
    readonly draws: { fill: string; width: number; height: number; smoothing: string }[] = [];
    readonly qualities: number[] = [];
    constructor(
      public width: number,
      public height: number,
    ) {
      fake.canvases.push(this);
    }
    getContext() {
      const draws = this.draws;
      return {
        fillStyle: "",
        imageSmoothingQuality: "low",
        fillRect() {},
        drawImage(source: { closed?: boolean }, _x: number, _y: number, width: number, height: number) {
          if (source.closed) throw new Error("drawn from a closed bitmap");
          draws.push({ fill: this.fillStyle, width, height, smoothing: this.imageSmoothingQuality });
        },
      };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      this.qualities.push(quality);
      const bytes = Math.round(this.width * this.height * quality * fake.density);
      return new Blob([new Uint8Array(bytes)], { type });
    }
  }
  fake.FakeCanvas = FakeCanvas;
  vi.stubGlobal("OffscreenCanvas", FakeCanvas);
  vi.stubGlobal("createImageBitmap", async (file: Blob, options: unknown) => {
    fake.decodeOptions.push(options);
    await decoding;
    const size = sizes.get(file);
    if (!size) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    const bitmap = { ...size, closed: false, close: () => (bitmap.closed = true) };
    fake.bitmaps.push(bitmap);
    return bitmap;
  });
  return fake;
}
