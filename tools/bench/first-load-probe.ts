/**
 * A second, independent count of a page's first load: a phone-sized Chromium (390×844 at 3×, like
 * the Playwright mobile project) opens the page unthrottled, never scrolls, and waits until the
 * network has been idle; every byte fetched until then is counted. Lighthouse emulates a
 * different phone (412×823 at 1.75×), so the two bracket what real phones fetch.
 */
import type { Request } from "@playwright/test";
import { phone, withChromium } from "./playwright-browser";

export interface ProbeResult {
  requests: number;
  /** Compressed bytes on the wire, headers included. */
  bytes: number;
  bytesByType: Record<string, number>;
}

/** After network idle, a little longer, for images the page asks for once its script has run. */
const settleMs = 1500;

export async function probeFirstLoad(url: string): Promise<ProbeResult> {
  return withChromium(async (browser) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => sizes.push(transferred(request)));
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState("networkidle");
    const finished = await Promise.all(sizes);
    const bytesByType: Record<string, number> = {};
    for (const { type, bytes } of finished) bytesByType[type] = (bytesByType[type] ?? 0) + bytes;
    return { requests: finished.length, bytes: finished.reduce((sum, f) => sum + f.bytes, 0), bytesByType };
  });
}

async function transferred(request: Request): Promise<{ type: string; bytes: number }> {
  const sizes = await request.sizes();
  return { type: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize };
}
