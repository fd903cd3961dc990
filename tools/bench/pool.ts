/**
 * `npm run bench:pool -- <record.json> <record.json> …`: several runs of `npm run bench -- --versus
 * <peer>` on one build, pooled into one report beside the peer: each route's Lighthouse runs from
 * every record, the medians, what each TBT is made of and the rank test over all of them, and the
 * runs with DevTools throttling of the records that have them. The
 * records must have measured the same build (the digest each keeps, `fingerprint.ts`; for a record
 * from before digests were kept, its build's folder read now) beside the same peer.
 * Writes `.bench/<stamp>-pooled.md` and prints it.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../../server/project-paths";
import { errorMessage, recordStamp } from "./browser";
import { siteFingerprint } from "./fingerprint";
import { PoolError, type SavedVersusRecord, poolVersusRecords } from "./pool-records";
import { renderObservedReport, renderVersusReport } from "./versus-report";

const usage = `Pools runs of the benchmark beside a peer (npm run bench -- --versus <url>) on one build.

Usage: npm run bench:pool -- <record.json> <record.json> [...]
  Each record is a .bench/<stamp>.json written by such a run. They must have measured the same
  build (by its digest) beside the same peer. Writes .bench/<stamp>-pooled.md.`;

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) {
    console.log(usage);
    return argv.length === 0 ? 2 : 0;
  }
  const records: SavedVersusRecord[] = [];
  for (const file of argv) {
    const record = JSON.parse(await readFile(file, "utf8")) as Omit<SavedVersusRecord, "file">;
    records.push({ ...record, file: path.relative(process.cwd(), path.resolve(file)) });
  }
  // A record from before digests were kept: its build's folder, if it is still there.
  const readNow = new Map<string, string>();
  for (const record of records) {
    const root = record.options.root;
    if (!record.siteFingerprint && root && existsSync(path.join(root, "index.html"))) {
      readNow.set(record.file, await siteFingerprint(root));
    }
  }
  let pooled;
  try {
    pooled = poolVersusRecords(records, (record) => readNow.get(record.file) ?? null);
  } catch (error) {
    if (!(error instanceof PoolError)) throw error;
    console.error(error.message);
    return 1;
  }
  const [ours, peer] = pooled.sites;
  /** "9 runs" or "8–9 runs": the fewest and most a route has. */
  const runsOf = (routes: readonly { runs: readonly unknown[] }[]) => {
    const perRoute = routes.map((route) => route.runs.length);
    const [fewest, most] = [Math.min(...perRoute), Math.max(...perRoute)];
    return { most, text: fewest === most ? `${most} runs` : `${fewest}–${most} runs` };
  };
  const simulated = runsOf(ours.routes);
  const heading =
    `### This build beside ${peer.label}, ${records.length} sittings of the benchmark pooled ` +
    `(${simulated.text} a route; each figure's median, range in brackets)`;
  const observed = runsOf(ours.observed ?? []);
  const withObserved = pooled.records.filter((record) => record.observedRuns > 0).length;
  const observedHeading =
    `### As the main thread really ran: this build beside ${peer.label}, DevTools throttling, ` +
    `${withObserved} of the ${records.length} sittings pooled (${observed.text} a route)`;
  const sources = pooled.records.map((record) => {
    const note = readNow.has(record.file)
      ? "; digest read from its build's folder now, the record kept none"
      : "";
    const devtools =
      record.observedRuns > 0
        ? `; with DevTools throttling, ${record.observedRuns} of ours, ${record.peerObservedRuns} of the peer's`
        : "";
    return `- ${record.file} (started ${record.startedAt}): ${record.runs} runs of ours, ${record.peerRuns} of the peer's${devtools}${note}`;
  });
  // Records from before the benchmark kept Chromium's commit task apart have no split to pool.
  const allRuns = pooled.sites.flatMap((site) => site.routes.flatMap((route) => route.runs));
  const split = allRuns.filter((run) => Number.isFinite(run.commitTaskTbtMs)).length;
  const splitNote =
    split < allRuns.length
      ? `"What the TBT is made of" and the misses' "less Chromium's commit task" read the ${split} of ` +
        `${allRuns.length} runs whose records keep that task apart; TBT and the rank test read them all.\n`
      : "";
  const markdown = [
    renderVersusReport(pooled.sites, simulated.most, heading),
    splitNote,
    ...(withObserved > 0 ? [renderObservedReport(pooled.sites, observed.most, observedHeading)] : []),
    `Pooled from (build ${pooled.fingerprint}, beside ${pooled.peer}):`,
    "",
    ...sources,
    "",
  ].join("\n");
  const out = path.join(projectRoot, ".bench", `${recordStamp(new Date())}-pooled.md`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, markdown);
  console.log(markdown);
  console.error(`Written to ${path.relative(process.cwd(), out)}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(errorMessage(error));
    process.exit(1);
  },
);
