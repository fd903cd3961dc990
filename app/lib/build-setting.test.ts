import { expect, it } from "vitest";
import { buildSetting } from "./build-setting";

it("gives a build setting without its spaces, and stops the build naming it and where it belongs when missing", () => {
  expect(buildSetting("VITE_SITE_URL", " https://studio.example ")).toBe("https://studio.example");
  for (const missing of [undefined, "  "])
    expect(() => buildSetting("VITE_FORM_ID", missing)).toThrow(
      /VITE_FORM_ID is not set: it belongs in \.env/,
    );
});
