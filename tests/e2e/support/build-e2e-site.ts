/**
 * Builds what the browser tests run against: the local flavour (forms posting to the server's own
 * inbox on the e2e port) into the e2e build folder. Playwright's web server runs it before serving;
 * `npm test` runs it ahead, while its earlier stages run (E2E_PREBUILT=1 then skips it).
 */
import { spawnSync } from "node:child_process";
import { e2eBuildDir, e2ePort } from "./site";

const build = spawnSync("npx", ["tsx", "scripts/build-site.ts", "--local", "--out", e2eBuildDir], {
  stdio: "inherit",
  env: { ...process.env, PORT: String(e2ePort) },
});
process.exit(build.status ?? 1);
