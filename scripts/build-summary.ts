/** The few lines `npm run build` and `npm start` print once the site is built. */
import path from "node:path";
import { pagePaths } from "../app/lib/paths";
import { routeWeight } from "./route-weight";

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A folder as a person would type it: relative inside the project, absolute elsewhere. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith("..") || path.isAbsolute(relative) ? path.resolve(dir) : relative;
}

export function buildSummary(clientDir: string, seconds: number, { verbose = false } = {}): string {
  const rows = pagePaths.map((route) => {
    const weight = routeWeight(clientDir, route);
    return `  ${route.padEnd(12)} ${kilobytes(weight.total).padStart(9)}  (HTML ${kilobytes(weight.html)}, JS ${kilobytes(weight.js)})`;
  });
  return [
    `Built ${pagePaths.length} pages in ${seconds} s into ${shown(clientDir)}. First load per page, compressed:`,
    ...rows,
    ...(verbose ? [] : ["(Everything the build printed: add --verbose.)"]),
  ].join("\n");
}
