/** The port the browser tests' build and server use, apart from `npm start`'s default. */
export const e2ePort = 4179;

/** Where the browser tests' build goes, apart from `npm run build`'s build/. */
export const e2eBuildDir = "test-results/e2e-build";
