import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UsageError, helpText, parseOptions } from "./options";
import { describePhoto, exifDegrees, makeCameraPhoto, pendingRun, photoPosition } from "./order-upload";
import {
  type OrderUploadResult,
  type PhotoFile,
  type StoredPhoto,
  type UploadRun,
  describeMetadata,
  describeProfile,
  findMetadata,
  floorRatio,
  orderUploadDefinition,
  lineFloorMs,
  megabyte,
  metadataDelivered,
  readExifPosition,
  renderOrderUploadReport,
  uploadProfiles,
  uploadTargetMisses,
} from "./order-upload-report";

const [threeG, twoG] = uploadProfiles as [(typeof uploadProfiles)[0], (typeof uploadProfiles)[0]];

/** A TIFF block as a camera writes one: IFD0 pointing at a GPS IFD with a position, degrees/minutes/seconds. */
function exifBlock({
  little = true,
  latitude = ["N", [6, 1], [27, 1], [1476, 100]] as [string, ...[number, number][]],
  longitude = ["E", [3, 1], [23, 1], [4092, 100]] as [string, ...[number, number][]],
  gpsPointer = true,
} = {}): Uint8Array {
  const bytes = new Uint8Array(200);
  const view = new DataView(bytes.buffer);
  const u16 = (offset: number, value: number) => view.setUint16(offset, value, little);
  const u32 = (offset: number, value: number) => view.setUint32(offset, value, little);
  bytes.set(new TextEncoder().encode("Exif\0\0"), 0);
  const tiff = 6;
  bytes.set(new TextEncoder().encode(little ? "II" : "MM"), tiff);
  u16(tiff + 2, 42);
  u32(tiff + 4, 8);
  // IFD0: one entry, Make (ASCII, inline "Bn\0") or the GPS pointer (LONG).
  u16(tiff + 8, 1);
  u16(tiff + 10, gpsPointer ? 0x8825 : 0x010f);
  u16(tiff + 12, gpsPointer ? 4 : 2);
  u32(tiff + 14, gpsPointer ? 1 : 3);
  if (gpsPointer) u32(tiff + 18, 26);
  else bytes.set(new TextEncoder().encode("Bn\0"), tiff + 18);
  u32(tiff + 22, 0);
  // GPS IFD at 26: four entries, then the rationals at 80 and 104.
  u16(tiff + 26, 4);
  const entry = (index: number, tag: number, type: number, count: number) => {
    const at = tiff + 28 + index * 12;
    u16(at, tag);
    u16(at + 2, type);
    u32(at + 4, count);
    return at + 8;
  };
  const rationals = (at: number, parts: [number, number][]) =>
    parts.forEach(([numerator, denominator], index) => {
      u32(tiff + at + index * 8, numerator);
      u32(tiff + at + index * 8 + 4, denominator);
    });
  bytes[entry(0, 1, 2, 2)] = latitude[0].charCodeAt(0);
  u32(entry(1, 2, 5, 3), 80);
  bytes[entry(2, 3, 2, 2)] = longitude[0].charCodeAt(0);
  u32(entry(3, 4, 5, 3), 104);
  rationals(80, latitude.slice(1) as [number, number][]);
  rationals(104, longitude.slice(1) as [number, number][]);
  return bytes;
}

const none = findMetadata(undefined, undefined);

function photo(name: string, bytes: number, metadata = none): StoredPhoto {
  return {
    name,
    bytes,
    width: 1600,
    height: 1200,
    format: "jpeg",
    metadata,
    storedName: name,
    field: "attachment",
    type: "image/jpeg",
  };
}

function run(overrides: Partial<UploadRun> & Pick<UploadRun, "profile">): UploadRun {
  return {
    sentBytes: 900_000,
    thankYouMs: 12_000,
    beforePostMs: 1500,
    postMs: 10_000,
    status: 200,
    reference: "IA-2611-K7QM",
    submissionId: "2026-11-25T10-00-00-000Z-0123abcd",
    stored: [
      photo("inspiration-1.jpg", 300_000),
      photo("fabric-2.jpg", 290_000),
      photo("other-3.jpg", 295_000),
    ],
    machine: { loadAverage: 1.25, cores: 2 },
    error: null,
    ...overrides,
  };
}

