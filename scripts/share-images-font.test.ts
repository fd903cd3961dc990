import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandFaces, woffPath, woffToSfnt } from "./share-images-font";

describe("a WOFF font unpacked for sharp", () => {
  const woff = readFileSync(woffPath(brandFaces.display));
  const sfnt = woffToSfnt(woff);
  const tableCount = sfnt.readUInt16BE(4);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 12 + index * 16;
    return {
      tag: sfnt.toString("latin1", entry, entry + 4),
      offset: sfnt.readUInt32BE(entry + 8),
      length: sfnt.readUInt32BE(entry + 12),
    };
  });

  it("keeps the font's flavour and every table", () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(tableCount).toBe(woff.readUInt16BE(12));
    expect(tables.map((table) => table.tag)).toEqual(
      expect.arrayContaining(["head", "cmap", "glyf", "name"]),
    );
  });

  it("unpacks each table to its stated size at a 4-byte boundary", () => {
    // The size the WOFF header gives for the whole uncompressed font.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    for (const table of tables) {
      expect(table.offset % 4, table.tag).toBe(0);
      expect(table.offset + table.length).toBeLessThanOrEqual(sfnt.length);
    }
    const head = tables.find((table) => table.tag === "head");
    // The head table's magic number: the table was inflated, not copied compressed.
    expect(head && sfnt.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
  });

  it("refuses a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(sfnt)).toThrow("Not a WOFF 1.0 font");
  });
});
