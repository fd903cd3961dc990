import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  firstAttempt,
  fitLongSide,
  maxLongSide,
  minLongSide,
  nextAttempt,
  qualitySteps,
  shrinkPhoto,
  type Attempt,
} from "./photo-shrink";

describe("fitLongSide", () => {
  it.each([
    [4032, 3024, { width: 2000, height: 1500 }],
    [3024, 4032, { width: 1500, height: 2000 }],
    [8000, 6000, { width: 2000, height: 1500 }],
    [2000, 2000, { width: 2000, height: 2000 }],
  ])("%d×%d fits 2,000 px as %o", (width, height, fitted) => {
    expect(fitLongSide(width, height, maxLongSide)).toEqual(fitted);
  });

  it("never makes a small photo larger", () => {
    expect(fitLongSide(640, 480, maxLongSide)).toEqual({ width: 640, height: 480 });
  });

  it("keeps a sliver of a picture at least one pixel wide", () => {
    expect(fitLongSide(10000, 3, maxLongSide)).toEqual({ width: 2000, height: 1 });
  });
});

describe("nextAttempt", () => {
  const target = 600 * 1024;
  const first = firstAttempt(4032, 3024);

  it("starts at 2,000 px and quality 0.82", () => {
    expect(first).toEqual({ width: 2000, height: 1500, quality: 0.82 });
  });

  it("stops as soon as a try is within the target", () => {
    expect(nextAttempt(first, target, target)).toBeNull();
  });

  it("steps quality down 0.82, 0.72, 0.62 before making the picture smaller", () => {
    const second = nextAttempt(first, target + 1, target);
    expect(second).toEqual({ width: 2000, height: 1500, quality: 0.72 });
    const third = nextAttempt(second!, target + 1, target);
    expect(third).toEqual({ width: 2000, height: 1500, quality: 0.62 });
    const fourth = nextAttempt(third!, target + 1, target);
    expect(fourth).toEqual({ width: 1600, height: 1200, quality: 0.62 });
  });

  it("makes a much too large photo smaller by as much as its bytes say, in one step", () => {
    const lowest: Attempt = { width: 2000, height: 1500, quality: qualitySteps.at(-1)! };
    // Four times the target: about half the side (bytes go with the pixels), a little less to be sure.
    expect(nextAttempt(lowest, 4 * target, target)).toEqual({ width: 950, height: 713, quality: 0.62 });
  });

  it("gives up at the smallest useful size rather than sending a postage stamp", () => {
    const lowest: Attempt = { width: 1000, height: 750, quality: 0.62 };
    expect(nextAttempt(lowest, 100 * target, target)).toEqual({
      width: minLongSide,
      height: 600,
      quality: 0.62,
    });
    expect(nextAttempt({ width: minLongSide, height: 600, quality: 0.62 }, 100 * target, target)).toBeNull();
  });
});

/**
 * The browser's decoder and canvas, as far as the shrinker uses them. A decoded "photo" has the
 * size the test gave it; an encoded JPEG weighs `density` bytes a pixel at quality 1.
 */
const decoded = new WeakMap<Blob, { width: number; height: number }>();
let density = 0.17;
const bitmaps: FakeBitmap[] = [];
const canvases: FakeCanvas[] = [];
const decodeOptions: unknown[] = [];

class FakeBitmap {
  closed = false;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  close() {
    this.closed = true;
  }
}

class FakeCanvas {
  readonly draws: Array<{ fill: string; width: number; height: number; smoothing: string }> = [];
  readonly encodings: Array<{ width: number; height: number; quality: number }> = [];
  constructor(
    public width: number,
    public height: number,
  ) {
    canvases.push(this);
  }
  getContext() {
    const draws = this.draws;
    return {
      fillStyle: "",
      imageSmoothingEnabled: false,
      imageSmoothingQuality: "low",
      fillRect() {},
      drawImage(source: FakeBitmap | FakeCanvas, _x: number, _y: number, width: number, height: number) {
        if (source instanceof FakeBitmap && source.closed) throw new Error("drawn from a closed bitmap");
        draws.push({ fill: this.fillStyle, width, height, smoothing: this.imageSmoothingQuality });
      },
    };
  }
  async convertToBlob({ type, quality }: { type: string; quality: number }) {
    this.encodings.push({ width: this.width, height: this.height, quality });
    return new Blob([new Uint8Array(Math.round(this.width * this.height * quality * density))], { type });
  }
}

