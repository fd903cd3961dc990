/**
 * `npm run bench`: Lighthouse and the first working tap on every route of the production build,
 * served by the project's own server, then an order with photos and the offline part (service
 * worker and outbox) on a local build; with --url, other sites; with --scaling-only, how the
 * collection page and the build scale with the catalogue; with --upload-only or --offline-only,
 * that part alone. README.md says what each part measures.
 * Each section is printed as soon as it is ready, and the record in .bench/ saved after each part.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../server/project-paths";
import { startServer } from "../../server/start-server";
import { chromiumVersion, closeOnExit, errorMessage, progress, recordStamp, using } from "./browser";
import { siteFingerprint } from "./fingerprint";
import { type TapControl, measureFirstTap } from "./first-tap";
import {
  type FirstTapRoute,
  firstTapDefinition,
  renderFirstTapReport,
  summariseTaps,
} from "./first-tap-report";
import { lighthouseVersion, measureSite, measureSites } from "./lighthouse";
import { type BenchOptions, UsageError, helpText, parseOptions } from "./options";
import { type EditorResult, editorDefinition, measureEditor, renderEditorReport } from "./editor";
import { measureOffline } from "./offline";
import { type OfflineResult, offlineDefinition, renderOfflineReport } from "./offline-report";
import { assertLocalBuild, buildLocalFlavour, measureOrderUpload } from "./order-upload";
import {
  type OrderUploadResult,
  orderUploadDefinition,
  renderOrderUploadReport,
} from "./order-upload-report";
import { type SiteResult, renderRouteReport, seconds } from "./report";
import { type ScalingResult, renderScalingReport, runScaling } from "./scaling";
import { observedDefinition, renderObservedReport, renderVersusReport } from "./versus-report";
import { type BuildTiming, buildScratchProject, prepareScratchProject } from "../scratch-project";
import { claimScratchFolder, scratchRoot } from "./scratch-folder";

const benchDir = path.join(projectRoot, ".bench");

/** Written into every record, so a file read months later says what its numbers mean. */
const method = {
  lighthouse:
    "Lighthouse default config: mobile emulation, simulated throttling (150 ms RTT, 1.6 Mbps down, 4× CPU); " +
    "a fresh headless Chromium per run; per route the middle run by Performance score, then LCP. Bytes are " +
    "transfer sizes (compressed bodies plus headers); critical bytes are the HTML and render-blocking CSS bodies.",
  observed: observedDefinition,
  firstTap: firstTapDefinition,
  orderUpload: orderUploadDefinition,
  offline: offlineDefinition,
  editor: editorDefinition,
  kilobyte: 1024,
};

/** What a run has produced so far. */
interface RunState {
  options: BenchOptions;
  startedAt: Date;
  stamp: string;
  sections: string[];
  errors: string[];
  /** The production build measured, when this run built it. */
  build: BuildTiming | null;
  /** The digest of this project's build measured (`fingerprint.ts`), so records of one build can be pooled. */
  siteFingerprint: string | null;
  sites: SiteResult[];
  scaling: ScalingResult | null;
  /** "Order with photos", when measured. */
  orderUpload: OrderUploadResult | null;
  offline: OfflineResult | null;
  editor: EditorResult | null;
}

