import { afterEach, describe, expect, it, vi } from "vitest";
import { phaseOf, runQuietly } from "./build-output";

afterEach(() => vi.restoreAllMocks());

describe("the build's progress", () => {
  it("is read from the lines React Router and Vite print", () => {
    expect(phaseOf("vite v8.3.8 building client environment for production...")).toMatch(
      /encoding the photos/,
    );
    expect(phaseOf("Prerender (html): /about -> build/client/about/index.html")).toBe(
      "Prerendering the pages",
    );
    expect(phaseOf("build/client/assets/hero-1-abc.avif   49.2 kB")).toBeUndefined();
  });

  it("shows one line a phase and keeps the rest for when it fails", async () => {
    const shown: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      shown.push(String(chunk));
      return true;
    });
    const script = [
      'console.log("vite v8.3.8 building client environment for production...")',
      'console.log("build/client/assets/hero-1-abc.avif   49.2 kB")',
      'console.error("The `envFile` option is deprecated")',
      "process.exit(3)",
    ].join(";");
    const run = await runQuietly(process.execPath, ["-e", script], process.env);
    expect(run.status).toBe(3);
    expect(run.output).toContain("hero-1-abc.avif");
    expect(run.output).toContain("envFile");
    const printed = shown.join("");
    expect(printed).toContain("Bundling the pages and encoding the photos…");
    expect(printed).not.toContain("hero-1-abc.avif");
    expect(printed).not.toContain("envFile");
  });
});
