/**
 * The first working tap, measured in a real Chromium: how long after navigation start a tap on the
 * phone menu first opens it. The definition is `firstTapDefinition` in first-tap-report.ts.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, CDPSession, Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { errorMessage, phone, progress, throttleLikeAPhone, withChromium } from "./browser";
import { type FirstTapRoute, type FirstTapRun, summariseTaps } from "./first-tap-report";

const pollMs = 20;
const giveUpMs = 20_000;
/** A tap the page has not answered with a click this long after, though it ran our checks since, is lost. */
const lostTapMs = 300;
/** The global the in-page probe lives in. */
const probeName = "__firstTapProbe";

/** Which control to tap: this project's own (found by role), a CSS selector, or a guess. */
export type TapControl =
  { kind: "this-site" } | { kind: "selector"; css: string; opens?: string | null } | { kind: "guess" };

/** What the in-page probe looks for: this site's controls as `confirmControl` names them, or another site's. */
type ProbeTarget =
  | { kind: "banner-menu" }
  | { kind: "named-in-navigation"; navigation: string; button: string }
  | { kind: "selector"; css: string; opens?: string | null }
  | { kind: "guess" };

export interface FirstTapOptions {
  label: string;
  baseUrl: string;
  routes: readonly string[];
  runs: number;
  control: TapControl;
}

interface RunResult {
  run: FirstTapRun;
  tapped: string | null;
}

/** One browser for the site; every run gets a fresh context, so no cache, cookie or socket carries over. */
export async function measureFirstTap({ label, baseUrl, routes, runs, control }: FirstTapOptions) {
  return withChromium(async (browser) => {
    const results: FirstTapRoute[] = [];
    for (const route of routes) {
      const done: FirstTapRun[] = [];
      const errors: string[] = [];
      let tapped: string | null = null;
      const { target, description } = controlFor(control, route);
      for (let run = 1; run <= runs; run++) {
        const prefix = `[${label}] ${route} first tap ${run}/${runs}`;
        try {
          const result = await measureRun(browser, baseUrl + route, target, control.kind === "this-site");
          done.push(result.run);
          tapped = result.tapped ?? tapped;
          progress(`${prefix}: ${describe(result.run)}`);
        } catch (error) {
          const message = errorMessage(error).split("\n")[0] ?? "";
          errors.push(`run ${run}: ${message}`);
          progress(`${prefix} failed: ${message}`);
        }
      }
      const summary = summariseTaps(done);
      results.push({
        route,
        url: baseUrl + route,
        control: description,
        tapped,
        runs: done,
        summary,
        errors,
      });
    }
    return results;
  });
}

function controlFor(control: TapControl, route: string): { target: ProbeTarget; description: string } {
  if (control.kind === "selector") {
    const opens = control.opens ? `, open when ${control.opens} is in view` : "";
    return { target: control, description: `first visible match of CSS ${control.css}${opens}` };
  }
  if (control.kind === "guess") {
    const description = "first visible button named /menu/i or with aria-controls or popovertarget";
    return { target: control, description };
  }
  if (route === paths.collection) {
    const target = {
      kind: "named-in-navigation",
      navigation: "Quick navigation",
      button: "Our Design",
    } as const;
    return { target, description: 'tab bar\'s "Our Design" button' };
  }
  return { target: { kind: "banner-menu" }, description: "header's menu button" };
}

