import { describe, expect, it } from "vitest";
import { notFoundPath, pagePaths, paths } from "./paths";
import { shareImageAlt, shareImageNames, shareImageOf, shareImagePath, shareLine } from "./share-images";

describe("share previews", () => {
  it("name one for every page, the missing page sharing the home page's", () => {
    for (const page of pagePaths) expect(shareImageNames[page], page).toBeTruthy();
    expect(shareImageOf(notFoundPath)).toBe(shareImageOf(paths.home));
    expect(shareImagePath(shareImageOf(paths.about))).toBe("/share/about.jpg");
  });

  it("fall back to the home page's for a page without an entry", () => {
    expect(shareImageOf("/lookbook")).toBe("home");
  });

  it("give each design's page its own", () => {
    expect(shareImagePath(shareImageOf("/collection/adunni"))).toBe("/share/design-adunni.jpg");
    expect(shareImageOf("/collection/iro-and-buba")).toBe("design-iro-and-buba");
  });

  it("print the page's title without the studio's name", () => {
    expect(shareLine("About us | Ivory & Adire", "Ivory & Adire")).toBe("About us");
    expect(shareLine("Ivory & Adire | Bridal in Abeokuta", "Ivory & Adire")).toBe("Bridal in Abeokuta");
    expect(shareLine("Ivory & Adire", "Ivory & Adire")).toBe("Ivory & Adire");
  });

  it("describe the picture with the same words it prints", () => {
    expect(shareImageAlt("Place an order | Ivory & Adire", "Ivory & Adire")).toMatch(
      /^Ivory & Adire, “Place an order”: .+ photograph/,
    );
  });
});
