/** Headers every response carries, whichever part of the server produced it. */
import type { MiddlewareHandler } from "hono";
import { buildContentSecurityPolicy } from "./content-security-policy";

const defaultPolicy = buildContentSecurityPolicy();

/**
 * Adds the security headers after the handler ran. A handler that knows better (an HTML page with
 * inline scripts, a sandboxed attachment) sets its own Content-Security-Policy, which is kept.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    // Never `no-referrer`: FormSubmit refuses submissions that arrive without an origin.
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.header("Content-Security-Policy", defaultPolicy);
    }
  };
}
