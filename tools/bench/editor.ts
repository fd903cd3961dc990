/**
 * "The content editor": what /admin/ costs the owner's browser on its first open, and how soon it
 * can be used, on a desktop profile (Lighthouse's desktop throttling: 40 ms round trip, 10 Mbps
 * both ways, CPU unthrottled, a 1350×940 window, cache off, a fresh context per run). Usable: the
 * editor has read its configuration and shows its sign-in button. The site's home page is opened
 * the same way in the same run, turn about, for a figure that carries across machines (the ratio).
 */
import type { Browser, Page } from "@playwright/test";
import { errorMessage, progress, withChromium } from "./browser";

export const editorDefinition =
  "The content editor: /admin/ of the production build, served by the project's server, opened in real Chromium with DevTools throttling at Lighthouse's desktop profile (40 ms round trip, 10 Mbps down and up, CPU unthrottled, 1350×940, cache off, a fresh context per run). Bytes: every response's size on the wire (compressed), summed, until usable. Usable: the editor has loaded its script and read its configuration, and shows its sign-in button. The home page is measured the same way in the same run, turn about (usable: its first contentful paint), and the ratio carries across machines.";

export interface OpenRun {
  ms: number;
  bytes: number;
  requests: number;
}

export interface EditorResult {
  runs: number;
  editor: OpenRun[];
  home: OpenRun[];
  errors: string[];
}

const desktop = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 } as const;

async function openOnce(
  browser: Browser,
  url: string,
  usable: (page: Page) => Promise<unknown>,
): Promise<OpenRun> {
  const context = await browser.newContext(desktop);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 40,
      downloadThroughput: 10_240_000 / 8,
      uploadThroughput: 10_240_000 / 8,
    });
    let bytes = 0;
    let requests = 0;
    cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    await usable(page);
    const ms = Date.now() - started;
    return { ms, bytes, requests };
  } finally {
    await context.close();
  }
}

const editorUsable = (page: Page) =>
  page.getByRole("button", { name: /^Login/ }).waitFor({ timeout: 60_000 });
const homeUsable = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
    timeout: 60_000,
  });

export async function measureEditor(baseUrl: string, runs = 3): Promise<EditorResult> {
  const result: EditorResult = { runs, editor: [], home: [], errors: [] };
  await withChromium(async (browser) => {
    for (let run = 1; run <= runs; run += 1) {
      progress(`[editor] run ${run}/${runs}`);
      try {
        result.editor.push(await openOnce(browser, new URL("/admin/", baseUrl).href, editorUsable));
        result.home.push(await openOnce(browser, new URL("/", baseUrl).href, homeUsable));
      } catch (error) {
        result.errors.push(`run ${run}: ${errorMessage(error)}`);
      }
    }
  });
  return result;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function renderEditorReport(result: EditorResult): string {
  if (result.editor.length === 0)
    return `### The content editor\n\nNo run completed: ${result.errors.join("; ")}\n`;
  const row = (label: string, runs: readonly OpenRun[]) =>
    `| ${label} | ${kb(median(runs.map((run) => run.bytes)))} | ${median(runs.map((run) => run.requests))} | ${median(runs.map((run) => run.ms))} ms (${Math.min(...runs.map((run) => run.ms))}–${Math.max(...runs.map((run) => run.ms))}) |`;
  const ratio = median(result.editor.map((run) => run.ms)) / median(result.home.map((run) => run.ms));
  return [
    "### The content editor (desktop profile)",
    "",
    `| Page | Bytes on first open | Requests | Usable (median of ${result.editor.length}; range) |`,
    "| --- | ---: | ---: | ---: |",
    row("/admin/ (until its sign-in button)", result.editor),
    row("/ (until its first paint)", result.home),
    "",
    `The editor is usable ${ratio.toFixed(1)}× as late as the home page paints, on the same profile in the same run.`,
    "",
    editorDefinition,
    "",
  ].join("\n");
}
