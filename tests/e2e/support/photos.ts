/** Phone photos drawn with sharp (12 MP JPEGs with EXIF and GPS, one sideways), and checks on arrival. */
import sharp from "sharp";
import { expect } from "./fixtures";

export type TestPhoto = { name: string; mimeType: string; buffer: Buffer }; // What `setInputFiles` takes.

const cameraExif = {
  IFD0: { Make: "Tecno", Model: "Camon 20", Software: "Camera 4.1" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "7/1 9/1 4512/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "3/1 20/1 5233/100",
  },
};

/** Fine detail over gradients, as a camera photo has: a noise tile over a smooth picture. */
async function cameraJpeg(orientation?: number): Promise<Buffer> {
  const small = { width: 64, height: 48, channels: 3 as const };
  const base = Buffer.alloc(small.width * small.height * 3);
  for (let i = 0; i < base.length; i += 3) {
    const x = (i / 3) % small.width;
    const y = Math.floor(i / 3 / small.width);
    base.set(
      [128 + 90 * Math.sin(x / 12 + y / 24), 40 + 180 * (y / small.height), 128 + 100 * Math.cos(x / 7)],
      i,
    );
  }
  const grain = { type: "gaussian", mean: 128, sigma: 14 } as const;
  const noise = await sharp({
    create: { width: 509, height: 509, channels: 3, background: "#888", noise: grain },
  })
    .png()
    .toBuffer();
  const layers: sharp.OverlayOptions[] = [{ input: noise, tile: true, blend: "overlay" }];
  // A red band down the stored picture's left edge: its top, once turned upright.
  if (orientation)
    layers.push({
      input: { create: { width: 403, height: 3024, channels: 3, background: "#e01010" } },
      left: 0,
      top: 0,
    });
  let image = sharp(base, { raw: small })
    .resize(4032, 3024, { kernel: "cubic" })
    .composite(layers)
    .jpeg({ quality: 92 });
  if (orientation) image = image.withMetadata({ orientation });
  const jpeg = await image.withExifMerge(cameraExif).toBuffer();
  // Only worth testing with if it really carries what a phone would send.
  const metadata = await sharp(jpeg).metadata();
  if (!metadata.exif || (orientation && metadata.orientation !== orientation))
    throw new Error("The test photo lost its EXIF.");
  return jpeg;
}

/** Drawing a camera photo takes a second: each is drawn once per test worker. */
const drawn: { upright?: Promise<Buffer>; sideways?: Promise<Buffer> } = {};

/** A 12 MP camera photo (4032×3024), with the camera's make and GPS in its EXIF. */
export async function cameraPhoto(name = "IMG_2041.jpg"): Promise<TestPhoto> {
  return { name, mimeType: "image/jpeg", buffer: await (drawn.upright ??= cameraJpeg()) };
}

/** A phone held upright: stored 4032×3024 with EXIF orientation 6, a portrait once turned. */
export async function sidewaysPhoto(name = "IMG_2043.jpg"): Promise<TestPhoto> {
  return { name, mimeType: "image/jpeg", buffer: await (drawn.sideways ??= cameraJpeg(6)) };
}

/** A small PNG, as a sketch or a screenshot is. */
export async function pngPhoto(name: string, width = 24, height = 16): Promise<TestPhoto> {
  const picture = sharp({ create: { width, height, channels: 3, background: "#c9a66b" } });
  return { name, mimeType: "image/png", buffer: await picture.png().toBuffer() };
}

/** Made small on the phone: an upright JPEG of `size`, no camera data, < 700 KB; resolves to its length. */
export async function expectMadeSmall(
  buffer: Buffer,
  size: { width: number; height: number },
): Promise<number> {
  const metadata = await sharp(buffer).metadata();
  expect({
    format: metadata.format,
    ...metadata.autoOrient,
    exif: metadata.exif !== undefined,
    xmp: metadata.xmp !== undefined,
  }).toEqual({ format: "jpeg", ...size, exif: false, xmp: false });
  expect([undefined, 1], "no orientation left to apply").toContain(metadata.orientation);
  expect(buffer.length).toBeLessThan(700 * 1024);
  return buffer.length;
}

/** Whether the top of the picture is the red band `sidewaysPhoto` drew (so it arrived upright). */
export async function redAtTheTop(buffer: Buffer): Promise<boolean> {
  const { width, height } = (await sharp(buffer).metadata()).autoOrient;
  const { data, info } = await sharp(buffer)
    .autoOrient()
    .extract({ left: 0, top: 0, width, height: Math.round(height / 25) })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  let green = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    red += data[i]!;
    green += data[i + 1]!;
  }
  const pixels = data.length / info.channels;
  return red / pixels > 180 && green / pixels < 80;
}
