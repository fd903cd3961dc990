/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on every route of the
 * production build, served by the project's own server with precompressed files; with --url,
 * other sites side by side; with --scaling, how the collection page and the build scale with the
 * catalogue. `--help` lists the options; scripts/bench/ holds the parts.
 */
import path from "node:path";
import { progress, seconds } from "./bench/format";
import { toolVersions } from "./bench/lighthouse-run";
import { type BenchOptions, UsageError, helpText, parseOptions } from "./bench/options";
import { renderRouteReport } from "./bench/report";
import {
  type BenchRecord,
  benchDir,
  environment,
  method,
  timestamp,
  writeRecord,
} from "./bench/results-file";
import { type RouteReport, runRouteReport } from "./bench/route-report";
import { type ScalingResult, renderScalingReport, runScaling } from "./bench/scaling";

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
  const sections: string[] = [];
  const errors: string[] = [];
  // Each section is printed as soon as it is ready: the scaling report can take an hour more.
  const print = (section: string) => {
    sections.push(section);
    console.log(section);
  };

  const routes = options.routeReport ? await runRouteReport(options, rawDir) : null;
  if (routes) {
    print(routeSection(routes, options.runs));
    errors.push(...routeErrors(routes));
  }

  let scaling: ScalingResult | null = null;
  if (options.scalingReport) {
    try {
      scaling = await runScaling({ runs: options.runs, rawDir });
      print(renderScalingReport(scaling));
    } catch (error) {
      errors.push(`Catalogue scaling failed: ${error instanceof Error ? error.message : String(error)}`);
      console.error(errors.at(-1));
    }
  }

  const elapsed = (Date.now() - startedAt.getTime()) / 1000;
  const versions = toolVersions();
  const record: BenchRecord = {
    startedAt: startedAt.toISOString(),
    seconds: elapsed,
    environment: environment(versions.lighthouse, versions.chromium),
    method,
    options,
    build: routes?.build ?? null,
    sites: routes?.sites ?? [],
    scaling,
    errors,
  };
  const file = await writeRecord(stamp, record, sections.join("\n"));
  const shown = (target: string) => path.relative(process.cwd(), target);
  progress(
    `\nDone in ${seconds(elapsed)}. Full figures: ${shown(file)} (also copied to .bench/latest*.json).`,
  );
  progress(`Every run's Lighthouse result: ${shown(rawDir)}/`);
  return errors.length > 0 ? 1 : 0;
}

function routeSection(routes: RouteReport, runs: number): string {
  const built = routes.build
    ? `Production build: ${seconds(routes.build.seconds)} (scratch copy; its image cache is kept between runs).\n\n`
    : "";
  return built + renderRouteReport(routes.sites, runs);
}

function routeErrors(routes: RouteReport): string[] {
  return routes.sites.flatMap((site) =>
    site.routes
      .filter((route) => !route.median)
      .map((route) => `${site.label} ${route.route}: no run completed`),
  );
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
