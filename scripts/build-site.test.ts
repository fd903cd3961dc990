import path from "node:path";
import { expect, it } from "vitest";
import { buildSite, workingBuildDir } from "./build-site";

it("builds a folder inside the project in place; one elsewhere first in a folder of its own inside the project, where its packages are found", () => {
  const project = path.resolve("/studio/site");
  expect(workingBuildDir("test-results/production-build", project)).toBe("test-results/production-build");
  expect(workingBuildDir(path.join(project, "out"), project)).toBe(path.join(project, "out"));
  const elsewhere = workingBuildDir("/tmp/site-build", project);
  expect(path.dirname(elsewhere)).toBe(path.join(project, "node_modules", ".cache", "build-site"));
  expect(workingBuildDir(path.resolve("/tmp/site-build"), project)).toBe(elsewhere);
  // Another destination builds in a folder of its own, so two builds can run at once.
  expect(path.dirname(workingBuildDir("../other", project))).toBe(path.dirname(elsewhere));
  expect(workingBuildDir("../other", project)).not.toBe(elsewhere);
});

it.each([".", "..", "/"])("never builds into the project or a folder that holds it (%j)", async (outDir) => {
  await expect(buildSite({}, outDir)).rejects.toThrow(/Refusing to build into .*: it holds the project/);
});
