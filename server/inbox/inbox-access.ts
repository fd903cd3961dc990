/**
 * Who may reach the form inbox (server-config.ts says which rule applies): a local inbox answers only
 * to this computer's own names; a published one asks for a password and slows down guessing.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";

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

/** The user name the browser's sign-in box asks for, beside the configured password. */
export const inboxUser = "studio";

export const passwordFailureLimit = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * HTTP Basic authentication (Hono's, which compares in constant time) for the inbox pages and
 * files. Wrong passwords are counted per client address; past the limit the client waits. Basic
 * sends the password with every request: serve it only through HTTPS (docs/security.md).
 */
export function passwordProtected(password: string, now: () => number = Date.now): MiddlewareHandler {
  const failures = new Map<string, number[]>();
  const recent = (client: string) =>
    (failures.get(client) ?? []).filter((time) => now() - time < passwordFailureLimit.windowMs);
  const check = basicAuth({
    username: inboxUser,
    password,
    realm: "Form inbox",
    invalidUserMessage: (c: Context) => {
      // A first visit without credentials only opens the sign-in box; a wrong password counts.
      if (c.req.header("Authorization")) failures.set(clientOf(c), [...recent(clientOf(c)), now()]);
      return "The form inbox needs its password.";
    },
  });
  return async (c, next) => {
    const earlier = recent(clientOf(c));
    if (earlier.length >= passwordFailureLimit.failures) {
      const waitMs = (earlier[0] ?? now()) + passwordFailureLimit.windowMs - now();
      return c.text("Too many wrong passwords. Try again later.", 429, {
        "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    }
    return check(c, next);
  };
}

function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in tests (`app.request`) have no socket.
    return "unknown";
  }
}
