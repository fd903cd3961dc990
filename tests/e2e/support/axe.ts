import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Rules checked on every page whatever their tags: label-content-name-mismatch (WCAG 2.5.3, a
 * control's name contains the text it shows) was experimental, so the tags above left it out, until
 * axe-core 4.14.
 */
const alwaysChecked = ["label-content-name-mismatch"];

/** Runs axe on the page as it is now (open menus included) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The embedded map is another site's page (stubbed in tests): its markup is not ours to fix.
  // The iframe element itself (its title) is checked in pages.spec.ts.
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(alwaysChecked.map((rule) => [rule, { enabled: true }])) })
    .withTags(tags)
    .exclude('iframe[src^="https://www.openstreetmap.org"]')
    .analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (rule) => rule.id,
    ),
  );
  expect(
    alwaysChecked.filter((rule) => !ran.has(rule)),
    "rules axe did not run",
  ).toEqual([]);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * Scrolls through the whole page so deferred photos and the map load (and any error they cause is
 * logged), lets the network settle, then goes back to the top: what axe should see. A page that
 * keeps a request open (the embedded map's frame can) is checked after 15 s as it is by then.
 */
export async function visitWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) * 0.8;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  }
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}
