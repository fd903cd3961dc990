import { describe, expect, it } from "vitest";
import { buildSetting } from "./build-setting";

describe("buildSetting", () => {
  it("gives the value without surrounding spaces", () => {
    expect(buildSetting("VITE_SITE_URL", " https://studio.example ")).toBe("https://studio.example");
  });

  it("stops the build with the setting's name and where it belongs when it is missing or empty", () => {
    expect(() => buildSetting("VITE_FORM_ID", undefined)).toThrow(
      /VITE_FORM_ID is not set: it belongs in \.env/,
    );
    expect(() => buildSetting("VITE_FORM_ID", "  ")).toThrow(/VITE_FORM_ID/);
  });
});
