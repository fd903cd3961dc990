/**
 * The client build's view of the content modules made from data files (app/content/*.ts that
 * import ./data/*.json): each is replaced by its exports written out as literals, worked out at
 * build time by loading the module as the build steps do (load-content.ts, which runs the content's
 * schema checks too). The browser so gets the same plain objects as when the words were written in
 * TypeScript: no data file's unused fields, no code turning file names into photos or numbers into
 * links, and none of the schema. Photos become imports of their `?responsive` files, as before;
 * an object another content module exports (or an earlier export of the same module) stays a
 * reference to that export. A function it exports is kept as written, using those values; the
 * schemas (`./schema`, `./<file>.schema`) never reach the client.
 */
import path from "node:path";
import { type Plugin, parseAst } from "vite";
import { type ContentLoader, contentLoader, projectDir } from "./load-content";

const contentDir = path.join(projectDir, "app", "content");
const imagesPrefix = "app/content/images/";
/** The schemas' modules: build-time only. */
const schemaModule = /[\\/]app[\\/]content[\\/](schema|[\w-]+\.schema)\.ts$/;
const isSchemaImport = (source: string) => /^\.\/(schema|[\w-]+\.schema)$/.test(source);

/** The parts of the module's syntax tree read here. */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** The names a declaration or an import binds. */
function boundNames(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  const { type, name } = node as { type?: string; name?: unknown };
  if (type === "Identifier" && typeof name === "string") return [name];
  return Object.entries(node).flatMap(([field, value]) =>
    ["init", "params", "body", "source", "imported"].includes(field)
      ? []
      : Array.isArray(value)
        ? value.flatMap(boundNames)
        : boundNames(value),
  );
}

/** The names a piece of code reads (a field's name after a dot or before a colon is not one). */
function usedNames(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  const item = node as Node;
  if (item.type === "Identifier" && typeof item["name"] === "string") return [item["name"]];
  return Object.entries(item).flatMap(([field, value]) => {
    if (!item["computed"] && ((item.type === "MemberExpression" && field === "property") || field === "key"))
      return [];
    return Array.isArray(value) ? value.flatMap(usedNames) : usedNames(value);
  });
}

function isPhoto(value: object): value is { img: { src: string } } {
  const img = (value as { img?: { src?: unknown } }).img;
  return typeof img?.src === "string" && img.src.startsWith(imagesPrefix);
}

interface Writer {
  /** Objects written as a name: other modules' exports and this module's earlier ones. */
  references: Map<object, string>;
  /** Photo files imported, by file, with the name each gets. */
  photos: Map<string, string>;
  /** Names of other modules' exports used. */
  used: Set<string>;
}

function literal(value: unknown, writer: Writer, where: string): string {
  if (value === undefined) return "undefined";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : `(${String(value)})`;
  if (value === null || typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "object") {
    const reference = writer.references.get(value);
    if (reference !== undefined) {
      writer.used.add(reference);
      return reference;
    }
    if (isPhoto(value)) {
      const file = value.img.src.slice(imagesPrefix.length);
      let name = writer.photos.get(file);
      if (name === undefined) {
        name = `__photo${writer.photos.size}`;
        writer.photos.set(file, name);
      }
      return name;
    }
    if (Array.isArray(value))
      return `[${value.map((item, index) => literal(item, writer, `${where}[${index}]`)).join(", ")}]`;
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype === Object.prototype || prototype === null) {
      const fields = Object.entries(value).map(
        ([key, item]) => `${JSON.stringify(key)}: ${literal(item, writer, `${where}.${key}`)}`,
      );
      return `{ ${fields.join(", ")} }`;
    }
  }
  throw new Error(`${where} cannot be written as a literal.`);
}

