import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { makeTempDir } from "../../site/testing/fake-site";
import { parseRange, readRange } from "./byte-range";

describe("parseRange", () => {
  it.each([
    ["bytes=0-0", { start: 0, end: 0 }],
    ["bytes=10-19", { start: 10, end: 19 }],
    ["bytes=90-", { start: 90, end: 99 }],
    ["bytes=90-500", { start: 90, end: 99 }],
    ["bytes=99-99", { start: 99, end: 99 }],
    ["bytes=-10", { start: 90, end: 99 }],
    ["bytes=-500", { start: 0, end: 99 }],
    ["bytes=0-99999999999999999999", { start: 0, end: 99 }],
    ["Bytes=5-6", { start: 5, end: 6 }],
    ["bytes= 5-6 ,", { start: 5, end: 6 }],
  ])("%j of 100 bytes is %j", (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });

  it.each(["bytes=100-", "bytes=100-200", "bytes=-0", "bytes=99999999999999999999-"])(
    "%j of 100 bytes cannot be satisfied",
    (header) => {
      expect(parseRange(header, 100)).toBe("unsatisfiable");
    },
  );

  it.each([
    null,
    "",
    "bytes=",
    "bytes=-",
    "bytes=5",
    "bytes=6-5",
    "bytes=a-b",
    "bytes=1.5-2",
    "bytes=+1-2",
    "bytes=0-1,5-6",
    "bytes=0-1, 200-300",
    "bytes 0-1",
    "items=0-1",
    "bytes=0-1;q=1",
  ])("%j is ignored", (header) => {
    expect(parseRange(header, 100)).toBeNull();
  });

  it("an empty file has no byte to start from, and no last bytes to send", () => {
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=-5", 0)).toBeNull();
  });
});

describe("readRange", () => {
  it("reads exactly the bytes of the range", async () => {
    const folder = await makeTempDir();
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const file = path.join(folder, "digits.txt");
    await writeFile(file, "0123456789");
    expect((await readRange(file, { start: 2, end: 5 })).toString()).toBe("2345");
    expect((await readRange(file, { start: 9, end: 9 })).toString()).toBe("9");
    // A file that shrank after it was measured gives what is left.
    expect((await readRange(file, { start: 8, end: 20 })).toString()).toBe("89");
  });
});
