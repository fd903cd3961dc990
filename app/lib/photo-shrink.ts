/**
 * Makes a customer's photo small enough to send over costly mobile data: upright, at most 2,000 px
 * on its long side, re-encoded as JPEG under a byte target. Re-encoding from pixels drops every
 * piece of metadata (GPS position, camera), which is the point: nothing of the file is copied.
 *
 * The order form loads this module with `import()` only once a photo is chosen, so the page's first
 * load pays nothing for it.
 */

/** Enough for the studio to see lace and weave; a 12 MP photo comes down to about 3 MP. */
export const maxLongSide = 2000;

/** Tried in turn before the photo is made smaller still. */
export const qualitySteps = [0.82, 0.72, 0.62] as const;

/** Each step down in size at least this much (side by side, so 0.64 of the pixels). */
export const scaleStep = 0.8;

/** Below this a photo stops being useful to the studio: the smallest try is sent as it is. */
export const minLongSide = 800;

/** The thumbnail's shorter side, in device pixels: a 4rem square on a phone's 3× screen. */
const thumbnailPixels = 192;

export interface Attempt {
  width: number;
  height: number;
  quality: number;
}

export interface ShrunkPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** A small copy as a `data:` address (the site's policy allows no `blob:` images), or null. */
  thumbnail: string | null;
}

/** The size that fits `longSide` on the longer side, keeping the shape; never larger than it was. */
export function fitLongSide(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The first encoding of a decoded photo: its size fitted to the long side, at the best quality. */
export function firstAttempt(width: number, height: number): Attempt {
  return { ...fitLongSide(width, height, maxLongSide), quality: qualitySteps[0] };
}

/**
 * What to try after an encoding came out at `bytes`: null when it fits the target, or when it is
 * as small as it usefully gets. Quality steps down first; then the picture shrinks by `scaleStep`,
 * or by as much more as the bytes say it must (bytes go roughly with the pixels), at the lowest quality.
 */
export function nextAttempt(previous: Attempt, bytes: number, targetBytes: number): Attempt | null {
  if (bytes <= targetBytes) return null;
  const step = qualitySteps.findIndex((quality) => quality === previous.quality);
  const lower = step === -1 ? undefined : qualitySteps[step + 1];
  if (lower !== undefined) return { ...previous, quality: lower };
  const longSide = Math.max(previous.width, previous.height);
  if (longSide <= minLongSide) return null;
  const factor = Math.min(scaleStep, 0.95 * Math.sqrt(Math.max(targetBytes, 1) / bytes));
  const smaller = Math.max(minLongSide, Math.floor(longSide * factor));
  return { ...fitLongSide(previous.width, previous.height, smaller), quality: qualitySteps.at(-1) ?? 0.62 };
}

/**
 * Decodes the photo (upright, by its EXIF orientation), draws it at the size it will be sent and
 * encodes it as JPEG, stepping down until it is within `targetBytes`. Null when the browser cannot
 * open the file (HEIC on Chrome, a damaged photo) or cannot encode it.
 *
 * Only one full-size decode is ever held, and only until it is drawn: a 48 MP photo decodes to
 * nearly 200 MB, more than a cheap phone can spare twice.
 */
export async function shrinkPhoto(file: Blob, targetBytes: number): Promise<ShrunkPhoto | null> {
  let canvas: Surface | null = null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    let attempt: Attempt;
    try {
      attempt = firstAttempt(bitmap.width, bitmap.height);
      canvas = drawn(bitmap, attempt.width, attempt.height);
    } finally {
      bitmap.close();
    }
    let blob = await encoded(canvas, attempt.quality);
    for (let next = nextAttempt(attempt, blob.size, targetBytes); next;) {
      if (next.width !== canvas.width || next.height !== canvas.height) {
        const smaller = drawn(canvas, next.width, next.height);
        release(canvas);
        canvas = smaller;
      }
      attempt = next;
      blob = await encoded(canvas, attempt.quality);
      next = nextAttempt(attempt, blob.size, targetBytes);
    }
    return { blob, width: canvas.width, height: canvas.height, thumbnail: await thumbnailOf(canvas) };
  } catch {
    return null;
  } finally {
    if (canvas) release(canvas);
  }
}

type Surface = OffscreenCanvas | HTMLCanvasElement;

/** An OffscreenCanvas where there is one (no element, no layout), else a detached `<canvas>`. */
function surface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context2d(canvas: Surface): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D {
  const context = canvas instanceof HTMLCanvasElement ? canvas.getContext("2d") : canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas to draw the photo on.");
  return context;
}

/** The source drawn at the given size on white: JPEG has no transparency, a PNG's shows as white. */
function drawn(source: ImageBitmap | Surface, width: number, height: number): Surface {
  const canvas = surface(width, height);
  const context = context2d(canvas);
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

async function encoded(canvas: Surface, quality: number): Promise<Blob> {
  const blob =
    canvas instanceof HTMLCanvasElement
      ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality))
      : await canvas.convertToBlob({ type: "image/jpeg", quality });
  // A browser that cannot write JPEG falls back to PNG, which would be larger than the photo.
  if (!blob || blob.type !== "image/jpeg") throw new Error("The browser could not encode a JPEG.");
  return blob;
}

/** Hands a canvas's pixels back at once rather than when the collector gets to them. */
function release(canvas: Surface): void {
  canvas.width = 0;
  canvas.height = 0;
}

/** A small copy of what will be sent, drawn from the canvas already in hand (no second decode). */
async function thumbnailOf(canvas: Surface): Promise<string | null> {
  const scale = Math.min(1, thumbnailPixels / Math.min(canvas.width, canvas.height));
  const small = drawn(
    canvas,
    Math.max(1, Math.round(canvas.width * scale)),
    Math.max(1, Math.round(canvas.height * scale)),
  );
  try {
    if (small instanceof HTMLCanvasElement) return small.toDataURL("image/jpeg", 0.8);
    return await dataUrlOf(await encoded(small, 0.8));
  } catch {
    return null;
  } finally {
    release(small);
  }
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The thumbnail could not be read."));
    reader.readAsDataURL(blob);
  });
}
