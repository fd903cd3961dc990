import { copyFile, cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Catalogue from "../../app/content/catalogue";
import { loadContent } from "../../scripts/load-content";
import { growCatalogue, growthFactor, readDesigns } from "./grow-catalogue";

// A dry run of the scaling benchmark's growth: a copy of app/content grown tenfold, its photos
// plain copies, loaded as the build loads it (photos stubbed) so the build's content checks run.
describe("growing the catalogue for the scaling benchmark", () => {
  let project = "";
  const content = () => path.join(project, "app", "content");
  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), "ivory-grown-catalogue-"));
    await cp(path.resolve("app", "content"), content(), { recursive: true });
    // The content's schema needs its library, as the project has it.
    await symlink(path.resolve("node_modules"), path.join(project, "node_modules"), "dir");
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it("adds nine designs per shipped one, as entries with photos of their own, which the build accepts", async () => {
    const shipped = await readDesigns(project);
    const photosBefore = (await readdir(path.join(content(), "images"))).length;
    const grown = await growCatalogue(project, (source, target) => copyFile(source, target));

    expect(grown).toHaveLength(shipped.length * growthFactor);
    expect(grown.slice(0, shipped.length)).toEqual(shipped);
    const added = grown.slice(shipped.length);
    const addedPhotos = added.flatMap((design) => design.photos.map((photo) => photo.file));
    expect(new Set(addedPhotos).size, "every added photo is a file of its own").toBe(addedPhotos.length);
    expect((await readdir(path.join(content(), "images"))).length).toBe(photosBefore + addedPhotos.length);

    const { bridalDesigns, bespokeDesigns } = await loadContent<typeof Catalogue>(
      "app/content/catalogue.ts",
      project,
    );
    const inSection = (section: string) => grown.filter((design) => design.section === section);
    expect(bridalDesigns.map((design) => design.name)).toEqual(inSection("bridal").map((d) => d.name));
    expect(bespokeDesigns.map((design) => design.name)).toEqual(inSection("bespoke").map((d) => d.name));
    expect(bridalDesigns.at(-1)?.photos[0]?.image.img.src).toBe(
      `app/content/images/${inSection("bridal").at(-1)?.photos[0]?.file}`,
    );
  });

  it("fails to load, naming the file, when a design's photo is missing", async () => {
    const grown = await readDesigns(project);
    const grownCount = grown.length;
    const [design] = grown.slice(-1);
    const file = design!.photos[0]!.file;
    await rm(path.join(content(), "images", file));
    await expect(loadContent("app/content/catalogue.ts", project)).rejects.toThrow(
      `app/content/data/designs.json: design ${grownCount} ("${design!.name}"), photo 1: "${file}" is not in app/content/images/`,
    );
  });
});
