import { describe, expect, it } from "vitest";
import { designSlug, slugFromName } from "./slug";

describe("a design's page address", () => {
  it("is made from its name, the same every time", () => {
    expect(slugFromName("Adunni")).toBe("adunni");
    expect(slugFromName("Iro and Buba")).toBe("iro-and-buba");
    expect(slugFromName("Gold Thread Senator")).toBe(slugFromName("Gold Thread Senator"));
  });

  it("drops Yoruba tone marks and accents, reads & as and, and keeps only letters, digits and single dashes", () => {
    expect(slugFromName("Ìfẹ́olúwa")).toBe("ifeoluwa");
    expect(slugFromName("Ṣadé's  Gown")).toBe("sade-s-gown");
    expect(slugFromName("Iro & Buba")).toBe("iro-and-buba");
    expect(slugFromName("  Look No. 7! ")).toBe("look-no-7");
  });

  it("is the entry's own slug when it sets one, so a renamed design keeps its address", () => {
    expect(designSlug({ name: "Adunni Ball Gown", slug: "adunni" })).toBe("adunni");
    expect(designSlug({ name: "Adunni Ball Gown" })).toBe("adunni-ball-gown");
  });
});
