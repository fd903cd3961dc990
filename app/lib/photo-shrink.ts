// Shrinks photos for costly mobile data. Re-encoding from pixels also drops all metadata (GPS
// position, camera) on purpose. The order form imports this only once a photo is chosen.

// Enough to see lace and weave; a 12 MP photo comes down to about 3 MP.
export const maxLongSide = 2000;

export const qualitySteps = [0.82, 0.72, 0.62] as const;

export const scaleStep = 0.8;

// Smaller stops being useful to the studio.
export const minLongSide = 800;

// A 4rem square on a 3× phone screen.
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
  /** A `data:` URL: the Content Security Policy allows no `blob:` images. */
  thumbnail: string | null;
}

export function fitLongSide(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function firstAttempt(width: number, height: number): Attempt {
  return { ...fitLongSide(width, height, maxLongSide), quality: qualitySteps[0] };
}

// Quality steps down first, then the size. Bytes go roughly with pixels, so a big miss shrinks by
// more than scaleStep at once.
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

// Null when the browser cannot open the file (HEIC on Chrome) or encode it. Only one full-size
// decode is held, and only until drawn: a 48 MP photo takes nearly 200 MB, too much for cheap phones.
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

// On white: JPEG has no transparency.
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

// Frees the pixels now rather than at garbage collection.
function release(canvas: Surface): void {
  canvas.width = 0;
  canvas.height = 0;
}

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
