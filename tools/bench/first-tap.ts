/**
 * The first working tap, in a real Chromium: how long after navigation start a tap on the phone
 * menu first opens it. The contract is `firstTapDefinition` in report.ts.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, CDPSession, Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { errorMessage, phone, progress, throttleLikeAPhone, withChromium } from "./browser";
import type { TapRoute, TapRun } from "./report";

const pollMs = 20;
const giveUpMs = 20_000;
/** A tap the page has not answered with a click this long after is taken as lost. */
const lostTapMs = 300;
const probeName = "__firstTapProbe";

/** The control: a button in the navigation of that name, or (null) the header's menu button. */
type Control = { navigation: string; button: string } | null;

/** One browser; every run gets a fresh context, so no cache, cookie or socket carries over. */
export function measureFirstTap(
  baseUrl: string,
  routes: readonly string[],
  runs: number,
): Promise<TapRoute[]> {
  return withChromium(async (browser) => {
    const results: TapRoute[] = [];
    for (const route of routes) {
      const result: TapRoute = { route, runs: [], errors: [] };
      const control =
        route === paths.collection ? { navigation: "Quick navigation", button: "Our Design" } : null;
      for (let run = 1; run <= runs; run++) {
        const prefix = `[first tap] ${route} run ${run}/${runs}`;
        try {
          const done = await measureRun(browser, baseUrl + route, control);
          result.runs.push(done);
          const ms = (value: number | null) => (value === null ? "never" : `${Math.round(value)} ms`);
          progress(`${prefix}: FCP ${ms(done.fcpMs)}, tap ${ms(done.tapMs)} (${done.taps} taps)`);
        } catch (error) {
          const message = errorMessage(error).split("\n")[0] ?? "";
          result.errors.push(`run ${run}: ${message}`);
          progress(`${prefix} failed: ${message}`);
        }
      }
      results.push(result);
    }
    return results;
  });
}

async function measureRun(browser: Browser, url: string, control: Control): Promise<TapRun> {
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript(installProbe, { control, name: probeName });
    const page = await context.newPage();
    return await tapUntilOpen(page, await throttleLikeAPhone(page), url);
  } finally {
    await context.close();
  }
}

/**
 * Look, tap when the control can be hit, wait until the page has handled that tap, and stop at the
 * first tap after which the control is open. Each tap is settled before the next, so two taps can
 * never open and close a toggle between two looks.
 */
async function tapUntilOpen(page: Page, cdp: CDPSession, url: string): Promise<TapRun> {
  const deadline = Date.now() + giveUpMs;
  await page.goto(url, { waitUntil: "commit", timeout: giveUpMs });
  let taps = 0;
  let lastTapAt: number | null = null;
  while (Date.now() < deadline) {
    const nextLook = Date.now() + pollMs;
    const state = await read(cdp, false);
    if (state?.opened) {
      // Open without a tap seen to work (a framework replaying a tap once hydrated, say): the
      // latest tap gets the credit, the later and so the cautious choice.
      if (lastTapAt === null) throw new Error("the control was open before any tap");
      return finish(cdp, lastTapAt, state.timeOrigin, taps);
    }
    if (state?.tappable) {
      const tapAt = Date.now();
      await page.touchscreen.tap(state.x, state.y);
      [taps, lastTapAt] = [taps + 1, tapAt];
      const after = await settle(cdp, state.clicks, tapAt, deadline);
      if (after?.opened) return finish(cdp, tapAt, after.timeOrigin, taps);
    }
    await sleep(Math.max(0, nextLook - Date.now()));
  }
  return { fcpMs: await readFcp(cdp), tapMs: null, taps };
}

/** Waits until the page has clicked for the tap (or lost it), then reads the control a frame later. */
async function settle(cdp: CDPSession, clicksBefore: number, tapAt: number, deadline: number) {
  for (;;) {
    const state = await read(cdp, false);
    if (state && state.clicks > clicksBefore) return (await read(cdp, true)) ?? state;
    if (state?.opened || Date.now() >= deadline || Date.now() - tapAt >= lostTapMs) return state;
    await sleep(pollMs / 3);
  }
}

