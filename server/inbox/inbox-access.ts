/**
 * Who may reach the form inbox. Three rules, from the widest to the narrowest:
 *
 * - Any request must be addressed to one of this server's own names (server-config.ts lists them),
 *   or it is answered 421: no other site can reach the server through DNS rebinding.
 * - A form post is taken from the site only: a browser post whose `Origin` is another site's is
 *   refused (see `isOwnOrigin`).
 * - The inbox's pages and files are this computer's: only a client connected over loopback and
 *   asking by a loopback name gets them, also when the server listens on the network
 *   (`HOST=0.0.0.0`) so that a phone can try the site and send its forms.
 *
 * There is no published inbox, and so no password to guess.
 */
import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { loopbackHosts } from "../server-config";

/**
 * Refuses requests addressed to any other name than the allowed ones. A page on another site can
 * point its own domain at 127.0.0.1 (DNS rebinding) and read what this server answers; it cannot
 * make the browser send one of our names as the Host.
 */
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

/**
 * A socket address of this computer's own loopback: 127.0.0.0/8, ::1, or 127.x written the way
 * a dual-stack socket reports it (`::ffff:127.0.0.1`). A network address of this machine is not
 * one: a connection to it may come from anywhere on the network.
 */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList matches an IPv4-mapped IPv6 address against the IPv4 range.
  return loopbackRanges.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The names a browser on this computer uses for it; a network address or name is not one. */
export function isLoopbackName(hostname: string): boolean {
  return (loopbackHosts as readonly string[]).includes(hostname.toLowerCase());
}

export function thisComputerOnlyMessage(port: string): string {
  return (
    `The form inbox opens only on the computer that runs the server, at http://localhost${port ? `:${port}` : ""}/inbox. ` +
    "It holds customers' names, numbers and photos, so it is never shown over the network."
  );
}

/**
 * A loopback client asking by a loopback name. `address` is the socket's, or undefined for a request
 * made inside this process without a socket (`app.request` in tests), which is this computer's.
 */
export function isThisComputer(address: string | undefined, requestUrl: string): boolean {
  const local = address === undefined || isLoopbackAddress(address);
  return local && isLoopbackName(new URL(requestUrl).hostname);
}

/** Lets through only this computer (`isThisComputer`); anyone else gets 403 and why. */
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
 * Whether a post's `Origin` lets it in. No `Origin` at all is a client that is not a browser (curl,
 * a script, a test): it could send anything anyway, and no visitor's browser is being used. The
 * request's own origin is the site itself. Another origin of this same server (the site opened at
 * 127.0.0.1 posting to localhost, the same port) is the site too. Anything else is another site
 * making a visitor's browser post here, and is refused; so is `Origin: null`, which is what a
 * sandboxed frame or a `data:` page on any site sends, and which the site's own pages never send
 * (their referrer policy is never `no-referrer`).
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
