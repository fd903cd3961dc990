/** The benchmark's command line: what to measure, where, and how many times. */
import { parseArgs } from "node:util";
import { designPagePaths } from "../../app/content/design-index";
import { pagePaths } from "../../app/lib/paths";

/** Every page, and the first design's page for all of them (they are one route). */
const defaultRoutes = [...pagePaths, ...designPagePaths.slice(0, 1)];
import { firstTapDefinition, firstTapTarget } from "./first-tap-report";
import {
  describeProfile,
  mb,
  orderUploadDefinition,
  uploadProfiles,
  uploadTargets,
} from "./order-upload-report";
import { seconds } from "./report";

export interface BenchOptions {
  /** Other sites to measure, as base URLs; empty means this project's own build. */
  urls: string[];
  /**
   * A peer site measured beside this project's build in the same run, run for run in turn, with the
   * ratio per route; null when not asked for.
   */
  versus: string | null;
  runs: number;
  /**
   * With `versus`: Lighthouse runs per route with DevTools throttling (what the main thread really
   * does on a throttled load, beside the simulation's estimate), ours and the peer's in turn; 0 for none.
   */
  observedRuns: number;
  routes: string[];
  /** Serve this folder (a `build/client`) instead of building. */
  root: string | null;
  /** Lighthouse in the route report (off with --tap-only). */
  lighthouse: boolean;
  tapRuns: number;
  /** With `urls`: the CSS selector of the control to tap on those sites; null guesses it. */
  tapSelector: string | null;
  /** With `tapSelector`: what the tap opens, for a control that does not say (no aria-expanded). */
  tapOpens: string | null;
  /** The catalogue scaling report (shipped designs against ten times as many) instead of the routes. */
  scalingOnly: boolean;
  /** "Order with photos": after the routes (this project's own build only), or alone; never with --root of a production build. */
  upload: boolean;
  /** Only "Order with photos"; `root`, if given, is a local build. */
  uploadOnly: boolean;
  /** "Offline" (the service worker and the outbox): after the order with photos, or alone. */
  offline: boolean;
  /** Only "Offline"; `root`, if given, is a local build. */
  offlineOnly: boolean;
  /** Only "The content editor": /admin/ on a desktop profile, beside the home page. */
  editorOnly: boolean;
  help: boolean;
}

