/**
 * The schema of the content's data files (app/content/data/*.json), the files the studio edits.
 * The content modules check their file against it while the site is built (and in the build
 * steps and tests that load them), never in the visitor's browser: a mistake stops the build with
 * a message naming the file, the entry and the field, written for the person who made the edit.
 */
import * as v from "valibot";
import { designSlug, slugFromName } from "./slug";
import { weekdays as dayNames } from "./check";
import { type Weekday, designSections } from "./types";

/** The days of the week, as opening hours name them (the list the site reads them by). */
const weekdays = dayNames as readonly Weekday[];

/**
 * A mistake in the content. (check.ts has a class of the same name for the navigation's check,
 * which runs in the browser too: importing this module there would bring the schema along.)
 */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Where the data files are, as the messages name them. */
export const dataFolder = "app/content/data";

// ---------------------------------------------------------------------------------------------
// Messages. `{field}` stands for the field's name: the message names the place it is about.

/** What one entry of a list is called, by the list's field name. */
const entryNames: Readonly<Record<string, string>> = {
  designs: "design",
  photos: "photo",
  openingHours: "opening hours",
  days: "day",
  measurements: "measurement",
  lists: "list",
  slogans: "slogan",
  paragraphs: "paragraph",
  headings: "heading",
  featured: "featured design",
  items: "item",
  options: "option",
};

/** The field that names an entry in messages, when it has one: "design 4 ("Morenike")". */
const namingFields = ["name", "id", "outfitType", "value", "title"] as const;

function entryName(value: unknown): string {
  if (typeof value !== "object" || value === null) return "";
  for (const field of namingFields) {
    const name = (value as Record<string, unknown>)[field];
    if (typeof name === "string" && name.trim().length > 0) return ` ("${name.trim()}")`;
  }
  return "";
}

/**
 * One line per issue: the file, then where in it (each list entry by its number and name, each
 * group of fields by its name), then what is wrong. The last field's name is left to the message,
 * which says it in words ("the alt text is empty") or as `{field}`.
 */
export function formatIssues(file: string, issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = issue.path ?? [];
      const places: string[] = [];
      let field = "";
      path.forEach((item, index) => {
        const next = path[index + 1];
        if (item.type === "array") {
          const key = index > 0 ? path[index - 1]?.key : undefined;
          const list = typeof key === "string" ? (entryNames[key] ?? key) : "entry";
          places.push(`${list} ${Number(item.key) + 1}${entryName(item.value)}`);
        } else if (typeof item.key === "string") {
          if (next === undefined) field = item.key;
          // A list's name is said by its entries ("photo 2"), unless the problem is the list itself.
          else if (next.type !== "array") places.push(item.key);
        }
      });
      // The first `{field}` only: a message about a text that must keep a `{field}` of its own (the
      // photos' lines in order-photos.json) quotes that one as it is.
      const message = issue.message.replace("{field}", field);
      return [file, ...(places.length > 0 ? [places.join(", ")] : []), message].join(": ");
    })
    .join("\n");
}

/** Checks one data file's contents against its schema: its value as the schema gives it, or a ContentError. */
export function checkData<const TSchema extends v.GenericSchema>(
  file: string,
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ContentError(formatIssues(`${dataFolder}/${file}`, result.issues));
  return result.output;
}

// ---------------------------------------------------------------------------------------------
// Building blocks. Each is marked free of side effects, so a bundle that never checks anything
// (the visitor's, where the checks sit behind `import.meta.env.SSR`) drops the schema whole.

/** A group of fields: each one needed, no others (a misspelt field name is caught). */
/* @__NO_SIDE_EFFECTS__ */
function fields<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, (issue) =>
    issue.expected === "never"
      ? `"{field}" is not a field here: remove it, or check its spelling.`
      : issue.received === "undefined"
        ? `"{field}" is missing.`
        : `"{field}" must be a group of fields.`,
  );
}

/** Words shown on the site: text with something in it. */
/* @__NO_SIDE_EFFECTS__ */
function text(what = `"{field}"`, hint = "write the words the page shows there") {
  return v.pipe(
    v.string(`${what} must be text.`),
    v.check((value) => value.trim().length > 0, `${what} is empty: ${hint}.`),
  );
}

