import { describe, expect, it } from "vitest";
import { altProblems, altTextProblem } from "./alt-texts";

const good = "Ivory ball gown with an indigo adire-embroidered hem, full front view.";

describe("altTextProblem", () => {
  it("accepts one sentence of 8 to 20 words", () => {
    expect(altTextProblem(good)).toBeUndefined();
  });

  it("rejects too few or too many words, a missing full stop and two sentences", () => {
    expect(altTextProblem("Ivory ball gown.")).toMatch(/8–20 words, has 3/);
    expect(altTextProblem(`${"word ".repeat(21).trim()}.`)).toMatch(/has 21/);
    expect(altTextProblem(good.slice(0, -1))).toMatch(/full stop/);
    expect(altTextProblem("Ivory ball gown with a hem. Full front view on indigo.")).toMatch(/one sentence/);
  });
});

describe("altProblems", () => {
  it("names drawn images the content does not use, weak alt texts and images without one", () => {
    const problems = altProblems([{ file: "a.jpg" }, { file: "b.jpg" }, { file: "c.jpg" }], {
      photos: [
        { file: "a.jpg", alt: good, module: "home.ts" },
        { file: "b.jpg", alt: "Too short.", module: "home.ts" },
      ],
      withoutAlt: ["d.jpg"],
    });
    expect(problems).toEqual([
      "d.jpg: imported by the content without an alt text beside it",
      "b.jpg in home.ts: the alt text should have 8–20 words, has 2",
      "c.jpg: drawn here but not used by the content",
    ]);
  });
});
