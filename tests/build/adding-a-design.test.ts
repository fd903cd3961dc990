/**
 * Adding a design is its photos and one entry in designs.ts, nothing else: proved on a scratch
 * copy of the project with the real production build (about a minute with the project's image
 * cache; this project runs once per `npm test`, after the site's own build).
 */
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildScratchProject, prepareScratchProject } from "../../tools/bench/scratch-project";

const listEnd = "] satisfies DesignEntry[];";

const entry = `  {
    slug: "abeni",
    name: "Abeni",
    section: "bridal",
    summary: "Column gown with an adire train.",
    photos: [
      { file: "bridal-abeni-1.jpg", alt: "Ivory column gown with a long indigo adire train, front view." },
      { file: "bridal-abeni-2.jpg", alt: "Back view of the column gown, its adire train spread behind." },
      { file: "bridal-abeni-3.jpg", alt: "Close-up of the indigo adire circles on the train's hem." },
    ],
  },
`;

let scratch: string | null = null;
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

it("a design added as photos and one entry in designs.ts is on the built collection page", async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "ivory-new-design-"));
  const project = await prepareScratchProject(scratch, { images: "project" });
  const content = path.join(project.dir, "app", "content");
  for (const n of [1, 2, 3]) {
    await copyFile(
      path.join(content, "images", `bridal-adunni-${n}.jpg`),
      path.join(content, "images", `bridal-abeni-${n}.jpg`),
    );
  }
  const designsFile = path.join(content, "designs.ts");
  const source = await readFile(designsFile, "utf8");
  expect(source.split(listEnd), "designs.ts ends its list as before").toHaveLength(2);
  await writeFile(designsFile, source.replace(listEnd, entry + listEnd));

  await buildScratchProject(project, "build");

  const page = await readFile(path.join(project.clientDir, "collection", "index.html"), "utf8");
  expect(page).toMatch(/<h3[^>]*>Abeni<\/h3>/);
  const photos = JSON.parse(
    await readFile(path.join(project.clientDir, "collection", "photos.json"), "utf8"),
  ) as Record<string, { image: { img: { src: string } }; alt: string }[]>;
  expect(photos.abeni?.map((photo) => photo.alt)).toEqual([
    "Ivory column gown with a long indigo adire train, front view.",
    "Back view of the column gown, its adire train spread behind.",
    "Close-up of the indigo adire circles on the train's hem.",
  ]);
  const cover = photos.abeni?.[0]?.image.img.src ?? "";
  await expect(readFile(path.join(project.clientDir, cover.replace(/^\//, ""))), "its cover is built").resolves.toBeTruthy();
}, 600_000);
