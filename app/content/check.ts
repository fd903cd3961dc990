/**
 * Build-time checks on the content's shape, not its size: the prerender step imports every content
 * file, so a missing photo, alt text or name stops the build with a message naming the file to fix.
 */
import { designSlug, slugFromName } from "./slug";
import { type DesignEntry, type NavigationEntry, type Photo, designSections } from "./types";

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
  { min, max = Number.POSITIVE_INFINITY }: { min: number; max?: number },
): void {
  if (items.length < min || items.length > max) {
    const wanted = max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
    fail(file, `${what} must have ${wanted} entries, found ${items.length}.`);
  }
}

/** Anything that rotates (photos, headings, slogans) needs two entries to rotate between. */
const rotator = { min: 2 };

export function expectAltText(file: string, what: string, photos: readonly { alt: string }[]): void {
  photos.forEach((photo, index) => {
    if (photo.alt.trim().length === 0) {
      fail(file, `${what}, photo ${index + 1} has no alt text: describe what it shows.`);
    }
  });
}

/** The photos of a rotator or carousel: as many as the studio likes, two or more, each described. */
export function expectPhotos(file: string, what: string, photos: readonly Photo[]): void {
  expectCount(file, what, photos, rotator);
  expectAltText(file, what, photos);
}

/** Lines of text: two or more (a list or a rotator), none of them empty. */
export function expectText(file: string, what: string, lines: readonly string[]): void {
  expectCount(file, what, lines, rotator);
  lines.forEach((line, index) => {
    if (line.trim().length === 0) fail(file, `${what}, entry ${index + 1} is empty.`);
  });
}

/**
 * The collection: every design has a name and a page address (slug) of its own, a section, a summary, and 3 or
 * 4 photos, each a file in content/images/ (`photoFiles`) with an alt text. Every section has a design.
 */
export function expectDesigns(
  file: string,
  designs: readonly DesignEntry[],
  photoFiles: ReadonlySet<string>,
): void {
  const slugs = new Set<string>();
  const names = new Set<string>();
  designs.forEach((design, index) => {
    const name = design.name.trim();
    if (name.length === 0) fail(file, `design ${index + 1} has no name.`);
    const what = `"${name}"`;
    if (names.has(name.toLowerCase())) fail(file, `the name ${what} is used twice.`);
    names.add(name.toLowerCase());
    const slug = designSlug(design);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
      fail(
        file,
        design.slug === undefined
          ? `${what} has no letters or digits to make its page address from: give it a slug of lowercase letters, digits and dashes.`
          : `${what}: slug "${slug}" must be lowercase letters, digits and dashes.`,
      );
    if (slugs.has(slug))
      fail(
        file,
        `${what}: its page address /collection/${slug} is another design's too: give one of them a slug of its own.`,
      );
    slugs.add(slug);
    if (!(designSections as readonly string[]).includes(design.section))
      fail(file, `${what}: section "${design.section}" must be one of ${designSections.join(", ")}.`);
    if (design.summary.trim().length === 0) fail(file, `${what} has no summary.`);
    expectCount(file, `${what} photos`, design.photos, { min: 3, max: 4 });
    expectAltText(file, what, design.photos);
    for (const photo of design.photos) {
      if (!photoFiles.has(photo.file))
        fail(file, `${what} names the photo "${photo.file}", which is not in app/content/images/.`);
    }
  });
  for (const section of designSections) {
    if (!designs.some((design) => design.section === section))
      fail(file, `the ${section} section has no design.`);
  }
}

/**
 * The designs a page features (the home page's Our Designs strip), named by their page address:
 * two or more, each a design of the collection, none twice. A name written instead of its address
 * gets the address suggested.
 */
