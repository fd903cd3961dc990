import { describe, expect, it } from "vitest";
import { PoolError, type SavedVersusRecord, poolVersusRecords } from "./pool-records";
import { route, summary } from "./run-fixtures";
import { type VersusSite, renderVersusReport } from "./versus-report";

/** A record of one run beside the peer: each route's TBTs, ours and the peer's. */
function record(
  file: string,
  tbts: Record<string, { ours: number[]; peer: number[] }>,
  extra: Partial<SavedVersusRecord> = {},
): SavedVersusRecord {
  const side = (which: "ours" | "peer") =>
    Object.entries(tbts).map(([path, runs]) =>
      route(
        path,
        runs[which].map((tbt) => summary(tbt, {})),
      ),
    );
  return {
    file,
    startedAt: "2026-11-27T01:00:00.000Z",
    options: { versus: "http://127.0.0.1:4173", root: "/tmp/site/client" },
    siteFingerprint: "build-a",
    sites: [
      { label: "this build", local: true, routes: side("ours") },
      { label: "peer 127.0.0.1:4173", local: false, routes: side("peer") },
    ],
    ...extra,
  };
}

const noFolder = () => null;
const tbtsOf = (site: { routes: { route: string; runs: { tbtMs: number }[] }[] }, path: string) =>
  site.routes.find((r) => r.route === path)?.runs.map((run) => run.tbtMs);

describe("poolVersusRecords", () => {
  it("puts every record's runs of a route together, ours with ours and the peer's with the peer's", () => {
    const pooled = poolVersusRecords(
      [
        record("a.json", { "/": { ours: [10, 0], peer: [30, 31] }, "/order": { ours: [15], peer: [12] } }),
        record("b.json", { "/": { ours: [5], peer: [40] }, "/order": { ours: [20, 9], peer: [11, 8] } }),
      ],
      noFolder,
    );
    const [ours, peer] = pooled.sites;
    expect(ours.local).toBe(true);
    expect(tbtsOf(ours, "/")).toEqual([10, 0, 5]);
    expect(tbtsOf(peer, "/")).toEqual([30, 31, 40]);
    expect(tbtsOf(ours, "/order")).toEqual([15, 20, 9]);
    expect(tbtsOf(peer, "/order")).toEqual([12, 11, 8]);
    expect(pooled.records.map((r) => [r.file, r.runs, r.peerRuns])).toEqual([
      ["a.json", 3, 3],
      ["b.json", 3, 3],
    ]);
  });

  it("pools the runs with DevTools throttling of the records that have them, and counts them", () => {
    const a = record("a.json", { "/": { ours: [10], peer: [30] } });
    const b = record("b.json", { "/": { ours: [5], peer: [40] } });
    const c = record("c.json", { "/": { ours: [7], peer: [33] } });
    const withObserved = (saved: SavedVersusRecord, ours: number[], peer: number[]) => {
      const [mine, theirs] = saved.sites as [VersusSite, VersusSite];
      return {
        ...saved,
        sites: [
          {
            ...mine,
            observed: [
              route(
                "/",
                ours.map((tbt) => summary(tbt, {})),
              ),
            ],
          },
          {
            ...theirs,
            observed: [
              route(
                "/",
                peer.map((tbt) => summary(tbt, {})),
              ),
            ],
          },
        ],
      };
    };
    const pooled = poolVersusRecords(
      [withObserved(a, [0, 4], [0, 9]), b, withObserved(c, [2], [6])],
      noFolder,
    );
    const [ours, peer] = pooled.sites;
    expect(ours.observed?.[0]?.runs.map((run) => run.tbtMs)).toEqual([0, 4, 2]);
    expect(peer.observed?.[0]?.runs.map((run) => run.tbtMs)).toEqual([0, 9, 6]);
    expect(tbtsOf(ours, "/")).toEqual([10, 5, 7]);
    expect(pooled.records.map((r) => [r.file, r.observedRuns, r.peerObservedRuns])).toEqual([
      ["a.json", 2, 2],
      ["b.json", 0, 0],
      ["c.json", 1, 1],
    ]);
    expect(poolVersusRecords([b, b], noFolder).sites[0].observed).toBeUndefined();
  });

  it("gives the pooled runs to the report: its medians and rank test read all of them", () => {
    // Alone, each record has ours above the peer's median (50 > 40, 30 > 20); pooled, below it.
    const a = record("a.json", { "/about": { ours: [1, 50, 50], peer: [40, 40, 40] } });
    const b = record("b.json", { "/about": { ours: [1, 30, 30], peer: [20, 20, 20] } });
    expect(renderVersusReport(a.sites, 3)).toContain("TBT no more than the peer's: 1 missed");
    expect(renderVersusReport(b.sites, 3)).toContain("TBT no more than the peer's: 1 missed");
    const pooled = poolVersusRecords([a, b], noFolder);
    const report = renderVersusReport(pooled.sites, 6, "### Pooled");
    expect(report.startsWith("### Pooled\n")).toBe(true);
    expect(report).toContain("| /about | 30 ms (1–50) | 40 ms (20–40) | 0.75× |");
    expect(report).toContain("Target met on every route");
  });

  it("reads the build's digest from its folder for a record that kept none", () => {
    const old = record("old.json", { "/": { ours: [1], peer: [2] } }, { siteFingerprint: undefined });
    const pooled = poolVersusRecords([old, record("new.json", { "/": { ours: [3], peer: [4] } })], (r) =>
      r.file === "old.json" ? "build-a" : null,
    );
    expect(pooled.fingerprint).toBe("build-a");
  });

  it("refuses records of two builds, two peers, a run without a peer, a build it cannot tell, or one record", () => {
    const a = record("a.json", { "/": { ours: [1], peer: [2] } });
    const refuse = (records: SavedVersusRecord[]) => () => poolVersusRecords(records, noFolder);
    expect(refuse([a, { ...a, file: "b.json", siteFingerprint: "build-b" }])).toThrow(
      new PoolError("b.json measured another build (build-b) than a.json (build-a)."),
    );
    expect(
      refuse([a, { ...a, file: "c.json", options: { versus: "http://127.0.0.1:5000", root: null } }]),
    ).toThrow("c.json measured beside http://127.0.0.1:5000, a.json beside http://127.0.0.1:4173.");
    expect(refuse([a, { ...a, file: "d.json", sites: [a.sites[0]!] }])).toThrow(
      "d.json is not a run beside a peer (--versus): nothing to pool.",
    );
    expect(refuse([a, { ...a, file: "e.json", siteFingerprint: null }])).toThrow(
      "e.json kept no digest of the build it measured, and its folder (/tmp/site/client) is not there",
    );
    expect(refuse([a])).toThrow("Pooling wants two records or more.");
  });
});
