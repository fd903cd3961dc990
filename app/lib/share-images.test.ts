import { expect, it } from "vitest";
import { notFoundPath, paths } from "./paths";
import { shareImageAlt, shareImageOf, shareImagePath, shareLine } from "./share-images";

it("gives each design's and occasion's page a share preview of its own, and other pages theirs or the home page's", () => {
  expect(shareImagePath(shareImageOf("/collection/adunni"))).toBe("/share/design-adunni.jpg");
  expect(shareImagePath(shareImageOf("/collection/occasion/owambe"))).toBe("/share/occasion-owambe.jpg");
  expect(shareImagePath(shareImageOf(paths.about))).toBe("/share/about.jpg");
  expect([shareImageOf(notFoundPath), shareImageOf("/lookbook")]).toEqual(["home", "home"]);
});

it.each([
  ["About us | Ivory & Adire", "About us"],
  ["Ivory & Adire | Bridal in Abeokuta", "Bridal in Abeokuta"],
  ["Ivory & Adire", "Ivory & Adire"],
])("prints %j as %j, and describes the picture with the same words", (title, line) => {
  expect(shareLine(title, "Ivory & Adire")).toBe(line);
  expect(shareImageAlt(title, "Ivory & Adire")).toMatch(
    new RegExp(`^Ivory & Adire, “${line}”: .+ photograph`),
  );
});
