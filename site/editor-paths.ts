/**
 * Where the content editor lives in the site, and what its page may do. Its policy is its own: the
 * editor's script needs `eval` (it compiles its configuration's checks) and inline styles, talks to
 * GitHub's API, and reads photos back from `blob:` addresses before saving them. None of that is
 * allowed on the public pages, whose policy (content-security-policy.ts) is not loosened for it.
 * The local mode (`npm run admin`) runs on the development server, which sends no policy: the
 * published editor is never allowed to reach a helper on the visitor's own computer.
 */
import { editorPath } from "../app/lib/paths";

export { editorPath };

/** The local helper `npm run admin` starts beside the development server (decap-server's port). */
export const editorHelperPort = 8081;

/** Where the published editor signs in and saves: GitHub's API, and the user's picture from GitHub. */
export const editorGitHubOrigins = ["https://api.github.com"] as const;

export function isEditorPath(urlPath: string): boolean {
  return urlPath === editorPath.slice(0, -1) || urlPath.startsWith(editorPath);
}

/** True for a file of the site folder (`admin/index.html`, forward slashes) that belongs to the editor. */
export function isEditorFile(file: string): boolean {
  return file.startsWith(editorPath.slice(1));
}

export const editorContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  `connect-src 'self' blob: ${editorGitHubOrigins.join(" ")}`,
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Search engines are told on every response of the editor, beside robots.txt's `Disallow`. */
export const editorRobotsTag = "noindex, nofollow";
