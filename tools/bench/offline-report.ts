/**
 * "Offline": what the service worker costs a first visit, which pages open offline and how fast,
 * and an order whose connection is cut during its upload. The figures, the targets and the
 * Markdown; offline.ts drives the browser. No browser here, so all of this is unit-tested.
 */
import { kb, kilobyte, markdownTable } from "./report";

export const offlineTargets = {
  /** Bytes the service worker fetches before the first paint. */
  beforePaintBytes: 0,
  /** …and after it, on the first visit. */
  afterPaintBytes: 150 * kilobyte,
  /** Seconds from the connection's return to the order in the inbox, with the page open. */
  outboxSeconds: 5,
} as const;

export interface FirstVisitCost {
  /** Requests the service worker made while installing, and their bytes on the wire. */
  requests: number;
  bytes: number;
  /** Of those, started before the page's first contentful paint. */
  bytesBeforePaint: number;
  /** Photos among the files it fetched (target: none). */
  photos: string[];
  /** The page's own first load, for scale. */
  pageBytes: number;
}

export interface OfflinePage {
  route: string;
  opens: boolean;
  /** First contentful paint from the service worker's copy, on the phone profile; null if none. */
  fcpMs: number | null;
  /** The same page's first paint online, first visit, same profile. */
  onlineFcpMs: number | null;
}

export interface OutboxRun {
  /** Seconds from the connection's return to the order's arrival in the inbox; null if it never came. */
  secondsToInbox: number | null;
  /** Copies of the order in the inbox 5 s after the first arrived. */
  copies: number;
  error?: string;
}

export interface OfflineResult {
  firstVisit: FirstVisitCost | null;
  pages: OfflinePage[];
  outbox: OutboxRun | null;
  errors: string[];
}

export const offlineDefinition =
  "Offline: a local build served by the project's server with its inbox, in real Chromium with " +
  "DevTools throttling (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), a 390×844 " +
  "phone at 3× with touch. First visit: the home page in a fresh context, every request counted " +
  "(the page's and the service worker's, by the bytes of their responses on the wire) until the " +
  "service worker is active and the network has been quiet for 2 s. Offline: in the same context, " +
  "the browser taken offline, each of the six pages opened in turn: it opens when its main heading " +
  "is shown; its first contentful paint from the service worker's copy beside the same page's first " +
  "paint online, first visit, same profile. Outbox: an order (with one photo) placed on /order, the " +
  "connection cut as its post starts; 1 s after the page says the order is kept, the connection " +
  "returns, timed until the inbox has it, and the copies counted 5 s later.";

const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);

export function offlineMisses(result: OfflineResult): string[] {
  const misses: string[] = [];
  const visit = result.firstVisit;
  if (visit) {
    if (visit.bytesBeforePaint > offlineTargets.beforePaintBytes) {
      misses.push(`service worker: ${kb(visit.bytesBeforePaint)} before the first paint (target: none)`);
    }
    if (visit.bytes > offlineTargets.afterPaintBytes) {
      misses.push(
        `service worker: ${kb(visit.bytes)} on the first visit > ${kb(offlineTargets.afterPaintBytes)}`,
      );
    }
    if (visit.photos.length > 0) misses.push(`service worker fetched photos: ${visit.photos.join(", ")}`);
  }
  for (const page of result.pages) if (!page.opens) misses.push(`${page.route} does not open offline`);
  const outbox = result.outbox;
  if (outbox) {
    if (outbox.secondsToInbox === null) misses.push("outbox: the order never reached the inbox");
    else if (outbox.secondsToInbox > offlineTargets.outboxSeconds) {
      misses.push(
        `outbox: ${outbox.secondsToInbox.toFixed(1)} s to the inbox > ${offlineTargets.outboxSeconds} s`,
      );
    }
    if (outbox.copies !== 1) misses.push(`outbox: ${outbox.copies} copies in the inbox (target: exactly 1)`);
  }
  return misses;
}

export function renderOfflineReport(result: OfflineResult): string {
  const visit = result.firstVisit;
  const lines = ["### Offline: the service worker and the outbox", ""];
  if (visit) {
    lines.push(
      markdownTable(
        ["First visit to /", "Requests", "Bytes", "Before the first paint", "Photos"],
        [
          ["the page's own load", "–", kb(visit.pageBytes), "–", "–"],
          [
            "the service worker's install",
            String(visit.requests),
            kb(visit.bytes),
            kb(visit.bytesBeforePaint),
            visit.photos.length === 0 ? "none" : visit.photos.join(", "),
          ],
        ],
      ),
      "",
    );
  }
  if (result.pages.length > 0) {
    lines.push(
      markdownTable(
        [
          "Page, offline, after one visit to /",
          "Opens",
          "FCP from the phone's copy",
          "FCP online (first visit)",
        ],
        result.pages.map((page) => [
          page.route,
          page.opens ? "yes" : "no",
          ms(page.fcpMs),
          ms(page.onlineFcpMs),
        ]),
      ),
      "",
    );
  }
  const outbox = result.outbox;
  if (outbox) {
    lines.push(
      markdownTable(
        ["Order, connection cut during its upload", "Connection back → in the inbox", "Copies in the inbox"],
        [
          [
            "page open",
            outbox.secondsToInbox === null ? "never" : `${outbox.secondsToInbox.toFixed(1)} s`,
            String(outbox.copies),
          ],
        ],
      ),
      "",
    );
  }
  const misses = offlineMisses(result);
  lines.push(
    `Targets: nothing before the first paint and ≤ ${kb(offlineTargets.afterPaintBytes)} after it, no photo kept at install; ` +
      `every page opens offline; the order in the inbox ≤ ${offlineTargets.outboxSeconds} s after the connection returns, exactly once. ` +
      (misses.length === 0 ? "Met." : "Missed:"),
    ...(misses.length === 0 ? [] : ["", ...misses.map((miss) => `- ${miss}`)]),
    ...(result.errors.length === 0 ? [] : ["", "Errors:", ...result.errors.map((error) => `- ${error}`)]),
    "",
    offlineDefinition,
    "",
  );
  return lines.join("\n");
}
