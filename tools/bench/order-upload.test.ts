import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeCameraPhoto, readMetadata } from "./order-upload";
import {
  type UploadRun,
  findMetadata,
  floorRatio,
  hasGpsIfd,
  lineFloorMs,
  megabyte,
  uploadProfiles,
  uploadTargetMisses,
} from "./order-upload-report";

const [threeG, twoG] = uploadProfiles as [(typeof uploadProfiles)[0], (typeof uploadProfiles)[0]];
const clean = { exif: false, gps: false, xmp: false };

function run(overrides: Partial<UploadRun> = {}): UploadRun {
  return {
    profile: threeG,
    sentBytes: 1.37 * megabyte,
    thankYouMs: 19_900,
    beforePostMs: 4100,
    stored: [clean, clean, clean],
    loadAverage: 1.5,
    error: null,
    ...overrides,
  };
}

/** "Exif\0\0", a TIFF header, and IFD0 with one entry: the GPS pointer, or a camera make. */
function exifBlock(little: boolean, gps: boolean): Uint8Array {
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer, 6);
  bytes.set(new TextEncoder().encode(`Exif\0\0${little ? "II" : "MM"}`));
  view.setUint16(2, 42, little);
  view.setUint32(4, 8, little);
  view.setUint16(8, 1, little);
  view.setUint16(10, gps ? 0x8825 : 0x010f, little);
  return bytes;
}

describe("the line's floor", () => {
  it("is the body at the uplink rate, and the ratio the time over it", () => {
    expect(lineFloorMs(750_000 / 8, threeG)).toBe(1000);
    expect(lineFloorMs(50_000 / 8, twoG)).toBe(1000);
    expect(floorRatio(run({ sentBytes: 937_500, thankYouMs: 13_000 }))).toBeCloseTo(1.3);
    expect(floorRatio(run({ thankYouMs: null }))).toBeNull();
  });
});

describe("the upload's targets", () => {
  it("are met by an order sent small, in time and clean", () => {
    expect(uploadTargetMisses(run())).toEqual([]);
  });

  it("name the size, the time and any metadata that reached the inbox", () => {
    const misses = uploadTargetMisses(
      run({
        sentBytes: 2 * megabyte,
        thankYouMs: 30_000,
        stored: [clean, { exif: true, gps: true, xmp: false }],
      }),
    );
    expect(misses).toEqual([
      "3G: sent 2.00 MB, over 1.50 MB",
      "3G: thank-you after 30.0 s, over 25.0 s",
      "3G: metadata reached the inbox (EXIF in 1 of 2, GPS in 1 of 2)",
    ]);
    expect(uploadTargetMisses(run({ thankYouMs: null, error: "the server answered 413" }))).toEqual([
      "3G: no thank-you page (the server answered 413)",
    ]);
  });
});

describe("metadata", () => {
  it("finds the GPS pointer in EXIF of either byte order, or a position named in XMP", () => {
    for (const little of [true, false]) {
      expect(hasGpsIfd(exifBlock(little, true))).toBe(true);
      expect(hasGpsIfd(exifBlock(little, false))).toBe(false);
    }
    expect(findMetadata(exifBlock(true, false), undefined)).toEqual({ exif: true, gps: false, xmp: false });
    const xmp = new TextEncoder().encode("<exif:GPSLatitude>6,27.246N</exif:GPSLatitude>");
    expect(findMetadata(undefined, xmp)).toEqual({ exif: false, gps: true, xmp: true });
  });

  it("counts EXIF it cannot follow as carrying a position", () => {
    expect(hasGpsIfd(exifBlock(true, true).subarray(0, 16))).toBe(true);
    expect(hasGpsIfd(new TextEncoder().encode("Exif\0\0XX"))).toBe(true);
  });

  it("is in the camera photos, and gone once sharp writes them again", async () => {
    const photo = await makeCameraPhoto(1, 64, 48);
    expect(await readMetadata(photo)).toEqual({ exif: true, gps: true, xmp: false });
    expect(await readMetadata(await sharp(photo).jpeg().toBuffer())).toEqual(clean);
  });
});
