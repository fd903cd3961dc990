/**
 * The browser every measurement drives, the phone the real-browser ones emulate, and closing what a
 * run opened: a `finally` covers errors, the signal hook covers Ctrl+C, which would otherwise leave a
 * headless Chrome running.
 */
import { execFileSync } from "node:child_process";
import { type Browser, type CDPSession, type Page, chromium } from "@playwright/test";
import playwrightConfig from "../../playwright.config";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The browser tests' switches (quiet and reproducible; no sandbox, as the benchmark may run as root). */
const playwrightFlags = playwrightConfig.use?.launchOptions?.args ?? [];
/** For Lighthouse, which starts Chromium itself; Playwright supplies its own headless switch. */
export const chromiumFlags = ["--headless=new", ...playwrightFlags];

/** A mid-range phone: the size of the browser tests' mobile project, 3× density, touch. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * The phone's line and CPU, as DevTools throttles them: 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up, CPU 4× slower; the browser's cache off unless `cache` says otherwise.
 */
export async function throttleLikeAPhone(page: Page, { cache = false } = {}): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  if (!cache) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

export function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown"; // The runs themselves will say if the browser is missing.
  }
}

type Disposer = () => Promise<void> | void;
const disposers = new Set<Disposer>();
let signalsHooked = false;

/** Runs `dispose` if the process is stopped by a signal, until the returned function is called. */
export function closeOnExit(dispose: Disposer): () => void {
  if (!signalsHooked) {
    signalsHooked = true;
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        console.error(`\nStopped by ${signal}; closing the browser and the server.`);
        const pending = [...disposers].map(async (close) => close());
        void Promise.allSettled(pending).finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
      });
    }
  }
  disposers.add(dispose);
  return () => void disposers.delete(dispose);
}

/** Runs `use` with a resource that is closed afterwards, on error, and on Ctrl+C. */
export async function using<T, R>(
  open: () => Promise<T>,
  close: (resource: T) => Promise<void> | void,
  use: (resource: T) => Promise<R>,
): Promise<R> {
  const resource = await open();
  const forget = closeOnExit(() => close(resource));
  try {
    return await use(resource);
  } finally {
    forget();
    await close(resource);
  }
}

/** Runs `work` with Chromium started as for Lighthouse and the browser tests. */
export function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  return using(
    () => chromium.launch({ executablePath: chromiumPath, args: playwrightFlags }),
    (browser) => browser.close(),
    work,
  );
}

/** Progress goes to stderr, so stdout carries only the report (`npm run bench > report.md`). */
export function progress(message: string): void {
  console.error(message);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A time as the benchmark names its records in `.bench/`: "2026-11-27T05-01-13Z". */
export function recordStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
}