export function expectFeaturedDesigns(
  file: string,
  what: string,
  featured: readonly string[],
  designs: readonly Pick<DesignEntry, "name" | "slug">[],
): void {
  expectCount(file, what, featured, rotator);
  const slugs = new Set(designs.map(designSlug));
  const seen = new Set<string>();
  for (const slug of featured) {
    if (!slugs.has(slug)) {
      const meant = slugFromName(slug);
      fail(
        file,
        slugs.has(meant)
          ? `${what} names "${slug}": write the design's page address, "${meant}".`
          : `${what} names "${slug}", which is not a design: use the page address (slug) of a design in designs.ts, the end of its address /collection/<slug>.`,
      );
    }
    if (seen.has(slug)) fail(file, `${what} names "${slug}" twice.`);
    seen.add(slug);
  }
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

/** The days of the week, as opening hours name them. */
export const weekdays: readonly string[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** Opening hours: English day names, "HH:MM" times on a 24-hour clock, opening before closing. */
export function expectOpeningHours(
  file: string,
  hours: readonly { days: readonly string[]; opens: string; closes: string }[],
): void {
  if (hours.length === 0) fail(file, "openingHours needs at least one entry.");
  for (const { days: open, opens, closes } of hours) {
    if (open.length === 0) fail(file, `the opening hours ${opens}–${closes} name no day.`);
    for (const day of open)
      if (!weekdays.includes(day))
        fail(file, `"${day}" is not a day of the week (write it in full, e.g. "Monday").`);
    for (const value of [opens, closes]) {
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
        fail(file, `"${value}" is not a time like "09:00" or "18:00".`);
    }
    if (opens >= closes) fail(file, `the studio opens at ${opens} but closes at ${closes}.`);
  }
}

/** Coordinates of a place on Earth, in degrees. */
export function expectCoordinates(
  file: string,
  { latitude, longitude }: { latitude: number; longitude: number },
): void {
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    fail(
      file,
      `coordinates ${latitude}, ${longitude} are not on Earth: latitude first (−90 to 90), then longitude.`,
    );
  }
}

/** Every line of a block of copy, however deeply grouped, has words in it. */
export function expectFilledIn(file: string, copy: object, path = ""): void {
  for (const [key, value] of Object.entries(copy)) {
    const where = path ? `${path}.${key}` : key;
    if (typeof value === "string" && value.trim().length === 0) fail(file, `"${where}" is empty.`);
    if (typeof value === "object" && value !== null) expectFilledIn(file, value, where);
  }
}

/**
 * The order form's measurements show the chosen outfit type's fields by its place in the form's
 * list (a rule per place in order-measurements.module.css), so there are rules for this many.
 */
export const measuredOutfitTypesLimit = 12;

/** Lowercase letters, digits and single dashes: safe in a form field's name and in CSS. */
const fieldNamePart = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The measurements: each has a label, a hint, a range in centimetres from the smaller to the
 * larger number and a drawing in public/measure-drawings/ (`drawingFiles`); each list is for an
 * outfit type of the order form (`outfitTypes`) and names measurements that exist, each once.
 */
export function expectMeasurements(
  file: string,
  {
    definitions,
    lists,
  }: {
    definitions: Readonly<
      Record<string, { label: string; hint: string; min: number; max: number; drawing: string }>
    >;
    lists: Readonly<Record<string, readonly string[]>>;
  },
  drawingFiles: ReadonlySet<string>,
  outfitTypes: readonly string[],
): void {
  for (const [id, definition] of Object.entries(definitions)) {
    const what = `the measurement "${id}"`;
    if (!fieldNamePart.test(id))
      fail(file, `${what}: its id must be lowercase letters, digits and dashes, like "under-bust".`);
    if (definition.label.trim().length === 0) fail(file, `${what} has no label.`);
    if (definition.hint.trim().length === 0)
      fail(file, `${what} has no hint: say in one line how to measure it.`);
    const { min, max } = definition;
    if (!(Number.isFinite(min) && Number.isFinite(max) && min > 0 && min < max))
      fail(
        file,
        `${what}: its range ${min}–${max} cm must go from a smaller number above 0 to a larger one.`,
      );
    if (!drawingFiles.has(definition.drawing))
      fail(
        file,
        `${what} names the drawing "${definition.drawing}", which is not in public/measure-drawings/.`,
      );
  }
  for (const [outfitType, list] of Object.entries(lists)) {
    const what = `the list for "${outfitType}"`;
    if (!outfitTypes.includes(outfitType))
      fail(
        file,
        `there is a list for "${outfitType}", which is not an outfit type of the order form (app/content/order-form.ts has ${outfitTypes.join(", ")}).`,
      );
    if (list.length === 0)
      fail(file, `${what} is empty: remove it to show a note instead, or add measurements.`);
    const seen = new Set<string>();
    for (const id of list) {
      if (!(id in definitions))
        fail(
          file,
          `${what} names "${id}", which is not a measurement: use one of ${Object.keys(definitions).join(", ")}.`,
        );
      if (seen.has(id)) fail(file, `${what} names "${id}" twice.`);
      seen.add(id);
    }
  }
  for (const outfitType of outfitTypes) {
    if (!fieldNamePart.test(outfitType))
      fail(
        "order-form.ts",
        `the outfit type "${outfitType}" must be lowercase letters, digits and dashes: it names the measurement fields.`,
      );
  }
  if (outfitTypes.length > measuredOutfitTypesLimit)
    fail(
      "order-form.ts",
      `the order form has ${outfitTypes.length} outfit types; its measurements can follow at most ${measuredOutfitTypesLimit} (app/sections/order-measurements.module.css has a rule for each).`,
    );
}
