import path from "node:path";

/** The production build under test: `npm test` builds it into a folder of its own. */
export const clientDir = path.resolve(process.env.BUILD_CLIENT_DIR ?? "build/client");

/** A page's file in the build, relative to it. */
export const pageFile = (route: string) => path.join(route.slice(1), "index.html");
