import { describe, expect, it } from "vitest";
import { checkAttachment, maxAttachmentBytes } from "./attachment";

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
