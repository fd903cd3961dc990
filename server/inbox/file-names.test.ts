import { expect, it } from "vitest";
import { sanitizeFileName, uniqueFileName } from "./file-names";

it.each([
  ["wedding dress (final).jpg", "wedding dress -final-.jpg"],
  ["../../etc/passwd", "passwd"],
  ["C:\\fakepath\\photo.png", "photo.png"],
  [".htaccess", "htaccess"],
  ["..", "attachment"],
  ["", "attachment"],
  ["<script>.png", "script-.png"],
  ["a\u0000b\u001fc.png", "a-b-c.png"],
  ["Àdìrẹ.png", "Àdìrẹ.png"],
  ["فستان.jpg", "فستان.jpg"],
])("%j is stored as %j", (original, stored) => {
  expect(sanitizeFileName(original)).toBe(stored);
});

it("shortens a long name to fit any file system, keeping its extension", () => {
  const stored = sanitizeFileName(`${"ẹ".repeat(300)}.jpeg`);
  expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(150);
  expect(stored).toMatch(/^ẹẹẹ.*\.jpeg$/);
});

it("numbers repeats, ignoring case, before the extension", () => {
  expect(uniqueFileName("dress.png", new Set())).toBe("dress.png");
  expect(uniqueFileName("Dress.png", new Set(["dress.png"]))).toBe("Dress-2.png");
  expect(uniqueFileName("dress.png", new Set(["dress.png", "dress-2.png"]))).toBe("dress-3.png");
});