/** Text with `{placeholders}` the site fills in: each must still be there. */
/* @__NO_SIDE_EFFECTS__ */
function textWith(...placeholders: string[]) {
  return v.pipe(
    text(),
    v.check(
      (value) => placeholders.every((name) => value.includes(`{${name}}`)),
      `"{field}" must keep ${placeholders.map((name) => `{${name}}`).join(", ")}: the site fills in ${placeholders.length > 1 ? "those words" : "that word"}.`,
    ),
  );
}

/** A list of some entries, with a message that counts them. */
/* @__NO_SIDE_EFFECTS__ */
function list<const TItem extends v.GenericSchema>(
  item: TItem,
  what: string,
  { min, max = Number.POSITIVE_INFINITY }: { min: number; max?: number },
) {
  const wanted = max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
  return v.pipe(
    v.array(item, `${what} must be a list.`),
    v.check(
      (items) => items.length >= min && items.length <= max,
      (issue) => `${what} must have ${wanted} entries, found ${(issue.input as unknown[]).length}.`,
    ),
  );
}

/** Anything that rotates (photos, headings, slogans) needs two entries to rotate between. */
const rotator = { min: 2 };

/** What a list of two or more entries is, to TypeScript: its first two are always there. */
type AtLeastTwo<T> = [T, T, ...T[]];

/** Lines of text: two or more, none of them empty. */
/* @__NO_SIDE_EFFECTS__ */
function lines(what: string) {
  return list(text("the line", "write it, or remove the entry"), what, rotator) as unknown as v.GenericSchema<
    unknown,
    AtLeastTwo<string>
  >;
}

/** A photo: a file in app/content/images/ (one of `files`) with the words that describe it. */
/* @__NO_SIDE_EFFECTS__ */
function photo(files: ReadonlySet<string>, which = "in app/content/images/") {
  return fields({
    file: v.pipe(
      v.string("the file must be a file name, like bridal-adunni-1.jpg."),
      v.check(
        (file) => !/[\\/]/.test(file),
        "the file must be a file name alone, like bridal-adunni-1.jpg, with no folder.",
      ),
      v.check(
        (file) => files.has(file),
        (issue) => `"${String(issue.input)}" is not ${which}: add the photo there, or correct its name.`,
      ),
    ),
    alt: text("the alt text", "describe what the photo shows"),
  });
}

/** A path item, for a check on a list that names one of its entries. */
/* @__NO_SIDE_EFFECTS__ */
function at(list: unknown[], index: number, field?: string): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const item = list[index];
  const entry: v.ArrayPathItem = { type: "array", origin: "value", input: list, key: index, value: item };
  if (field === undefined) return [entry];
  const input = item as Record<string, unknown>;
  return [entry, { type: "object", origin: "value", input, key: field, value: input[field] }];
}

