import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../site/testing/fake-site";
import { editorFiles, isEditorBuildFile, writeEditor } from "./editor";
import { editorConfigYaml } from "./editor-config";

let out: string | null = null;
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe("the content editor's files", () => {
  it("are Decap's browser build without its source maps or older copy, beside the project's page, preview and the configuration made from the schemas", async () => {
    const names = [
      "decap-cms.js",
      "1077.decap-cms.js",
      "dd5d52671a5763720504.wasm",
      "decap-cms.js.map",
      "cms.js",
    ];
    expect(names.map(isEditorBuildFile)).toEqual([true, true, true, false, false]);
    // Everything the page loads is in one folder: a host's headers cover it with one rule.
    const targets = (await editorFiles()).map((file) => file.target);
    expect(targets.filter((target) => !target.startsWith("admin/parts/"))).toEqual([
      "admin/config.yml",
      "admin/index.html",
      "admin/decap-cms.js.LICENSE.txt",
    ]);
  });

  it("the page loads only what lies beside it, and nothing from another site", async () => {
    out = await makeTempDir();
    await writeEditor(out);
    const page = await readFile(path.join(out, "admin/index.html"), "utf8");
    const loaded = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(loaded.join(" ")).toBe(
      "/favicon.svg /admin/config.yml /admin/parts/decap-cms.js /admin/parts/editor.js",
    );
    expect(await readFile(path.join(out, "admin/config.yml"), "utf8")).toBe(await editorConfigYaml());
    const parts = await readdir(path.join(out, "admin/parts"));
    for (const address of loaded.filter((address) => address.startsWith("/admin/parts/")))
      expect(parts).toContain(path.basename(address));
    const preview = await readFile(path.join(out, "admin/parts/preview.css"), "utf8");
    for (const font of preview.matchAll(/url\("\/admin\/parts\/([^"]+)"\)/g))
      expect(parts).toContain(font[1]);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});
