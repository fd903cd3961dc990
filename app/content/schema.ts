/**
 * What the data files' schemas (`<file>.schema.ts` beside the content modules) are made of, and
 * the check that runs one. A schema is the one description of its file: the content module's type
 * is inferred from it, the editor at /admin is configured from it (scripts/editor-config.ts reads
 * `v.title` as a field's label, `v.description` as its hint and `v.metadata` as Decap's other
 * options), and its messages name the file, the entry and the field for the person who made the
 * edit. Build-time only: the pages get the checked values as literals (scripts/content-literals.ts).
 */
import * as v from "valibot";

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
  kinds: "kind",
  blockedDates: "blocked date",
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
// Building blocks.

/** A group of fields: each one needed, no others (a misspelt field name is caught). */
export function fields<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, (issue) =>
    issue.expected === "never"
      ? `"{field}" is not a field here: remove it, or check its spelling.`
      : issue.received === "undefined"
        ? `"{field}" is missing.`
        : `"{field}" must be a group of fields.`,
  );
}

/** Words shown on the site: text with something in it. */
/** One entry per form field name (app/lib/form-fields.ts), each made by `entry`. */
export function perField<const Name extends string, Entry extends v.GenericSchema>(
  names: readonly Name[],
  entry: (name: Name) => Entry,
) {
  return fields(Object.fromEntries(names.map((name) => [name, entry(name)])) as Record<Name, Entry>);
}

export function text(what = `"{field}"`, hint = "write the words the page shows there") {
  return v.pipe(
    v.string(`${what} must be text.`),
    v.check((value) => value.trim().length > 0, `${what} is empty: ${hint}.`),
  );
}

/** The same, edited in a box of several lines rather than on one line. */
export function paragraph<const TSchema extends v.GenericSchema<string>>(schema: TSchema) {
  return v.pipe(schema, v.metadata({ widget: "text" }));
}

/** Text with `{placeholders}` the site fills in: each must still be there. */
export function textWith(...placeholders: string[]) {
  return v.pipe(
    text(),
    v.check(
      (value) => placeholders.every((name) => value.includes(`{${name}}`)),
      `"{field}" must keep ${placeholders.map((name) => `{${name}}`).join(", ")}: the site fills in ${placeholders.length > 1 ? "those words" : "that word"}.`,
    ),
  );
}

/** A page's title and description, as search results and browser tabs show them. */
export const searchTitle = v.pipe(text(), v.title("Title in search results and browser tabs"));
export const tabTitle = v.pipe(text(), v.title("Title in the browser tab"));
export const searchDescription = v.pipe(paragraph(text()), v.title("Description in search results"));

/** A list of some entries, with a message that counts them. */
export function list<const TItem extends v.GenericSchema>(
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
export const rotator = { min: 2 };

/** What a list of two or more entries is, to TypeScript: its first two are always there. */
type AtLeastTwo<T> = [T, T, ...T[]];

/** One line of a list of lines. */
export const line = text("the line", "write it, or remove the entry");

/** Lines of text: two or more, none of them empty. */
export function lines(what: string, item: v.GenericSchema<string> = line) {
  return list(item, what, rotator) as unknown as v.GenericSchema<unknown, AtLeastTwo<string>>;
}

/**
 * A photo: a file in app/content/images/ with the words that describe it. The file must be one of
 * `files` when they are given (the content modules that find the photos give them).
 */
export function photo({
  files,
  which = "in app/content/images/",
  fileHint,
  altHint = "What the photo shows, for people who cannot see it, in one sentence.",
}: {
  files?: ReadonlySet<string> | undefined;
  which?: string;
  fileHint?: string;
  altHint?: string;
}) {
  const file = v.pipe(
    v.string("the file must be a file name, like bridal-adunni-1.jpg."),
    v.check(
      (name) => !/[\\/]/.test(name),
      "the file must be a file name alone, like bridal-adunni-1.jpg, with no folder.",
    ),
    v.check(
      (name) => files === undefined || files.has(name),
      (issue) => `"${String(issue.input)}" is not ${which}: add the photo there, or correct its name.`,
    ),
    v.title("Photo"),
    v.metadata({ widget: "image", choose_url: false }),
  );
  return fields({
    file: fileHint === undefined ? file : v.pipe(file, v.description(fileHint)),
    alt: v.pipe(
      paragraph(text("the alt text", "describe what the photo shows")),
      v.title("Alt text"),
      v.description(altHint),
      v.metadata({ pattern: ["\\S", "Describe what the photo shows: the alt text cannot be empty."] }),
    ),
  });
}

/** A path item, for a check on a list that names one of its entries. */
export function at(list: unknown[], index: number, field?: string): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const item = list[index];
  const entry: v.ArrayPathItem = { type: "array", origin: "value", input: list, key: index, value: item };
  if (field === undefined) return [entry];
  const input = item as Record<string, unknown>;
  return [entry, { type: "object", origin: "value", input, key: field, value: input[field] }];
}

/** A check that no entry of a list of names is there twice, each repeat named by `message`. */
export function noneTwice(message: (entry: string) => string) {
  return v.rawCheck<string[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const list = dataset.value;
    list.forEach((entry, index) => {
      if (list.indexOf(entry) !== index) addIssue({ message: message(entry), path: at(list, index) });
    });
  });
}
