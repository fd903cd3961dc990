import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page as it is now (open menus included) and fails with a readable list. Checked
 * whatever its tags: label-content-name-mismatch (WCAG 2.5.3, a control's name holds the text it
 * shows), experimental until axe-core 4.14. The embedded map is another site's page: its markup is
 * not ours to fix (its frame's title is checked in pages.phone.spec.ts).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude('iframe[src^="https://www.openstreetmap.org"]')
    .analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(
    ran.map((rule) => rule.id),
    "rules axe ran",
  ).toContain("label-content-name-mismatch");
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * Scrolls through the whole page so deferred photos and the map load (and any error they cause is
 * logged), lets the network settle (or 15 s pass: the map's frame can keep a request open), then goes
 * back to the top: what axe should see.
 */
export async function visitWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += page.viewportSize()!.height * 0.8) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  }
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}
