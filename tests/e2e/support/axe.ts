import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page as it is now (open menus included) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The embedded map is another site's page (stubbed in tests): its markup is not ours to fix.
  // The iframe element itself (its title) is checked in pages.spec.ts.
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    .exclude('iframe[src^="https://www.openstreetmap.org"]')
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
  );
  expect(summary, "axe violations").toEqual([]);
}
