import { expect, it } from "vitest";
import { extensionOf, formatFileSize, isImageFile, photoRoom } from "./attachment";
import { photoSetBudgetBytes, photoTargetBytes } from "./attachment";

const KB = 1024;
const MB = 1024 * KB;

it.each([
  [0, "0 bytes"],
  [1, "1 byte"],
  [1023, "1023 bytes"],
  [1024, "1 KB"],
  [340 * KB, "340 KB"],
  [MB - 1, "1 MB"],
  [1.2 * MB, "1.2 MB"],
  // Counted in 1,024s like the 5 MB limit, so a photo just within it never reads as over it.
  [5 * MB + 1, "5 MB"],
])("writes %d bytes as %s", (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text);
});

it("leaves a photo the budget less what the others take, never less than nothing", () => {
  expect(photoRoom([])).toBe(photoSetBudgetBytes);
  expect(photoRoom([400 * KB, photoTargetBytes])).toBe(photoSetBudgetBytes - 1000 * KB);
  expect(photoRoom([photoSetBudgetBytes, 1])).toBe(0);
});

it.each([
  ["IMG_0042.HEIC", "image/heic", true, "heic"],
  ["IMG_0042.HEIC", "", true, "heic"],
  ["photo.jpeg", "image/jpeg", true, "jpeg"],
  ["no-extension", "image/heif", true, "heif"],
  ["scan", "image/x-png", true, "png"],
  ["measurements.pdf", "application/pdf", false, "pdf"],
  ["photo.jpg", "application/pdf", false, "jpg"],
  ["notes.txt", "", false, "txt"],
  ["odd.name.../etc", "", false, "bin"],
])("takes %j of type %j for a photo: %s, of the extension %s", (name, type, photo, extension) => {
  expect(isImageFile({ name, type })).toBe(photo);
  expect(extensionOf({ name, type })).toBe(extension);
});
