import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { notFoundPath, pagePaths } from "../app/lib/paths";
import { finishSite, missingPages } from "./site-steps";

let clientDir: string;
beforeEach(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "site-steps-"));
});
afterEach(() => rm(clientDir, { recursive: true, force: true }));

const prerender = async (page: string) => {
  await mkdir(path.join(clientDir, page), { recursive: true });
  await writeFile(path.join(clientDir, page, "index.html"), "<!doctype html><title>Page</title>");
};

it("finds every page React Router prerenders, the not-found page included", async () => {
  expect(missingPages(clientDir)).toEqual([...pagePaths, notFoundPath]);
  for (const page of [...pagePaths, notFoundPath]) await prerender(page);
  expect(missingPages(clientDir)).toEqual([]);
});

it("stops before touching a build whose pages are not prerendered yet, naming the missing ones", async () => {
  await prerender("/");
  const missing = [...pagePaths.filter((page) => page !== "/"), notFoundPath];
  await expect(finishSite(clientDir, "https://ivoryandadire.example")).rejects.toThrow(
    `found no prerendered ${missing.join(", ")} in`,
  );
  expect(await readdir(clientDir)).toEqual(["index.html"]);
});
