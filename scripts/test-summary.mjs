// Sums the unit (Vitest) and browser (Playwright) JSON reports into the one closing line CI reads:
// "N passed, N failed". A missing report counts as a failure: a suite that did not run did not pass.
import { existsSync, readFileSync } from "node:fs";

const [unitFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (unitFile && existsSync(unitFile)) {
  const unit = JSON.parse(readFileSync(unitFile, "utf8"));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
  console.log(`unit:    ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
} else {
  failed += 1;
  console.log("unit:    no report (the suite did not run)");
}

if (e2eFile && existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, "utf8"));
  const e2eFailed = stats.unexpected + stats.flaky;
  passed += stats.expected;
  failed += e2eFailed;
  skipped += stats.skipped;
  console.log(`browser: ${stats.expected} passed, ${e2eFailed} failed`);
} else {
  failed += 1;
  console.log("browser: no report (the suite did not run)");
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
