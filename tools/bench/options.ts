/** The benchmark's command line. */
import { parseArgs } from "node:util";
import { designPagePaths } from "../../app/content/design-index";
import { pagePaths } from "../../app/lib/paths";

/** Every page, and the first design's page for all of them (they are one route). */
const defaultRoutes = [...pagePaths, ...designPagePaths.slice(0, 1)];

export const parts = ["lighthouse", "tap", "upload"] as const;
export type Part = (typeof parts)[number];

export interface BenchOptions {
  routes: string[];
  /** Lighthouse runs and first-tap runs per route; with more than one, medians are reported. */
  runs: number;
  /** A production build's client folder to serve; null builds one in a scratch copy. */
  root: string | null;
  /** A local build's client folder for the order upload; null builds one in a scratch copy. */
  uploadRoot: string | null;
  /** A peer site measured with Lighthouse beside this build, route by route in turn. */
  versus: string | null;
  parts: Part[];
  help: boolean;
}

export const helpText = `Usage: npm run bench -- [options]      (or: npx tsx tools/bench/bench.ts [options])

In order: Lighthouse on every route (mobile preset, simulated throttling), beside a peer with
--versus; the first working tap on every route (real Chromium, DevTools throttling); the order with
three camera photos over 3G and 2G. Without --root and --upload-root it builds the production and
the local flavour in scratch copies (<tmp>/ivory-bench; the project's build/ is left alone).
Tables go to stdout, progress to stderr, every figure to .bench/<timestamp>.json and .md.

  --routes /,/about    routes to measure (default: every page and the first design's page)
  --runs N             Lighthouse and first-tap runs per route, medians reported (default 1)
  --root <dir>         serve this production build (e.g. build/client) instead of building one
  --upload-root <dir>  the local build for the order upload
                       (npx tsx scripts/build-site.ts --local --out <dir>: <dir>/client)
  --versus <url>       a peer site: each route's Lighthouse run is taken for this build, then the
                       peer, and TBT and LCP are printed as ours ÷ the peer's
  --only <parts>       some of lighthouse,tap,upload (default: all three)
  --help               this text

Environment: CHROMIUM_PATH, the browser to drive (default /usr/bin/chromium).`;

export class UsageError extends Error {
  override name = "UsageError";
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      routes: { type: "string" },
      runs: { type: "string" },
      root: { type: "string" },
      "upload-root": { type: "string" },
      versus: { type: "string" },
      only: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const chosen = values.only === undefined ? [...parts] : values.only.split(",").map((part) => part.trim());
  const unknown = chosen.filter((part) => !(parts as readonly string[]).includes(part));
  if (chosen.length === 0 || unknown.length > 0) {
    throw new UsageError(`--only wants some of ${parts.join(",")}, got "${values.only}".`);
  }
  const versus = values.versus === undefined ? null : parseBaseUrl(values.versus);
  if (versus !== null && !chosen.includes("lighthouse")) {
    throw new UsageError("--versus compares Lighthouse runs: keep lighthouse in --only.");
  }
  const runs = Number(values.runs ?? 1);
  if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
    throw new UsageError(`--runs wants a whole number from 1 to 15, got "${values.runs}".`);
  }
  return {
    routes: values.routes === undefined ? defaultRoutes : parseRoutes(values.routes),
    runs,
    root: values.root ?? null,
    uploadRoot: values["upload-root"] ?? null,
    versus,
    parts: parts.filter((part) => chosen.includes(part)),
    help: values.help === true,
  };
}

function parseRoutes(value: string): string[] {
  const routes = value.split(",").flatMap((route) => route.trim() || []);
  if (routes.length === 0 || routes.some((route) => !route.startsWith("/"))) {
    throw new UsageError(`--routes wants paths starting with "/", separated by commas, e.g. /,/about.`);
  }
  return routes;
}

function parseBaseUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    throw new UsageError(`--versus wants an absolute http(s) address, got "${value}".`);
  }
  // Routes are appended to the base, so a trailing slash would double up.
  return url.href.replace(/\/+$/, "");
}
