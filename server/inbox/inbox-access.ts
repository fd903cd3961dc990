/**
 * Who may reach the inbox: requests to the server's own names (421 otherwise), posts from the site's
 * own origins, and the inbox's pages for a loopback client asking by a loopback name alone.
 */
import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { loopbackHosts } from "../server-config";

/** A site can point its own name at 127.0.0.1 (DNS rebinding), but cannot send one of ours as Host. */
export function onlyOwnHosts(hosts: readonly string[]): MiddlewareHandler {
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  return async (c, next) => {
    if (!allowed.has(new URL(c.req.url).hostname.toLowerCase())) {
      return c.text("This server answers only to its own address.", 421);
    }
    await next();
  };
}

const loopbackRanges = new BlockList();
loopbackRanges.addSubnet("127.0.0.0", 8, "ipv4");
loopbackRanges.addAddress("::1", "ipv6");

/** Not this machine's network address: a connection to that may come from anywhere on the network. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList matches `::ffff:127.0.0.1`, as a dual-stack socket reports it, against the IPv4 range.
  return loopbackRanges.check(address, family === 4 ? "ipv4" : "ipv6");
}

export function isLoopbackName(hostname: string): boolean {
  return (loopbackHosts as readonly string[]).includes(hostname.toLowerCase());
}

export function thisComputerOnlyMessage(port: string): string {
  return (
    `The form inbox opens only on the computer that runs the server, at http://localhost${port ? `:${port}` : ""}/inbox. ` +
    "It holds customers' names, numbers and photos, so it is never shown over the network."
  );
}

/** No address: a request made inside this process (`app.request`), which is this computer's. */
export function isThisComputer(address: string | undefined, requestUrl: string): boolean {
  const local = address === undefined || isLoopbackAddress(address);
  return local && isLoopbackName(new URL(requestUrl).hostname);
}

export function onlyThisComputer(clientAddress: (c: Context) => string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!isThisComputer(clientAddress(c), c.req.url)) {
      c.header("Cache-Control", "no-store");
      return c.text(thisComputerOnlyMessage(new URL(c.req.url).port), 403);
    }
    await next();
  };
}

/**
 * Without `Origin` the client is no browser (curl, a script): no visitor's browser is being used.
 * Another of this server's names on the same port (the site opened at 127.0.0.1) is the site too.
 * `Origin: null` comes from a sandboxed frame on any site, never from the site's own pages.
 */
export function isOwnOrigin(
  origin: string | undefined,
  requestUrl: string,
  hosts: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const request = new URL(requestUrl);
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false; // "null" and anything else that is not an origin.
  }
  if (from.origin === request.origin) return true;
  const ownNames = new Set(hosts.map((host) => host.toLowerCase()));
  return from.protocol === request.protocol && from.port === request.port && ownNames.has(from.hostname);
}
