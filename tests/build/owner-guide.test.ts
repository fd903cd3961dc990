/**
 * The owner guide's steps (docs/owner-guide.md), done the way it says on a scratch copy of the
 * project and checked in the real production build: new contact details in data/studio.json, the
 * studio's own FormSubmit address in .env, a design added as its photos and one entry in
 * data/designs.json (named with Yoruba tone marks, which its page address drops), another removed
 * and one moved, the files written as the web editor writes them. About ten seconds with the
 * project's image cache; it runs once per `npm test`.
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
const formAlias = "0123456789abcdef0123456789abcdef";

let scratch: string | null = null;
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

it("new contact details, the studio's FormSubmit address, and designs added, removed and reordered all reach the built site", async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "ivory-new-design-"));
  const project = await prepareScratchProject(scratch, { images: "project" });
  const content = (...parts: string[]) => path.join(project.dir, "app", "content", ...parts);
  /** Reads a data file, and writes it back changed, as the web editor writes it. */
  const edit = async (file: string, change: (value: Record<string, unknown>) => unknown) => {
    const value = JSON.parse(await readFile(content("data", file), "utf8")) as Record<string, unknown>;
    await writeFile(content("data", file), `${JSON.stringify(change(value), null, 2)}\n`);
  };
  for (const n of [1, 2, 3]) {
    await copyFile(content("images", `bridal-adunni-${n}.jpg`), content("images", `bridal-abeni-${n}.jpg`));
  }
  // Add Abeni at the end of the list, remove Folake, and move Titilayo to the front: entries are
  // moved and deleted whole, as the guide says.
  await edit("designs.json", ({ designs }) => {
    const list = designs as { name: string }[];
    const others = list.filter((design) => !["Folake", "Titilayo"].includes(design.name));
    expect(others[0]?.name).toBe("Adunni");
    return { designs: [list.find((design) => design.name === "Titilayo"), ...others, entry] };
  });
  // Contact details: one field in data/studio.json; the links follow the number.
  await edit("studio.json", (studio) => {
    expect(studio["phone"]).toBe("+234 803 555 0142");
    return { ...studio, phone: "+234 802 000 1234" };
  });
  // The forms: the alias FormSubmit mails after activation, in .env.
  const envFile = path.join(project.dir, ".env");
  const env = await readFile(envFile, "utf8");
  expect(env).toMatch(/^VITE_FORM_ID=.*$/m);
  await writeFile(envFile, env.replace(/^VITE_FORM_ID=.*$/m, `VITE_FORM_ID=${formAlias}`));

  await buildScratchProject(project, "build");

  const built = (...parts: string[]) => readFile(path.join(project.clientDir, ...parts), "utf8");
  const contactPage = await built("contact", "index.html");
  expect(contactPage).toContain('href="tel:+2348020001234"');
  expect(contactPage).toContain("+234 802 000 1234");
  expect(contactPage).not.toContain("+234 803 555 0142");
  expect(contactPage).toContain(`action="https://formsubmit.co/${formAlias}"`);
  expect(await built("order", "index.html")).toContain(`action="https://formsubmit.co/${formAlias}"`);

  const collection = await built("collection", "index.html");
  const names = [...collection.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, name]) => name);
  expect(names.slice(0, 2)).toEqual(["Titilayo", "Adunni"]);
  expect(names).toContain("Àbẹ̀ní");
  expect(names).not.toContain("Folake");
  const photos = JSON.parse(await built("collection", "photos.json")) as Record<
    string,
    { image: { img: { src: string } }; alt: string }[]
  >;
  expect(photos.abeni?.map((photo) => photo.alt)).toEqual(entry.photos.map((photo) => photo.alt));
  await expect(built(photos.abeni?.[0]?.image.img.src ?? "-"), "its cover is built").resolves.toBeTruthy();

  // The new design has a page of its own, listed in the sitemap, with its own share preview; the
  // removed one has none.
  const designPage = await built("collection", "abeni", "index.html");
  expect(designPage).toMatch(/<h1[^>]*>Àbẹ̀ní<\/h1>/);
  expect(designPage).toContain(`/share/design-abeni.jpg"`);
  await expect(built("share", "design-abeni.jpg")).resolves.toBeTruthy();
  const sitemap = await built("sitemap.xml");
  expect(sitemap).toContain("/collection/abeni</loc>");
  expect(sitemap).not.toContain("/collection/folake</loc>");
  await expect(built("collection", "folake", "index.html")).rejects.toThrow();
}, 600_000);
