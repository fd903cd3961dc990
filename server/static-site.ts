/**
 * The built site, sent by @hono/node-server's serveStatic, with what it lacks added here
 * (docs/decisions/037-static-files-from-the-library.md).
 */
import { existsSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { siteSegments } from "../site/addresses";
import { contentTypeFor, isHtmlFile } from "../site/content-types";
import { editorRobotsTag, isEditorPath } from "../site/editor-paths";
import { createPagePolicies } from "../site/page-policies";
import { cacheControlFor, htmlCacheControl, isHostConfigPath, notFoundFiles } from "../site/site-headers";

export function staticSite(root: string): MiddlewareHandler {
  const policies = createPagePolicies(root);
  const sentFiles = new WeakMap<Context, string>();
  const onFound = (file: string, c: Context) => void sentFiles.set(c, file);
  const files = serveStatic({ root, precompressed: true, onFound });
  const notFoundPages = notFoundFiles.map((page) =>
    serveStatic({ root, path: page, precompressed: true, onFound }),
  );
  let realRoot: Promise<string> | undefined;

  async function send(c: Context, middleware: MiddlewareHandler) {
    const response = await middleware(c, async () => undefined);
    const file = sentFiles.get(c);
    return response && file ? { response, file } : null;
  }

  // serveStatic follows symbolic links, and SITE_ROOT may be any folder: none may lead out of it.
  async function insideRoot(file: string): Promise<boolean> {
    realRoot ??= realpath(root);
    const real = await realpath(file).catch(() => null);
    const relative = real === null ? ".." : path.relative(await realRoot, real);
    return relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
  }

  return async (c) => {
    const urlPath = new URL(c.req.url).pathname;
    // RFC 9110 lets a server ignore Range; serveStatic misreads `bytes=-N` and throws past the end.
    c.req.raw.headers.delete("Range");
    let found = siteSegments(urlPath) && !isHostConfigPath(urlPath) ? await send(c, files) : null;
    if (found && !(await insideRoot(found.file))) {
      await found.response.body?.cancel();
      found = null;
    }
    const status = found ? 200 : 404;
    for (const page of notFoundPages) found ??= await send(c, page);
    if (!found) return c.text("Not found", 404, { "Cache-Control": htmlCacheControl });

    const { response, file: sent } = found;
    const coding = response.headers.get("Content-Encoding");
    const file = coding ? sent.slice(0, -path.extname(sent).length) : sent;
    const headers = new Headers(response.headers);
    headers.set("Content-Type", contentTypeFor(file));
    headers.set("Cache-Control", cacheControlFor(urlPath, isHtmlFile(file)));
    // As nginx's gzip_vary: a file with copies varies even when the plain one is sent.
    if ([".br", ".gz"].some((suffix) => existsSync(file + suffix))) headers.set("Vary", "Accept-Encoding");
    if (isEditorPath(urlPath)) headers.set("X-Robots-Tag", editorRobotsTag);
    if (isHtmlFile(file))
      headers.set("Content-Security-Policy", await policies.policyFor(file, await stat(file)));
    if (status === 200) {
      // From size and time, as nginx makes it: Hono's etag() would read the whole file to hash it.
      const { size, mtimeMs } = await stat(sent);
      const version = `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${coding ? `-${coding}` : ""}`;
      headers.set("ETag", `W/"${version}"`);
    }
    return new Response(response.body, { status, headers });
  };
}
