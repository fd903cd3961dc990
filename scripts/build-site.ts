/**
 * Builds the site with `react-router build`, which prerenders every page into build/client and then
 * runs the site's own steps from its `buildEnd` hook (scripts/site-steps.ts). This script adds what
 * the framework's command cannot: the local flavour's settings, and an output folder anywhere.
 *
 *   npx tsx scripts/build-site.ts            production: forms post to the service in .env
 *   npx tsx scripts/build-site.ts --local    forms post to this project's local inbox
 *   … --out <dir>                              write to <dir>/client instead of build/client
 *   … --verbose                                everything the framework and Vite print
 */
import { createHash } from "node:crypto";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defaultPort } from "../site/default-port";
import { runQuietly } from "./build-output";
import { buildSummary } from "./build-summary";

/**
 * Where the forms of a local build post: the project's own server, which hosts the inbox. The
 * endpoint is the site itself ("/", so relative addresses), which works whichever address the page
 * was opened at: localhost, 127.0.0.1, or this machine's address from a phone on the same network.
 */
export function localInboxEnv(port: number): Record<string, string> {
  return { VITE_SITE_URL: `http://localhost:${port}`, VITE_FORM_ENDPOINT: "/", VITE_FORM_ID: "studio" };
}

/**
 * Where React Router builds. The prerender step imports the server build, whose packages are found
 * from its own folder upwards, so it must sit inside the project; a build for a folder elsewhere is
 * made in the project and moved there afterwards.
 */
export function workingBuildDir(outDir: string, projectDir = process.cwd()): string {
  const relative = path.relative(projectDir, path.resolve(projectDir, outDir));
  const inside = relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  if (inside) return outDir;
  // One working folder per destination, so two builds for different folders never share one.
  const destination = createHash("sha256").update(path.resolve(projectDir, outDir)).digest("hex");
  return path.join(projectDir, "node_modules", ".cache", "build-site", destination.slice(0, 16));
}

export async function buildSite(
  env: Record<string, string> = {},
  outDir = "build",
  { verbose = false }: { verbose?: boolean } = {},
): Promise<{ seconds: number }> {
  // The output folder is emptied first: never the project itself or a folder that holds it.
  if (!path.relative(path.resolve(outDir), process.cwd()).startsWith("..")) {
    throw new Error(`Refusing to build into ${path.resolve(outDir)}: it holds the project.`);
  }
  const buildDir = workingBuildDir(outDir);
  if (buildDir !== outDir) await rm(buildDir, { recursive: true, force: true });
  const result = await runQuietly(
    "npx",
    ["react-router", "build"],
    { ...process.env, ...env, BUILD_DIR: buildDir },
    { verbose },
  );
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(result.output);
    throw new Error(`The build failed (exit code ${result.status ?? "none"}); see the messages above.`);
  }
  if (buildDir !== outDir) {
    await rm(outDir, { recursive: true, force: true });
    await cp(buildDir, outDir, { recursive: true });
    await rm(buildDir, { recursive: true, force: true });
  }
  return { seconds: result.seconds };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const local = args.includes("--local");
  const outIndex = args.indexOf("--out");
  const outDir = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const port = Number(process.env.PORT ?? defaultPort);
  const verbose = args.includes("--verbose") || process.env.VERBOSE === "1";
  const finalDir = outDir ?? "build";
  const { seconds } = await buildSite(local ? localInboxEnv(port) : {}, finalDir, { verbose }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
  console.log(buildSummary(path.join(finalDir, "client"), seconds, { verbose }));
}
