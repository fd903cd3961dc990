/**
 * `npm run bench`: in order, Lighthouse on every route of the production build (beside a peer with
 * --versus), the first working tap on every route, and the order upload on a local build. Each
 * report is printed as soon as it is ready; the record in .bench/ is saved after each part, so a run
 * stopped later keeps what it measured.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../server/project-paths";
import { startServer } from "../../server/start-server";
import { chromiumVersion, errorMessage, progress, recordStamp, using } from "./browser";
import { buildInScratchCopy } from "./builds";
import { measureFirstTap } from "./first-tap";
import { type RouteResult, lighthouseVersion, measureSites } from "./lighthouse";
import { UsageError, helpText, parseOptions } from "./options";
import { measureOrderUpload } from "./order-upload";
import { type UploadRun, orderUploadDefinition, renderOrderUploadReport } from "./order-upload-report";
import {
  type TapRoute,
  firstTapDefinition,
  renderFirstTapReport,
  renderLighthouseReport,
  renderVersusReport,
  seconds,
} from "./report";

const benchDir = path.join(projectRoot, ".bench");

async function main(argv: readonly string[]): Promise<number> {
  let options;
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
  const rawDir = path.join(benchDir, stamp, "lighthouse");
  const { runs, routes, versus } = options;
  const peerLabel = versus === null ? null : `peer ${new URL(versus).host}`;
  // Every figure, and what its numbers mean, so a file read months later can be understood.
  const record = {
    startedAt: startedAt.toISOString(),
    environment: {
      node: process.version,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      cpus: os.availableParallelism(),
      lighthouse: lighthouseVersion(),
      chromium: chromiumVersion(),
    },
    method: {
      lighthouse:
        "Lighthouse's default config: mobile preset, simulated throttling; a fresh headless Chromium per run.",
      firstTap: firstTapDefinition,
      orderUpload: orderUploadDefinition,
    },
    options,
    buildSeconds: {} as Record<string, number>,
    lighthouse: null as RouteResult[] | null,
    peer: null as RouteResult[] | null,
    firstTap: null as TapRoute[] | null,
    orderUpload: null as UploadRun[] | null,
    errors: [] as string[],
  };
  const sections: string[] = [];
  const print = (section: string) => {
    sections.push(section);
    console.log(section);
  };
  const fail = (part: string, error: unknown) => {
    record.errors.push(`${part}: ${errorMessage(error)}`);
    progress(record.errors.at(-1) ?? "");
  };
  const save = async () => {
    await mkdir(benchDir, { recursive: true });
    const file = (name: string, extension: string) => path.join(benchDir, `${name}.${extension}`);
    await writeFile(file(stamp, "json"), `${JSON.stringify(record, null, 2)}\n`);
    await writeFile(file(stamp, "md"), sections.join("\n"));
    await copyFile(file(stamp, "json"), file("latest", "json"));
    await copyFile(file(stamp, "md"), file("latest", "md"));
  };

  if (options.parts.includes("lighthouse") || options.parts.includes("tap")) {
    try {
      let clientDir = path.resolve(options.root ?? "");
      if (options.root === null) {
        const built = await buildInScratchCopy("production");
        record.buildSeconds.production = built.seconds;
        clientDir = built.clientDir;
      }
      if (!existsSync(path.join(clientDir, "index.html")))
        throw new Error(`There is no built site in ${clientDir}.`);
      await using(
        // The project's own server, inbox off: precompressed files and real headers, as visitors get them.
        () => startServer({ port: 0, root: clientDir, inboxDir: false }),
        (server) => server.close(),
        async (server) => {
          progress(`Serving ${clientDir} at ${server.url}`);
          if (options.parts.includes("lighthouse")) {
            const sites = [{ label: "this build", baseUrl: server.url }];
            if (versus !== null && peerLabel !== null) sites.push({ label: peerLabel, baseUrl: versus });
            const [ours = [], peer = []] = await measureSites(sites, routes, runs, rawDir);
            record.lighthouse = ours;
            print(renderLighthouseReport(ours, runs));
            if (peerLabel !== null) {
              record.peer = peer;
              print(renderVersusReport(ours, peer, peerLabel, runs));
            }
            await save();
          }
          if (options.parts.includes("tap")) {
            record.firstTap = await measureFirstTap(server.url, routes, runs);
            print(renderFirstTapReport(record.firstTap, runs));
            await save();
          }
        },
      );
    } catch (error) {
      fail("Lighthouse and first tap", error);
    }
  }

  if (options.parts.includes("upload")) {
    try {
      let clientDir = path.resolve(options.uploadRoot ?? "");
      if (options.uploadRoot === null) {
        const built = await buildInScratchCopy("local");
        record.buildSeconds.local = built.seconds;
        clientDir = built.clientDir;
      }
      record.orderUpload = await measureOrderUpload(clientDir, path.join(benchDir, stamp, "order-inbox"));
      print(renderOrderUploadReport(record.orderUpload));
    } catch (error) {
      fail("Order upload", error);
    }
  }

  const failedRuns = [
    ...[...(record.lighthouse ?? []), ...(record.peer ?? []), ...(record.firstTap ?? [])].flatMap(
      (r) => r.errors,
    ),
    ...(record.orderUpload ?? []).flatMap((run) => run.error ?? []),
  ];
  await save();
  const elapsed = (Date.now() - startedAt.getTime()) / 1000;
  progress(
    `\nDone in ${seconds(elapsed)}. Every figure: ${path.relative(process.cwd(), benchDir)}/${stamp}.json`,
  );
  return record.errors.length + failedRuns.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(errorMessage(error));
    process.exit(1);
  },
);