describe("readExifPosition", () => {
  it("follows IFD0's GPS pointer to the position, in either byte order", () => {
    for (const little of [true, false]) {
      const read = readExifPosition(exifBlock({ little }));
      expect(read.gpsIfd).toBe(true);
      expect(read.gpsTags).toEqual([1, 2, 3, 4]);
      expect(read.latitude).toBeCloseTo(6.4541, 4);
      expect(read.longitude).toBeCloseTo(3.3947, 4);
    }
  });

  it("makes south and west negative", () => {
    const read = readExifPosition(
      exifBlock({ latitude: ["S", [33, 1], [51, 1], [0, 1]], longitude: ["W", [70, 1], [30, 1], [0, 1]] }),
    );
    expect(read.latitude).toBeCloseTo(-33.85, 4);
    expect(read.longitude).toBeCloseTo(-70.5, 4);
  });

  it("finds no GPS in EXIF without the pointer", () => {
    expect(readExifPosition(exifBlock({ gpsPointer: false }))).toEqual({
      gpsIfd: false,
      gpsTags: [],
      latitude: null,
      longitude: null,
    });
  });

  it("throws on what is not a TIFF structure, or points outside it", () => {
    expect(() => readExifPosition(new TextEncoder().encode("Exif\0\0XX*\0"))).toThrow(RangeError);
    const cut = exifBlock().subarray(0, 40);
    expect(() => readExifPosition(cut)).toThrow(/outside the EXIF block/);
  });
});

describe("findMetadata", () => {
  it("reports GPS from EXIF or XMP, and counts unreadable EXIF as delivered", () => {
    expect(none).toEqual({ exifBytes: 0, gps: false, position: null, xmpBytes: 0, unreadable: null });
    const fromExif = findMetadata(exifBlock(), undefined);
    expect(fromExif.gps).toBe(true);
    expect(fromExif.position?.latitude).toBeCloseTo(6.4541, 4);
    expect(findMetadata(exifBlock({ gpsPointer: false }), undefined)).toMatchObject({
      gps: false,
      exifBytes: 200,
    });
    const xmp = new TextEncoder().encode(
      '<x:xmpmeta><rdf:Description exif:GPSLatitude="6,27.2N"/></x:xmpmeta>',
    );
    expect(findMetadata(undefined, xmp)).toMatchObject({ gps: true, xmpBytes: xmp.byteLength });
    const garbled = findMetadata(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), undefined);
    expect(garbled.unreadable).not.toBeNull();
    expect(metadataDelivered([{ ...photo("a.jpg", 1), metadata: garbled }])).toBe(true);
  });
});

describe("the camera photos", () => {
  it("carry the GPS position in EXIF, which sharp's default output drops", async () => {
    const small = await makeCameraPhoto(1, { width: 64, height: 48 });
    const chosen = await describePhoto("IMG.jpg", small);
    expect(chosen).toMatchObject({ width: 64, height: 48, format: "jpeg" });
    expect(chosen.metadata.gps).toBe(true);
    expect(chosen.metadata.position?.latitude).toBeCloseTo(photoPosition.latitude, 4);
    expect(chosen.metadata.position?.longitude).toBeCloseTo(photoPosition.longitude, 4);
    const stripped = await describePhoto("IMG.jpg", await sharp(small).jpeg().toBuffer());
    expect(stripped.metadata).toEqual(none);
    // The same seed gives the same photo.
    expect((await makeCameraPhoto(1, { width: 64, height: 48 })).equals(small)).toBe(true);
  });

  it("is camera-sized: 4032×3024 and about 4 MB", async () => {
    const full = await describePhoto("IMG.jpg", await makeCameraPhoto(2));
    expect(full).toMatchObject({ width: 4032, height: 3024, format: "jpeg" });
    expect(full.bytes).toBeGreaterThan(3.6 * megabyte);
    expect(full.bytes).toBeLessThan(4.6 * megabyte);
  }, 30_000);

  it("writes degrees as EXIF's three rationals", () => {
    expect(exifDegrees(6.4541)).toBe("6/1 27/1 1476/100");
    expect(exifDegrees(-3.3947)).toBe("3/1 23/1 4092/100");
    expect(exifDegrees(12.5)).toBe("12/1 30/1 0/100");
  });
});

