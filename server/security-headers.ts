/** Headers every response carries, whichever part of the server produced it. */
import type { MiddlewareHandler } from "hono";
import { buildContentSecurityPolicy } from "./content-security-policy";

const defaultPolicy = buildContentSecurityPolicy();

/** Powerful features the site never uses, off for it and for anything it embeds. */
export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Two years, the lifetime browsers' preload lists ask for. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

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
 * Adds the security headers after the handler ran. A handler that knows better (an HTML page with
 * inline scripts, a sandboxed attachment) sets its own Content-Security-Policy, which is kept.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    // Never `no-referrer`: FormSubmit refuses submissions that arrive without an origin.
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Permissions-Policy", permissionsPolicy);
    // No other site's window keeps a handle on ours (WhatsApp and Instagram open with noopener too).
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    if (overHttps(c.req.url, c.req.header("X-Forwarded-Proto"))) {
      c.header("Strict-Transport-Security", strictTransportSecurity);
    }
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.header("Content-Security-Policy", defaultPolicy);
    }
  };
}
