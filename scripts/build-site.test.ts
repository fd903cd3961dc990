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
    const working = path.join(project, "node_modules", ".cache", "build-site", "out");
    expect(workingBuildDir("/tmp/site-build", project)).toBe(working);
    expect(workingBuildDir("../other", project)).toBe(working);
  });
});

describe("the output folder", () => {
  it.each([".", "..", "/"])("is never the project or a folder that holds it (%j)", async (outDir) => {
    await expect(buildSite({}, outDir)).rejects.toThrow(/Refusing to build into .*: it holds the project/);
  });
});
