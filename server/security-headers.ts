/**
 * Adds the security headers of site/site-headers.ts to every response, whichever part of the server
 * produced it, so the inbox and the error answers carry the same policies as the site's files.
 */
import type { MiddlewareHandler } from "hono";
import { cspHeader, securityHeadersFor } from "../site/site-headers";

/**
 * Whether the visitor reached the server over HTTPS: directly, or through a TLS proxy in front of
 * it that says so (nginx: `proxy_set_header X-Forwarded-Proto $scheme`). Only ever used to send HSTS,
 * which browsers ignore on a plain-HTTP answer, so a client that lies gains nothing.
 */
function overHttps(url: string, forwardedProto: string | undefined): boolean {
  if (new URL(url).protocol === "https:") return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * Adds the headers after the handler ran. A handler that knows better (an HTML page with inline
 * scripts, a sandboxed attachment) sets its own Content-Security-Policy, which is kept.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
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
