import { beforeEach, expect, it, vi } from "vitest";
import { fakePhotoDecoding } from "~/test-setup";
import { fitLongSide, maxLongSide, minLongSide, nextAttempt, shrinkPhoto } from "./photo-shrink";

const target = 600 * 1024;

it.each([
  [4032, 3024, 2000, 1500],
  [3024, 4032, 1500, 2000],
  [8000, 6000, 2000, 1500],
  [2000, 2000, 2000, 2000],
  [640, 480, 640, 480],
  [10000, 3, 2000, 1],
])("%d×%d fits 2,000 px as %d×%d, never larger, never thinner than a pixel", (width, height, ...fitted) => {
  const { width: w, height: h } = fitLongSide(width, height, maxLongSide);
  expect([w, h]).toEqual(fitted);
});

it("makes a much too large photo smaller by as much as its bytes say, down to the smallest useful size", () => {
  // Four times the target: about half the side (bytes go with the pixels), a little less to be sure.
  const lowest = { width: 2000, height: 1500, quality: 0.62 };
  expect(nextAttempt(lowest, 4 * target, target)).toEqual({ width: 950, height: 713, quality: 0.62 });
  const smallest = { width: minLongSide, height: 600, quality: 0.62 };
  expect(nextAttempt({ ...lowest, width: 1000, height: 750 }, 100 * target, target)).toEqual(smallest);
  expect(nextAttempt(smallest, 100 * target, target)).toBeNull();
});

let fake: ReturnType<typeof fakePhotoDecoding>;
beforeEach(() => (fake = fakePhotoDecoding()));
const photo = (width: number, height: number) => fake.photo("IMG_2041.jpg", { width, height });

it("redraws a camera photo at 2,000 px, upright, as JPEG on white, with a small thumbnail, and frees the memory", async () => {
  const shrunk = await shrinkPhoto(photo(4032, 3024), target);
  expect(shrunk).toMatchObject({ width: 2000, height: 1500, blob: { type: "image/jpeg" } });
  expect(shrunk!.blob.size).toBeLessThanOrEqual(target);
  expect(shrunk!.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
  expect(fake.decodeOptions).toEqual([{ imageOrientation: "from-image" }]);
  expect(fake.canvases.map((canvas) => [canvas.draws, canvas.qualities])).toEqual([
    [[{ fill: "#fff", width: 2000, height: 1500, smoothing: "high" }], [0.82]],
    [[{ fill: "#fff", width: 256, height: 192, smoothing: "high" }], [0.8]],
  ]);
  expect(fake.bitmaps.map((bitmap) => bitmap.closed)).toEqual([true]);
  expect(fake.canvases.flatMap((canvas) => [canvas.width, canvas.height])).toEqual([0, 0, 0, 0]);
});

it("steps quality down, then size, until the photo is within the target, decoding it once", async () => {
  // A photo full of fine detail: 1.7 bytes a pixel at quality 1.
  fake.density = 1.7;
  const shrunk = await shrinkPhoto(photo(4032, 3024), target);
  expect(fake.canvases.flatMap((canvas) => canvas.qualities).slice(0, 4)).toEqual([0.82, 0.72, 0.62, 0.62]);
  expect(shrunk!.width).toBeLessThan(2000);
  expect(shrunk!.blob.size).toBeLessThanOrEqual(target);
  expect(shrunk!.width / shrunk!.height).toBeCloseTo(4 / 3, 2);
  expect(fake.bitmaps).toHaveLength(1);
});

it("answers null for a file the browser cannot open, and when it cannot write a JPEG rather than sending a larger PNG", async () => {
  const heic = new File([new Uint8Array(2048)], "IMG_0042.HEIC", { type: "image/heic" });
  expect(await shrinkPhoto(heic, target)).toBeNull();
  vi.stubGlobal(
    "OffscreenCanvas",
    class extends fake.FakeCanvas {
      override async convertToBlob() {
        return new Blob([new Uint8Array(10)], { type: "image/png" });
      }
    },
  );
  expect(await shrinkPhoto(photo(4032, 3024), target)).toBeNull();
  expect(fake.bitmaps[0]!.closed).toBe(true);
});
