import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { siteFingerprint } from "./fingerprint";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "fingerprint-"));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

describe("siteFingerprint", () => {
  const files = { "index.html": "<p>Home</p>", "assets/app-1.js": "run()", "order/index.html": "<form>" };

  it("is the same for the same files in another folder", async () => {
    const first = await site(files);
    const copy = path.join(await site({}), "elsewhere");
    await cp(first, copy, { recursive: true });
    expect(await siteFingerprint(copy)).toBe(await siteFingerprint(first));
  });

  it("changes with one file's contents or with a file renamed", async () => {
    const digest = await siteFingerprint(await site(files));
    expect(await siteFingerprint(await site({ ...files, "assets/app-1.js": "run();" }))).not.toBe(digest);
    const { "assets/app-1.js": script, ...rest } = files;
    expect(await siteFingerprint(await site({ ...rest, "assets/app-2.js": script }))).not.toBe(digest);
  });
});
