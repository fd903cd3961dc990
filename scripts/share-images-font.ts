/**
 * The site's own typefaces for text the build draws with sharp. Its text renderer (Pango) takes a
 * font file, but not the WOFF the site ships, so the WOFF is unpacked into the plain OpenType file
 * it wraps: the same glyphs, no font needs to be installed on the machine that builds.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";

const woffSignature = 0x774f4646; // "wOFF"
const woffHeaderBytes = 44;
const woffEntryBytes = 20;
const sfntEntryBytes = 16;

/** Unpacks a WOFF 1.0 file (a font's tables, each zlib-compressed) into the OpenType file it holds. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== woffSignature) throw new Error("Not a WOFF 1.0 font.");
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = woffHeaderBytes + index * woffEntryBytes;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error("A WOFF table does not unpack to its stated length.");
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  // The table directory's binary-search fields, as the OpenType specification defines them.
  const entrySelector = Math.floor(Math.log2(tableCount));
  const searchRange = 2 ** entrySelector * sfntEntryBytes;
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const headerBytes = 12 + tableCount * sfntEntryBytes;
  const sfnt = Buffer.alloc(headerBytes + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(tableCount * sfntEntryBytes - searchRange, 10);
  let offset = headerBytes;
  tables.forEach((table, index) => {
    const entry = 12 + index * sfntEntryBytes;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** A face as Pango names it (the family inside the file) and the @fontsource file it comes from. */
export interface BrandFace {
  family: string;
  italic: boolean;
  package: "cormorant-garamond" | "jost";
  file: string;
}

export const brandFaces = {
  display: {
    family: "Cormorant Garamond SemiBold",
    italic: false,
    package: "cormorant-garamond",
    file: "cormorant-garamond-latin-600-normal.woff",
  },
  displayItalic: {
    family: "Cormorant Garamond Medium",
    italic: true,
    package: "cormorant-garamond",
    file: "cormorant-garamond-latin-500-italic.woff",
  },
  body: { family: "Jost Medium", italic: false, package: "jost", file: "jost-latin-500-normal.woff" },
} as const satisfies Record<string, BrandFace>;

export function woffPath(face: BrandFace): string {
  return fileURLToPath(
    new URL(`../node_modules/@fontsource/${face.package}/files/${face.file}`, import.meta.url),
  );
}

/** Writes each face's OpenType file into a fresh temporary folder, for sharp's `fontfile`. */
export async function unpackFaces<T extends Record<string, BrandFace>>(
  faces: T,
): Promise<Record<keyof T, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), "brand-fonts-"));
  const entries = await Promise.all(
    Object.entries(faces).map(async ([key, face]) => {
      const file = path.join(dir, face.file.replace(/\.woff$/, ".ttf"));
      await writeFile(file, woffToSfnt(await readFile(woffPath(face))));
      return [key, file] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof T, string>;
}
