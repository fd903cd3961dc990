import { describe, expect, it } from "vitest";
import type { ImageSpec } from "./catalog";
import { images } from "./catalog";
import { renderJpeg, svgFor } from "./render";

function entry(file: string): ImageSpec {
  const image = images.find((candidate) => candidate.file === file);
  if (image === undefined) throw new Error(`${file} is not in the catalogue`);
  return image;
}

describe("stand-in art rendering", () => {
  it("draws the same SVG every time from the same file name", () => {
    for (const file of ["hero-1.jpg", "bridal-adunni-3.jpg", "about-2.jpg"]) {
      expect(svgFor(entry(file))).toBe(svgFor(entry(file)));
    }
  });

  it("seeds the drawing from the file name, so the same drawing under another name differs", () => {
    const image = entry("bridal-adunni-3.jpg");
    expect(svgFor({ ...image, file: "another-name.jpg" })).not.toBe(svgFor(image));
  });

  it("encodes the same drawing to the same JPEG bytes", async () => {
    const svg = svgFor(entry("bridal-adunni-3.jpg"));
    const [first, second] = await Promise.all([renderJpeg(svg), renderJpeg(svg)]);
    expect(first.subarray(0, 2).toString("hex")).toBe("ffd8");
    expect(first.equals(second)).toBe(true);
  });
});
