/**
 * How the collection page and the build scale with the catalogue: the shipped designs against a
 * generated catalogue ten times larger, each built twice in its own scratch copy (cold image
 * cache, then warm), then the collection page measured from each build.
 */
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Request } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { startServer } from "../../server/start-server";
import { closeOnExit, errorMessage, phone, progress, using, withChromium } from "./browser";
import { growCatalogue, growthFactor, readDesigns } from "./grow-catalogue";
import { type RouteResult, type RunSummary, measureSite } from "./lighthouse";
import { kb, markdownTable, percentChange, seconds, targets } from "./report";
import {
  type BuildTiming,
  type ScratchProject,
  buildScratchProject,
  prepareScratchProject,
} from "../scratch-project";
import { claimScratchFolder, scratchRoot } from "./scratch-folder";

export interface ProbeResult {
  requests: number;
  /** Compressed bytes on the wire, headers included. */
  bytes: number;
  bytesByType: Record<string, number>;
}

export interface CatalogueResult {
  designs: number;
  /** Photos in app/content/images (all pages' photos, not only the catalogue's). */
  sourceImages: number;
  /** Image files in the built site. */
  builtImages: number;
  cold: BuildTiming;
  warm: BuildTiming;
  /** Load average (1 min) when each build started: other work on the machine slows builds. */
  loadAverage: { cold: number; warm: number };
  collection: RouteResult;
  probe: ProbeResult | null;
  probeError: string | null;
}

export interface ScalingResult {
  seconds: number;
  shipped: CatalogueResult;
  grown: CatalogueResult;
  /** Fractional growth of the collection page's first-load bytes (0.1 = +10%). */
  growth: { lighthouse: number | null; probe: number | null };
}

export async function runScaling({ runs, rawDir }: { runs: number; rawDir: string }): Promise<ScalingResult> {
  const started = performance.now();
  claimScratchFolder();
  const copy = (name: string) => prepareScratchProject(path.join(scratchRoot, name), { images: "cold" });
  const shipped = await copy("scaling-1x");
  const grown = await copy(`scaling-${growthFactor}x`);
  const shippedDesigns = (await readDesigns(shipped.dir)).length;
  progress(`[scaling] adding the ${growthFactor}× catalogue's designs and photos…`);
  const grownDesigns = (await growCatalogue(grown.dir)).length;

  // All four builds before any measuring, so Lighthouse never competes with a build for the CPU.
  const shippedBuilds = await buildTwice(shipped, `${shippedDesigns} designs`);
  const grownBuilds = await buildTwice(grown, `${grownDesigns} designs`);
  const shippedResult = await measureCatalogue(shipped, shippedDesigns, shippedBuilds, runs, rawDir);
  const grownResult = await measureCatalogue(grown, grownDesigns, grownBuilds, runs, rawDir);

  return {
    seconds: (performance.now() - started) / 1000,
    shipped: shippedResult,
    grown: grownResult,
    growth: {
      lighthouse: growth(
        shippedResult.collection.median?.bytes.total,
        grownResult.collection.median?.bytes.total,
      ),
      probe: growth(shippedResult.probe?.bytes, grownResult.probe?.bytes),
    },
  };
}

type TwoBuilds = Pick<CatalogueResult, "cold" | "warm" | "loadAverage">;

async function buildTwice(project: ScratchProject, label: string): Promise<TwoBuilds> {
  const coldLoad = os.loadavg()[0] ?? 0;
  progress(`[scaling] ${label}: cold build (empty image cache)…`);
  const cold = await buildScratchProject(project, "build-cold", { onInterrupt: closeOnExit });
  progress(`[scaling] ${label}: cold build ${seconds(cold.seconds)}; warm rebuild…`);
  const warmLoad = os.loadavg()[0] ?? 0;
  const warm = await buildScratchProject(project, "build-warm", { onInterrupt: closeOnExit });
  progress(`[scaling] ${label}: warm rebuild ${seconds(warm.seconds)}`);
  return { cold, warm, loadAverage: { cold: coldLoad, warm: warmLoad } };
}

async function measureCatalogue(
  project: ScratchProject,
  designs: number,
  builds: TwoBuilds,
  runs: number,
  rawDir: string,
): Promise<CatalogueResult> {
  const label = `${designs} designs`;
  return using(
    () => startServer({ port: 0, root: project.clientDir, inboxDir: false }),
    (server) => server.close(),
    async (server) => {
      const [collection] = await measureSite({
        label,
        baseUrl: server.url,
        routes: [paths.collection],
        runs,
        rawDir,
      });
      if (!collection) throw new Error("The collection page was not measured.");
      let probe: ProbeResult | null = null;
      let probeError: string | null = null;
      try {
        probe = await probeFirstLoad(server.url + paths.collection);
      } catch (error) {
        probeError = errorMessage(error);
      }
      return {
        designs,
        sourceImages: await countFiles(path.join(project.dir, "app", "content", "images"), isImage),
        builtImages: await countFiles(path.join(project.clientDir, "assets"), isImage),
        ...builds,
        collection,
        probe,
        probeError,
      };
    },
  );
}

