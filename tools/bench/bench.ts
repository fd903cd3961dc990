/**
 * `npm run bench`: Lighthouse and the first working tap on every route of the production build,
 * served by the project's own server; with --url, other sites; with --scaling-only, how the
 * collection page and the build scale with the catalogue. README.md says what each part measures.
 */
import path from "node:path";
import { renderFirstTapReport } from "./first-tap-report";
import { progress, seconds } from "./format";
import { toolVersions } from "./lighthouse-run";
import { type BenchOptions, UsageError, helpText, parseOptions } from "./options";
import { renderRouteReport } from "./report";
import { type BenchRecord, benchDir, environment, method, timestamp, writeRecord } from "./results-file";
import { type RouteReport, runRouteReport } from "./route-report";
import { type ScalingResult, renderScalingReport, runScaling } from "./scaling";

/** What a run has produced so far; saved after each part. */
interface RunState {
  options: BenchOptions;
  startedAt: Date;
  stamp: string;
  sections: string[];
  errors: string[];
  routes: RouteReport | null;
  scaling: ScalingResult | null;
}

async function main(argv: readonly string[]): Promise<number> {
  const options = readOptions(argv);
  if (options === null) return 2;
  if (options.help) {
    console.log(helpText);
    return 0;
  }

  const startedAt = new Date();
  const run: RunState = {
    options,
    startedAt,
    stamp: timestamp(startedAt),
    sections: [],
    errors: [],
    routes: null,
    scaling: null,
  };
  const rawDir = path.join(benchDir, run.stamp, "lighthouse");

  if (options.routeReport) {
    run.routes = await runRouteReport(options, rawDir);
    print(run, routeSection(run.routes, options));
    run.errors.push(...routeErrors(run.routes));
    // Saved now too, so a long scaling run that gets stopped keeps the route figures.
    await save(run);
  }
  if (options.scalingReport) {
    try {
      run.scaling = await runScaling({ runs: options.runs, rawDir });
      print(run, renderScalingReport(run.scaling));
    } catch (error) {
      run.errors.push(`Catalogue scaling failed: ${error instanceof Error ? error.message : String(error)}`);
      console.error(run.errors.at(-1));
    }
  }

  const file = await save(run);
  const shown = (target: string) => path.relative(process.cwd(), target);
  const elapsed = (Date.now() - startedAt.getTime()) / 1000;
  progress(`\nDone in ${seconds(elapsed)}. Full figures: ${shown(file)} (also in .bench/latest.json).`);
  if (run.routes?.sites.some((site) => site.routes.length > 0) || run.scaling) {
    progress(`Every run's Lighthouse result: ${shown(rawDir)}/`);
  }
  return run.errors.length > 0 ? 1 : 0;
}

/** Each section is printed as soon as it is ready: the scaling report takes much longer. */
function print(run: RunState, section: string): void {
  run.sections.push(section);
  console.log(section);
}

async function save(run: RunState): Promise<string> {
  const versions = toolVersions();
  const record: BenchRecord = {
    startedAt: run.startedAt.toISOString(),
    seconds: (Date.now() - run.startedAt.getTime()) / 1000,
    environment: environment(versions.lighthouse, versions.chromium),
    method,
    options: run.options,
    build: run.routes?.build ?? null,
    sites: run.routes?.sites ?? [],
    scaling: run.scaling,
    errors: run.errors,
  };
  return writeRecord(run.stamp, record, run.sections.join("\n"));
}

/** Lighthouse's tables first (unless --tap-only), then the first working tap's. */
function routeSection(routes: RouteReport, options: BenchOptions): string {
  const built = routes.build
    ? `Production build: ${seconds(routes.build.seconds)} (scratch copy; its image cache is kept between runs).\n\n`
    : "";
  const lighthouse = options.lighthouse ? `${renderRouteReport(routes.sites, options.runs)}\n` : "";
  return built + lighthouse + renderFirstTapReport(routes.sites, options.tapRuns);
}

function routeErrors(routes: RouteReport): string[] {
  return routes.sites.flatMap((site) => [
    ...site.routes
      .filter((route) => !route.median)
      .map((route) => `${site.label} ${route.route}: no run completed`),
    ...site.firstTap
      .filter((route) => !route.summary)
      .map((route) => `${site.label} ${route.route}: no first-tap run completed`),
  ]);
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
