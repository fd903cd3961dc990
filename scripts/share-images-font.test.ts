import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { brandFaces, woffPath, woffToSfnt } from "./share-images-font";

it("unpacks a WOFF font for sharp: its flavour and every table, each at its stated size on a 4-byte boundary", () => {
  const woff = readFileSync(woffPath(brandFaces.display));
  const sfnt = woffToSfnt(woff);
  expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
  // The table count, and the size the WOFF header gives for the whole uncompressed font.
  expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
  expect(sfnt.length).toBe(woff.readUInt32BE(16));
  const tables = Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) => ({
    tag: sfnt.toString("latin1", 12 + index * 16, 16 + index * 16),
    offset: sfnt.readUInt32BE(20 + index * 16),
    length: sfnt.readUInt32BE(24 + index * 16),
  }));
  expect(tables.map((table) => table.tag)).toEqual(expect.arrayContaining(["head", "cmap", "glyf", "name"]));
  for (const table of tables) {
    expect(table.offset % 4, table.tag).toBe(0);
    expect(table.offset + table.length).toBeLessThanOrEqual(sfnt.length);
  }
  // The head table's magic number: the table was inflated, not copied compressed.
  const head = tables.find((table) => table.tag === "head");
  expect(head && sfnt.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
  expect(() => woffToSfnt(sfnt)).toThrow("Not a WOFF 1.0 font");
});
