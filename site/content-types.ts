/** Content-Type by file extension, for the kinds of files a React Router + Vite build produces (the nginx configuration the build writes sends the same). */
import path from "node:path";

export const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  // The content editor's configuration and its WebAssembly parts (/admin/).
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  // React Router's prerendered route data, fetched on client-side navigation (turbo-stream).
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Unknown kinds are sent as opaque bytes; with `nosniff` the browser will not guess. */
export function contentTypeFor(filePath: string): string {
  return contentTypes[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";
}

export function isHtmlFile(filePath: string): boolean {
  return path.extname(filePath).toLowerCase() === ".html";
}
