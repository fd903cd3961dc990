import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent, projectDir } from "./load-content";

const dataDir = path.join(projectDir, "app", "content", "data");

describe("the content's data files", () => {
  it("are written as the web editor writes them: JSON with two-space indents and a final newline", async () => {
    const files = (await readdir(dataDir)).filter((file) => file.endsWith(".json")).sort();
    expect(files.length).toBeGreaterThan(0);
    const misformatted: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(dataDir, file), "utf8");
      const value: unknown = JSON.parse(text);
      if (text !== `${JSON.stringify(value, null, 2)}\n`) misformatted.push(`app/content/data/${file}`);
    }
    expect(misformatted, "rewrite these as JSON.stringify(value, null, 2) plus a newline").toEqual([]);
  });
});

// The content loaded as the build loads it (its checks run), from a copy whose data files are
// edited by hand: a mistake stops the load with a message naming the file, the entry and the field.
describe("a data file edited by hand", () => {
  let project = "";
  const dataFile = (file: string) => path.join(project, "app", "content", "data", file);
  const edit = async (file: string, change: (value: Record<string, unknown>) => void) => {
    const value = JSON.parse(await readFile(dataFile(file), "utf8")) as Record<string, unknown>;
    change(value);
    await writeFile(dataFile(file), `${JSON.stringify(value, null, 2)}\n`);
  };
  interface Designs {
    designs: { name: string; photos: { file: string; alt: string }[] }[];
  }
  let shipped: Designs;

  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), "ivory-content-data-"));
    await cp(path.join(projectDir, "app", "content"), path.join(project, "app", "content"), {
      recursive: true,
    });
    // The site's addresses, by which offline.ts names the pages.
    await cp(path.join(projectDir, "app", "lib", "paths.ts"), path.join(project, "app", "lib", "paths.ts"));
    // The schema's library, as the project has it.
    await symlink(path.join(projectDir, "node_modules"), path.join(project, "node_modules"), "dir");
    shipped = JSON.parse(await readFile(path.join(dataDir, "designs.json"), "utf8")) as Designs;
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it("loads as shipped", async () => {
    await expect(loadContent("app/content/catalogue.ts", project)).resolves.toBeDefined();
  });

  it("stops the build when a photo has no alt text, naming the design and the photo", async () => {
    const original = await readFile(dataFile("designs.json"), "utf8");
    await edit("designs.json", (value) => {
      (value as unknown as Designs).designs[3]!.photos[1]!.alt = "";
    });
    try {
      await expect(loadContent("app/content/catalogue.ts", project)).rejects.toThrow(
        `app/content/data/designs.json: design 4 ("${shipped.designs[3]!.name}"), photo 2: the alt text is empty: describe what the photo shows.`,
      );
    } finally {
      await writeFile(dataFile("designs.json"), original);
    }
  });

  it("stops the build when two designs have one name, naming it", async () => {
    const original = await readFile(dataFile("designs.json"), "utf8");
    const name = shipped.designs[0]!.name;
    await edit("designs.json", (value) => {
      (value as unknown as Designs).designs[4]!.name = name;
    });
    try {
      await expect(loadContent("app/content/catalogue.ts", project)).rejects.toThrow(
        `app/content/data/designs.json: design 5 ("${name}"): the name "${name}" is used twice: design 1 has it too.`,
      );
    } finally {
      await writeFile(dataFile("designs.json"), original);
    }
  });

  it("stops the build when the studio's phone number is not one", async () => {
    const original = await readFile(dataFile("studio.json"), "utf8");
    await edit("studio.json", (value) => {
      value["phone"] = "call us";
    });
    try {
      await expect(loadContent("app/content/studio.ts", project)).rejects.toThrow(
        "app/content/data/studio.json: the phone number must be 7 to 15 digits",
      );
    } finally {
      await writeFile(dataFile("studio.json"), original);
    }
  });
});
