import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { altProblems } from "./alt-texts";
import { images } from "./art/catalog";
import type { ContentImages } from "./content-images";
import { readContentImages, siteContent } from "./content-images";

describe("the site's content and its stand-in images", () => {
  let content: ContentImages;
  let files: string[];

  beforeAll(async () => {
    content = await readContentImages();
    files = (await readdir(siteContent.images)).filter((name) => !name.startsWith(".")).sort();
  }, 30_000);

  const named = () =>
    [...new Set([...content.photos.map((photo) => photo.file), ...content.withoutAlt])].sort();

  it("reads the photos from the content", () => {
    expect(content.photos.length).toBeGreaterThan(0);
  });

  it("every image the content names is a file in app/content/images", () => {
    expect(named().filter((file) => !files.includes(file))).toEqual([]);
  });

  it("every file in app/content/images is named by the content", () => {
    expect(files.filter((file) => !named().includes(file))).toEqual([]);
  });

  it("every image the content names is placed beside an alt text", () => {
    expect(content.withoutAlt).toEqual([]);
  });

  it("every image the generator draws has an alt text in the content that passes its check", () => {
    expect(altProblems(images, content)).toEqual([]);
  });

  // Files it does not draw are allowed: they are the studio's real photographs.
  it("every image the generator draws is a file in app/content/images, drawn once", () => {
    const drawn = images.map((image) => image.file);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.filter((file) => !files.includes(file))).toEqual([]);
  });
});

describe("readContentImages", () => {
  let directory: string;
  let content: ContentImages;

  // A content folder written for the test: a plain import, an alias, a glob, a helper, a missing file.
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "stand-in-art-"));
    const images = path.join(directory, "images");
    await mkdir(images);
    await Promise.all(
      ["a.jpg", "b.jpg", "c.jpg", "d.jpg"].map((file) => writeFile(path.join(images, file), "")),
    );
    await writeFile(
      path.join(directory, "plain.ts"),
      [
        'import a from "./images/a.jpg?responsive";',
        'import missing from "./images/missing.jpg?responsive";',
        'import b from "~/images/b.jpg?responsive";',
        'export const photos = [{ image: a, alt: "Photo a." }, { image: missing, alt: "Photo missing." }];',
        "export const loose = { image: b };",
      ].join("\n"),
    );
    await writeFile(
      path.join(directory, "globbed.ts"),
      [
        'const found = import.meta.glob<{ img: { w: number } }>("./images/[cd].jpg", { query: "?responsive", import: "default", eager: true });',
        "const photo = (image: unknown, alt: string) => ({ picture: { image }, alt });",
        "export const photos = Object.values(found).map((image) => photo(image, `Globbed, ${image.img.w} wide.`));",
      ].join("\n"),
    );
    await writeFile(path.join(directory, "plain.test.ts"), 'throw new Error("tests are not content");\n');
    content = await readContentImages({ directory, images, alias: { "~": directory } });
  }, 30_000);

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("pairs each image with the alt text beside it, naming the module", () => {
    expect(content.photos).toEqual([
      { file: "c.jpg", alt: "Globbed, 1200 wide.", module: "globbed.ts" },
      { file: "d.jpg", alt: "Globbed, 1200 wide.", module: "globbed.ts" },
      { file: "a.jpg", alt: "Photo a.", module: "plain.ts" },
      { file: "missing.jpg", alt: "Photo missing.", module: "plain.ts" },
    ]);
  });

  it("reports an image imported without an alt text", () => {
    expect(content.withoutAlt).toEqual(["b.jpg"]);
  });
});