function growth(before: number | undefined, after: number | undefined): number | null {
  return before && after !== undefined ? (after - before) / before : null;
}

const isImage = (name: string) => /\.(jpe?g|png|webp|avif|gif)$/i.test(name);

async function countFiles(dir: string, keep: (name: string) => boolean): Promise<number> {
  const entries = await readdir(dir, { recursive: true }).catch(() => []);
  return entries.filter(keep).length;
}

/**
 * A second, independent count of the page's first load: a phone-sized Chromium (390×844 at 3×)
 * opens it unthrottled, never scrolls, and counts every byte fetched until the network has been
 * idle. Lighthouse emulates another phone (412×823 at 1.75×), so the two bracket what real phones fetch.
 */
function probeFirstLoad(url: string): Promise<ProbeResult> {
  return withChromium(async (browser) => {
    const page = await (await browser.newContext(phone)).newPage();
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    const transferred = async (request: Request) => {
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      return { type: request.resourceType(), bytes: responseBodySize + responseHeadersSize };
    };
    page.on("requestfinished", (request) => sizes.push(transferred(request)));
    await page.goto(url, { waitUntil: "networkidle" });
    // A little longer, for images the page asks for once its script has run.
    await page.waitForTimeout(1500);
    await page.waitForLoadState("networkidle");
    const finished = await Promise.all(sizes);
    const bytesByType: Record<string, number> = {};
    for (const { type, bytes } of finished) bytesByType[type] = (bytesByType[type] ?? 0) + bytes;
    return { requests: finished.length, bytes: finished.reduce((sum, f) => sum + f.bytes, 0), bytesByType };
  });
}

type Figure = [label: string, pick: (c: CatalogueResult) => number, show: (value: number) => string];

export function renderScalingReport(result: ScalingResult): string {
  const { shipped, grown } = result;
  const header = [
    "",
    `${shipped.designs} designs (shipped)`,
    `${grown.designs} designs (${growthFactor}×)`,
    "Change",
  ];
  const lighthouse = (pick: (run: RunSummary) => number) => (c: CatalogueResult) =>
    c.collection.median ? pick(c.collection.median) : Number.NaN;
  const figures: Figure[] = [
    ["Source photos", (c) => c.sourceImages, String],
    ["Image files built", (c) => c.builtImages, String],
    ["Cold build (empty image cache)", (c) => c.cold.seconds, seconds],
    ["Warm rebuild (image cache full)", (c) => c.warm.seconds, seconds],
    ["Collection first load (Lighthouse)", lighthouse((r) => r.bytes.total), kb],
    ["… requests", lighthouse((r) => r.requests), String],
    ["… HTML", lighthouse((r) => r.bytes.document), kb],
    ["… JavaScript", lighthouse((r) => r.bytes.script), kb],
    ["… images", lighthouse((r) => r.bytes.image), kb],
    ["Collection first load (390×844 probe)", (c) => c.probe?.bytes ?? Number.NaN, kb],
    ["… requests", (c) => c.probe?.requests ?? Number.NaN, String],
  ];
  const rows = figures.map(([label, pick, show]) => {
    const [before, after] = [pick(shipped), pick(grown)];
    const cell = (value: number) => (Number.isFinite(value) ? show(value) : "–");
    const change = Number.isFinite(before) && Number.isFinite(after) ? percentChange(before, after) : "–";
    return [label, cell(before), cell(after), change];
  });
  const probeNotes = [shipped, grown].flatMap((c) =>
    c.probeError ? [`Probe failed (${c.designs} designs): ${c.probeError}`] : [],
  );
  return [
    `### Catalogue scaling: ${shipped.designs} vs ${grown.designs} designs (took ${seconds(result.seconds)})`,
    "",
    markdownTable(header, rows),
    "",
    verdict(result.growth),
    ...probeNotes,
    "",
  ].join("\n");
}

function verdict(growth: ScalingResult["growth"]): string {
  if (growth.lighthouse === null) return "The growth could not be measured (see the failed runs above).";
  const met = growth.lighthouse < targets.catalogueGrowth ? "met" : "missed";
  const asPercent = (fraction: number) => percentChange(1, 1 + fraction);
  const probe = growth.probe === null ? "" : `, ${asPercent(growth.probe)} by the probe`;
  return (
    `Target: the collection's first load grows by less than ${targets.catalogueGrowth * 100}%: ${met} ` +
    `(${asPercent(growth.lighthouse)} by Lighthouse${probe}).`
  );
}