describe("the line's floor", () => {
  it("is the body at the uplink rate, and the ratio the time over it", () => {
    expect(describeProfile(threeG)).toBe("150 ms, 1.6 Mbps down, 750 kbps up, CPU 4× slower");
    expect(describeProfile(twoG)).toBe("300 ms, 250 kbps down, 50 kbps up, CPU 4× slower");
    expect(lineFloorMs(93_750, threeG)).toBe(1000);
    expect(lineFloorMs(1.5 * megabyte, twoG) / 1000).toBeCloseTo(251.66, 2);
    expect(floorRatio(run({ profile: threeG, sentBytes: 937_500, thankYouMs: 15_000 }))).toBeCloseTo(1.5, 5);
    expect(floorRatio(run({ profile: threeG, thankYouMs: null }))).toBeNull();
    expect(floorRatio(run({ profile: threeG, sentBytes: null }))).toBeNull();
  });
});

describe("uploadTargetMisses", () => {
  it("names each target a run missed", () => {
    expect(uploadTargetMisses(run({ profile: threeG }))).toEqual([]);
    const gps = findMetadata(exifBlock(), undefined);
    const missed = run({
      profile: twoG,
      sentBytes: 2 * megabyte,
      thankYouMs: 300_000,
      stored: [photo("a.jpg", 700_000, gps), photo("b.jpg", 700_000)],
    });
    expect(uploadTargetMisses(missed)).toEqual([
      "2G: sent 2.00 MB, over 1.50 MB",
      "2G: thank-you after 5 min 0 s, over 4 min 30 s",
      "2G: metadata reached the inbox (EXIF in 1 of 2, GPS in 1)",
    ]);
    const failed = run({
      profile: threeG,
      thankYouMs: null,
      error: "the order's POST failed: net::ERR_FAILED",
    });
    expect(uploadTargetMisses(failed)).toEqual([
      "3G: no thank-you page (the order's POST failed: net::ERR_FAILED)",
    ]);
  });

  it("describes metadata found, or none", () => {
    expect(describeMetadata([photo("a.jpg", 1)])).toBe("none");
    const exifOnly = findMetadata(exifBlock({ gpsPointer: false }), undefined);
    expect(describeMetadata([photo("a.jpg", 1, exifOnly), photo("b.jpg", 1)])).toBe("EXIF in 1 of 2, no GPS");
  });
});

