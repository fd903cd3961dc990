import { describe, expect, it } from "vitest";
import { isSubresource } from "./security-headers";

describe("isSubresource", () => {
  it.each([
    "text/javascript; charset=utf-8",
    "application/javascript",
    "text/css; charset=utf-8",
    "font/woff2",
    "image/avif",
    "image/webp",
    "image/jpeg",
  ])("%s is only ever loaded by a page", (type) => {
    expect(isSubresource(type)).toBe(true);
  });

  it.each(["text/html; charset=utf-8", "image/svg+xml", "application/json", "text/plain", "text/xml", null])(
    "%s can be shown as a page of its own, so it keeps every policy",
    (type) => {
      expect(isSubresource(type)).toBe(false);
    },
  );
});
