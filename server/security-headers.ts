/** The security headers, added to every response whichever part of the server produced it. */
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
 * Responses a browser never shows as a page of their own: scripts, stylesheets, fonts and raster
 * images. Content-Security-Policy, Permissions-Policy and Cross-Origin-Opener-Policy act only on
 * documents, so on these they would only cost bytes: about 450 on each of a page's 15 scripts.
 */
export function isSubresource(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/.test(type);
}

/**
 * Adds the security headers after the handler ran. A handler that knows better (an HTML page with
 * inline scripts, a sandboxed attachment) sets its own Content-Security-Policy, which is kept.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    // Never `no-referrer`: FormSubmit refuses submissions that arrive without an origin. (Kept on
    // stylesheets too: it is the policy for what they load.)
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (overHttps(c.req.url, c.req.header("X-Forwarded-Proto"))) {
      c.header("Strict-Transport-Security", strictTransportSecurity);
    }
    if (isSubresource(c.res.headers.get("Content-Type"))) return;
    c.header("Permissions-Policy", permissionsPolicy);
    // No other site's window keeps a handle on ours (WhatsApp and Instagram open with noopener too).
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.header("Content-Security-Policy", defaultPolicy);
    }
  };
}
