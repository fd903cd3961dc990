/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on every route of the
 * production build, served by the project's own server with precompressed files, plus how the
 * collection page and the build scale with the catalogue. `--help` lists the options.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { startServer } from "../server/start-server";
import { using } from "./bench/cleanup";
import { measureSite, progress } from "./bench/measure-site";
import { type BenchOptions, UsageError, helpText, parseOptions } from "./bench/options";
import { type SiteResult, renderRouteReport } from "./bench/report";
import { benchDir, environment, method, timestamp, writeRecord } from "./bench/results-file";
import { type ScalingResult, renderScalingReport, runScaling } from "./bench/scaling";
import {
  type BuildTiming,
  buildScratchProject,
  prepareScratchProject,
  scratchRoot,
} from "./bench/scratch-project";
import { toolVersions } from "./bench/lighthouse-run";
import { seconds } from "./bench/format";

/** The default build's scratch copy; it persists between runs so its image cache stays warm. */
const siteCopy = path.join(scratchRoot, "site");

async function main(argv: readonly string[]): Promise<number> {
  const options = readOptions(argv);
  if (options === null) return 2;
  if (options.help) {
    console.log(helpText);
    return 0;
  }

  const startedAt = new Date();
  const stamp = timestamp(startedAt);
  const rawDir = path.join(benchDir, stamp, "lighthouse");
  const errors: string[] = [];
  const sites: SiteResult[] = [];
  let build: BuildTiming | null = null;
  let markdown = "";

  if (options.routeReport) {
    if (options.urls.length === 0 || options.includeLocal) {
      const local = await measureLocalBuild(options, rawDir);
      build = local.build;
      sites.push(local.site);
    }
    for (const baseUrl of options.urls) {
      const label = siteLabel(baseUrl, sites);
      const routes = await measureSite({
        label,
        baseUrl,
        routes: options.routes,
        runs: options.runs,
        rawDir,
      });
      sites.push({ label, baseUrl, local: false, routes });
    }
    markdown += renderRouteReport(sites, options.runs);
    console.log(markdown);
    errors.push(
      ...sites.flatMap((site) =>
        site.routes.filter((r) => !r.median).map((r) => `${site.label} ${r.route}: no run completed`),
      ),
    );
  }

  let scaling: ScalingResult | null = null;
  if (options.scalingReport) {
    try {
      scaling = await runScaling({ runs: options.runs, rawDir });
      const section = renderScalingReport(scaling);
      console.log(section);
      markdown += `\n${section}`;
    } catch (error) {
      const message = `Catalogue scaling failed: ${error instanceof Error ? error.message : String(error)}`;
      errors.push(message);
      console.error(message);
    }
  }

  const elapsed = (Date.now() - startedAt.getTime()) / 1000;
  const versions = toolVersions();
  const file = await writeRecord(
    stamp,
    {
      startedAt: startedAt.toISOString(),
      seconds: elapsed,
      environment: environment(versions.lighthouse, versions.chromium),
      method,
      options,
      build,
      sites,
      scaling,
      errors,
    },
    markdown,
  );
  progress(
    `\nDone in ${seconds(elapsed)}. Full figures: ${path.relative(process.cwd(), file)} (and .bench/latest.json); raw Lighthouse results: ${path.relative(process.cwd(), rawDir)}/`,
  );
  return errors.length > 0 ? 1 : 0;
}

function readOptions(argv: readonly string[]): BenchOptions | null {
  try {
    return parseOptions(argv);
  } catch (error) {
    // parseArgs throws a TypeError with a readable message for unknown or malformed options.
    if (!(error instanceof UsageError || error instanceof TypeError)) throw error;
    console.error(`${error.message}\nRun with --help for the options.`);
    return null;
  }
}

async function measureLocalBuild(
  options: BenchOptions,
  rawDir: string,
): Promise<{ site: SiteResult; build: BuildTiming | null }> {
  const { clientDir, build } = await localBuild(options);
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`There is no built site in ${clientDir}.`);
  }
  const label = "this build";
  return using(
    () => startServer({ port: 0, root: clientDir, inboxDir: false }),
    (server) => server.close(),
    async (server) => {
      progress(`Serving ${clientDir} at ${server.url}`);
      const routes = await measureSite({
        label,
        baseUrl: server.url,
        routes: options.routes,
        runs: options.runs,
        rawDir,
      });
      return { site: { label, baseUrl: server.url, local: true, routes }, build };
    },
  );
}

async function localBuild(options: BenchOptions): Promise<{ clientDir: string; build: BuildTiming | null }> {
  if (options.root) return { clientDir: path.resolve(options.root), build: null };
  const clientDir = path.join(siteCopy, "build", "client");
  if (options.skipBuild) {
    if (!existsSync(clientDir))
      throw new Error(`No earlier benchmark build in ${clientDir}: run once without --skip-build.`);
    return { clientDir, build: null };
  }
  progress(`Building the production site in ${siteCopy} (the project's build/ is left alone)…`);
  const project = await prepareScratchProject(siteCopy, { coldImageCache: false });
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
