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

// As the build loads the content, from an edited copy; app/content/schema.test.ts covers the messages.
it("a mistake in a data file stops the build, naming the file, the entry and the field", async () => {
  const project = await mkdtemp(path.join(os.tmpdir(), "ivory-content-data-"));
  try {
    // The content, the site's addresses (by which offline.ts names the pages) and the schema's library.
    for (const part of ["content", "lib/paths.ts"])
      await cp(path.join(projectDir, "app", part), path.join(project, "app", part), { recursive: true });
    await symlink(path.join(projectDir, "node_modules"), path.join(project, "node_modules"), "dir");
    const file = path.join(project, "app", "content", "data", "designs.json");
    type Designs = { designs: { name: string; photos: { alt: string }[] }[] };
    const value = JSON.parse(await readFile(file, "utf8")) as Designs;
    value.designs[3]!.photos[1]!.alt = "";
    await writeFile(file, JSON.stringify(value, null, 2));
    await expect(loadContent("app/content/catalogue.ts", project)).rejects.toThrow(
      `app/content/data/designs.json: design 4 ("${value.designs[3]!.name}"), photo 2: the alt text is empty: describe what the photo shows.`,
    );
  } finally {
    await rm(project, { recursive: true, force: true });
  }
});
