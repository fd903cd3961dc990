/**
 * Where the browser tests' build, server and inbox are: apart from `npm start`'s and `npm run
 * build`'s. E2E_PORT and E2E_DIR move them, so two runs can share a machine.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4179);

/**
 * The folder of one run: its build in e2e-build/ (never the build/ that `npm run build` writes), the
 * inbox its server writes in inbox/.
 */
export const e2eDir = process.env.E2E_DIR ?? "test-results";

export const e2eBuildDir = `${e2eDir}/e2e-build`;
export const e2eInboxDir = `${e2eDir}/inbox`;
