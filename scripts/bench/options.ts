/** The benchmark's command line: what to measure, where, and how many times. */
import { parseArgs } from "node:util";
import { pagePaths } from "../../app/lib/paths";
import { firstTapDefinition } from "./first-tap-report";

export interface BenchOptions {
  /** Other sites to measure, as base URLs; empty means this project's own build. */
  urls: string[];
  /** With `urls`: measure this project's build too, in the same run and tables. */
  includeLocal: boolean;
  runs: number;
  routes: string[];
  /** Serve the benchmark's previous build instead of building again. */
  skipBuild: boolean;
  /** Serve this folder (a `build/client`) instead of building. */
  root: string | null;
  /** Run the route benchmark: Lighthouse and the first working tap on every route. */
  routeReport: boolean;
  /** Run Lighthouse in the route benchmark (off with --tap-only). */
  lighthouse: boolean;
  /** First-working-tap runs per route. */
  tapRuns: number;
  /** With `urls`: the CSS selector of the control to tap on those sites; null guesses it. */
  tapSelector: string | null;
  /** Run the catalogue scaling report (1× vs 10× designs). */
  scalingReport: boolean;
  help: boolean;
}

export const helpText = `Benchmark of the built site: Lighthouse (mobile preset, simulated throttling) and the
first working tap (real browser, DevTools throttling) on every route.

Usage: npx tsx scripts/bench.ts [options]        (or: npm run bench -- [options])

  By default: builds the production site in a scratch copy (<tmp>/ivory-bench/site; the project's
  build/ is left alone), serves it with the project's server (precompressed brotli/gzip), runs
  Lighthouse on every route, then measures the first working tap on every route. On 2 cores:
  6 routes × 3 Lighthouse runs take 2.5 min (5 min on a busy machine), 6 routes × 5 tap runs
  about 2 min; the build takes seconds once the copy's image cache is warm, 1–6 min the first
  time. Prints Markdown tables (progress goes to stderr) and writes .bench/<timestamp>.json and
  .md, copies of them as .bench/latest.* (with Lighthouse), .bench/latest-tap.* (with taps) and
  .bench/latest-scaling.* (scaling), and every run's Lighthouse result in
  .bench/<timestamp>/lighthouse/.

First working tap
  ${wrap(firstTapDefinition, 2)}
  Reported per route beside the FCP of the same run, with Tap − FCP; this project's build aims at
  first working tap ≤ FCP + 100 ms, and the report lists the routes that miss it.
  This site's controls are found by role: the banner's button named /menu/i, and on /collection
  the "Our Design" button of the "Quick navigation" navigation. On a --url site the control is
  the first visible match of --tap-selector, or else the first visible button whose accessible
  name (or aria-label) matches /menu/i or that has aria-controls or popovertarget.

Options
  --runs N            Lighthouse runs per route; the median run is reported (default 3)
  --routes /,/about   routes to measure (default: every page in app/lib/paths.ts)
  --url <base>        measure another site instead (no build, no local server); repeat the
                      option to measure several sites side by side
  --local             with --url: measure this project's build as well, side by side
  --skip-build        reuse the benchmark's previous build instead of building again
  --root <dir>        serve this build folder (e.g. build/client) instead of building
  --tap-runs N        first-working-tap runs per route; the median is reported (default 5)
  --tap-only          measure only the first working tap, no Lighthouse: quick comparisons
  --tap-selector CSS  with --url: the control to tap on those sites (default: the guess above)
  --scaling           add the catalogue scaling report: the shipped designs vs ten times as
                      many, each built cold and warm in its own scratch copy, and the collection
                      page measured from both. Slow, because every image is encoded again:
                      about 40 min on 2 busy cores, most of it the 10× cold build
  --scaling-only      run the scaling report alone
  --help              show this text

Environment
  CHROMIUM_PATH       the browser to drive (default /usr/bin/chromium)`;

/** Breaks a paragraph into lines of at most 96 characters, indented to sit under the first. */
function wrap(text: string, indent: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > 96) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join(`\n${" ".repeat(indent)}`);
}

export class UsageError extends Error {
  override name = "UsageError";
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      runs: { type: "string" },
      routes: { type: "string" },
      url: { type: "string", multiple: true },
      local: { type: "boolean" },
      "skip-build": { type: "boolean" },
      root: { type: "string" },
      scaling: { type: "boolean" },
      "scaling-only": { type: "boolean" },
      "tap-runs": { type: "string" },
      "tap-only": { type: "boolean" },
      "tap-selector": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const urls = (values.url ?? []).map(parseBaseUrl);
  const scalingOnly = values["scaling-only"] === true;
  if ((values.scaling || scalingOnly) && (urls.length > 0 || values.root)) {
    throw new UsageError(
      "The scaling report grows this project's catalogue; it cannot go with --url or --root.",
    );
  }
  if (values.local && urls.length === 0) throw new UsageError("--local only makes sense with --url.");
  if (values["skip-build"] && values.root) throw new UsageError("Use either --skip-build or --root.");
  const tapOnly = values["tap-only"] === true;
  if (tapOnly && (values.scaling || scalingOnly)) {
    throw new UsageError("--tap-only skips Lighthouse, which the scaling report needs.");
  }
  if (tapOnly && values.runs !== undefined) {
    throw new UsageError("--runs counts Lighthouse runs; with --tap-only, use --tap-runs.");
  }
  if (scalingOnly && (values["tap-runs"] !== undefined || values["tap-selector"] !== undefined)) {
    throw new UsageError(
      "--scaling-only measures no tap; --tap-runs and --tap-selector go with the route report.",
    );
  }
  const tapSelector = values["tap-selector"]?.trim() ?? null;
  if (tapSelector === "") throw new UsageError("--tap-selector wants a CSS selector.");
  if (tapSelector !== null && urls.length === 0) {
    throw new UsageError("--tap-selector names the control on the sites given with --url.");
  }

  return {
    urls,
    includeLocal: values.local === true,
    runs: parseRuns(values.runs, "--runs", 3),
    routes: values.routes === undefined ? [...pagePaths] : parseRoutes(values.routes),
    skipBuild: values["skip-build"] === true,
    root: values.root ?? null,
    routeReport: !scalingOnly,
    lighthouse: !tapOnly,
    tapRuns: parseRuns(values["tap-runs"], "--tap-runs", 5),
    tapSelector,
    // Off by default: it encodes every image twice more, which takes far longer than the routes.
    scalingReport: scalingOnly || values.scaling === true,
    help: values.help === true,
  };
}

function parseRuns(value: string | undefined, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
    throw new UsageError(`${option} wants a whole number from 1 to 15, got "${value}".`);
  }
  return runs;
}

function parseRoutes(value: string): string[] {
  const routes = value
    .split(",")
    .map((route) => route.trim())
    .filter((route) => route.length > 0);
  const bad = routes.find((route) => !route.startsWith("/"));
  if (routes.length === 0 || bad !== undefined) {
    throw new UsageError(`--routes wants paths starting with "/", separated by commas, e.g. /,/about.`);
  }
  return routes;
}

function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url wants an absolute http(s) address, got "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`--url wants an http(s) address, got "${value}".`);
  }
  // Routes are appended to the base, so a trailing slash would double up.
  return url.href.replace(/\/+$/, "");
}
