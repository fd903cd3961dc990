import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { loadContent, projectDir } from "./load-content";

const dataDir = path.join(projectDir, "app", "content", "data");

it("the data files are written as the web editor writes them: JSON, two-space indents, a final newline", async () => {
  const files = (await readdir(dataDir)).filter((file) => file.endsWith(".json"));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = await readFile(path.join(dataDir, file), "utf8");
    const expected = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    expect(text, `rewrite ${file} as JSON.stringify(value, null, 2) plus a newline`).toBe(expected);
  }
});

// The content loaded as the build loads it (its checks run), from a copy whose data file is edited by
// hand; app/content/schema.test.ts covers the other messages.
it("a mistake in a data file stops the build, naming the file, the entry and the field", async () => {
  const project = await mkdtemp(path.join(os.tmpdir(), "ivory-content-data-"));
  try {
    await cp(path.join(projectDir, "app", "content"), path.join(project, "app", "content"), {
      recursive: true,
    });
    // The site's addresses, by which offline.ts names the pages, and the schema's library.
    await cp(path.join(projectDir, "app", "lib", "paths.ts"), path.join(project, "app", "lib", "paths.ts"));
    await symlink(path.join(projectDir, "node_modules"), path.join(project, "node_modules"), "dir");
    const file = path.join(project, "app", "content", "data", "designs.json");
    const value = JSON.parse(await readFile(file, "utf8")) as {
      designs: { name: string; photos: { alt: string }[] }[];
    };
    value.designs[3]!.photos[1]!.alt = "";
    await writeFile(file, JSON.stringify(value, null, 2));
    await expect(loadContent("app/content/catalogue.ts", project)).rejects.toThrow(
      `app/content/data/designs.json: design 4 ("${value.designs[3]!.name}"), photo 2: the alt text is empty: describe what the photo shows.`,
    );
  } finally {
    await rm(project, { recursive: true, force: true });
  }
});