describe("renderOrderUploadReport", () => {
  const chosen: PhotoFile[] = [1, 2, 3].map((index) => ({
    name: `IMG_${index}.jpg`,
    bytes: 4_400_000,
    width: 4032,
    height: 3024,
    format: "jpeg",
    metadata: findMetadata(exifBlock(), undefined),
  }));
  const result: OrderUploadResult = {
    clientDir: "/tmp/ivory-bench/site-local/build/client",
    buildSeconds: 80,
    inboxDir: ".bench/2026-11-25T10-00-00Z/order-inbox",
    chosen,
    runs: [
      run({ profile: threeG, sentBytes: 937_500, thankYouMs: 14_000, beforePostMs: 2000, postMs: 11_000 }),
      {
        ...pendingRun(twoG),
        error:
          'no thank-you page within 20 min 0 s; page at /order; no order POST was made; alert: "Too big"',
      },
    ],
  };

  it("prints each profile's figures beside its targets, the phases, the photos, and what was missed", () => {
    const report = renderOrderUploadReport(result);
    expect(report).toContain(
      "Chosen: 3 photos, 4032×3024 JPEG, 12.59 MB in all, each with EXIF and a GPS position.",
    );
    expect(report).toContain(
      "| Profile | Sent (≤ 1.50 MB) | Photos stored | Line floor | Place order → thank-you | ÷ floor | EXIF/GPS in the inbox (none) |",
    );
    expect(report).toContain(
      "| 3G (150 ms, 1.6 Mbps down, 750 kbps up, CPU 4× slower) | 0.89 MB | 3, 0.84 MB | 10.0 s | 14.0 s (≤ 25.0 s) | 1.40× | none |",
    );
    expect(report).toContain(
      "| 2G (300 ms, 250 kbps down, 50 kbps up, CPU 4× slower) | – | – | – | failed (≤ 4 min 30 s) | – | – |",
    );
    expect(report).toContain(
      "- 3G: tap → POST issued 2.0 s; POST → answer 11.0 s; answer → thank-you 1.0 s (machine load 1.3 on 2 cores at the tap).",
    );
    expect(report).toContain("- 2G: no POST.");
    expect(report).toContain("| 3G | inspiration-1.jpg | 1600×1200 jpeg | 0.29 MB | none | no |");
    expect(report).toContain("Missed:\n\n- 2G: no thank-you page (no thank-you page within 20 min 0 s;");
    expect(report).toContain(
      '#### Failed runs\n\n- 2G: no thank-you page within 20 min 0 s; page at /order; no order POST was made; alert: "Too big"',
    );
    expect(report).toContain("What the inbox stored: .bench/2026-11-25T10-00-00Z/order-inbox");
  });

  it("says so when every target is met", () => {
    const met = { ...result, runs: [run({ profile: threeG }), run({ profile: twoG, thankYouMs: 160_000 })] };
    expect(renderOrderUploadReport(met)).toContain("no EXIF, GPS or XMP in the inbox. Met on every profile.");
  });
});

describe("options", () => {
  it("runs the order with the routes on this project's own build, alone with --upload-only", () => {
    expect(parseOptions([])).toMatchObject({ upload: true, uploadOnly: false, root: null });
    expect(parseOptions(["--root", "build/client"])).toMatchObject({ upload: false, uploadOnly: false });
    expect(parseOptions(["--tap-only"])).toMatchObject({ upload: false });
    expect(parseOptions(["--url", "https://example.com"])).toMatchObject({ upload: false });
    expect(parseOptions(["--scaling-only"])).toMatchObject({ upload: false });
    expect(parseOptions(["--upload-only"])).toMatchObject({ upload: true, uploadOnly: true, root: null });
    expect(parseOptions(["--upload-only", "--root", "local/client"])).toMatchObject({
      upload: true,
      uploadOnly: true,
      root: "local/client",
    });
  });

  it("refuses --upload-only with what it does not measure", () => {
    for (const extra of [
      ["--tap-only"],
      ["--scaling-only"],
      ["--url", "https://example.com"],
      ["--runs", "2"],
    ]) {
      expect(() => parseOptions(["--upload-only", ...extra])).toThrow(UsageError);
    }
  });

  it("documents the option, the profiles, the targets and the definition in the help text", () => {
    const words = (text: string) => text.replace(/\s+/g, " ");
    expect(helpText).toContain("--upload-only");
    expect(words(helpText)).toContain(words(orderUploadDefinition));
    expect(helpText).toContain("3G: 150 ms, 1.6 Mbps down, 750 kbps up, CPU 4× slower");
    expect(helpText).toContain("2G: 300 ms, 250 kbps down, 50 kbps up, CPU 4× slower");
    expect(helpText).toContain("sent ≤ 1.50 MB; thank-you ≤ 25.0 s on 3G; thank-you ≤ 4 min 30 s on 2G");
  });
});
