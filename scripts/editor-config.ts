/**
 * The content editor's configuration (Decap CMS), which the site serves as /admin/config.yml: the
 * settings below, and the data files grouped as the editor lists them, each file's fields made
 * from its schema (app/content/<file>.schema.ts). A field's label is its schema's `v.title`, or
 * its name in words ("viewCollection" is "View collection"); its hint is `v.description`; Decap's
 * other options are `v.metadata`. Groups of fields and lists of them start folded unless their
 * metadata says `collapsed: false`. Why the configuration is made rather than written:
 * docs/decisions/035-one-declaration-per-content-file.md.
 */
import * as v from "valibot";
import { Document } from "yaml";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { dataFolder } from "../app/content/schema";

const braces = "Words in braces, like {name} or {count}, are filled in by the site: keep them as they are.";

/**
 * The editor's collections, each a list of data files (by name, without `.json`) in the order the
 * editor shows them; a data file named in none is added to the pages.
 */
const collections = [
  {
    name: "designs",
    label: "Designs",
    description:
      'Every design of the collection, in the order the collection page shows them within its section. Add one with "Add design +" above the list (it opens at the top, ready to fill in), drag a design by its handle to move it, and press Publish to save.',
    files: ["designs"],
  },
  {
    name: "studio",
    label: "The studio",
    description:
      "The studio's name, contact details and opening hours, shown on every page and given to search engines; and the appointments customers can ask for on the Book page.",
    files: ["studio", "booking"],
  },
  {
    // Every field of the pages' files, so nothing the site says needs a developer.
    name: "pages",
    label: "Pages",
    description: `The words and photos of each page. ${braces}`,
    // Every data file not named in another collection, a new page's among them.
    files: [
      "home",
      "about",
      "collection",
      "design-page",
      "contact",
      "inquiry-form",
      "thank-you",
      "order",
      "not-found",
      "error-page",
      "offline",
    ],
  },
  {
    name: "orders",
    label: "Orders",
    description: `The order form: its words, the outfit types with their usual lead times, what it asks to measure, its photos field, the messages about orders kept on the phone until the connection is back, and group orders. ${braces.replace("{name} or {count}", "{type} or {weeks}")}`,
    files: ["order-form", "measurements", "measurement-copy", "order-photos", "outbox", "group-order"],
  },
];

/** Everything of the configuration but the collections. */
export const editorSettings = {
  // On the published site: the editor signs the owner in with GitHub and commits to this
  // repository, and the host rebuilds the site from the commit. Set `repo` to the studio's
  // repository once; `base_url` is the sign-in service (Netlify's, free; docs/content-editor.md
  // has the others).
  backend: {
    name: "github",
    repo: "ivory-and-adire/website",
    branch: "main",
    base_url: "https://api.netlify.com",
    commit_messages: {
      update: "Content: {{collection}} {{slug}} changed in the editor",
      uploadMedia: "Content: photo {{path}} added in the editor",
      deleteMedia: "Content: photo {{path}} removed in the editor",
    },
  },
  // On the studio's computer (`npm run admin`): the editor saves to the files on this computer
  // through the local helper on port 8081, with no account anywhere. Only tried where the page's
  // host is this computer; the published site never looks for it.
  local_backend: { allowed_hosts: ["localhost", "127.0.0.1"] },
  // Uploaded photos go into the folder the build makes the site's images from; a field keeps the
  // file's bare name, as the data files hold it.
  media_folder: "app/content/images",
  public_folder: "",
  // Saving is publishing: no drafts waiting in another branch.
  publish_mode: "simple",
  site_url: "/",
  display_url: "/",
  logo_url: "/favicon.svg",
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
};

