/** Reads the server's settings from environment variables, with defaults that suit `npm start`. */
import { networkInterfaces } from "node:os";
import path from "node:path";
import { defaultInboxDir, defaultSiteRoot } from "./project-paths";

/**
 * Who may reach the form inbox. `local`: only requests addressed to this computer by a loopback
 * name (or, when the server was asked to listen beyond it, to one of its own network addresses), so
 * no other site can read it through DNS rebinding. `password`: anyone with the password.
 */
export type InboxAccess =
  { kind: "local"; hosts: readonly string[] } | { kind: "password"; password: string };

export interface ServerConfig {
  port: number;
  host: string;
  root: string;
  /** Where the inbox keeps submissions; `false` when the inbox is off. */
  inboxDir: string | false;
  inboxAccess: InboxAccess;
  /** Posts one client may send per window (`INBOX_POST_LIMIT`). */
  inboxLimits: { postsPerWindow: number };
}

export const defaultPort = 4173;

/**
 * Only this computer by default: the inbox shows visitors' names, numbers and photos to anyone who
 * can reach it. Set HOST=0.0.0.0 to try the site from a phone on the same network, or in a container.
 */
export const defaultHost = "127.0.0.1";

/** The names a browser on this computer uses for it. */
export const loopbackHosts = ["localhost", "127.0.0.1", "[::1]"] as const;

/**
 * Posts one client may send in ten minutes. A published inbox takes what a visitor would send; the
 * local one, for the studio and its tests on this computer, takes far more.
 */
export const publishedPostLimit = 20;
export const localPostLimit = 300;

/** A password that a few thousand guesses a day will not find. */
export const minimumPasswordLength = 12;

export class ConfigError extends Error {}

export interface ConfigOptions {
  /** `npm start`: the local inbox of a development build, on unless INBOX=off. */
  local?: boolean;
  cwd?: string;
  /** The machine's own addresses, for a local inbox asked to listen beyond loopback. */
  ownAddresses?: () => string[];
}

/** Relative paths in the environment are taken from the folder the command runs in. */
export function readServerConfig(env: NodeJS.ProcessEnv, options: ConfigOptions = {}): ServerConfig {
  const { local = false, cwd = process.cwd(), ownAddresses = machineAddresses } = options;
  const port = env.PORT ? Number(env.PORT) : defaultPort;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  const host = env.HOST || defaultHost;
  const root = env.SITE_ROOT ? path.resolve(cwd, env.SITE_ROOT) : defaultSiteRoot;
  const dir = env.INBOX_DIR ? path.resolve(cwd, env.INBOX_DIR) : defaultInboxDir;
  const inbox = env.INBOX?.trim().toLowerCase() || (local ? "local" : "off");

  const postLimit = env.INBOX_POST_LIMIT?.trim()
    ? Number(env.INBOX_POST_LIMIT)
    : local
      ? localPostLimit
      : publishedPostLimit;
  if (!Number.isInteger(postLimit) || postLimit < 1) {
    throw new ConfigError(
      `INBOX_POST_LIMIT must be a whole number of posts, 1 or more, not "${env.INBOX_POST_LIMIT}".`,
    );
  }
  const off = {
    port,
    host,
    root,
    inboxDir: false as const,
    inboxAccess: localAccess(host, ownAddresses),
    inboxLimits: { postsPerWindow: postLimit },
  };
  if (inbox === "off") return off;
  if (inbox === "local" && local) return { ...off, inboxDir: dir };
  if (inbox === "on") {
    const password = env.INBOX_PASSWORD ?? "";
    if (password.length < minimumPasswordLength) {
      throw new ConfigError(
        `INBOX=on needs INBOX_PASSWORD, at least ${minimumPasswordLength} characters: the inbox shows customers' names, phones and photos. ` +
          "Serve it only through HTTPS (see docs/security.md).",
      );
    }
    return { ...off, inboxDir: dir, inboxAccess: { kind: "password", password } };
  }
  throw new ConfigError(
    `INBOX must be "off" or "on" (with INBOX_PASSWORD)${local ? ', or "local"' : ""}, not "${env.INBOX}".`,
  );
}

function localAccess(host: string, ownAddresses: () => string[]): InboxAccess {
  const listensBeyondLoopback = !["127.0.0.1", "::1", "localhost"].includes(host);
  const hosts: string[] = [...loopbackHosts];
  if (listensBeyondLoopback) {
    hosts.push(...ownAddresses().map((address) => (address.includes(":") ? `[${address}]` : address)));
    if (!["0.0.0.0", "::"].includes(host)) hosts.push(host.includes(":") ? `[${host}]` : host);
  }
  return { kind: "local", hosts: [...new Set(hosts)] };
}

function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address] : []));
}
