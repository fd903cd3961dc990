/** Default locations, found from this file so they hold whatever folder the server starts in. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Where `react-router build` writes the prerendered site. */
export const defaultSiteRoot = path.join(projectRoot, "build", "client");

/** Where the local form inbox keeps submissions (git-ignored). */
export const defaultInboxDir = path.join(projectRoot, ".inbox");