async function main(argv: readonly string[]): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(argv);
  } catch (error) {
    // parseArgs throws a TypeError with a readable message for unknown or malformed options.
    if (!(error instanceof UsageError || error instanceof TypeError)) throw error;
    console.error(`${error.message}\nRun with --help for the options.`);
    return 2;
  }
  if (options.help) {
    console.log(helpText);
    return 0;
  }

  const startedAt = new Date();
  const stamp = recordStamp(startedAt);
  const run: RunState = {
    options,
    startedAt,
    stamp,
    sections: [],
    errors: [],
    build: null,
    siteFingerprint: null,
    sites: [],
    scaling: null,
    orderUpload: null,
    offline: null,
    editor: null,
  };
  const rawDir = path.join(benchDir, stamp, "lighthouse");
  const print = (section: string) => {
    run.sections.push(section);
    console.log(section);
  };

  if (options.scalingOnly) {
    try {
      run.scaling = await runScaling({ runs: options.runs, rawDir });
      print(renderScalingReport(run.scaling));
    } catch (error) {
      run.errors.push(`Catalogue scaling failed: ${errorMessage(error)}`);
      console.error(run.errors.at(-1));
    }
  } else if (options.editorOnly) {
    await measureEditorPart(run, print);
  } else if (!options.uploadOnly && !options.offlineOnly) {
    await measureRoutes(run, rawDir);
    const built = run.build
      ? `Production build: ${seconds(run.build.seconds)} (scratch copy; its image cache is kept between runs).\n\n`
      : "";
    const lighthouse = options.lighthouse ? `${renderRouteReport(run.sites, options.runs)}\n` : "";
    const versus =
      options.versus && options.lighthouse ? `${renderVersusReport(run.sites, options.runs)}\n` : "";
    const observed =
      options.observedRuns > 0 ? `${renderObservedReport(run.sites, options.observedRuns)}\n` : "";
    print(built + versus + observed + lighthouse + renderFirstTapReport(run.sites, options.tapRuns));
    for (const site of run.sites) {
      for (const r of site.routes)
        if (!r.median) run.errors.push(`${site.label} ${r.route}: no run completed`);
      for (const r of site.firstTap) {
        if (!r.summary) run.errors.push(`${site.label} ${r.route}: no first-tap run completed`);
      }
      for (const r of site.observed ?? []) {
        if (r.runs.length === 0) {
          run.errors.push(`${site.label} ${r.route}: no run with DevTools throttling completed`);
        }
      }
    }
    // Saved now too, so a long scaling run or order upload that gets stopped keeps the route figures.
    await save(run);
    if (!options.upload && options.root) {
      progress(
        "Order with photos left out: --root is a production build (measure a local one with --upload-only --root).",
      );
    }
  }
  if (options.upload) await measureUpload(run, print);
  if (options.offline) await measureOfflinePart(run, print);

  const file = await save(run);
  const shown = (target: string) => path.relative(process.cwd(), target);
  const elapsed = (Date.now() - startedAt.getTime()) / 1000;
  progress(`\nDone in ${seconds(elapsed)}. Full figures: ${shown(file)} (also in .bench/latest.json).`);
  if (run.sites.some((site) => site.routes.length > 0) || run.scaling) {
    progress(`Every run's Lighthouse result: ${shown(rawDir)}/`);
  }
  if (run.orderUpload) {
    progress(`What the order's inbox stored: ${shown(path.join(projectRoot, run.orderUpload.inboxDir))}/`);
  }
  return run.errors.length > 0 ? 1 : 0;
}

/** This project's build (built in a scratch copy, or --root) or the --url sites, every route. */
async function measureRoutes(run: RunState, rawDir: string): Promise<void> {
  const { options } = run;
  const measure = async (label: string, baseUrl: string, control: TapControl, local: boolean) => {
    const { routes, runs, tapRuns } = options;
    const lighthouse = options.lighthouse ? await measureSite({ label, baseUrl, routes, runs, rawDir }) : [];
    const firstTap = await measureFirstTap({ label, baseUrl, routes, runs: tapRuns, control });
    run.sites.push({ label, baseUrl, local, routes: lighthouse, firstTap });
  };
  for (const baseUrl of options.urls) {
    // The host (and path) names a site in the tables; a number tells apart two with the same name.
    const url = new URL(baseUrl);
    const name = url.host + url.pathname.replace(/\/$/, "");
    const same = run.sites.filter((site) => site.label === name || site.label.startsWith(`${name} #`)).length;
    await measure(same === 0 ? name : `${name} #${same + 1}`, baseUrl, otherSiteControl(options), false);
  }
  if (options.urls.length > 0) return;

  let clientDir = path.resolve(options.root ?? "");
  if (!options.root) {
    // The copy persists between runs so its image cache stays warm.
    claimScratchFolder();
    const siteCopy = path.join(scratchRoot, "site");
    progress(`Building the production site in ${siteCopy} (the project's build/ is left alone)…`);
    const project = await prepareScratchProject(siteCopy, { images: "kept" });
    run.build = await buildScratchProject(project, "build", { onInterrupt: closeOnExit });
    progress(`Built in ${seconds(run.build.seconds)}.`);
    clientDir = project.clientDir;
  }
  if (!existsSync(path.join(clientDir, "index.html")))
    throw new Error(`There is no built site in ${clientDir}.`);
  run.siteFingerprint = await siteFingerprint(clientDir);
  await using(
    // The project's own server, inbox off: precompressed files and real headers, as visitors get them.
    () => startServer({ port: 0, root: clientDir, inboxDir: false }),
    (server) => server.close(),
    async (server) => {
      progress(`Serving ${clientDir} at ${server.url}`);
      if (options.versus) await measureVersus(run, rawDir, server.url, options.versus);
      else await measure("this build", server.url, { kind: "this-site" }, true);
    },
  );
}

