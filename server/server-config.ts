import { networkInterfaces } from "node:os";
import path from "node:path";
import { defaultPort } from "../site/default-port";
import { defaultInboxDir, defaultSiteRoot } from "./project-paths";

export interface ServerConfig {
  port: number;
  host: string;
  root: string;
  inboxDir: string | false;
  /** The names a request may use while the inbox is on: none of another site's (DNS rebinding). */
  inboxHosts: readonly string[];
  inboxLimits: { postsPerWindow: number };
}

/** This computer only: the inbox shows visitors' names, numbers and photos to whoever reaches it. */
export const defaultHost = "127.0.0.1";

export const loopbackHosts = ["localhost", "127.0.0.1", "[::1]"] as const;

/** Generous: under `npm start` every form and every browser test comes from 127.0.0.1. */
export const localPostLimit = 300;

export class ConfigError extends Error {}

export interface ConfigOptions {
  local?: boolean;
  cwd?: string;
  ownAddresses?: () => string[];
}

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
  if (inbox === "on" || (!local && inbox !== "off")) {
    throw new ConfigError(
      `INBOX=${env.INBOX?.trim()} is not offered: the form inbox runs only under \`npm start\`, for this computer. ` +
        "A published site's forms post to the form service in VITE_FORM_ENDPOINT (FormSubmit), which e-mails " +
        "the studio (docs/security.md).",
    );
  }
  if (inbox !== "off" && inbox !== "local") {
    throw new ConfigError(`INBOX must be "off" or "local", not "${env.INBOX}".`);
  }

  const postLimit = env.INBOX_POST_LIMIT?.trim() ? Number(env.INBOX_POST_LIMIT) : localPostLimit;
  if (!Number.isInteger(postLimit) || postLimit < 1) {
    throw new ConfigError(
      `INBOX_POST_LIMIT must be a whole number of posts, 1 or more, not "${env.INBOX_POST_LIMIT}".`,
    );
  }
  return {
    port,
    host,
    root,
    inboxDir: inbox === "local" ? dir : false,
    inboxHosts: ownHosts(host, ownAddresses),
    inboxLimits: { postsPerWindow: postLimit },
  };
}

function ownHosts(host: string, ownAddresses: () => string[]): string[] {
  const listensBeyondLoopback = !["127.0.0.1", "::1", "localhost"].includes(host);
  const hosts: string[] = [...loopbackHosts];
  if (listensBeyondLoopback) {
    hosts.push(...ownAddresses().map((address) => (address.includes(":") ? `[${address}]` : address)));
    if (!["0.0.0.0", "::"].includes(host)) hosts.push(host.includes(":") ? `[${host}]` : host);
  }
  return [...new Set(hosts)];
}

export function reachableAtLocalhost(host: string): boolean {
  return ["127.0.0.1", "::1", "localhost", "0.0.0.0", "::"].includes(host);
}

interface InterfaceAddress {
  address: string;
  family: string;
  internal: boolean;
}

/** For a phone on the network: link-local IPv6 addresses need a zone that a phone cannot type. */
export function networkAddresses(
  host: string,
  interfaces: () => InterfaceAddress[] = machineInterfaces,
): string[] {
  const bracketed = (address: string) => (address.includes(":") ? `[${address}]` : address);
  if (host === "0.0.0.0" || host === "::") {
    return interfaces()
      .filter((entry) => !entry.internal && (host === "::" || entry.family === "IPv4"))
      .filter((entry) => !/^fe80:/i.test(entry.address))
      .map((entry) => bracketed(entry.address));
  }
  if (host === "localhost" || host === "::1" || /^127\./.test(host)) return [];
  return [bracketed(host)];
}

function machineInterfaces(): InterfaceAddress[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry] : []));
}

function machineAddresses(): string[] {
  return machineInterfaces().map((entry) => entry.address);
}