/** A check that no entry of a list of names is there twice, each repeat named by `message`. */
/* @__NO_SIDE_EFFECTS__ */
function noneTwice(message: (entry: string) => string) {
  return v.rawCheck<string[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const list = dataset.value;
    list.forEach((entry, index) => {
      if (list.indexOf(entry) !== index) addIssue({ message: message(entry), path: at(list, index) });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// designs.json

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/* @__NO_SIDE_EFFECTS__ */
function design(photoFiles: ReadonlySet<string>) {
  return fields({
    slug: v.optional(
      v.pipe(
        v.string("the slug must be text."),
        v.check(
          (slug) => slugPattern.test(slug),
          (issue) =>
            `the slug "${String(issue.input)}" must be lowercase letters, digits and dashes, like "adunni-gown".`,
        ),
      ),
    ),
    name: text("the name", "give the design its name"),
    section: v.picklist(
      designSections,
      (issue) => `the section ${issue.received} must be one of ${designSections.join(", ")}.`,
    ),
    summary: text("the summary", "write one short line about the design"),
    photos: list(photo(photoFiles), "the photos", { min: 3, max: 4 }),
  });
}

/**
 * The collection: every design has a name and a page address of its own, a section, a summary,
 * and 3 or 4 photos, each a file in app/content/images/ (`photoFiles`) with an alt text. Every
 * section has a design.
 */
/* @__NO_SIDE_EFFECTS__ */
export function designsSchema(photoFiles: ReadonlySet<string>) {
  return fields({
    designs: v.pipe(
      v.array(design(photoFiles), "designs must be a list."),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const designs = dataset.value;
        const names = new Map<string, number>();
        const slugs = new Map<string, number>();
        designs.forEach((entry, index) => {
          const name = entry.name.trim();
          const first = names.get(name.toLowerCase());
          if (first !== undefined)
            addIssue({
              message: `the name "${name}" is used twice: design ${first + 1} has it too. Give each design a name of its own.`,
              path: at(designs, index, "name"),
            });
          else names.set(name.toLowerCase(), index);
          const slug = designSlug(entry);
          if (!slugPattern.test(slug)) {
            if (entry.slug === undefined)
              addIssue({
                message: `the name has no letters or digits to make its page address from: give the design a slug of lowercase letters, digits and dashes.`,
                path: at(designs, index, "name"),
              });
            return;
          }
          const other = slugs.get(slug);
          if (other !== undefined)
            addIssue({
              message: `its page address /collection/${slug} is design ${other + 1}'s too: give one of them a slug of its own.`,
              path: at(designs, index),
            });
          else slugs.set(slug, index);
        });
        for (const section of designSections) {
          if (!designs.some((entry) => entry.section === section))
            addIssue({ message: `the ${section} section has no design: add one, or move one there.` });
        }
      }),
    ),
  });
}

// ---------------------------------------------------------------------------------------------
// studio.json

const time = v.pipe(
  v.string(`"{field}" must be a time like "09:00".`),
  v.regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    (issue) => `"${String(issue.input)}" is not a time like "09:00" or "18:00" (24-hour clock).`,
  ),
);

/** A phone number as people write it: 7 to 15 digits, spaces, dashes or brackets between, maybe a + first. */
/* @__NO_SIDE_EFFECTS__ */
function phoneNumber(what: string) {
  return v.pipe(
    v.string(`${what} must be text.`),
    v.check((value) => {
      const digits = value.replace(/[\s().-]/g, "");
      return /^\+?\d{7,15}$/.test(digits);
    }, `${what} must be 7 to 15 digits, with + and the country code first, like "+234 803 555 0142".`),
  );
}

/** Degrees with at most 5 decimals (about a metre), within `limit` of 0. */
/* @__NO_SIDE_EFFECTS__ */
function degrees(what: string, limit: number) {
  return v.pipe(
    v.number(`the ${what} must be a number, like 7.14753.`),
    v.check(
      (value) => Math.abs(value) <= limit,
      (issue) =>
        `the ${what} ${String(issue.input)} is not on Earth: it goes from −${limit} to ${limit} (latitude first, then longitude).`,
    ),
    v.check(
      (value) => Math.abs(value * 1e5 - Math.round(value * 1e5)) < 1e-6,
      (issue) =>
        `the ${what} ${String(issue.input)} has more than 5 decimals: round it to 5 (about a metre).`,
    ),
  );
}

export const studioSchema = fields({
  name: text("the studio's name", "write it"),
  tagline: text(),
  blurb: text(),
  phone: phoneNumber("the phone number"),
  whatsapp: phoneNumber("the WhatsApp number"),
  email: v.pipe(
    v.string("the e-mail address must be text."),
    v.regex(
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      (issue) => `"${String(issue.input)}" is not an e-mail address, like hello@ivoryandadire.com.`,
    ),
  ),
  instagram: v.pipe(
    v.string("the Instagram name must be text."),
    v.regex(
      /^[A-Za-z0-9._]{1,30}$/,
      (issue) =>
        `the Instagram name "${String(issue.input)}" must be the account's name alone, like ivoryandadire: no @, no link.`,
    ),
  ),
  address: fields({
    area: text(),
    city: text(),
    region: text(),
    country: text(),
    countryCode: v.pipe(
      v.string("the country code must be text."),
      v.regex(/^[A-Z]{2}$/, `the country code must be two capital letters, like "NG".`),
    ),
    latitude: degrees("latitude", 90),
    longitude: degrees("longitude", 180),
  }),
  openingHours: list(
    v.pipe(
      fields({
        days: list(
          v.picklist(
            weekdays,
            (issue) => `${issue.received} is not a day of the week (write it in full, e.g. "Monday").`,
          ),
          "the days",
          { min: 1 },
        ),
        opens: time,
        closes: time,
      }),
      v.check(
        ({ opens, closes }) => opens < closes,
        (issue) => {
          const { opens, closes } = issue.input as { opens: string; closes: string };
          return `the studio opens at ${opens} but closes at ${closes}.`;
        },
      ),
    ),
    "the opening hours",
    { min: 1 },
  ),
  hoursNote: text(),
  priceRange: text(),
  currency: v.pipe(
    v.string("the currency must be text."),
    v.regex(/^[A-Z]{3}$/, `the currency must be its three-letter code, like "NGN".`),
  ),
});

// ---------------------------------------------------------------------------------------------
// The pages' words.

const callToAction = fields({ heading: text(), text: text(), label: text() });

/**
 * The designs a page features, named by their page address: two or more, each a design of the
 * collection, none twice. A name written instead of its address gets the address suggested.
 */
/* @__NO_SIDE_EFFECTS__ */
function featuredDesigns(designs: readonly { name: string; slug?: string }[]) {
  const slugs = new Set(designs.map(designSlug));
  return v.pipe(
    list(
      v.pipe(
        v.string("each featured design must be a design's page address, in quotes."),
        v.check(
          (slug) => slugs.has(slug),
          (issue) => {
            const slug = String(issue.input);
            const meant = slugFromName(slug);
            return slugs.has(meant)
              ? `"${slug}": write the design's page address, "${meant}".`
              : `"${slug}" is not a design: use the page address (slug) of a design in designs.json, the end of its address /collection/<slug>.`;
          },
        ),
      ),
      "the featured designs",
      rotator,
    ),
    noneTwice((slug) => `"${slug}" is featured twice.`),
  );
}

/* @__NO_SIDE_EFFECTS__ */
export function homeSchema({
  heroFiles,
  designs,
}: {
  heroFiles: ReadonlySet<string>;
  designs: readonly { name: string; slug?: string }[];
}) {
  return fields({
    title: text(),
    description: text(),
    hero: fields({
      eyebrow: text(),
      viewCollection: text(),
      inquiry: text(),
      photos: list(
        photo(
          heroFiles,
          `one of the home page's photos in app/content/images/ (their names start with "hero-")`,
        ),
        "the hero photos",
        rotator,
      ),
    }),
    pillars: fields({
      heading: text(),
      items: list(fields({ title: text(), text: text() }), "the pillars", { min: 1 }),
    }),
    designs: fields({
      heading: text(),
      intro: text(),
      cta: text(),
      featured: featuredDesigns(designs),
    }),
  });
}

/* @__NO_SIDE_EFFECTS__ */
export function aboutSchema(photoFiles: ReadonlySet<string>) {
  return fields({
    title: text(),
    description: text(),
    eyebrow: text(),
    headingLabel: text(),
    storyHeading: text(),
    slogans: lines("the slogans"),
    paragraphs: lines("the paragraphs"),
    carouselLabel: text(),
    cta: callToAction,
    previous: text(),
    next: text(),
    photos: list(
      photo(
        photoFiles,
        `one of the About page's photos in app/content/images/ (their names start with "about-")`,
      ),
      "the photos",
      rotator,
    ),
  });
}

export const contactSchema = fields({
  title: text(),
  description: text(),
  eyebrow: text(),
  headings: lines("the headings"),
  intro: text(),
  visit: fields({
    heading: text(),
    mapLink: text(),
    mapTitle: text(),
    email: text(),
    phone: text(),
    social: text(),
    hours: text(),
  }),
});

export const collectionSchema = fields({
  title: text(),
  description: text(),
  eyebrow: text(),
  heading: text(),
  intro: text(),
  bridal: fields({ heading: text(), intro: text() }),
  bespoke: fields({ heading: text(), intro: text() }),
  showMore: textWith("count"),
  loadingMore: text(),
  loadMoreFailed: text(),
  cta: callToAction,
});

export const designPageSchema = fields({
  title: textWith("name", "section"),
  description: text(),
  sections: fields({ bridal: text(), bespoke: text() }),
  eyebrow: fields({ bridal: text(), bespoke: text() }),
  made: text(),
  breadcrumb: fields({ label: text(), collection: text() }),
  actions: fields({
    order: text(),
    ask: text(),
    whatsapp: text(),
    share: text(),
    copied: text(),
    copyByHand: text(),
  }),
  whatsappMessage: textWith("name", "url"),
  formLine: textWith("name", "url"),
  formField: textWith("name", "url"),
  viewer: fields({
    label: textWith("name"),
    photo: textWith("n", "count"),
    previous: text(),
    next: text(),
    fullScreen: text(),
    close: text(),
  }),
  neighbours: fields({ label: text(), previous: text(), next: text() }),
});

export const thankYouSchema = fields({
  title: text(),
  description: text(),
  heading: text(),
  message: text(),
  note: text(),
  backHome: text(),
  reference: fields({
    label: text(),
    hint: text(),
    followUp: text(),
    message: textWith("reference"),
  }),
});

export const orderPageSchema = fields({
  title: text(),
  description: text(),
  eyebrow: text(),
  heading: text(),
  intro: text(),
});

export const inquiryFormSchema = fields({
  heading: text(),
  intro: text(),
  subject: text(),
  labels: fields({
    name: text(),
    email: text(),
    phone: text(),
    subject: text(),
    projectType: text(),
    budget: text(),
    message: text(),
  }),
  placeholders: fields({
    name: text(),
    email: text(),
    phone: text(),
    subject: text(),
    budget: text(),
    message: text(),
  }),
  projectTypes: fields({
    placeholder: text(),
    options: v.pipe(
      list(
        text("the option", "write the service as the form lists it, or remove the entry"),
        "the service types",
        {
          min: 1,
        },
      ),
      noneTwice((option) => `"${option}" is in the list twice.`),
    ),
  }),
  design: fields({ label: text(), sent: text(), dismiss: text() }),
  submit: text(),
  messages: fields({ offline: text(), blocked: text() }),
});

export const notFoundSchema = fields({
  title: text(),
  description: text(),
  heading: text(),
  message: text(),
  home: text(),
  collection: text(),
});

export const errorPageSchema = fields({
  title: text(),
  heading: text(),
  message: text(),
  contact: text(),
  home: text(),
  whatsapp: text(),
  call: text(),
});

export const offlineSchema = fields({
  title: text(),
  heading: text(),
  intro: text(),
  pagesHeading: text(),
  orderHeading: text(),
  order: text(),
  orderLink: text(),
  callHeading: text(),
  retry: text(),
  /** The six pages' names, by the names app/lib/paths.ts gives them. */
  pageNames: fields({
    home: text(),
    about: text(),
    contact: text(),
    collection: text(),
    order: text(),
    thankYou: text(),
  }),
});

// ---------------------------------------------------------------------------------------------
// order-form.json, measurements.json, measurement-copy.json and order-photos.json

/** Lowercase letters, digits and single dashes: safe in a form field's name and in CSS. */
const fieldNamePart = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The order form's measurements show the chosen outfit type's fields by its place in the form's
 * list (a rule per place in order-measurements.module.css), so there are rules for this many.
 */
export const measuredOutfitTypesLimit = 12;

export const orderFormSchema = fields({
  heading: text(),
  intro: text(),
  subject: text(),
  labels: fields({
    fullName: text(),
    email: text(),
    phone: text(),
    outfitType: text(),
    deliveryDate: text(),
    budget: text(),
    details: text(),
  }),
  hints: fields({ deliveryDate: text(), details: text() }),
  placeholders: fields({
    fullName: text(),
    email: text(),
    phone: text(),
    budget: text(),
    details: text(),
  }),
  outfitTypes: fields({
    placeholder: text(),
    options: v.pipe(
      list(
        fields({
          value: v.pipe(
            v.string("the value must be text."),
            v.regex(
              fieldNamePart,
              (issue) =>
                `the value "${String(issue.input)}" must be lowercase letters, digits and dashes: it names the measurement fields.`,
            ),
          ),
          label: text("the label", "write the outfit type as the form shows it"),
          leadWeeks: v.pipe(
            v.number("the lead time must be a number of weeks, like 4."),
            v.integer("the lead time must be a whole number of weeks."),
            v.minValue(1, "the lead time must be at least 1 week."),
          ),
        }),
        "the outfit types",
        { min: 1, max: measuredOutfitTypesLimit },
      ),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const options = dataset.value;
        options.forEach((option, index) => {
          if (options.findIndex((other) => other.value === option.value) !== index)
            addIssue({
              message: `the value "${option.value}" is another outfit type's too: give each its own.`,
              path: at(options, index, "value"),
            });
        });
      }),
    ),
  }),
  rush: fields({
    note: textWith("type", "weeks", "date"),
    subject: textWith("reference", "date"),
    field: textWith("date", "weeks", "type"),
  }),
  reference: fields({
    prefix: v.pipe(
      v.string("the prefix must be text."),
      v.regex(/^[A-Z]{1,4}$/, `the prefix must be 1 to 4 capital letters, like "IA".`),
    ),
    subject: textWith("reference"),
  }),
  progress: fields({
    label: text(),
    uploading: textWith("percent", "sent", "total"),
    waiting: text(),
  }),
  design: fields({ label: text(), sent: text(), dismiss: text() }),
  submit: text(),
  sending: text(),
  messages: fields({ rejected: text(), networkError: text(), draftRestored: text() }),
});