async function measureRun(browser: Browser, url: string, target: ProbeTarget, confirm: boolean) {
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript(installProbe, { target, name: probeName });
    const page = await context.newPage();
    const cdp = await throttleLikeAPhone(page);
    const result = await tapUntilOpen(page, cdp, url);
    // After the measurement, so Playwright's own in-page script (slow on the throttled CPU) costs the page nothing.
    if (confirm && result.tapped !== null) await confirmControl(page, target);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * The loop: look, tap when the control can be tapped, wait until the page has handled that tap,
 * and stop at the first tap after which the control is open. Each tap is settled before the next,
 * so two taps can never open and close a toggle behind our back.
 */
async function tapUntilOpen(page: Page, cdp: CDPSession, url: string): Promise<RunResult> {
  const deadline = Date.now() + giveUpMs;
  await page.goto(url, { waitUntil: "commit", timeout: giveUpMs });
  // A control may open its menu by changing the hash; only leaving the page ends the run.
  const withoutHash = (address: string) => address.replace(/#.*$/, "");
  const address = withoutHash(page.url());
  const tapsMs: number[] = [];
  let lastTapAt: number | null = null;
  let tapped: string | null = null;
  while (Date.now() < deadline) {
    const nextLook = Date.now() + pollMs;
    const state = known(await read(cdp, false));
    if (state?.opened) {
      // Open without a tap that we saw work, e.g. a framework replaying a tap once it has hydrated:
      // credit the latest tap, the later and so the cautious choice.
      if (lastTapAt === null || tapped === null) {
        throw new Error(`the control was open before any tap: ${state.element}`);
      }
      return finish(cdp, lastTapAt, state.timeOrigin, tapsMs, tapped);
    }
    if (state?.tappable) {
      const tapAt = Date.now();
      await page.touchscreen.tap(state.x, state.y);
      tapsMs.push(tapAt - state.timeOrigin);
      lastTapAt = tapAt;
      tapped = state.element;
      const after = await settle(cdp, state, tapAt, deadline);
      if (withoutHash(page.url()) !== address) {
        throw new Error(`the tap on ${state.element} left the page for ${page.url()}`);
      }
      if (after?.opened) return finish(cdp, tapAt, after.timeOrigin, tapsMs, tapped);
    }
    await sleep(Math.max(0, nextLook - Date.now()));
  }
  return { run: { fcpMs: await readFcp(cdp), tapMs: null, tapsMs }, tapped };
}

/** Waits until the page has clicked for the tap (or lost it), then reads the control a frame later. */
async function settle(cdp: CDPSession, before: ControlState, tapAt: number, deadline: number) {
  for (;;) {
    const lookedAt = Date.now();
    const state = await read(cdp, false);
    const found = known(state);
    if (found && found.clicks > before.clicks) return known(await read(cdp, true)) ?? found;
    if (found?.opened || Date.now() >= deadline) return found;
    if (lookedAt - tapAt >= lostTapMs) {
      if (found) return found;
      if (state === "absent") {
        // Without the control there is no telling whether it opened; better a clear failure than "never".
        throw new Error(
          `the control went out of sight after a tap on ${before.element}; choose one that stays with --tap-selector`,
        );
      }
    }
    await sleep(pollMs / 3);
  }
}

async function finish(cdp: CDPSession, tapAt: number, timeOrigin: number, tapsMs: number[], tapped: string) {
  const tappedMs = tapAt - timeOrigin;
  // Node's clock and the page's time origin are both the machine's wall clock.
  if (tappedMs < 0) {
    throw new Error(`the tap came before the navigation started (${Math.round(tappedMs)} ms)`);
  }
  const fcpMs = await readFcp(cdp);
  // Nobody taps what they cannot see yet: a tap that worked before the first paint counts from it.
  const tapMs = fcpMs === null ? tappedMs : Math.max(tappedMs, fcpMs);
  return { run: { fcpMs, tapMs, tapsMs }, tapped };
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

/**
 * This site's controls by role, as a screen reader finds them (the menu button is named "Open
 * menu" or "Close menu"): each run checks that the probe tapped the very element these find.
 */
async function confirmControl(page: Page, target: ProbeTarget): Promise<void> {
  const control =
    target.kind === "named-in-navigation"
      ? page
          .getByRole("navigation", { name: target.navigation })
          .getByRole("button", { name: target.button, exact: true })
      : page.getByRole("banner").getByRole("button", { name: /menu/i });
  type Probe = { lastFound(): Element | null } | undefined;
  const same = await control
    .filter({ visible: true })
    .first()
    .evaluate(
      (element, name) => element === (window as unknown as Record<string, Probe>)[name]?.lastFound(),
      probeName,
      { timeout: 5000 },
    )
    .catch(() => {
      throw new Error("the role query found no visible control after the run");
    });
  if (!same) throw new Error("the role query finds another element than the one tapped");
}

interface ControlState {
  /** Centre of the control, in CSS pixels of the viewport. */
  x: number;
  y: number;
  /** Painted, on screen and not covered: a finger could hit it. */
  tappable: boolean;
  opened: boolean;
  /** Clicks the page has seen so far. */
  clicks: number;
  timeOrigin: number;
  /** The element as the page has it, in short: for the report. */
  element: string;
}

/**
 * One look through the in-page probe, by plain CDP: a millisecond or two of the page's time, where
 * a Playwright locator would first load its own script into the page, a few hundred ms on the
 * throttled CPU. "absent": the control is not there (yet) or not visible; null: the look failed
 * (between documents, say). While the page's main thread is busy a look waits.
 */
async function read(cdp: CDPSession, afterFrame: boolean): Promise<ControlState | "absent" | null> {
  const reply = await cdp
    .send("Runtime.evaluate", {
      expression: `globalThis[${JSON.stringify(probeName)}]?.read(${afterFrame})`,
      awaitPromise: true,
      returnByValue: true,
    })
    .then(({ result, exceptionDetails }) =>
      exceptionDetails ? null : ((result.value ?? "absent") as ControlState | { invalid: string } | "absent"),
    )
    .catch(() => null);
  if (reply !== null && typeof reply === "object" && "invalid" in reply) {
    throw new Error(`--tap-selector: ${reply.invalid}`);
  }
  return reply;
}

function known(state: ControlState | "absent" | null): ControlState | null {
  return typeof state === "object" ? state : null;
}

/**
 * Installed in every document before its own script: counts clicks (to tell a tap the page handled
 * from one it lost), finds the control and reads its state. It runs in the page, so it must stand
 * alone, and its helpers are methods of one object: tsx would wrap inner named functions, arrow
 * functions held in a const too, in a helper (`__name`) the page does not have.
 */
function installProbe({ target, name }: { target: ProbeTarget; name: string }): void {
  let clicks = 0;
  let current: Element | null = null;
  addEventListener("click", () => (clicks += 1), { capture: true, passive: true });
  const buttons = 'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]';
  // A header is a banner unless it belongs to a smaller part of the page.
  const notBanner =
    'article, aside, main, nav, section, [role="article"], [role="complementary"], [role="main"], [role="navigation"], [role="region"]';

  const probe = {
    all(selector: string, root: ParentNode = document): Element[] {
      return [...root.querySelectorAll(selector)];
    },
    /** The accessible name, near enough: aria-labelledby, aria-label, else the rendered text. */
    name(element: Element, fromContent: boolean): string {
      const labelledBy = element.getAttribute("aria-labelledby")?.split(/\s+/);
      let text = labelledBy
        ? labelledBy.map((id) => document.getElementById(id)?.textContent ?? "").join(" ")
        : (element.getAttribute("aria-label") ?? "");
      if (!text.trim() && fromContent && element instanceof HTMLElement) text = element.innerText;
      return text.replace(/\s+/g, " ").trim();
    },
    isMenu(button: Element): boolean {
      return /menu/i.test(this.name(button, true));
    },
    candidates(): Element[] {
      if (target.kind === "selector") return this.all(target.css);
      if (target.kind === "guess") {
        return this.all(buttons).filter(
          (b) => this.isMenu(b) || b.hasAttribute("aria-controls") || b.hasAttribute("popovertarget"),
        );
      }
      if (target.kind === "named-in-navigation") {
        return this.all('nav, [role="navigation"]')
          .filter((nav) => this.name(nav, false) === target.navigation)
          .flatMap((nav) => this.all(buttons, nav))
          .filter((b) => this.name(b, true) === target.button);
      }
      return this.all('header, [role="banner"]')
        .filter((h) => h.getAttribute("role") === "banner" || !h.parentElement?.closest(notBanner))
        .flatMap((banner) => this.all(buttons, banner))
        .filter((b) => this.isMenu(b));
    },
    /** Laid out and not hidden; with `onScreen`, also within the viewport. */
    visible(element: Element, onScreen = false): boolean {
      const box = element.getBoundingClientRect();
      const inView = box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
      return (
        element.checkVisibility({ visibilityProperty: true, opacityProperty: onScreen }) &&
        box.width > 0 &&
        box.height > 0 &&
        (inView || !onScreen)
      );
    },
    opened(element: Element): boolean {
      // A site whose control says nothing of its state: what opens is named (--tap-opens).
      if (target.kind === "selector" && target.opens) {
        return this.all(target.opens).some((opened) => this.visible(opened, true));
      }
      if (element.getAttribute("aria-expanded") === "true") return true;
      const popover = document.getElementById(element.getAttribute("popovertarget") ?? "");
      if (popover?.matches(":popover-open")) return true;
      // A closed menu may wait just off screen, ready to slide in: the controlled element must be in view.
      return (element.getAttribute("aria-controls") ?? "").split(/\s+/).some((id) => {
        const controlled = id ? document.getElementById(id) : null;
        return controlled !== null && this.visible(controlled, true);
      });
    },
    describe(element: Element): string {
      const attributes = ["id", "aria-label", "aria-controls", "popovertarget", "aria-expanded"]
        .filter((attribute) => element.hasAttribute(attribute))
        .map((attribute) => `${attribute}="${element.getAttribute(attribute)}"`);
      return `<${[element.tagName.toLowerCase(), ...attributes].join(" ")}>${this.name(element, true).slice(0, 40)}`;
    },
    async read(afterFrame: boolean): Promise<ControlState | { invalid: string } | null> {
      if (afterFrame) {
        // Whatever the click set going (a state update, a task, an animation frame) has run by then.
        await new Promise((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve));
          setTimeout(resolve, 100);
        });
      }
      let element: Element | undefined;
      try {
        element = this.candidates().find((candidate) => this.visible(candidate));
      } catch (error) {
        return { invalid: String(error) };
      }
      if (!element) return null;
      current = element;
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const hit =
        x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
      // Tapped as soon as it can be hit, painted or not: waiting for the paint to be reported would
      // add the report's own delay. A tap that works before the paint counts from the paint.
      const tappable = hit !== null && element.contains(hit);
      const state = {
        x,
        y,
        tappable,
        opened: this.opened(element),
        clicks,
        timeOrigin: performance.timeOrigin,
      };
      return { ...state, element: this.describe(element) };
    },
    lastFound(): Element | null {
      return current;
    },
  };
  // Not enumerable, so the page's own script never comes across it.
  Object.defineProperty(window, name, { value: probe });
}

function describe(run: FirstTapRun): string {
  const ms = (value: number | null) => (value === null ? "none" : `${(value / 1000).toFixed(2)} s`);
  const taps = run.tapsMs.length;
  const tap = run.tapMs === null ? `never (${taps} taps)` : `${ms(run.tapMs)} (tap ${taps})`;
  return `FCP ${ms(run.fcpMs)}, first working tap ${tap}`;
}
