import { describe, expect, it } from "vitest";
import { checkAttachment, formatFileSize, maxAttachmentBytes } from "./attachment";

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], "photo", { type });

describe("checkAttachment", () => {
  it("accepts no file, or an image within 5 MB", () => {
    expect(checkAttachment(null)).toBeNull();
    expect(checkAttachment(file(maxAttachmentBytes, "image/jpeg"))).toBeNull();
  });

  it("refuses a file that is not an image, whatever the picker allowed", () => {
    expect(checkAttachment(file(100, "application/pdf"))).toBe("not-image");
  });

  it("refuses an image over 5 MB", () => {
    expect(checkAttachment(file(maxAttachmentBytes + 1, "image/png"))).toBe("too-large");
  });
});

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
