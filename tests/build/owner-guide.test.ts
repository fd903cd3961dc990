/**
 * The owner guide's steps (docs/owner-guide.md), done the way it says on a scratch copy of the
 * project and checked in the real production build: new contact details in data/studio.json, the
 * studio's own FormSubmit address in .env, a design added as its photos and one entry in
 * data/designs.json (named with Yoruba tone marks, which its page address drops), another removed
 * and one moved, the files written as the web editor writes them. About ten seconds with the project's image cache; it
 * runs once per `npm test`.
 */
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildScratchProject, prepareScratchProject } from "../../tools/scratch-project";

const entry = {
  name: "Àbẹ̀ní",
  section: "bridal",
  summary: "Column gown with an adire train.",
  photos: [
    { file: "bridal-abeni-1.jpg", alt: "Ivory column gown with a long indigo adire train, front view." },
    { file: "bridal-abeni-2.jpg", alt: "Back view of the column gown, its adire train spread behind." },
    { file: "bridal-abeni-3.jpg", alt: "Close-up of the indigo adire circles on the train's hem." },
  ],
};

/** As the web editor writes a data file. */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

let scratch: string | null = null;
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const formAlias = "0123456789abcdef0123456789abcdef";

it("new contact details, the studio's FormSubmit address, and designs added, removed and reordered all reach the built site", async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "ivory-new-design-"));
  const project = await prepareScratchProject(scratch, { images: "project" });
  const content = path.join(project.dir, "app", "content");
  for (const n of [1, 2, 3]) {
    await copyFile(
      path.join(content, "images", `bridal-adunni-${n}.jpg`),
      path.join(content, "images", `bridal-abeni-${n}.jpg`),
    );
  }
  const designsFile = path.join(content, "data", "designs.json");
  const { designs } = JSON.parse(await readFile(designsFile, "utf8")) as { designs: { name: string }[] };
  // Add Abeni at the end of the list, remove Folake, and move Titilayo to the front: entries are
  // moved and deleted whole, as the guide says.
  const titilayo = designs.find((design) => design.name === "Titilayo");
  const reordered = [
    titilayo,
    ...designs.filter((design) => !["Folake", "Titilayo"].includes(design.name)),
    entry,
  ];
  expect(reordered.map((design) => design?.name).slice(0, 2)).toEqual(["Titilayo", "Adunni"]);
  await writeFile(designsFile, json({ designs: reordered }));

  // Contact details: one field in data/studio.json; the links follow the number.
  const studioFile = path.join(content, "data", "studio.json");
  const studio = JSON.parse(await readFile(studioFile, "utf8")) as Record<string, unknown>;
  expect(studio["phone"]).toBe("+234 803 555 0142");
  await writeFile(studioFile, json({ ...studio, phone: "+234 802 000 1234" }));
  // The forms: the alias FormSubmit mails after activation, in .env.
  const envFile = path.join(project.dir, ".env");
  const env = await readFile(envFile, "utf8");
  expect(env).toMatch(/^VITE_FORM_ID=.*$/m);
  await writeFile(envFile, env.replace(/^VITE_FORM_ID=.*$/m, `VITE_FORM_ID=${formAlias}`));

  await buildScratchProject(project, "build");

  const contactPage = await readFile(path.join(project.clientDir, "contact", "index.html"), "utf8");
  expect(contactPage).toContain('href="tel:+2348020001234"');
  expect(contactPage).toContain("+234 802 000 1234");
  expect(contactPage).not.toContain("+234 803 555 0142");
  expect(contactPage).toContain(`action="https://formsubmit.co/${formAlias}"`);
  const orderPage = await readFile(path.join(project.clientDir, "order", "index.html"), "utf8");
  expect(orderPage).toContain(`action="https://formsubmit.co/${formAlias}"`);

  const page = await readFile(path.join(project.clientDir, "collection", "index.html"), "utf8");
  const bridalNames = [...page.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, name]) => name);
  expect(bridalNames.slice(0, 2)).toEqual(["Titilayo", "Adunni"]);
  expect(bridalNames).toContain("Àbẹ̀ní");
  expect(bridalNames).not.toContain("Folake");
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

  // The new design has a page of its own, listed in the sitemap, with its own share preview; the
  // removed one has none.
  const designPage = await readFile(path.join(project.clientDir, "collection", "abeni", "index.html"), "utf8");
  expect(designPage).toMatch(/<h1[^>]*>Àbẹ̀ní<\/h1>/);
  expect(designPage).toContain(`/share/design-abeni.jpg"`);
  await expect(readFile(path.join(project.clientDir, "share", "design-abeni.jpg"))).resolves.toBeTruthy();
  const sitemap = await readFile(path.join(project.clientDir, "sitemap.xml"), "utf8");
  expect(sitemap).toContain("/collection/abeni</loc>");
  expect(sitemap).not.toContain("/collection/folake</loc>");
  await expect(readFile(path.join(project.clientDir, "collection", "folake", "index.html"))).rejects.toThrow();
}, 600_000);
