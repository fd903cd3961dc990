/** The editor's configuration from the schemas: every data file and field in reach, each of a kind that fits. */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type EditorField, editorConfig, editorConfigYaml } from "./editor-config";

const config = await editorConfig();
const files = config.collections.flatMap((collection) => collection.files);
const dataDir = "app/content/data";

/** Where a value and the editor's field for it disagree, as "path: problem" lines. */
type Obj = Record<string, unknown>;
const isString = (v: unknown) => typeof v === "string";
function mismatches(value: unknown, field: EditorField, at: string): string[] {
  const kinds: Record<string, (value: unknown) => boolean> = {
    ...{ string: isString, text: isString, image: isString },
    select: (v) => isString(v) || (Array.isArray(v) && v.every(isString)),
    number: (v) => typeof v === "number",
    boolean: (v) => typeof v === "boolean",
    list: (v) => Array.isArray(v),
    object: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
  };
  const fits = kinds[field.widget];
  if (!fits) return [`${at}: the editor's widget "${field.widget}" is not one this test knows`];
  if (!fits(value)) return [`${at}: a ${field.widget} field holds ${JSON.stringify(value).slice(0, 40)}`];
  if (field.widget === "object") return objectMismatches(value as Obj, field.fields ?? [], at);
  if (field.widget !== "list") return [];
  return (value as unknown[]).flatMap((item, index) =>
    field.field
      ? mismatches(item, field.field, `${at}[${index}]`)
      : objectMismatches(item as Obj, field.fields ?? [], `${at}[${index}]`),
  );
}

function objectMismatches(value: Obj, fields: readonly EditorField[], at: string): string[] {
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
  it("edits every data file once, as JSON in its own key order, and uploads photos into the folder the build reads them from", async () => {
    const dataFiles = readdirSync(dataDir).map((name) => `${dataDir}/${name}`);
    expect(files.map((file) => file.file).sort()).toEqual(dataFiles.sort());
    // The editor's own JSON would shuffle the keys of a file with more than eight (admin/editor.js).
    expect(config.collections.every((collection) => collection.format === "json-in-order")).toBe(true);
    expect(config.media_folder).toBe("app/content/images");
    expect(config.public_folder).toBe("");
    expect(parse(await editorConfigYaml())).toEqual(config);
  });

  it.each(files.map((file) => [file.file, file] as const))(
    "%s: every field has an editor field of its kind",
    (file, entry) => {
      const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      expect(objectMismatches(data, entry.fields, file)).toEqual([]);
    },
  );

  it("takes each field's label, hint and options from its schema, its name in words otherwise", () => {
    const designs = files.find((file) => file.name === "designs")!.fields[0]!;
    const photoFields = [
      { label: "Photo", widget: "image" },
      { label: "Alt text", widget: "text" },
    ];
    expect(designs).toMatchObject({
      label: "Designs",
      widget: "list",
      collapsed: true,
      add_to_top: true,
      min: 2,
      fields: [
        { label: "Name", widget: "string", hint: expect.stringMatching(/^As the card and the design's/) },
        {
          widget: "select",
          options: ["Bridal", "Bespoke"].map((label) => ({ label, value: label.toLowerCase() })),
        },
        { label: "One line about it" },
        { label: "Starting price (naira)", widget: "number", value_type: "int", required: false },
        { label: "What the price includes (optional)", widget: "string", required: false },
        {
          label: "Occasions (optional)",
          widget: "select",
          multiple: true,
          required: false,
          options: expect.arrayContaining([{ label: "Church", value: "church" }]),
        },
        { label_singular: "photo", min: 1, max: 4, fields: photoFields },
        { label: "Kept address (only when renaming)", required: false },
      ],
    });
    expect(designs.fields![6]).not.toHaveProperty("collapsed");
    const home = files.find((file) => file.name === "home")!;
    const viewCollection = { name: "viewCollection", label: "View collection", widget: "string" };
    expect(home.fields.find((field) => field.name === "hero")!.fields![1]).toEqual(viewCollection);
  });
});
