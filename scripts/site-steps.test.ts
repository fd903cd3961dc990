import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { notFoundPath, pagePaths } from "../app/lib/paths";
import { finishSite, missingPages } from "./site-steps";

it("stops before touching a build whose pages are not all prerendered, the not-found page included, naming the missing ones", async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "site-steps-"));
  const prerender = async (page: string) => {
    await mkdir(path.join(clientDir, page), { recursive: true });
    await writeFile(path.join(clientDir, page, "index.html"), "<!doctype html><title>Page</title>");
  };
  try {
    await prerender("/");
    const missing = [...pagePaths.filter((page) => page !== "/"), notFoundPath];
    await expect(finishSite(clientDir, "https://ivoryandadire.example")).rejects.toThrow(
      `found no prerendered ${missing.join(", ")} in`,
    );
    expect(await readdir(clientDir)).toEqual(["index.html"]);
    for (const page of missing) await prerender(page);
    expect(missingPages(clientDir)).toEqual([]);
  } finally {
    await rm(clientDir, { recursive: true, force: true });
  }
});
