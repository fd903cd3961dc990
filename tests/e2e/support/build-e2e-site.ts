/** Builds the local flavour into the e2e build folder (E2E_PREBUILT=1 skips it in the web server). */
import { spawnSync } from "node:child_process";
import { e2eBuildDir, e2ePort } from "./site";

const build = spawnSync("npx", ["tsx", "scripts/build-site.ts", "--local", "--out", e2eBuildDir], {
  stdio: "inherit",
  env: { ...process.env, PORT: String(e2ePort) },
});
process.exit(build.status ?? 1);
