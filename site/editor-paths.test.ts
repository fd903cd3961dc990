import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { editorContentSecurityPolicy, isEditorPath } from "./editor-paths";
import { cspHeader, isSubresource, siteHeaderTable } from "./site-headers";
import { makeTempDir } from "./testing/fake-site";

let root: string | null = null;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = null;
});

/** A site of one public page and the editor's page with one of its scripts. */
async function siteWithEditor(): Promise<string> {
  root = await makeTempDir();
  const put = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root!, file)), { recursive: true });
    await writeFile(path.join(root!, file), text);
  };
  await put(
    "index.html",
    "<!doctype html><html><head><script>console.log(1)</script></head><body></body></html>",
  );
  await put(
    "admin/index.html",
    '<!doctype html><html><head></head><body><script src="/admin/parts/decap-cms.js"></script></body></html>',
  );
  await put("admin/parts/decap-cms.js", "window.CMS = {};");
  await put("admin/parts/1.wasm", "\0asm");
  return root;
}

describe("the content editor's place in the site", () => {
  it("is the /admin/ folder and nothing beside it", () => {
    expect(isEditorPath("/admin")).toBe(true);
    expect(isEditorPath("/admin/parts/decap-cms.js")).toBe(true);
    expect(isEditorPath("/administration")).toBe(false);
    expect(isEditorPath("/")).toBe(false);
  });

  it("every host is told: the editor's page has its own policy and is not for search engines; the public page keeps its strict one", async () => {
    const table = await siteHeaderTable(await siteWithEditor(), { overHttps: true });
    const editorPage = table.find((row) => row.urlPath === "/admin/");
    const editorScript = table.find((row) => row.urlPath === "/admin/parts/decap-cms.js");
    const home = table.find((row) => row.urlPath === "/");
    expect(editorPage?.headers[cspHeader]).toBe(editorContentSecurityPolicy);
    expect(editorPage?.headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(editorScript?.headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(home?.headers[cspHeader]).toMatch(/script-src 'self' 'sha256-/);
    expect(home?.headers[cspHeader]).not.toMatch(/unsafe-eval|unsafe-inline|api\.github\.com|8081/);
    expect(home?.headers["X-Robots-Tag"]).toBeUndefined();
    expect(isSubresource("application/wasm")).toBe(true);
  });
});