/**
 * The measurements: each has an id, a label, a hint, a range in centimetres from the smaller to
 * the larger number and a drawing in public/measure-drawings/ (`drawingFiles`); each list is for
 * an outfit type of the order form (`outfitTypes`) and names measurements that exist, each once.
 */
/* @__NO_SIDE_EFFECTS__ */
export function measurementsSchema({
  drawingFiles,
  outfitTypes,
}: {
  drawingFiles: ReadonlySet<string>;
  outfitTypes: readonly string[];
}) {
  const measurement = v.pipe(
    fields({
      id: v.pipe(
        v.string("the id must be text."),
        v.regex(
          fieldNamePart,
          (issue) =>
            `the id "${String(issue.input)}" must be lowercase letters, digits and dashes, like "under-bust".`,
        ),
      ),
      label: text("the label", "write the measurement's name"),
      hint: text("the hint", "say in one line how to measure it"),
      min: v.number("the smallest value (min) must be a number of centimetres."),
      max: v.number("the largest value (max) must be a number of centimetres."),
      drawing: v.pipe(
        v.string("the drawing must be a file name, like bust.svg."),
        v.check(
          (file) => drawingFiles.has(file),
          (issue) => `the drawing "${String(issue.input)}" is not in public/measure-drawings/.`,
        ),
      ),
    }),
    v.check(
      ({ min, max }) => Number.isFinite(min) && Number.isFinite(max) && min > 0 && min < max,
      (issue) => {
        const { min, max } = issue.input as { min: number; max: number };
        return `its range ${min}–${max} cm must go from a smaller number above 0 to a larger one.`;
      },
    ),
  );
  return v.pipe(
    fields({
      measurements: v.pipe(
        list(measurement, "the measurements", { min: 1 }),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const measurements = dataset.value;
          measurements.forEach((entry, index) => {
            if (measurements.findIndex((other) => other.id === entry.id) !== index)
              addIssue({
                message: `the id "${entry.id}" is another measurement's too: give each its own.`,
                path: at(measurements, index, "id"),
              });
          });
        }),
      ),
      lists: v.array(
        fields({
          outfitType: v.pipe(
            v.string("the outfit type must be text."),
            v.check(
              (type) => outfitTypes.includes(type),
              (issue) =>
                `"${String(issue.input)}" is not an outfit type of the order form (order-form.json has ${outfitTypes.join(", ")}).`,
            ),
          ),
          measurements: v.pipe(
            v.array(v.string("each measurement must be a measurement's id, in quotes.")),
            v.check(
              (ids) => ids.length > 0,
              "the list is empty: remove it to show a note instead, or add measurements.",
            ),
            noneTwice((id) => `"${id}" is in the list twice.`),
          ),
        }),
        "lists must be a list.",
      ),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { measurements, lists } = dataset.value;
      const ids = measurements.map((entry) => entry.id);
      lists.forEach((entry, index) => {
        if (lists.findIndex((other) => other.outfitType === entry.outfitType) !== index)
          addIssue({
            message: `there is another list for "${entry.outfitType}": keep one.`,
            path: [
              { type: "object", origin: "value", input: dataset.value, key: "lists", value: lists },
              ...at(lists, index, "outfitType"),
            ],
          });
        entry.measurements.forEach((id, place) => {
          if (!ids.includes(id))
            addIssue({
              message: `"${id}" is not a measurement: use one of ${ids.join(", ")}.`,
              path: [
                { type: "object", origin: "value", input: dataset.value, key: "lists", value: lists },
                ...at(lists, index, "measurements"),
                ...at(entry.measurements, place),
              ],
            });
        });
      });
    }),
  );
}

