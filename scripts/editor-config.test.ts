/**
 * The content editor's configuration, as the build makes it from the schemas: every data file is
 * in the editor, and every field of every file has a field of the editor's of a kind Decap knows
 * and the value fits, so nothing the site says is out of the owner's reach and nothing the editor
 * saves is of the wrong type.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type EditorField, editorConfig, editorConfigYaml } from "./editor-config";

const config = await editorConfig();
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
    return objectMismatches(item as Record<string, unknown>, field.fields ?? [], `${at}[${index}]`);
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
  it("edits every data file once, as JSON in its own key order, and uploads photos into the folder the build reads them from", async () => {
    const dataFiles = readdirSync(dataDir).map((name) => `${dataDir}/${name}`);
    expect(files.map((file) => file.file).sort()).toEqual(dataFiles.sort());
    // The editor's own JSON would shuffle the keys of a file with more than eight (admin/editor.js).
    expect(config.collections.every((collection) => collection.format === "json-in-order")).toBe(true);
    expect(config.media_folder).toBe("app/content/images");
    // The photo fields keep the bare file name the data files hold.
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
    expect(designs).toMatchObject({
      label: "Designs",
      widget: "list",
      collapsed: true,
      min: 2,
      fields: [
        {
          label: "Name",
          widget: "string",
          hint: expect.stringMatching(/^As the card and the design's page/),
        },
        {
          widget: "select",
          options: [
            { label: "Bridal", value: "bridal" },
            { label: "Bespoke", value: "bespoke" },
          ],
        },
        { label: "One line about it" },
        {
          label_singular: "photo",
          min: 3,
          max: 4,
          fields: [
            { label: "Photo", widget: "image" },
            { label: "Alt text", widget: "text" },
          ],
        },
        { label: "Kept address (only when renaming)", required: false },
      ],
    });
    // Groups and lists of them start folded, unless their schema says otherwise.
    expect(designs.fields![3]).not.toHaveProperty("collapsed");
    const home = files.find((file) => file.name === "home")!;
    expect(home.fields.find((field) => field.name === "hero")!.fields![1]).toEqual({
      name: "viewCollection",
      label: "View collection",
      widget: "string",
    });
  });
});
