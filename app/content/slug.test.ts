import { expect, it } from "vitest";
import { designSlug, slugFromName } from "./slug";

it.each([
  ["Iro and Buba", "iro-and-buba"],
  ["Ìfẹ́olúwa", "ifeoluwa"],
  ["Ṣadé's  Gown", "sade-s-gown"],
  ["Iro & Buba", "iro-and-buba"],
  ["  Look No. 7! ", "look-no-7"],
])("makes the page address of %j %j", (name, slug) => {
  expect(slugFromName(name)).toBe(slug);
});

it("keeps the entry's own slug when it sets one, so a renamed design keeps its address", () => {
  expect(designSlug({ name: "Adunni Ball Gown", slug: "adunni" })).toBe("adunni");
  expect(designSlug({ name: "Adunni Ball Gown" })).toBe("adunni-ball-gown");
});