/** The control to tap on a site that is not this build: the one named on the command line, or a guess. */
function otherSiteControl(options: BenchOptions): TapControl {
  return options.tapSelector
    ? { kind: "selector", css: options.tapSelector, opens: options.tapOpens }
    : { kind: "guess" };
}

/**
 * This build and a peer in the same run: each Lighthouse run, then each first-tap run, then each
 * Lighthouse run with DevTools throttling, taken in turn (ours, then the peer's), so that a machine
 * busier in one minute than the next weighs on both.
 */
async function measureVersus(run: RunState, rawDir: string, ours: string, peer: string): Promise<void> {
  const { options } = run;
  const peerUrl = new URL(peer);
  const sites = [
    { label: "this build", baseUrl: ours, control: { kind: "this-site" } as TapControl, local: true },
    {
      label: `peer ${peerUrl.host}${peerUrl.pathname.replace(/\/$/, "")}`,
      baseUrl: peer,
      control: otherSiteControl(options),
      local: false,
    },
  ];
  const lighthouse = options.lighthouse
    ? await measureSites({ sites, routes: options.routes, runs: options.runs, rawDir })
    : sites.map(() => []);
  const taps: FirstTapRoute[][] = sites.map(() => []);
  for (const route of options.routes) {
    const runsOf: FirstTapRoute[][] = sites.map(() => []);
    for (let tapRun = 1; tapRun <= options.tapRuns; tapRun++) {
      for (const [index, site] of sites.entries()) {
        const [one] = await measureFirstTap({
          label: `${site.label} (run ${tapRun}/${options.tapRuns})`,
          baseUrl: site.baseUrl,
          routes: [route],
          runs: 1,
          control: site.control,
        });
        if (one) runsOf[index]?.push(one);
      }
    }
    for (const [index, done] of runsOf.entries()) {
      const first = done[0];
      if (!first) continue;
      const runs = done.flatMap((one) => one.runs);
      taps[index]?.push({
        ...first,
        tapped: done.findLast((one) => one.tapped)?.tapped ?? null,
        runs,
        summary: summariseTaps(runs),
        errors: done.flatMap((one, at) =>
          one.errors.map((error) => error.replace(/^run 1/, `run ${at + 1}`)),
        ),
      });
    }
  }
  const observed =
    options.observedRuns > 0
      ? await measureSites({
          sites,
          routes: options.routes,
          runs: options.observedRuns,
          rawDir: path.join(rawDir, "devtools-throttling"),
          throttling: "devtools",
        })
      : null;
  for (const [index, site] of sites.entries()) {
    run.sites.push({
      label: site.label,
      baseUrl: site.baseUrl,
      local: site.local,
      routes: lighthouse[index] ?? [],
      firstTap: taps[index] ?? [],
      ...(observed ? { observed: observed[index] ?? [] } : {}),
    });
  }
}

