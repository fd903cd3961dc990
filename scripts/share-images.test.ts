import { describe, expect, it } from "vitest";
import { breakNearMiddle, displayHost, escapeMarkup, nameMarkup } from "./share-images";

describe("share preview text", () => {
  it("escapes Pango markup", () => {
    expect(escapeMarkup("Ivory & Adire <3>")).toBe("Ivory &amp; Adire &lt;3&gt;");
  });

  it("sets the ampersand of the name in gold", () => {
    expect(nameMarkup("Ivory & Adire", "#b08d57")).toBe(
      'Ivory <span foreground="#b08d57">&amp;</span> Adire',
    );
  });

  it("breaks a long line at the space nearest its middle", () => {
    expect(breakNearMiddle("Bridal and bespoke tailoring in Abeokuta")).toBe(
      "Bridal and bespoke\ntailoring in Abeokuta",
    );
    expect(breakNearMiddle("Collections")).toBe("Collections");
  });

  it("prints the site's host without its scheme", () => {
    expect(displayHost("https://ivoryandadire.example")).toBe("ivoryandadire.example");
  });
});
