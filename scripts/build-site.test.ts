import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSite, workingBuildDir } from "./build-site";

describe("where the framework builds", () => {
  const project = path.resolve("/studio/site");

  it("builds a folder inside the project in place", () => {
    expect(workingBuildDir("build", project)).toBe("build");
    expect(workingBuildDir("test-results/production-build", project)).toBe("test-results/production-build");
    expect(workingBuildDir(path.join(project, "out"), project)).toBe(path.join(project, "out"));
  });

  it("builds a folder elsewhere inside the project first, where its packages are found", () => {
    const cache = path.join(project, "node_modules", ".cache", "build-site");
    const elsewhere = workingBuildDir("/tmp/site-build", project);
    expect(path.dirname(elsewhere)).toBe(cache);
    expect(workingBuildDir(path.resolve("/tmp/site-build"), project)).toBe(elsewhere);
    // Another destination builds in a folder of its own, so two builds can run at once.
    const other = workingBuildDir("../other", project);
    expect(path.dirname(other)).toBe(cache);
    expect(other).not.toBe(elsewhere);
  });
});

describe("the output folder", () => {
  it.each([".", "..", "/"])("is never the project or a folder that holds it (%j)", async (outDir) => {
    await expect(buildSite({}, outDir)).rejects.toThrow(/Refusing to build into .*: it holds the project/);
  });
});
