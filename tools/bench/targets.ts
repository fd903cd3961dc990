/** The speed targets, per route, with the mobile preset. The report lists every miss. */
import { paths } from "../../app/lib/paths";
import { kb, kilobyte, secondsFromMs, wholeMs } from "./format";
import type { RunSummary } from "./run-summary";

export const targets = {
  score: 100,
  lcpMs: 1200,
  cls: 0.01,
  tbtMs: 100,
  scriptBytes: 120 * kilobyte,
  /** The first round trip of a new connection: ten packets of about 1.4 KB. */
  criticalBytes: 14 * kilobyte,
  /** Largest allowed growth of the collection page's first load when the catalogue grows tenfold. */
  catalogueGrowth: 0.25,
} as const;

export function firstLoadBudget(route: string): number {
  if (route === paths.home) return 300 * kilobyte;
  if (route === paths.collection) return 350 * kilobyte;
  return 250 * kilobyte;
}

/** Each target the run misses, written as "what measured > target". */
export function targetMisses(route: string, run: RunSummary): string[] {
  const misses: string[] = [];
  const scoreNames = {
    performance: "Performance",
    accessibility: "Accessibility",
    bestPractices: "Best Practices",
    seo: "SEO",
  };
  for (const [key, name] of Object.entries(scoreNames) as [keyof RunSummary["scores"], string][]) {
    const value = run.scores[key];
    if (value === null || value < targets.score)
      misses.push(`${name} ${value ?? "not scored"} < ${targets.score}`);
  }
  if (!(run.lcpMs <= targets.lcpMs))
    misses.push(`LCP ${secondsFromMs(run.lcpMs)} > ${secondsFromMs(targets.lcpMs)}`);
  if (!(run.cls <= targets.cls)) misses.push(`CLS ${run.cls.toFixed(3)} > ${targets.cls}`);
  if (!(run.tbtMs <= targets.tbtMs)) misses.push(`TBT ${wholeMs(run.tbtMs)} > ${wholeMs(targets.tbtMs)}`);
  const budget = firstLoadBudget(route);
  if (run.bytes.total > budget) misses.push(`first load ${kb(run.bytes.total)} > ${kb(budget)}`);
  if (run.bytes.script > targets.scriptBytes)
    misses.push(`JavaScript ${kb(run.bytes.script)} > ${kb(targets.scriptBytes)}`);
  if (run.critical.totalBytes > targets.criticalBytes) {
    misses.push(`HTML + render-blocking CSS ${kb(run.critical.totalBytes)} > ${kb(targets.criticalBytes)}`);
  }
  return misses;
}
