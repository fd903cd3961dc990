import { afterEach, expect, it, vi } from "vitest";
import { runQuietly } from "./build-output";

afterEach(() => vi.restoreAllMocks());

it("shows one line a phase, read from what React Router and Vite print, and keeps the rest for a failure", async () => {
  const shown: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => shown.push(String(chunk)) > 0);
  const script = [
    'console.log("vite v8.3.8 building client environment for production...")',
    'console.log("build/client/assets/hero-1-abc.avif   49.2 kB")',
    'console.error("The `envFile` option is deprecated")',
    'console.log("Prerender (html): /about -> build/client/about/index.html")',
    "process.exit(3)",
  ].join(";");
  const run = await runQuietly(process.execPath, ["-e", script], process.env);
  expect(run.status).toBe(3);
  expect(run.output).toContain("hero-1-abc.avif");
  expect(run.output).toContain("envFile");
  const printed = shown.join("");
  expect(printed).toContain("Bundling the pages and encoding the photos…\nPrerendering the pages…\n");
  expect(printed).not.toMatch(/hero-1-abc|envFile/);
});
