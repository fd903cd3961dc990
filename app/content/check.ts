/**
 * Build-time checks on the content: the prerender step imports every content file, so a wrong
 * count or a missing alt text stops the build with a message that names the file to fix.
 */
import type { Design, NavigationEntry, Photo } from "./types";

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

/**
 * The navigation: every entry has a label, every link goes to one of the site's pages and appears
 * once, every group has pages and an id fit for element ids, and the tab bar has room (2 to 5 tabs).
 */
export function expectNavigation(
  file: string,
  entries: readonly NavigationEntry[],
  pagePaths: readonly string[],
): void {
  const hrefs = new Set<string>();
  const link = (label: string, href: string) => {
    if (label.trim().length === 0) fail(file, `a navigation entry has no label.`);
    if (!pagePaths.includes(href))
      fail(file, `"${label}" links to ${href}, which is not a page of the site.`);
    if (hrefs.has(href)) fail(file, `${href} is in the navigation twice.`);
    hrefs.add(href);
  };
  for (const entry of entries) {
    if ("pages" in entry) {
      if (!/^[a-z][a-z0-9-]*$/.test(entry.id))
        fail(file, `group id "${entry.id}" must be lowercase-with-dashes.`);
      if (entry.pages.length === 0) fail(file, `the group "${entry.label}" has no pages.`);
      entry.pages.forEach((page) => link(page.label, page.href));
    } else {
      link(entry.label, entry.href);
    }
  }
  expectCount(
    file,
    "the tab bar",
    entries.filter((entry) => entry.tab),
    { min: 2, max: 5 },
  );
}