export function contentAsLiterals(): Plugin {
  let loader: ContentLoader | undefined;
  const load = async (file: string) => {
    loader ??= await contentLoader(projectDir);
    return loader.load<Record<string, unknown>>(path.relative(projectDir, file).split(path.sep).join("/"));
  };
  return {
    name: "content-as-literals",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (schemaModule.test(file))
        this.error(
          `${path.relative(projectDir, file)} reached the client: the pages get the content's checked values as literals, never a schema.`,
        );
      if (path.dirname(file) !== contentDir || !/\.ts$/.test(file) || /\.(test|d)\.ts$/.test(file))
        return null;
      if (!/^import\s[^;]*from\s*["']\.\/data\/[\w-]+\.json["']/m.test(code)) return null;
      const exports = await load(file);
      const module = path.relative(projectDir, file);
      const writer: Writer = { references: new Map(), photos: new Map(), used: new Set() };
      const kept: string[] = [];
      const declarations: string[] = [];
      /** Names bound by what is left out: a function kept must not read them. */
      const dropped = new Set<string>();
      const functions: Node[] = [];
      for (const statement of parseAst(code).body as unknown as Node[]) {
        const text = code.slice(statement.start, statement.end);
        if (statement.type === "ImportDeclaration") {
          const source = (statement["source"] as { value: string }).value;
          const specifiers = statement["specifiers"] as Node[];
          // The data, the schemas, the photo lookup and imports made for the checks alone
          // (`import "./x"`) are the build's: they stay out of the page's script.
          if (
            source.startsWith("./data/") ||
            isSchemaImport(source) ||
            source === "./photos" ||
            specifiers.length === 0
          ) {
            if (source.startsWith("./data/")) this.addWatchFile(path.join(contentDir, source));
            boundNames(specifiers).forEach((name) => dropped.add(name));
            continue;
          }
          kept.push(text);
          if (!source.startsWith("./")) continue;
          const imported = await load(path.join(contentDir, `${source.slice(2)}.ts`));
          for (const specifier of specifiers) {
            const name = (specifier["imported"] as { name?: string } | undefined)?.name;
            const value = name === undefined ? undefined : imported[name];
            if (typeof value === "object" && value !== null)
              writer.references.set(value, (specifier["local"] as { name: string }).name);
          }
          continue;
        }
        const declaration = statement["declaration"] as Node | null | undefined;
        if (statement.type === "ExportNamedDeclaration" && declaration?.type === "VariableDeclaration") {
          for (const { id } of declaration["declarations"] as { id: Node }[]) {
            if (id.type !== "Identifier") this.error(`${module}: export each value under a name of its own.`);
            const name = id["name"] as string;
            const value = exports[name];
            declarations.push(`export const ${name} = ${literal(value, writer, name)};`);
            if (typeof value === "object" && value !== null && !writer.references.has(value))
              writer.references.set(value, name);
          }
        } else if (
          statement.type === "ExportNamedDeclaration" &&
          (declaration?.type === "FunctionDeclaration" || (!declaration && !statement["source"]))
        ) {
          declarations.push(text);
          functions.push(statement);
        } else if (statement.type.startsWith("Export")) {
          this.error(`${module}: a content module made from a data file exports its values by name.`);
        } else {
          boundNames(statement).forEach((name) => dropped.add(name));
        }
      }
      const unknown = [...new Set(functions.flatMap(usedNames))].filter((name) => dropped.has(name));
      if (unknown.length > 0)
        this.error(
          `${module}: an exported function reads ${unknown.join(", ")}, which the page's script does not get: use the module's exported values.`,
        );
      const photoImports = [...writer.photos].map(
        ([photo, name]) => `import ${name} from ${JSON.stringify(`./images/${photo}?responsive`)};`,
      );
      // Modules imported for the build's checks alone stay imported (nothing of them is used), as before.
      const body = [...photoImports, ...kept, ...declarations].join("\n");
      return { code: `${body}\n`, map: null };
    },
    async buildEnd() {
      await loader?.close();
      loader = undefined;
    },
  };
}
