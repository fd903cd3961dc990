/**
 * One Lighthouse run: a fresh headless Chromium, Lighthouse's default config (mobile emulation,
 * simulated throttling), and the facts the report needs that the result file does not keep.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type DevtoolsLog, type Result, type Trace } from "lighthouse";
import { using } from "./cleanup";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Quiet, reproducible headless Chromium; no sandbox because the benchmark may run as root. */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRun {
  lhr: Result;
  /** Requests Chromium marked render-blocking (from the trace; the result file drops that flag). */
  renderBlockingUrls: string[];
  /** Response header bytes by URL, so bodies can be told from headers in the transfer sizes. */
  headerBytes: Record<string, number>;
}

class LighthouseRunError extends Error {
  override name = "LighthouseRunError";
}

/** A new browser per run, as Lighthouse's own CLI does, so no cache or memory carries over. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  return using(
    () =>
      chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: chromiumFlags,
        // Our cleanup hook closes Chrome on Ctrl+C; chrome-launcher's own would exit before the server closes.
        handleSIGINT: false,
        logLevel: "silent",
      }),
    (chrome) => chrome.kill(),
    async (chrome) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!result) throw new LighthouseRunError(`Lighthouse returned nothing for ${url}.`);
      const { lhr, artifacts } = result;
      if (lhr.runtimeError) {
        throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      return {
        lhr,
        renderBlockingUrls: renderBlockingUrls(artifacts.Trace),
        headerBytes: headerBytes(artifacts.DevtoolsLog),
      };
    },
  );
}

/** Chromium records, per request, whether it blocks the first render (`"blocking"`). */
function renderBlockingUrls(trace: Trace): string[] {
  const urls = new Set<string>();
  for (const event of trace.traceEvents) {
    if (event.name !== "ResourceSendRequest") continue;
    const data: Record<string, unknown> = event.args.data ?? {};
    if (data.renderBlocking === "blocking" && typeof data.url === "string") urls.add(data.url);
  }
  return [...urls];
}

/** Before the body arrives, Chromium reports the bytes received so far: the status line and headers. */
function headerBytes(log: DevtoolsLog): Record<string, number> {
  const bytes: Record<string, number> = {};
  for (const entry of log) {
    if (entry.method !== "Network.responseReceived") continue;
    const { url, encodedDataLength } = entry.params.response;
    bytes[url] = encodedDataLength;
  }
  return bytes;
}

/** The versions that produced the numbers, for the results file. */
export function toolVersions(): { lighthouse: string; chromium: string } {
  const require = createRequire(import.meta.url);
  const { version } = require("lighthouse/package.json") as { version: string };
  let chromium = "unknown";
  try {
    const output = execFileSync(chromiumPath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    chromium = output.trim();
  } catch {
    // Reported as unknown; the runs themselves will say if the browser is missing.
  }
  return { lighthouse: version, chromium };
}
