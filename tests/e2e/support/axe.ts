import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe on the page as it is now, label-content-name-mismatch on; the map is not ours. */
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

/** Scrolls the page through so deferred photos and the map load, lets the network settle, back to the top. */
export async function visitWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += page.viewportSize()!.height * 0.8) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  }
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}
