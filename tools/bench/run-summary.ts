/** The figures the benchmark keeps from one Lighthouse result, and how the median run is chosen. */
import type { Result } from "lighthouse";
import type { LighthouseRun } from "./lighthouse-run";

/** Resource types as Lighthouse's `resource-summary` names them; "other" gathers media and the rest. */
export const byteTypes = ["document", "script", "stylesheet", "image", "font", "other"] as const;
export type ByteType = (typeof byteTypes)[number];

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

export interface RunSummary {
  /** 0–100, as the Lighthouse report shows them; null when a category could not be scored. */
  scores: Scores;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything requested during the Lighthouse load (until network and CPU are quiet, no scrolling). */
  requests: number;
  /** Bytes on the wire (compressed, headers included), in total and by type. */
  bytes: Record<ByteType | "total", number>;
  requestsByType: Record<ByteType, number>;
  /**
   * The page's HTML plus the stylesheets that block its first render, compressed: what must fit
   * the first 14 KB. Bodies only, as the files are; `transferBytes` adds the response headers.
   */
  critical: {
    htmlBytes: number;
    cssBytes: number;
    stylesheets: number;
    totalBytes: number;
    transferBytes: number;
  };
  /** The page's URL after redirects. */
  finalUrl: string;
  /**
   * Lighthouse's measure of this machine's speed during the run. Simulated timings scale with
   * it: a machine busy with other work gives a lower index and slower FCP, LCP and TBT.
   */
  benchmarkIndex: number;
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority?: string;
}

export function summariseRun({ lhr, renderBlockingUrls, headerBytes }: LighthouseRun): RunSummary {
  const summary = new Map(
    tableItems<ResourceSummaryItem>(lhr, "resource-summary").map((i) => [i.resourceType, i]),
  );
  const sizeOf = (type: string) => summary.get(type)?.transferSize ?? 0;
  const countOf = (type: string) => summary.get(type)?.requestCount ?? 0;
  const bytes = { ...byType(sizeOf, sizeOf("total")), total: sizeOf("total") };
  const requestsByType = byType(countOf, countOf("total"));

  return {
    scores: {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
    },
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    requests: countOf("total"),
    bytes,
    requestsByType,
    critical: criticalBytes(lhr, new Set(renderBlockingUrls), headerBytes),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The named types, and "other" for whatever they leave of the total (media, other), so rows add up. */
function byType(pick: (type: string) => number, total: number): Record<ByteType, number> {
  const named = {
    document: pick("document"),
    script: pick("script"),
    stylesheet: pick("stylesheet"),
    image: pick("image"),
    font: pick("font"),
  };
  const other = total - Object.values(named).reduce((sum, value) => sum + value, 0);
  return { ...named, other };
}

function criticalBytes(
  lhr: Result,
  renderBlocking: ReadonlySet<string>,
  headerBytes: Readonly<Record<string, number>>,
): RunSummary["critical"] {
  const requests = tableItems<NetworkRequestItem>(lhr, "network-requests");
  const documents = requests.filter((r) => r.resourceType === "Document");
  const page = documents.find((r) => r.url === lhr.finalDisplayedUrl) ?? documents[0];
  // Older browsers leave the render-blocking flag out of the trace; their blocking CSS is "VeryHigh".
  const isBlocking = (r: NetworkRequestItem) =>
    renderBlocking.size > 0 ? renderBlocking.has(r.url) : r.priority === "VeryHigh";
  const css = requests.filter((r) => r.resourceType === "Stylesheet" && isBlocking(r));
  const transfer = (r: NetworkRequestItem | undefined) => r?.transferSize ?? 0;
  const body = (r: NetworkRequestItem | undefined) =>
    Math.max(0, transfer(r) - (headerBytes[r?.url ?? ""] ?? 0));
  const htmlBytes = body(page);
  const cssBytes = css.reduce((sum, r) => sum + body(r), 0);
  return {
    htmlBytes,
    cssBytes,
    stylesheets: css.length,
    totalBytes: htmlBytes + cssBytes,
    transferBytes: transfer(page) + css.reduce((sum, r) => sum + transfer(r), 0),
  };
}

/**
 * The run reported for a route: order the runs by Performance score (best first), ties broken
 * by LCP (fastest first), and take the middle one (the slower middle for an even count). It is a
 * real run, so its figures belong together, unlike a per-metric median.
 */
export function medianRunIndex(runs: readonly RunSummary[]): number {
  const order = runs
    .map((run, index) => ({ run, index }))
    .sort(
      (a, b) =>
        (b.run.scores.performance ?? -1) - (a.run.scores.performance ?? -1) || a.run.lcpMs - b.run.lcpMs,
    );
  const middle = order[Math.floor(order.length / 2)];
  if (!middle) throw new Error("No runs to take a median of.");
  return middle.index;
}

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** The rows of an audit's table; the audits used here always report one. */
function tableItems<T>(lhr: Result, audit: string): T[] {
  const details = lhr.audits[audit]?.details;
  if (!details || details.type !== "table") return [];
  return details.items as unknown as T[];
}
