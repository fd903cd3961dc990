/**
 * A tiny built site in a temporary folder, shaped like React Router's prerendered output, for the
 * tests of the server, of the build's steps and of the inbox benchmark. Test support only: neither
 * the site nor the server imports it.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** The inline scripts of the fake home page, exactly as they appear between the tags. */
export const homeInlineScripts = [
  'window.__reactRouterContext = {"basename":"/","future":{},"isSpaMode":false};',
  'import "/assets/manifest-1a2b3c.js";\nimport * as route0 from "/assets/root-4d5e6f.js";\nwindow.__reactRouterRouteModules = {"root":route0};',
] as const;

/** The form service the fake build was configured with. */
export const fakeFormService = "https://formsubmit.co";

export const appScript = `console.log("Ivory & Adire");\n${"// padding so it is worth compressing\n".repeat(60)}`;

export interface FakeSite {
  /** The build folder to serve. */
  root: string;
  /** A file beside the root, which no request may ever reach. */
  secretFile: string;
  /** A fresh empty folder for the inbox. */
  inboxDir: string;
  cleanup(): Promise<void>;
}

export async function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "ivory-adire-"));
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${title}</title><link rel="modulepreload" href="/assets/app-abc123.js"/></head><body>${body}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
}

export async function createFakeSite(): Promise<FakeSite> {
  const base = await makeTempDir();
  const root = path.join(base, "client");
  const secretFile = path.join(base, "secret.txt");
  const [contextScript, moduleScript] = homeInlineScripts;
  const files: Record<string, string | Uint8Array> = {
    "index.html": page(
      "Home",
      `<h1>Ivory &amp; Adire</h1><script>${contextScript}</script><script type="module" async="">${moduleScript}</script>`,
    ),
    "about/index.html": page("About", "<h1>About the studio</h1>"),
    // As a production build writes it: the inquiry form posts to the configured form service.
    "contact/index.html": page(
      "Contact",
      `<h1>Contact</h1><form method="post" action="${fakeFormService}/studio"></form>`,
    ),
    "404/index.html": page("Not found", "<h1>Page not found</h1>"),
    "assets/app-abc123.js": appScript,
    "assets/app-abc123.js.br": brotliCompressSync(appScript),
    "assets/app-abc123.js.gz": gzipSync(appScript),
    "robots.txt": "User-agent: *\nAllow: /\n",
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ".env": "SECRET=do-not-serve\n",
  };
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  await writeFile(secretFile, "outside the root\n");
  await symlink(secretFile, path.join(root, "leak.txt"));
  const inboxDir = path.join(base, "inbox");
  return { root, secretFile, inboxDir, cleanup: () => rm(base, { recursive: true, force: true }) };
}