function photo(width: number, height: number): File {
  const file = new File([new Uint8Array(64)], "IMG_2041.jpg", { type: "image/jpeg" });
  decoded.set(file, { width, height });
  return file;
}

beforeEach(() => {
  density = 0.17;
  bitmaps.length = 0;
  canvases.length = 0;
  decodeOptions.length = 0;
  vi.stubGlobal("OffscreenCanvas", FakeCanvas);
  vi.stubGlobal("createImageBitmap", async (file: Blob, options: unknown) => {
    decodeOptions.push(options);
    const size = decoded.get(file);
    if (!size) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    const bitmap = new FakeBitmap(size.width, size.height);
    bitmaps.push(bitmap);
    return bitmap;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("shrinkPhoto", () => {
  const target = 600 * 1024;

  it("sends a camera photo at 2,000 px, upright, as JPEG on white, with a small thumbnail", async () => {
    const shrunk = await shrinkPhoto(photo(4032, 3024), target);
    expect(shrunk).not.toBeNull();
    expect(shrunk!.blob.type).toBe("image/jpeg");
    expect(shrunk!.blob.size).toBeLessThanOrEqual(target);
    expect(shrunk).toMatchObject({ width: 2000, height: 1500 });
    expect(shrunk!.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    expect(decodeOptions).toEqual([{ imageOrientation: "from-image" }]);
    const [main, thumbnail] = canvases;
    expect(main!.draws).toEqual([{ fill: "#fff", width: 2000, height: 1500, smoothing: "high" }]);
    expect(main!.encodings).toEqual([{ width: 2000, height: 1500, quality: 0.82 }]);
    expect(thumbnail!.draws).toEqual([{ fill: "#fff", width: 256, height: 192, smoothing: "high" }]);
  });

  it("closes the decoded photo as soon as it is drawn, and hands every canvas back", async () => {
    await shrinkPhoto(photo(8000, 6000), target);
    expect(bitmaps).toHaveLength(1);
    expect(bitmaps[0]!.closed).toBe(true);
    expect(canvases.map((canvas) => [canvas.width, canvas.height])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("steps quality down, then size, until the photo is within the target", async () => {
    // A photo full of fine detail: 1.7 bytes a pixel at quality 1.
    density = 1.7;
    const shrunk = await shrinkPhoto(photo(4032, 3024), target);
    const encodings = canvases.flatMap((canvas) => canvas.encodings).slice(0, -1);
    expect(encodings.map(({ quality }) => quality)).toEqual([0.82, 0.72, 0.62, 0.62]);
    expect(encodings.at(-1)!.width).toBeLessThan(2000);
    expect(shrunk!.blob.size).toBeLessThanOrEqual(target);
    expect(shrunk!.width / shrunk!.height).toBeCloseTo(4 / 3, 2);
    // The smaller tries are drawn from the 2,000 px copy: the photo is decoded once.
    expect(bitmaps).toHaveLength(1);
  });

  it("never enlarges a small picture", async () => {
    const shrunk = await shrinkPhoto(photo(48, 36), target);
    expect(shrunk).toMatchObject({ width: 48, height: 36 });
  });

  it("answers null for a file the browser cannot open", async () => {
    const heic = new File([new Uint8Array(2048)], "IMG_0042.HEIC", { type: "image/heic" });
    expect(await shrinkPhoto(heic, target)).toBeNull();
  });

  it("answers null when the browser cannot write a JPEG, rather than sending a larger PNG", async () => {
    vi.stubGlobal(
      "OffscreenCanvas",
      class extends FakeCanvas {
        override async convertToBlob() {
          return new Blob([new Uint8Array(10)], { type: "image/png" });
        }
      },
    );
    expect(await shrinkPhoto(photo(4032, 3024), target)).toBeNull();
    expect(bitmaps[0]!.closed).toBe(true);
  });
});
