/**
 * The editor's configuration against the data files: every file of app/content/data/ is in the
 * editor, and every field of every file has a field of the editor's of the right kind, so nothing
 * the site says is out of the owner's reach and nothing the editor saves is of the wrong type.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface EditorField {
  name: string;
  widget: string;
  fields?: EditorField[];
  field?: EditorField;
  required?: boolean;
}

interface EditorConfig {
  media_folder: string;
  public_folder: string;
  collections: {
    name: string;
    format: string;
    files: { name: string; file: string; fields: EditorField[] }[];
  }[];
}

const config = parse(readFileSync("admin/config.yml", "utf8")) as EditorConfig;
const files = config.collections.flatMap((collection) => collection.files);
const dataDir = "app/content/data";

/** Where a value and the editor's field for it disagree, as "path: problem" lines. */
function mismatches(value: unknown, field: EditorField, at: string): string[] {
  const kinds: Record<string, (value: unknown) => boolean> = {
    string: (v) => typeof v === "string",
    text: (v) => typeof v === "string",
    image: (v) => typeof v === "string",
    select: (v) => typeof v === "string" || (Array.isArray(v) && v.every((item) => typeof item === "string")),
    number: (v) => typeof v === "number",
    list: (v) => Array.isArray(v),
    object: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
  };
  const fits = kinds[field.widget];
  if (!fits) return [`${at}: the editor's widget "${field.widget}" is not one this test knows`];
  if (!fits(value)) return [`${at}: a ${field.widget} field holds ${JSON.stringify(value).slice(0, 40)}`];
  if (field.widget === "object")
    return objectMismatches(value as Record<string, unknown>, field.fields ?? [], at);
  if (field.widget !== "list") return [];
  return (value as unknown[]).flatMap((item, index) => {
    if (field.field) return mismatches(item, field.field, `${at}[${index}]`);
    if (field.fields)
      return objectMismatches(item as Record<string, unknown>, field.fields, `${at}[${index}]`);
    return [`${at}: a list with neither field nor fields`];
  });
}

function objectMismatches(
  value: Record<string, unknown>,
  fields: readonly EditorField[],
  at: string,
): string[] {
  const problems = Object.entries(value).flatMap(([key, inner]) => {
    const field = fields.find((candidate) => candidate.name === key);
    return field ? mismatches(inner, field, `${at}.${key}`) : [`${at}.${key}: no field in the editor`];
  });
  const missing = fields
    .filter((field) => field.required !== false && !(field.name in value))
    .map((field) => `${at}.${field.name}: a required field of the editor's, not in the file`);
  return [...problems, ...missing];
}

describe("the content editor's configuration", () => {
  it("edits every data file, as JSON, and uploads photos into the folder the build reads them from", () => {
    const dataFiles = readdirSync(dataDir).map((name) => `${dataDir}/${name}`);
    expect(files.map((file) => file.file).sort()).toEqual(dataFiles.sort());
    // The editor's own JSON would shuffle the keys of a file with more than eight (admin/editor.js).
    expect(config.collections.every((collection) => collection.format === "json-in-order")).toBe(true);
    expect(config.media_folder).toBe("app/content/images");
    // The photo fields keep the bare file name the data files hold.
    expect(config.public_folder).toBe("");
  });

  it.each(files.map((file) => [file.file, file] as const))(
    "%s: every field has an editor field of its kind",
    (file, entry) => {
      const data = JSON.parse(readFileSync(path.join(file), "utf8")) as Record<string, unknown>;
      expect(objectMismatches(data, entry.fields, path.basename(file))).toEqual([]);
    },
  );
});
