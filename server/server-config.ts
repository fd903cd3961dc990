/** Reads the server's settings from environment variables, with defaults that suit `npm start`. */
import path from "node:path";
import { defaultInboxDir, defaultSiteRoot } from "./project-paths";

export interface ServerConfig {
  port: number;
  host: string;
  root: string;
  inboxDir: string | false;
}

export const defaultPort = 4173;

/**
 * Only this computer by default: the inbox shows visitors' names, numbers and photos to anyone who
 * can reach it. Set HOST=0.0.0.0 to try the site from a phone on the same network, or in a container.
 */
export const defaultHost = "127.0.0.1";

export class ConfigError extends Error {}

/** Relative paths in the environment are taken from the folder the command runs in. */
export function readServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : defaultPort;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  const inboxOff = env.INBOX?.trim().toLowerCase() === "off";
  return {
    port,
    host: env.HOST || defaultHost,
    root: env.SITE_ROOT ? path.resolve(cwd, env.SITE_ROOT) : defaultSiteRoot,
    inboxDir: inboxOff ? false : env.INBOX_DIR ? path.resolve(cwd, env.INBOX_DIR) : defaultInboxDir,
  };
}
