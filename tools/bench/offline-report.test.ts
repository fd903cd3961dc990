import { describe, expect, it } from "vitest";
import { offlineMisses, renderOfflineReport, type OfflineResult } from "./offline-report";

const met: OfflineResult = {
  firstVisit: { requests: 40, bytes: 120 * 1024, bytesBeforePaint: 0, photos: [], pageBytes: 200 * 1024 },
  pages: [
    { route: "/", opens: true, fcpMs: 210, onlineFcpMs: 1200 },
    { route: "/about", opens: true, fcpMs: 230, onlineFcpMs: 1250 },
  ],
  outbox: { secondsToInbox: 1.4, copies: 1 },
  errors: [],
};

describe("the offline report", () => {
  it("says the targets are met when they are, with every figure in its table", () => {
    expect(offlineMisses(met)).toEqual([]);
    const report = renderOfflineReport(met);
    expect(report).toContain("| the service worker's install | 40 | 120.0 KB | 0.0 KB | none |");
    expect(report).toContain("| /about | yes | 230 ms | 1250 ms |");
    expect(report).toContain("| page open | 1.4 s | 1 |");
    expect(report).toContain("Met.");
  });

  it("names each target missed", () => {
    const missed: OfflineResult = {
      ...met,
      firstVisit: {
        ...met.firstVisit!,
        bytes: 200 * 1024,
        bytesBeforePaint: 2048,
        photos: ["/assets/a.avif"],
      },
      pages: [{ route: "/order", opens: false, fcpMs: null, onlineFcpMs: 900 }],
      outbox: { secondsToInbox: 7.5, copies: 2 },
    };
    expect(offlineMisses(missed)).toEqual([
      "service worker: 2.0 KB before the first paint (target: none)",
      "service worker: 200.0 KB on the first visit > 150.0 KB",
      "service worker fetched photos: /assets/a.avif",
      "/order does not open offline",
      "outbox: 7.5 s to the inbox > 5 s",
      "outbox: 2 copies in the inbox (target: exactly 1)",
    ]);
    expect(renderOfflineReport(missed)).toContain("| /order | no | – | 900 ms |");
  });

  it("says when the order never arrived", () => {
    expect(offlineMisses({ ...met, outbox: { secondsToInbox: null, copies: 0 } })).toEqual([
      "outbox: the order never reached the inbox",
      "outbox: 0 copies in the inbox (target: exactly 1)",
    ]);
  });
});
