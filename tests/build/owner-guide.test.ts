/**
 * The owner guide's steps (docs/owner-guide.md), done as it says on a scratch copy of the project
 * and checked in its production build. About ten seconds with the project's image cache.
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
  price: 520000,
  occasions: ["white-wedding"],
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
  for (const n of [1, 2, 3])
    await copyFile(content("images", `bridal-adunni-${n}.jpg`), content("images", `bridal-abeni-${n}.jpg`));
  await edit("designs.json", ({ designs }) => {
    const list = designs as { name: string }[];
    const others = list.filter((design) => !["Folake", "Titilayo"].includes(design.name));
    expect(others[0]?.name).toBe("Adunni");
    return { designs: [list.find((design) => design.name === "Titilayo"), ...others, entry] };
  });
  await edit("studio.json", (studio) => {
    expect(studio["phone"]).toBe("+234 803 555 0142");
    return { ...studio, phone: "+234 802 000 1234" };
  });
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
  for (const page of [contactPage, await built("order", "index.html")])
    expect(page).toContain(`action="https://formsubmit.co/${formAlias}"`);

  const collection = await built("collection", "index.html");
  const names = [...collection.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, name]) => name);
  expect(names.slice(0, 2)).toEqual(["Titilayo", "Adunni"]);
  expect(names).toContain("Àbẹ̀ní");
  expect(names).not.toContain("Folake");
  type Photos = Record<string, { image: { img: { src: string } }; alt: string }[]>;
  const photos = JSON.parse(await built("collection", "photos.json")) as Photos;
  expect(photos.abeni?.map((photo) => photo.alt)).toEqual(entry.photos.map((photo) => photo.alt));
  await expect(built(photos.abeni?.[0]?.image.img.src ?? "-"), "its cover is built").resolves.toBeTruthy();

  const designPage = await built("collection", "abeni", "index.html");
  expect(designPage).toMatch(/<h1[^>]*>Àbẹ̀ní<\/h1>/);
  expect(designPage).toContain(`/share/design-abeni.jpg"`);
  await expect(built("share", "design-abeni.jpg")).resolves.toBeTruthy();
  const sitemap = await built("sitemap.xml");
  expect(sitemap).toContain("/collection/abeni</loc>");
  expect(sitemap).not.toContain("/collection/folake</loc>");
  await expect(built("collection", "folake", "index.html")).rejects.toThrow();
}, 600_000);