export const helpText = `Benchmark of the built site: Lighthouse (mobile preset, simulated throttling) and the
first working tap (real browser, DevTools throttling) on every route, and an order with photos.

Usage: npm run bench -- [options]        (or: npx tsx tools/bench/bench.ts [options])

  By default: builds the production site in a scratch copy (<tmp>/ivory-bench/site; the project's
  build/ is left alone), serves it with the project's server, runs Lighthouse on every route, then
  measures the first working tap on every route (2–5 min on 2 cores once the copy's image cache is
  warm), then an order with photos (below; another 5–7 min, 2G being most of it). Prints Markdown
  tables (progress goes to stderr) and writes .bench/<timestamp>.json and .md, copies named
  .bench/latest.*, and every Lighthouse result in .bench/<timestamp>/lighthouse/.

First working tap (target for this build: first working tap ≤ FCP + ${firstTapTarget.afterFcpMs} ms)
  ${firstTapDefinition}

Order with photos (targets: sent ≤ ${mb(uploadTargets.sentBytes)}; ${uploadProfiles
  .map((profile) => `thank-you ≤ ${seconds(profile.targetSeconds)} on ${profile.name}`)
  .join("; ")}; no EXIF or GPS in the inbox)
  ${orderUploadDefinition}
  Needs the local flavour (forms post to the server's own inbox): built in its own scratch copy
  (<tmp>/ivory-bench/site-local), or given with --upload-only --root. One run per profile:
${uploadProfiles.map((profile) => `    ${profile.name}: ${describeProfile(profile)}`).join("\n")}
  What the inbox stored is kept in .bench/<timestamp>/order-inbox/.

Options
  --runs N            Lighthouse runs per route; the median run is reported (default 3)
  --routes /,/about   routes to measure (default: every page in app/lib/paths.ts and the first
                      design's page)
  --root <dir>        serve this build folder (e.g. build/client) instead of building; a
                      production build has no inbox, so the order with photos is left out
  --url <base>        measure another site instead (repeat it to compare several side by side)
  --versus <base>     measure this build and a peer site in the same run, each Lighthouse run and
                      first-tap run taken in turn (ours, then the peer's), and print the ratio per
                      route (ours ÷ peer's: TBT, main-thread time) with the CPU benchmark index;
                      target: TBT no more than the peer's on every route. With --root, that build.
                      The peer's first tap uses --tap-selector or a guess.
  --observed-runs N   with --versus: Lighthouse runs per route with DevTools throttling instead of
                      its simulation (the phone's network and 4× slower CPU applied while the page
                      loads, TBT read from the tasks the main thread really ran), ours and the
                      peer's in turn, after the simulated runs and the taps (default 3; 0 for none;
                      each run takes 15–60 s, the longest on a page of heavy photos)
  --tap-runs N        first-working-tap runs per route; the median is reported (default 5)
  --tap-only          measure only the first working tap, no Lighthouse
  --tap-selector CSS  with --url or --versus: the control to tap on those sites (default: the first
                      visible button named /menu/i or with aria-controls or popovertarget)
  --tap-opens CSS     with --tap-selector: the tap has worked once an element matching this is in
                      view (for a control with no aria-expanded, popovertarget or aria-controls)
  --scaling-only      the catalogue scaling report instead: the shipped designs against ten times
                      as many, each built cold and warm in its own scratch copy, and the collection
                      page measured from both (about 40 min on 2 busy cores)
  --upload-only       only the order with photos; with --root, that folder must be a local
                      build (npx tsx scripts/build-site.ts --local --out <dir>: <dir>/client)
  --offline-only      only the offline part (after the order with photos by default, on the same
                      local build): what the service worker costs a first visit, each page opened
                      offline, an order whose connection is cut during its upload; with --root, a
                      local build as for --upload-only
  --editor-only       only the content editor: its bytes on first open and its time to usable
                      on a desktop profile, beside the home page's (3 runs each, in turn); with
                      --root, that production build
  --help              show this text

Environment
  CHROMIUM_PATH       the browser to drive (default /usr/bin/chromium)`;