/** Every word of the order form's Measurements part: all filled in, placeholders kept. */
export const measurementCopySchema = fields({
  legend: text(),
  choices: fields({ studio: text(), now: text(), whatsapp: text() }),
  tip: text(),
  unit: fields({ legend: text(), cm: text(), in: text() }),
  chooseType: text(),
  noList: text(),
  messages: fields({
    tooSmall: textWith("label", "value"),
    tooLarge: textWith("label", "value"),
    unreadable: textWith("label", "value", "example"),
  }),
  examples: fields({ cm: text(), in: text() }),
  noneEntered: text(),
  saved: fields({
    keep: text(),
    keepName: text(),
    defaultName: text(),
    keepHint: text(),
    use: textWith("name", "date"),
    forget: textWith("name"),
    used: textWith("name"),
    forgotten: textWith("name"),
  }),
});

/**
 * Every word of the order form's photos field. The kinds' keys name the files sent
 * ("inspiration-1.jpg"), so they are fixed: only their words change.
 */
export const orderPhotosSchema = fields({
  label: text(),
  hint: text(),
  hintEnhanced: text(),
  list: text(),
  kindLabel: text(),
  kinds: fields({ inspiration: text(), fabric: text(), "photo-of-me": text(), other: text() }),
  thumbnail: textWith("name"),
  remove: text(),
  sizes: fields({
    shrinking: textWith("size"),
    shrunk: textWith("from", "to"),
    shrunkSpoken: textWith("from", "to"),
    asIs: textWith("size"),
  }),
  status: fields({
    ready: textWith("name", "size"),
    none: text(),
    one: text(),
    many: textWith("count"),
  }),
  messages: fields({
    notImage: text(),
    tooManyOne: textWith("name"),
    tooManyMore: textWith("count", "names"),
    cannotOpen: textWith("name", "size"),
    noRoom: textWith("name"),
    offline: text(),
    overBudget: textWith("size"),
  }),
  summary: fields({
    shrunk: textWith("field", "kind", "name", "width", "height", "size"),
    asIs: textWith("field", "kind", "name", "size"),
  }),
});

// ---------------------------------------------------------------------------------------------
// outbox.json

/** Every word about orders kept on the phone while the connection is down. */
export const outboxSchema = fields({
  kept: textWith("reference"),
  label: text(),
  waiting: textWith("reference"),
  sending: textWith("reference"),
  sent: textWith("reference"),
  cancelled: textWith("reference"),
  refused: textWith("reference"),
  old: textWith("reference"),
  stuck: text(),
  cancel: text(),
  sendNow: text(),
  whatsapp: text(),
  dismiss: text(),
  whatsappIntro: textWith("reference"),
});

// ---------------------------------------------------------------------------------------------
// The data files' contents as the schema lets them be: the types of the content modules' data.

export type StudioData = v.InferOutput<typeof studioSchema>;
export type AboutData = v.InferOutput<ReturnType<typeof aboutSchema>>;
export type ContactData = v.InferOutput<typeof contactSchema>;