/** The parts of a Valibot schema the fields are made from. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly string[];
  wrapped?: SchemaNode;
  pipe?: readonly { type: string }[];
}

export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  fields?: EditorField[];
  field?: EditorField;
  [option: string]: unknown;
}

type AnySchema = Parameters<typeof v.getTitle>[0];

/** "viewCollection" as "View collection". */
function inWords(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function editorField(name: string, schema: SchemaNode, defaultLabel = inWords(name)): EditorField {
  const node = schema.type === "optional" && schema.wrapped ? schema.wrapped : schema;
  const metadata = v.getMetadata(node as AnySchema) as Record<string, unknown>;
  const { collapsed, widget, options, value_type, ...rest } = metadata;
  const label = v.getTitle(node as AnySchema) ?? defaultLabel;
  const hint = v.getDescription(node as AnySchema);
  const folded = collapsed === false ? {} : { collapsed: true };
  const item = node.item;
  let kind: Record<string, unknown>;
  let inner: Pick<EditorField, "fields" | "field"> = {};
  if (node.type === "strict_object") {
    kind = { widget: "object", ...folded };
    inner = { fields: editorFields(node.entries ?? {}) };
  } else if (node.type === "array" && item?.type === "picklist") {
    kind = { widget: "select", multiple: true, options: options ?? item.options };
  } else if (node.type === "array" && item?.type === "strict_object") {
    kind = { widget: "list", ...folded };
    inner = { fields: editorFields(item.entries ?? {}) };
  } else if (node.type === "array" && item !== undefined) {
    kind = { widget: "list" };
    inner = { field: editorField("line", item, label.replace(/s$/, "")) };
  } else if (node.type === "string") {
    kind = { widget: widget ?? "string" };
  } else if (node.type === "number") {
    const whole = node.pipe?.some((action) => action.type === "integer");
    kind = { widget: "number", value_type: value_type ?? (whole ? "int" : "float") };
  } else if (node.type === "boolean") {
    kind = { widget: "boolean" };
  } else if (node.type === "picklist") {
    kind = { widget: "select", options: options ?? node.options };
  } else {
    throw new Error(`${name}: the editor has no field for a ${node.type} schema.`);
  }
  return {
    name,
    label,
    ...kind,
    ...(node === schema ? {} : { required: false }),
    ...(hint === undefined ? {} : { hint }),
    ...rest,
    ...inner,
  } as EditorField;
}

function editorFields(entries: Record<string, SchemaNode>): EditorField[] {
  return Object.entries(entries).map(([name, schema]) => editorField(name, schema));
}

const contentFolder = path.join(import.meta.dirname, "..", "app", "content");

/**
 * Each data file's schema, by file name: `thank-you.schema.ts` exports `thankYouSchema`, the schema
 * or a function that makes it (called here without the photo lists, which only the build has).
 */
async function schemasByFile(): Promise<Map<string, AnySchema>> {
  const names = (await readdir(contentFolder)).filter((name) => name.endsWith(".schema.ts")).sort();
  const schemas = new Map<string, AnySchema>();
  for (const name of names) {
    const file = name.slice(0, -".schema.ts".length);
    const exported = `${file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Schema`;
    const source = path.join(contentFolder, name);
    const module = (await import(/* @vite-ignore */ source)) as Record<string, unknown>;
    const schema = module[exported];
    if (schema === undefined) throw new Error(`app/content/${name} must export ${exported}.`);
    schemas.set(file, (typeof schema === "function" ? schema() : schema) as AnySchema);
  }
  return schemas;
}

/** The configuration Decap reads, as an object. */
export async function editorConfig() {
  const schemas = await schemasByFile();
  const named = new Set(collections.flatMap(({ files }) => files));
  const unnamed = [...schemas.keys()].filter((file) => !named.has(file));
  return {
    ...editorSettings,
    collections: collections.map(({ name, label, description, files }) => ({
      name,
      label,
      // JSON in the files' own key order (admin/editor.js).
      format: "json-in-order",
      description,
      delete: false,
      files: [...files, ...(name === "pages" ? unnamed : [])].map((file) => {
        const schema = schemas.get(file);
        if (!schema)
          throw new Error(`The editor lists ${file}.json, which has no app/content/${file}.schema.ts.`);
        return {
          name: file,
          label: v.getTitle(schema) ?? inWords(file),
          file: `${dataFolder}/${file}.json`,
          fields: editorFields((schema as unknown as SchemaNode).entries ?? {}),
        };
      }),
    })),
  };
}

/** The configuration as /admin/config.yml. */
export async function editorConfigYaml(): Promise<string> {
  const document = new Document(await editorConfig());
  document.commentBefore =
    " The content editor's configuration, made by the build from the content's schemas\n" +
    " (scripts/editor-config.ts, app/content/*.schema.ts): change it there.";
  return document.toString({ lineWidth: 0 });
}
