import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { editorContentSecurityPolicy, isEditorPath } from "./editor-paths";
import { cspHeader, siteHeaderTable } from "./site-headers";
import { makeTempDir } from "./testing/fake-site";

it("the content editor is the /admin/ folder and nothing beside it", () => {
  const paths = ["/admin", "/admin/parts/decap-cms.js", "/administration", "/"];
  expect(paths.map(isEditorPath)).toEqual([true, true, false, false]);
});

it("every host is told: the editor's files have its own policy and are not for search engines; the public page keeps its strict one", async () => {
  const root = await makeTempDir();
  try {
    await mkdir(path.join(root, "admin", "parts"), { recursive: true });
    await writeFile(path.join(root, "index.html"), "<!doctype html><script>console.log(1)</script>");
    await writeFile(path.join(root, "admin", "index.html"), "<!doctype html><title>Editor</title>");
    await writeFile(path.join(root, "admin", "parts", "1.wasm"), "\0asm");
    const table = await siteHeaderTable(root, { overHttps: true });
    const headers = (urlPath: string) => table.find((row) => row.urlPath === urlPath)?.headers ?? {};
    const noindex = { "X-Robots-Tag": "noindex, nofollow" };
    expect(headers("/admin/")).toMatchObject({ [cspHeader]: editorContentSecurityPolicy, ...noindex });
    expect(headers("/admin/parts/1.wasm")["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers("/")[cspHeader]).toMatch(/script-src 'self' 'sha256-/);
    expect(headers("/")[cspHeader]).not.toMatch(/unsafe-eval|unsafe-inline|api\.github\.com|8081/);
    expect(headers("/")["X-Robots-Tag"]).toBeUndefined();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
