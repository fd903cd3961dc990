import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The production build under test: `npm test` builds it into a folder of its own. */
export const clientDir = path.resolve(process.env.BUILD_CLIENT_DIR ?? "build/client");

/** Every file below a folder, as paths relative to it. */
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}