export class UsageError extends Error {
  override name = "UsageError";
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      runs: { type: "string" },
      "observed-runs": { type: "string" },
      routes: { type: "string" },
      url: { type: "string", multiple: true },
      versus: { type: "string" },
      root: { type: "string" },
      "scaling-only": { type: "boolean" },
      "tap-runs": { type: "string" },
      "tap-only": { type: "boolean" },
      "tap-selector": { type: "string" },
      "tap-opens": { type: "string" },
      "upload-only": { type: "boolean" },
      "offline-only": { type: "boolean" },
      "editor-only": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const urls = (values.url ?? []).map((value) => parseBaseUrl(value));
  const versus = values.versus === undefined ? null : parseBaseUrl(values.versus, "--versus");
  if (versus !== null && (urls.length > 0 || values["scaling-only"] || values["upload-only"])) {
    throw new UsageError(
      "--versus measures this build beside one peer: leave out --url, --scaling-only and --upload-only.",
    );
  }
  const scalingOnly = values["scaling-only"] === true;
  const tapOnly = values["tap-only"] === true;
  if (scalingOnly && (urls.length > 0 || values.root || tapOnly)) {
    throw new UsageError("--scaling-only builds and measures this project alone, with Lighthouse.");
  }
  if (urls.length > 0 && values.root) throw new UsageError("Use either --url or --root.");
  const uploadOnly = values["upload-only"] === true;
  if (
    uploadOnly &&
    (urls.length > 0 || scalingOnly || tapOnly || values.runs || values.routes || values["tap-runs"])
  ) {
    throw new UsageError(
      "--upload-only measures one order on this project's local build; it takes only --root (a local build).",
    );
  }
  const offlineOnly = values["offline-only"] === true;
  if (
    offlineOnly &&
    (uploadOnly ||
      urls.length > 0 ||
      versus !== null ||
      scalingOnly ||
      tapOnly ||
      values.runs ||
      values.routes)
  ) {
    throw new UsageError("--offline-only measures this project's local build alone; it takes only --root.");
  }
  const editorOnly = values["editor-only"] === true;
  if (
    editorOnly &&
    (uploadOnly ||
      offlineOnly ||
      urls.length > 0 ||
      versus !== null ||
      scalingOnly ||
      tapOnly ||
      values.routes)
  ) {
    throw new UsageError(
      "--editor-only measures this project's editor alone; it takes only --root and --runs.",
    );
  }
  if (tapOnly && values.runs !== undefined) {
    throw new UsageError("--runs counts Lighthouse runs; with --tap-only, use --tap-runs.");
  }
  if (values["observed-runs"] !== undefined && (versus === null || tapOnly)) {
    throw new UsageError(
      "--observed-runs counts Lighthouse runs beside the peer given with --versus (not with --tap-only).",
    );
  }
  const tapSelector = values["tap-selector"]?.trim() ?? null;
  if (tapSelector === "") throw new UsageError("--tap-selector wants a CSS selector.");
  if (tapSelector !== null && urls.length === 0 && versus === null) {
    throw new UsageError("--tap-selector names the control on the sites given with --url or --versus.");
  }
  const tapOpens = values["tap-opens"]?.trim() ?? null;
  if (tapOpens === "") throw new UsageError("--tap-opens wants a CSS selector.");
  if (tapOpens !== null && tapSelector === null) {
    throw new UsageError("--tap-opens says what the control given with --tap-selector opens.");
  }
  return {
    urls,
    versus,
    runs: parseRuns(values.runs, "--runs", 3),
    observedRuns:
      versus === null || tapOnly ? 0 : parseRuns(values["observed-runs"], "--observed-runs", 3, 0),
    routes: values.routes === undefined ? defaultRoutes : parseRoutes(values.routes),
    root: values.root ?? null,
    lighthouse: !tapOnly,
    tapRuns: parseRuns(values["tap-runs"], "--tap-runs", 5),
    tapSelector,
    tapOpens,
    scalingOnly,
    upload:
      uploadOnly ||
      (urls.length === 0 &&
        versus === null &&
        !values.root &&
        !tapOnly &&
        !scalingOnly &&
        !offlineOnly &&
        !editorOnly),
    uploadOnly,
    offline:
      offlineOnly ||
      (urls.length === 0 &&
        versus === null &&
        !values.root &&
        !tapOnly &&
        !scalingOnly &&
        !uploadOnly &&
        !editorOnly),
    offlineOnly,
    editorOnly,
    help: values.help === true,
  };
}

function parseRuns(value: string | undefined, option: string, fallback: number, least = 1): number {
  if (value === undefined) return fallback;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < least || runs > 15) {
    throw new UsageError(`${option} wants a whole number from ${least} to 15, got "${value}".`);
  }
  return runs;
}

function parseRoutes(value: string): string[] {
  const routes = value.split(",").flatMap((route) => route.trim() || []);
  if (routes.length === 0 || routes.some((route) => !route.startsWith("/"))) {
    throw new UsageError(`--routes wants paths starting with "/", separated by commas, e.g. /,/about.`);
  }
  return routes;
}

function parseBaseUrl(value: string, option = "--url"): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    throw new UsageError(`${option} wants an absolute http(s) address, got "${value}".`);
  }
  // Routes are appended to the base, so a trailing slash would double up.
  return url.href.replace(/\/+$/, "");
}
