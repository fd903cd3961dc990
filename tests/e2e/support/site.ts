/** Where the browser tests' build, server and inbox are; E2E_PORT and E2E_DIR move them. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4179);
export const e2eDir = process.env.E2E_DIR ?? "test-results";
export const e2eBuildDir = `${e2eDir}/e2e-build`;
export const e2eInboxDir = `${e2eDir}/inbox`;
