/**
 * Photos as customers' phones make them, drawn here with sharp so the tests own their bytes: a
 * 12 MP camera JPEG carrying the place it was taken (GPS) in its EXIF, a 48 MP one, one stored on
 * its side with EXIF orientation 6, and "HEIC" files no browser here can open. Then what a photo
 * that reached the studio is: its size, its shape, and whether anything of the camera's data is left.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect } from "./fixtures";

/** What Playwright's `setInputFiles` takes. */
export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Where the camera photos say they were taken: the studio's town, as a phone writes it. */
const cameraExif = {
  IFD0: { Make: "Tecno", Model: "Camon 20", Software: "Camera 4.1" },
  IFD2: { DateTimeOriginal: "2026:03:01 10:42:07" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "7/1 9/1 4512/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "3/1 20/1 5233/100",
  },
};

/**
 * Fine detail over gradients, as a camera photo has: a noise tile repeated over a smooth picture.
 * At quality 92 a 12 MP photo comes to about 3.5 MB and a 48 MP one to about 14 MB.
 */
async function detailedJpeg(
  width: number,
  height: number,
  options: { orientation?: number; markLeftEdge?: boolean; grain?: number; quality?: number } = {},
): Promise<Buffer> {
  const small = { width: 64, height: 48 };
  const base = Buffer.alloc(small.width * small.height * 3);
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const i = (y * small.width + x) * 3;
      base[i] = 128 + 90 * Math.sin((x / small.width) * 5 + (y / small.height) * 2);
      base[i + 1] = 40 + 180 * (y / small.height);
      base[i + 2] = 128 + 100 * Math.cos(((x * y) / (small.width * small.height)) * 9);
    }
  }
  const noise = await sharp({
    create: {
      width: 509,
      height: 509,
      channels: 3,
      // Required by sharp's types; the noise takes its place.
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: options.grain ?? 14 },
    },
  })
    .png()
    .toBuffer();
  const layers: sharp.OverlayOptions[] = [{ input: noise, tile: true, blend: "overlay" }];
  if (options.markLeftEdge) {
    // A red band down the stored picture's left edge: the top, once turned upright.
    layers.push({
      input: { create: { width: Math.round(width / 10), height, channels: 3, background: "#e01010" } },
      left: 0,
      top: 0,
    });
  }
  let image = sharp(base, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .composite(layers)
    .jpeg({ quality: options.quality ?? 92 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const jpeg = await image.withExifMerge(cameraExif).toBuffer();
  // The photos are only worth testing with if they really carry what a phone would send.
  const facts = await exifFacts(jpeg);
  if (!facts.gps) throw new Error("The test photo has no GPS data in its EXIF.");
  if (options.orientation && facts.orientation !== options.orientation) {
    throw new Error(`The test photo's orientation is ${facts.orientation}, not ${options.orientation}.`);
  }
  return jpeg;
}

/** Drawing a 48 MP photo takes seconds: each is drawn once per test worker. */
const drawn = new Map<string, Promise<Buffer>>();
function once(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  let found = drawn.get(key);
  if (!found) {
    found = draw();
    drawn.set(key, found);
  }
  return found;
}

/** A 12 MP camera photo (4032×3024) of about 3.5 MB, with the camera's make and GPS in its EXIF. */
export async function cameraPhoto(name = "IMG_2041.jpg"): Promise<TestPhoto> {
  return { name, mimeType: "image/jpeg", buffer: await once("12mp", () => detailedJpeg(4032, 3024)) };
}

/** A 48 MP photo (8000×6000), over 10 MB, with GPS in its EXIF. */
export async function bigCameraPhoto(name = "PXL_20260301_104207.jpg"): Promise<TestPhoto> {
  return { name, mimeType: "image/jpeg", buffer: await once("48mp", () => detailedJpeg(8000, 6000)) };
}

/**
 * A phone held upright: the pixels are stored landscape (4032×3024) with EXIF orientation 6, so
 * the photo is a portrait 3024×4032 once turned as the EXIF says. A red band marks its top.
 */
export async function sidewaysPhoto(name = "IMG_2043.jpg"): Promise<TestPhoto> {
  const buffer = await once("sideways", () =>
    detailedJpeg(4032, 3024, { orientation: 6, markLeftEdge: true }),
  );
  return { name, mimeType: "image/jpeg", buffer };
}

/**
 * A photo already 2,000 px wide but full of fine grain (a close-up of lace, a scan), so heavy that
 * even at 2,000 px and quality 0.82 it is over the target: it is made smaller step by step.
 */
export async function grainyPhoto(name = "lace-close-up.jpg"): Promise<TestPhoto> {
  const buffer = await once("grainy", () => detailedJpeg(2000, 1500, { grain: 60, quality: 95 }));
  return { name, mimeType: "image/jpeg", buffer };
}

/** An iPhone photo as Chrome sees it: a HEIC it cannot open (random bytes, so nothing can). */
export function undecodableHeic(name: string, bytes: number): TestPhoto {
  return { name, mimeType: "image/heic", buffer: randomBytes(bytes) };
}

export interface ExifFacts {
  /** Whether the file has an EXIF block at all. */
  exif: boolean;
  /** Whether that block has a GPS directory with a latitude and a longitude in it. */
  gps: boolean;
  orientation: number | undefined;
}

/** What a JPEG says about where and how it was taken, read from its EXIF by hand (sharp only hands the block over). */
export async function exifFacts(jpeg: Buffer): Promise<ExifFacts> {
  const metadata = await sharp(jpeg).metadata();
  const exif = metadata.exif;
  if (!exif) return { exif: false, gps: false, orientation: metadata.orientation };
  const gpsTags = tiffDirectories(exif).gps;
  return { exif: true, gps: gpsTags.includes(2) && gpsTags.includes(4), orientation: metadata.orientation };
}

/** The tags of the first directory and of the GPS directory (tag 0x8825 points at it) of an EXIF block. */
function tiffDirectories(exif: Buffer): { first: number[]; gps: number[] } {
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = (at: number) =>
    Array.from({ length: u16(at) }, (_, index) => ({
      tag: u16(at + 2 + index * 12),
      value: u32(at + 10 + index * 12),
    }));
  const first = directory(u32(4));
  const pointer = first.find((entry) => entry.tag === 0x8825);
  return {
    first: first.map((entry) => entry.tag),
    gps: pointer ? directory(pointer.value).map((entry) => entry.tag) : [],
  };
}

export interface SentPhotoFacts {
  format: string;
  /** As shown: a JPEG made small in the page has no orientation left to apply. */
  width: number;
  height: number;
  orientation: number | undefined;
  exif: boolean;
  xmp: boolean;
  bytes: number;
}

/** What a photo the studio received is. */
export async function sentPhotoFacts(buffer: Buffer): Promise<SentPhotoFacts> {
  const metadata = await sharp(buffer).metadata();
  return {
    format: metadata.format,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    orientation: metadata.orientation,
    exif: metadata.exif !== undefined,
    xmp: metadata.xmp !== undefined,
    bytes: buffer.length,
  };
}

/**
 * Checks a photo the studio received was made small in the page: a JPEG at most 2,000 px on its
 * long side (and as long as the original allowed), upright as the customer saw it, nothing of the
 * camera's data left, under 700 KB.
 */
export async function expectMadeSmall(
  buffer: Buffer,
  expected: { width: number; height: number },
): Promise<SentPhotoFacts> {
  const facts = await sentPhotoFacts(buffer);
  expect(facts, "a JPEG of the expected size, with no EXIF or XMP left").toMatchObject({
    format: "jpeg",
    width: expected.width,
    height: expected.height,
    exif: false,
    xmp: false,
  });
  expect([undefined, 1], "no orientation left to apply").toContain(facts.orientation);
  expect(facts.bytes, "under 700 KB").toBeLessThan(700 * 1024);
  return facts;
}

/** Whether the top of the picture is the red band `sidewaysPhoto` drew (so it arrived upright). */
export async function redAtTheTop(buffer: Buffer): Promise<boolean> {
  const { width, height } = (await sharp(buffer).metadata()).autoOrient;
  // `stats()` would describe the whole input: the strip is cut out first, then measured.
  const { data, info } = await sharp(buffer)
    .autoOrient()
    .extract({ left: 0, top: 0, width, height: Math.max(1, Math.round(height / 25)) })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  let green = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    red += data[i] ?? 0;
    green += data[i + 1] ?? 0;
  }
  const pixels = data.length / info.channels;
  return red / pixels > 180 && green / pixels < 80;
}
