/**
 * The client build's view of the content modules made from data files (app/content/*.ts that
 * import ./data/*.json): each is replaced by its exports written out as literals, worked out at
 * build time by loading the module as the build steps do (load-content.ts, which runs the content's
 * schema checks too). The browser so gets the same plain objects as when the words were written in
 * TypeScript: no data file's unused fields, no code turning file names into photos or numbers into
 * links, and none of the schema. Photos become imports of their `?responsive` files, as before;
 * an object another content module exports (or an earlier export of the same module) stays a
 * reference to that export. A module exporting anything else (a function) is left as it is.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { type ContentLoader, contentLoader, projectDir } from "./load-content";

const contentDir = path.join(projectDir, "app", "content");
const imagesPrefix = "app/content/images/";
const schemaImport = /^import\s[^;]*?from\s*["']\.\/schema["'];?\n?/gm;

/** A module's own exports, in the order its source declares them. */
function exportNames(code: string): string[] | undefined {
  if (/^export\s+(default|\{|\*|function|class|async)/m.test(code)) return undefined;
  return [...code.matchAll(/^export\s+(?:const|let|var)\s+([\w$]+)/gm)].map((match) => match[1] as string);
}

/** Static imports of the module, as written (to keep the modules' order in the chunks). */
function importStatements(code: string): { statement: string; source: string }[] {
  return [...code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["'];?|^import\s*["']([^"']+)["'];?/gms)].map(
    (match) => ({ statement: match[0], source: (match[1] ?? match[2]) as string }),
  );
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
      if (path.dirname(file) !== contentDir || !/\.ts$/.test(file) || /\.(test|d)\.ts$/.test(file))
        return null;
      if (!/^import\s[^;]*from\s*["']\.\/data\/[\w-]+\.json["']/m.test(code)) return null;
      const names = exportNames(code);
      const exports = await load(file);
      if (names === undefined || names.some((name) => typeof exports[name] === "function")) {
        // A module with code of its own stays as it is, without the schema: its checks sit behind
        // `import.meta.env.SSR`, which is false here, so nothing calls it. (Imported, the schema's
        // modules would still change how the chunks are laid out.)
        return { code: code.replace(schemaImport, ""), map: null };
      }

      const writer: Writer = { references: new Map(), photos: new Map(), used: new Set() };
      const kept: string[] = [];
      for (const { statement, source } of importStatements(code)) {
        if (source.startsWith("./data/")) {
          this.addWatchFile(path.join(contentDir, source));
          continue;
        }
        // The schema, the photo lookup and imports made for the checks alone (`import "./x"`) are the
        // build's: they stay out of the page's script.
        if (source === "./schema" || source === "./photos" || /^import\s*["']/.test(statement)) continue;
        kept.push(statement);
        if (!source.startsWith("./")) continue;
        const imported = await load(path.join(contentDir, `${source.slice(2)}.ts`));
        const bindings = /\{([^}]*)\}/.exec(statement)?.[1] ?? "";
        for (const binding of bindings.split(",")) {
          const [name, local = name] = binding
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/);
          const value = name ? imported[name] : undefined;
          if (local && typeof value === "object" && value !== null)
            writer.references.set(value, local.trim());
        }
      }
      const declarations = names.map((name) => {
        const line = `export const ${name} = ${literal(exports[name], writer, name)};`;
        const value = exports[name];
        if (typeof value === "object" && value !== null && !writer.references.has(value))
          writer.references.set(value, name);
        return line;
      });
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
