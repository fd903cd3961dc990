/** Lighthouse run summaries and route results made up for the benchmark's unit tests. */
import type { MainThreadGroup, RouteResult, RunSummary } from "./lighthouse";

export function summary(
  tbtMs: number,
  mainThread: Partial<Record<MainThreadGroup, number>>,
  benchmarkIndex = 1400,
  commitTaskTbtMs = 0,
  longTasksAfterFcp = 0,
) {
  return {
    scores: { performance: 90, accessibility: 100, bestPractices: 100, seo: 100 },
    fcpMs: 800,
    lcpMs: 1200,
    tbtMs,
    cls: 0,
    requests: 20,
    bytes: { document: 10, script: 10, stylesheet: 0, image: 0, font: 0, other: 0, total: 20 * 1024 },
    requestsByType: { document: 1, script: 1, stylesheet: 0, image: 0, font: 0, other: 0 },
    critical: { htmlBytes: 0, cssBytes: 0, stylesheets: 0, totalBytes: 0, transferBytes: 0 },
    finalUrl: "http://127.0.0.1/",
    benchmarkIndex,
    mainThread: {
      styleLayout: 0,
      scriptEvaluation: 0,
      scriptParseCompile: 0,
      parseHTML: 0,
      paintCompositeRender: 0,
      garbageCollection: 0,
      other: 0,
      ...mainThread,
    },
    commitTaskTbtMs,
    longTasksAfterFcp,
  } satisfies RunSummary;
}

export function route(path: string, runs: RunSummary[]): RouteResult {
  return {
    route: path,
    url: `http://127.0.0.1${path}`,
    runs,
    medianRun: 0,
    median: runs[0] ?? null,
    errors: [],
  };
}
