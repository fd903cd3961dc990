/**
 * Who may reach the form inbox: only requests addressed to this computer by one of its own names
 * (server-config.ts lists them). There is no published inbox, and so no password to guess.
 */
import type { MiddlewareHandler } from "hono";

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
