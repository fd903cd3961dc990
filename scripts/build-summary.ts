/** The few lines `npm run build` and `npm start` print once the site is built. */
import path from "node:path";
import { designPagePaths } from "../app/content/design-index";
import { pagePaths } from "../app/lib/paths";
import { routeWeight } from "./route-weight";

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A folder as a person would type it: relative inside the project, absolute elsewhere. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith("..") || path.isAbsolute(relative) ? path.resolve(dir) : relative;
}

function row(label: string, weight: { total: number; html: number; js: number }): string {
  return `  ${label.padEnd(12)} ${kilobytes(weight.total).padStart(9)}  (HTML ${kilobytes(weight.html)}, JS ${kilobytes(weight.js)})`;
}

export function buildSummary(clientDir: string, seconds: number, { verbose = false } = {}): string {
  const rows = pagePaths.map((route) => row(route, routeWeight(clientDir, route)));
  // The design pages, as one line: the heaviest of them.
  const designs = designPagePaths.map((route) => ({ route, weight: routeWeight(clientDir, route) }));
  const heaviest = designs.reduce<(typeof designs)[number] | undefined>(
    (most, next) => (most === undefined || next.weight.total > most.weight.total ? next : most),
    undefined,
  );
  const pages = pagePaths.length + designs.length;
  return [
    `Built ${pages} pages in ${seconds} s into ${shown(clientDir)}. First load per page, compressed:`,
    ...rows,
    ...(heaviest
      ? [`${row(`${designs.length} designs`, heaviest.weight)}, the heaviest ${heaviest.route}`]
      : []),
    ...(verbose ? [] : ["(Everything the build printed: add --verbose.)"]),
  ].join("\n");
}
