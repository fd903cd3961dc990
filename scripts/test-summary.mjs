// Sums the Vitest and Playwright JSON reports into the one closing line CI reads: "N passed, N failed".
// Usage: node scripts/test-summary.mjs <report.json>… (Vitest and Playwright reports, in any order).
// A missing report counts as a failure: a suite that did not run did not pass.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  const name = path.basename(file, ".json").replace(/-results$/, "");
  if (!existsSync(file)) {
    failed += 1;
    console.log(`${name}: no report (the suite did not run)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  // Playwright reports carry `stats`; Vitest reports carry Jest-style counters.
  const counts = report.stats
    ? {
        passed: report.stats.expected,
        failed: report.stats.unexpected + report.stats.flaky,
        skipped: report.stats.skipped,
      }
    : {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      };
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