async function finish(cdp: CDPSession, tapAt: number, timeOrigin: number, taps: number): Promise<TapRun> {
  // Node's clock and the page's time origin are both the machine's wall clock.
  const tappedMs = tapAt - timeOrigin;
  if (tappedMs < 0)
    throw new Error(`the tap came before the navigation started (${Math.round(tappedMs)} ms)`);
  const fcpMs = await readFcp(cdp);
  return { fcpMs, tapMs: fcpMs === null ? tappedMs : Math.max(tappedMs, fcpMs), taps };
}

async function readFcp(cdp: CDPSession): Promise<number | null> {
  const read = cdp
    .send("Runtime.evaluate", {
      expression: `performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null`,
      returnByValue: true,
    })
    .then(({ result }) => (typeof result.value === "number" ? result.value : null));
  return Promise.race([read, sleep(5000, null)]);
}

interface ControlState {
  /** Centre of the control, in CSS pixels of the viewport. */
  x: number;
  y: number;
  /** On screen and not covered: a finger could hit it. */
  tappable: boolean;
  opened: boolean;
  /** Clicks the page has seen so far. */
  clicks: number;
  timeOrigin: number;
}

/**
 * One look through the in-page probe by plain CDP: a millisecond or two of the page's time, where
 * a Playwright locator would first load its own script into the page, a few hundred ms on the
 * throttled CPU. Null when the control is not there yet or the look failed (between documents).
 */
async function read(cdp: CDPSession, afterFrame: boolean): Promise<ControlState | null> {
  return cdp
    .send("Runtime.evaluate", {
      expression: `globalThis[${JSON.stringify(probeName)}]?.read(${afterFrame})`,
      awaitPromise: true,
      returnByValue: true,
    })
    .then(({ result, exceptionDetails }) =>
      exceptionDetails ? null : ((result.value ?? null) as ControlState),
    )
    .catch(() => null);
}

/**
 * Installed in every document before its own script: counts clicks, finds the control as a screen
 * reader would (by its name) and reads its state. It runs in the page, so it stands alone, and its
 * helpers are methods of one object: tsx would wrap inner named functions in a helper (`__name`)
 * the page does not have.
 */
function installProbe({ control, name }: { control: Control; name: string }): void {
  let clicks = 0;
  addEventListener("click", () => (clicks += 1), { capture: true, passive: true });
  const probe = {
    label(element: Element): string {
      const text =
        element.getAttribute("aria-label") ?? (element instanceof HTMLElement ? element.innerText : "");
      return text.replace(/\s+/g, " ").trim();
    },
    candidates(): Element[] {
      if (control) {
        const navigations = [...document.querySelectorAll("nav")].filter(
          (nav) => nav.getAttribute("aria-label") === control.navigation,
        );
        return navigations
          .flatMap((nav) => [...nav.querySelectorAll("button")])
          .filter((button) => this.label(button) === control.button);
      }
      return [...document.querySelectorAll("header button")].filter((button) =>
        /menu/i.test(this.label(button)),
      );
    },
    /** Laid out and not hidden; with `onScreen`, also within the viewport. */
    visible(element: Element, onScreen = false): boolean {
      const box = element.getBoundingClientRect();
      const inView = box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
      const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: onScreen });
      return shown && box.width > 0 && box.height > 0 && (inView || !onScreen);
    },
    opened(element: Element): boolean {
      if (element.getAttribute("aria-expanded") === "true") return true;
      if (document.getElementById(element.getAttribute("popovertarget") ?? "")?.matches(":popover-open"))
        return true;
      // A closed menu may wait just off screen, ready to slide in: what it controls must be in view.
      const controlled = document.getElementById(element.getAttribute("aria-controls") ?? "");
      return controlled !== null && this.visible(controlled, true);
    },
    async read(afterFrame: boolean): Promise<ControlState | null> {
      if (afterFrame) {
        // Whatever the click set going (a state update, a task, an animation frame) has run by then.
        await new Promise((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve));
          setTimeout(resolve, 100);
        });
      }
      const element = this.candidates().find((candidate) => this.visible(candidate));
      if (!element) return null;
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const hit =
        x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
      // Tapped as soon as it can be hit, painted or not: a tap that works before the paint counts from the paint.
      const tappable = hit !== null && element.contains(hit);
      return { x, y, tappable, opened: this.opened(element), clicks, timeOrigin: performance.timeOrigin };
    },
  };
  // Not enumerable, so the page's own script never comes across it.
  Object.defineProperty(window, name, { value: probe });
}
