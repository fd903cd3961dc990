/**
 * The route benchmark: this project's build and/or other sites, every route, side by side:
 * Lighthouse, then the first working tap.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { startServer } from "../../server/start-server";
import { using } from "./cleanup";
import { type TapControl, measureFirstTap } from "./first-tap";
import { progress, seconds } from "./format";
import { measureSite } from "./measure-site";
import type { BenchOptions } from "./options";
import type { SiteResult } from "./report";
import {
  type BuildTiming,
  buildScratchProject,
  claimScratchFolder,
  prepareScratchProject,
  scratchRoot,
} from "./scratch-project";

/** The default build's scratch copy; it persists between runs so its image cache stays warm. */
const siteCopy = path.join(scratchRoot, "site");

export interface RouteReport {
  sites: SiteResult[];
  /** The production build this run made, if it made one. */
  build: BuildTiming | null;
}

export async function runRouteReport(options: BenchOptions, rawDir: string): Promise<RouteReport> {
  const sites: SiteResult[] = [];
  let build: BuildTiming | null = null;
  if (options.urls.length === 0) {
    const local = await measureLocalBuild(options, rawDir);
    build = local.build;
    sites.push(local.site);
  }
  const control: TapControl = options.tapSelector
    ? { kind: "selector", css: options.tapSelector }
    : { kind: "guess" };
  for (const baseUrl of options.urls) {
    const label = siteLabel(baseUrl, sites);
    sites.push({
      label,
      baseUrl,
      local: false,
      ...(await measureRoutes(options, label, baseUrl, control, rawDir)),
    });
  }
  return { sites, build };
}

/** Lighthouse on every route (unless --tap-only), then the first working tap on every route. */
async function measureRoutes(
  options: BenchOptions,
  label: string,
  baseUrl: string,
  control: TapControl,
  rawDir: string,
): Promise<Pick<SiteResult, "routes" | "firstTap">> {
  const routes = options.lighthouse
    ? await measureSite({ label, baseUrl, routes: options.routes, runs: options.runs, rawDir })
    : [];
  const firstTap = await measureFirstTap({
    label,
    baseUrl,
    routes: options.routes,
    runs: options.tapRuns,
    control,
  });
  return { routes, firstTap };
}

async function measureLocalBuild(options: BenchOptions, rawDir: string) {
  const { clientDir, build } = await localBuild(options);
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`There is no built site in ${clientDir}.`);
  }
  const label = "this build";
  return using(
    // The project's own server, inbox off: precompressed files and real headers, as visitors get them.
    () => startServer({ port: 0, root: clientDir, inboxDir: false }),
    (server) => server.close(),
    async (server) => {
      progress(`Serving ${clientDir} at ${server.url}`);
      const measured = await measureRoutes(options, label, server.url, { kind: "this-site" }, rawDir);
      const site: SiteResult = { label, baseUrl: server.url, local: true, ...measured };
      return { site, build };
    },
  );
}

async function localBuild(options: BenchOptions): Promise<{ clientDir: string; build: BuildTiming | null }> {
  if (options.root) return { clientDir: path.resolve(options.root), build: null };
  claimScratchFolder();
  progress(`Building the production site in ${siteCopy} (the project's build/ is left alone)…`);
  const project = await prepareScratchProject(siteCopy, { images: "kept" });
  const build = await buildScratchProject(project, "build");
  progress(`Built in ${seconds(build.seconds)}.`);
  return { clientDir: project.clientDir, build };
}

/** The host (and path) names a site in the tables; a number tells apart two with the same name. */
function siteLabel(baseUrl: string, earlier: readonly SiteResult[]): string {
  const url = new URL(baseUrl);
  const name = url.host + url.pathname.replace(/\/$/, "");
  const same = earlier.filter((site) => site.label === name || site.label.startsWith(`${name} #`)).length;
  return same === 0 ? name : `${name} #${same + 1}`;
}