/** "Order with photos": the local build's order page, 3G then 2G; printed and saved once both are done. */
async function measureUpload(run: RunState, print: (section: string) => void): Promise<void> {
  try {
    run.orderUpload = await measureOrderUpload({
      root: run.options.uploadOnly ? run.options.root : null,
      inboxDir: path.join(benchDir, run.stamp, "order-inbox"),
    });
    // The record names the inbox as the project sees it: .bench/<stamp>/order-inbox.
    run.orderUpload.inboxDir = path.relative(projectRoot, run.orderUpload.inboxDir);
    const built =
      run.orderUpload.buildSeconds === null
        ? ""
        : `Local build: ${seconds(run.orderUpload.buildSeconds)}.\n\n`;
    print(built + renderOrderUploadReport(run.orderUpload));
    for (const result of run.orderUpload.runs) {
      if (result.error) run.errors.push(`Order with photos on ${result.profile.name}: ${result.error}`);
    }
  } catch (error) {
    run.errors.push(`Order with photos failed: ${errorMessage(error)}`);
    console.error(run.errors.at(-1));
  }
}

/** "Offline": on the local build the order with photos used, or --root, or one built for it. */
async function measureOfflinePart(run: RunState, print: (section: string) => void): Promise<void> {
  try {
    const clientDir = run.orderUpload
      ? run.orderUpload.clientDir
      : run.options.root
        ? path.resolve(run.options.root)
        : (await buildLocalFlavour()).clientDir;
    await assertLocalBuild(clientDir);
    run.offline = await measureOffline({
      clientDir,
      inboxDir: path.join(benchDir, run.stamp, "offline-inbox"),
    });
    print(renderOfflineReport(run.offline));
    run.errors.push(...run.offline.errors.map((error) => `Offline: ${error}`));
  } catch (error) {
    run.errors.push(`Offline failed: ${errorMessage(error)}`);
    console.error(run.errors.at(-1));
  }
}

/** "The content editor": on --root, or on a production build made for it in the scratch copy. */
async function measureEditorPart(run: RunState, print: (section: string) => void): Promise<void> {
  try {
    let clientDir = path.resolve(run.options.root ?? "");
    if (!run.options.root) {
      claimScratchFolder();
      const project = await prepareScratchProject(path.join(scratchRoot, "site"), { images: "kept" });
      run.build = await buildScratchProject(project, "build", { onInterrupt: closeOnExit });
      clientDir = project.clientDir;
    }
    run.editor = await using(
      () => startServer({ port: 0, root: clientDir, inboxDir: false }),
      (server) => server.close(),
      (server) => measureEditor(server.url, run.options.runs),
    );
    print(renderEditorReport(run.editor));
    run.errors.push(...run.editor.errors.map((error) => `Editor: ${error}`));
  } catch (error) {
    run.errors.push(`The content editor failed: ${errorMessage(error)}`);
    console.error(run.errors.at(-1));
  }
}

/** Writes `.bench/<stamp>.json` and `.md`, copies them to `latest.*`, and returns the JSON's path. */
async function save(run: RunState): Promise<string> {
  const record = {
    startedAt: run.startedAt.toISOString(),
    seconds: (Date.now() - run.startedAt.getTime()) / 1000,
    environment: {
      node: process.version,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      cpus: os.availableParallelism(),
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      lighthouse: lighthouseVersion(),
      chromium: chromiumVersion(),
    },
    method,
    options: run.options,
    build: run.build,
    siteFingerprint: run.siteFingerprint,
    sites: run.sites,
    scaling: run.scaling,
    orderUpload: run.orderUpload,
    offline: run.offline,
    editor: run.editor,
    errors: run.errors,
  };
  await mkdir(benchDir, { recursive: true });
  const file = (name: string, extension: string) => path.join(benchDir, `${name}.${extension}`);
  await writeFile(file(run.stamp, "json"), `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(file(run.stamp, "md"), run.sections.join("\n"));
  await copyFile(file(run.stamp, "json"), file("latest", "json"));
  await copyFile(file(run.stamp, "md"), file("latest", "md"));
  return file(run.stamp, "json");
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(errorMessage(error));
    process.exit(1);
  },
);
