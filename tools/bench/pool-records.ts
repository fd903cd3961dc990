/**
 * Several benchmark records of this build beside the same peer (`--versus`), pooled into one: each
 * route's runs from every record, ours with ours and the peer's with the peer's, for the same
 * report and rank test over more runs than one sitting gives. Near-zero blocking times move by tens
 * of milliseconds from run to run; nine runs a route leave the medians' order to chance where the
 * two sites are close. No browser here: `pool.ts` reads the files, this checks and merges them.
 */
import type { RouteResult } from "./lighthouse";
import type { VersusSite } from "./versus-report";

/** What pooling reads of a saved record (`.bench/<stamp>.json`). */
export interface SavedVersusRecord {
  /** Where it was read from, to name it in messages. */
  file: string;
  startedAt: string;
  options: { versus: string | null; root: string | null };
  /** The digest of the build measured (`fingerprint.ts`); records from before it was kept have none. */
  siteFingerprint?: string | null;
  sites: VersusSite[];
}

export class PoolError extends Error {}

export interface PooledRecords {
  /** This build's runs, then the peer's, every record's runs of a route together. */
  sites: [VersusSite, VersusSite];
  fingerprint: string;
  peer: string;
  records: {
    file: string;
    startedAt: string;
    runs: number;
    peerRuns: number;
    /** Runs with DevTools throttling, ours and the peer's (0 for a record without them). */
    observedRuns: number;
    peerObservedRuns: number;
  }[];
}

const countRuns = (routes: readonly RouteResult[] = []) =>
  routes.reduce((sum, route) => sum + route.runs.length, 0);

/** Every record's results of one kind, a route's runs appended in the records' order. */
function mergeRoutes(lists: readonly (readonly RouteResult[])[]): RouteResult[] {
  const routes = new Map<string, RouteResult>();
  for (const list of lists) {
    for (const route of list) {
      const pooled = routes.get(route.route);
      if (!pooled) {
        routes.set(route.route, { ...route, runs: [...route.runs], errors: [...route.errors] });
        continue;
      }
      pooled.runs.push(...route.runs);
      pooled.errors.push(...route.errors);
    }
  }
  // A pooled route has no single middle run of its own; the report reads the runs.
  return [...routes.values()].map((route) => ({ ...route, medianRun: null, median: null }));
}

/** Every record's routes of one side: the simulated runs, and the runs with DevTools throttling where kept. */
function mergeSide(sides: readonly VersusSite[]): VersusSite {
  const [first] = sides;
  if (!first) throw new PoolError("Nothing to pool.");
  const routes = mergeRoutes(sides.map((side) => side.routes));
  const withObserved = sides.filter((side) => side.observed?.length);
  return {
    label: first.label,
    local: first.local,
    routes,
    ...(withObserved.length > 0
      ? { observed: mergeRoutes(withObserved.map((side) => side.observed ?? [])) }
      : {}),
  };
}

/**
 * Pools records of one build beside one peer. `fingerprintOf` gives the build's digest for a record
 * that did not keep one (from its folder, if that is still there), or null.
 */
export function poolVersusRecords(
  records: readonly SavedVersusRecord[],
  fingerprintOf: (record: SavedVersusRecord) => string | null,
): PooledRecords {
  if (records.length < 2) throw new PoolError("Pooling wants two records or more.");
  const sides = records.map((record) => {
    const ours = record.sites.find((site) => site.local);
    const peer = record.sites.find((site) => !site.local);
    if (!record.options.versus || !ours || !peer) {
      throw new PoolError(`${record.file} is not a run beside a peer (--versus): nothing to pool.`);
    }
    const fingerprint = record.siteFingerprint ?? fingerprintOf(record);
    if (!fingerprint) {
      throw new PoolError(
        `${record.file} kept no digest of the build it measured, and its folder ` +
          `(${record.options.root ?? "a scratch copy"}) is not there to read one from.`,
      );
    }
    return { record, ours, peer, fingerprint, versus: record.options.versus };
  });
  const [first] = sides;
  if (!first) throw new PoolError("Nothing to pool.");
  for (const side of sides) {
    if (side.versus !== first.versus) {
      throw new PoolError(
        `${side.record.file} measured beside ${side.versus}, ${first.record.file} beside ${first.versus}.`,
      );
    }
    if (side.fingerprint !== first.fingerprint) {
      throw new PoolError(
        `${side.record.file} measured another build (${side.fingerprint}) than ` +
          `${first.record.file} (${first.fingerprint}).`,
      );
    }
  }
  return {
    sites: [mergeSide(sides.map((side) => side.ours)), mergeSide(sides.map((side) => side.peer))],
    fingerprint: first.fingerprint,
    peer: first.versus,
    records: sides.map(({ record, ours, peer }) => ({
      file: record.file,
      startedAt: record.startedAt,
      runs: countRuns(ours.routes),
      peerRuns: countRuns(peer.routes),
      observedRuns: countRuns(ours.observed),
      peerObservedRuns: countRuns(peer.observed),
    })),
  };
}
