/** The headers of site/site-headers.ts on every answer, the inbox's and the errors' too. */
import type { MiddlewareHandler } from "hono";
import { cspHeader, securityHeadersFor } from "../site/site-headers";

/**
 * HTTPS directly or through a TLS proxy that says so (`X-Forwarded-Proto`). Only decides HSTS,
 * which browsers ignore over plain HTTP, so a client that lies gains nothing.
 */
function overHttps(url: string, forwardedProto: string | undefined): boolean {
  if (new URL(url).protocol === "https:") return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** A page's own policy (its script hashes) or an attachment's `sandbox` is kept. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A 304's headers replace the cached ones (RFC 9111, 4.3.4): a default policy would replace a page's.
    if (c.res.status === 304) return;
    const https = overHttps(c.req.url, c.req.header("X-Forwarded-Proto"));
    const keepPolicy = c.res.headers.has(cspHeader);
    for (const [name, value] of Object.entries(
      securityHeadersFor(c.res.headers.get("Content-Type"), https),
    )) {
      if (name === cspHeader && keepPolicy) continue;
      c.header(name, value);
    }
  };
}
