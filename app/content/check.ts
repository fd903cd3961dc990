/**
 * Build-time checks on the content: the prerender step imports every content file, so a wrong
 * count or a missing alt text stops the build with a message that names the file to fix.
 */
import type { Design, Photo } from "./types";

export class ContentError extends Error {
  override name = "ContentError";
}

function fail(file: string, problem: string): never {
  throw new ContentError(`app/content/${file}: ${problem}`);
}

export function expectCount(
  file: string,
  what: string,
  items: readonly unknown[],
  expected: number | { min: number; max: number },
): void {
  const [min, max] = typeof expected === "number" ? [expected, expected] : [expected.min, expected.max];
  if (items.length < min || items.length > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`;
    fail(file, `${what} must have ${wanted} entries, found ${items.length}.`);
  }
}

export function expectAltText(file: string, what: string, photos: readonly Photo[]): void {
  photos.forEach((photo, index) => {
    if (photo.alt.trim().length === 0) {
      fail(file, `${what}, photo ${index + 1} has no alt text: describe what it shows.`);
    }
  });
}

export function expectPhotos(file: string, what: string, photos: readonly Photo[], count: number): void {
  expectCount(file, what, photos, count);
  expectAltText(file, what, photos);
}

export function expectDesigns(file: string, what: string, designs: readonly Design[], count: number): void {
  expectCount(file, what, designs, count);
  const slugs = new Set<string>();
  for (const design of designs) {
    if (!/^[a-z0-9-]+$/.test(design.slug))
      fail(file, `${what}: slug "${design.slug}" must be lowercase-with-dashes.`);
    if (slugs.has(design.slug)) fail(file, `${what}: slug "${design.slug}" is used twice.`);
    slugs.add(design.slug);
    if (design.name.trim().length === 0) fail(file, `${what}: a design has no name.`);
    expectCount(file, `${what}, "${design.name}" photos`, design.photos, { min: 3, max: 4 });
    expectAltText(file, `${what}, "${design.name}"`, design.photos);
  }
}

export function expectText(file: string, what: string, lines: readonly string[], count: number): void {
  expectCount(file, what, lines, count);
  lines.forEach((line, index) => {
    if (line.trim().length === 0) fail(file, `${what}, entry ${index + 1} is empty.`);
  });
}
