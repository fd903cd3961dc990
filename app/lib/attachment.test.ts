import { describe, expect, it } from "vitest";
import {
  extensionOf,
  formatFileSize,
  isImageFile,
  maxAttachmentBytes,
  photoFileName,
  photoRoom,
  photoSetBudgetBytes,
  photoTargetBytes,
} from "./attachment";

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [1023, "1023 bytes"],
    [1024, "1 KB"],
    [340 * 1024, "340 KB"],
    [1024 * 1024 - 1, "1 MB"],
    [1.2 * 1024 * 1024, "1.2 MB"],
    [maxAttachmentBytes, "5 MB"],
    [maxAttachmentBytes + 1, "5 MB"],
    [6 * 1024 * 1024, "6 MB"],
  ])("%d bytes read as %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("the photos of one order", () => {
  it("keep 200 KB of the 5 MB for the form's other fields", () => {
    expect(photoSetBudgetBytes).toBe(5 * 1024 * 1024 - 200 * 1024);
  });

  it("are each made smaller to a target that lets four of them fit with room to spare", () => {
    expect(4 * photoTargetBytes).toBeLessThan(photoSetBudgetBytes / 2);
  });

  it("leave a photo the budget less what the others take, never less than nothing", () => {
    expect(photoRoom([])).toBe(photoSetBudgetBytes);
    expect(photoRoom([400 * 1024, photoTargetBytes])).toBe(photoSetBudgetBytes - 1000 * 1024);
    expect(photoRoom([photoSetBudgetBytes, 1])).toBe(0);
  });
});

describe("photoFileName", () => {
  it("names a sent photo by what it shows and its place, never by the customer's own name", () => {
    expect(photoFileName("inspiration", 1)).toBe("inspiration-1.jpg");
    expect(photoFileName("fabric", 2)).toBe("fabric-2.jpg");
    expect(photoFileName("photo-of-me", 3)).toBe("photo-of-me-3.jpg");
    expect(photoFileName("other", 4, "heic")).toBe("other-4.heic");
  });
});

describe("extensionOf", () => {
  it.each([
    [{ name: "IMG_0042.HEIC", type: "image/heic" }, "heic"],
    [{ name: "photo.jpeg", type: "image/jpeg" }, "jpeg"],
    [{ name: "no-extension", type: "image/heif" }, "heif"],
    [{ name: "scan", type: "image/x-png" }, "png"],
    [{ name: "odd.name.../etc", type: "" }, "bin"],
  ])("%o gives %s", (file, extension) => {
    expect(extensionOf(file)).toBe(extension);
  });
});

describe("isImageFile", () => {
  it("goes by the type, or by the extension when the browser gave no type", () => {
    expect(isImageFile({ name: "IMG_0042.HEIC", type: "image/heic" })).toBe(true);
    expect(isImageFile({ name: "IMG_0042.HEIC", type: "" })).toBe(true);
    expect(isImageFile({ name: "measurements.pdf", type: "application/pdf" })).toBe(false);
    expect(isImageFile({ name: "photo.jpg", type: "application/pdf" })).toBe(false);
    expect(isImageFile({ name: "notes.txt", type: "" })).toBe(false);
  });
});
