/**
 * The site's Content-Security-Policy, built in one place so the Node server and a later script that
 * writes a `_headers` file for static hosts send exactly the same policy.
 */
import { createHash } from "node:crypto";
import { type HtmlElement, elementsNamed, has, readHtml } from "./html-page";

/** The contact page embeds an OpenStreetMap iframe. */
export const mapOrigin = "https://www.openstreetmap.org";

/** CSP hash sources (`'sha256-…'`) for the inline elements of one HTML document. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export const noInlineHashes: InlineHashes = { scripts: [], styles: [] };

/**
 * The policy for one response. Inline scripts (React Router's prerendered pages carry inline module
 * scripts) are allowed only by the hash of their exact text, never by `'unsafe-inline'`. The forms
 * may post, and the order form's script may call, only the site itself and `formOrigins`: the form
 * service the build was configured with (see `formActionOrigins`).
 */
export function buildContentSecurityPolicy(
  hashes: InlineHashes = noInlineHashes,
  formOrigins: readonly string[] = [],
): string {
  const directives: ReadonlyArray<readonly [string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...unique(hashes.scripts)],
    ["style-src", "'self'", ...unique(hashes.styles)],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["frame-src", mapOrigin],
    ["connect-src", "'self'", ...unique(formOrigins)],
    ["form-action", "'self'", ...unique(formOrigins)],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    // Nothing of the site is meant to be shown inside another page, not even its own.
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The CSP source that allows an inline element whose text is exactly `text`. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Hashes every inline `<script>` (one without `src`) and `<style>` element of an HTML document.
 * Browsers hash the text after the parser has turned CRLF and CR into LF, so we do the same.
 */
export function hashInlineElements(html: string): InlineHashes {
  const elements = readHtml(html);
  const hash = (element: HtmlElement) => sha256Source(element.text.replace(/\r\n?/g, "\n"));
  return {
    scripts: unique(
      elementsNamed(elements, "script", { inNoscript: true })
        .filter((script) => !has(script, "src"))
        .map(hash),
    ),
    styles: unique(elementsNamed(elements, "style", { inNoscript: true }).map(hash)),
  };
}

/**
 * The other origins a page's forms post to, from their `action`: the form service the build was
 * configured with. A relative action (the local inbox) is the site itself, already allowed.
 */
export function formActionOrigins(html: string): string[] {
  const origins: string[] = [];
  for (const form of elementsNamed(readHtml(html), "form", { inNoscript: true })) {
    const action = form.attributes.action ?? "";
    if (!/^https?:\/\//i.test(action)) continue;
    try {
      origins.push(new URL(action).origin);
    } catch {
      // Not an address a browser would post to: nothing to allow.
    }
  }
  return unique(origins);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
