/**
 * `npm run admin`: the content editor on the studio's computer, with no account anywhere. Starts
 * two programs and stops both on Ctrl+C:
 *   - Decap's local helper (decap-server), which reads and writes this folder's files for the editor,
 *     listening on this computer only (127.0.0.1), since it asks no password;
 *   - the site's development server, which serves the editor at /admin/ and shows every saved
 *     change on the site's pages as soon as it is saved.
 *
 *   npm run admin                  http://127.0.0.1:5173/admin/
 *   PORT=5180 npm run admin        another port for the site (the helper keeps 8081: the editor looks there)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { editorHelperPort, editorPath } from "../site/editor-paths";

const require = createRequire(import.meta.url);
const projectDir = process.cwd();
const host = "127.0.0.1";
const port = Number(process.env.PORT ?? 5173);

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: projectDir, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the editor.`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
const children: ChildProcess[] = [];
function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const helper = path.join(path.dirname(require.resolve("decap-server/package.json")), "dist", "index.js");
children.push(
  start("The editor's local helper", process.execPath, [helper], {
    GIT_REPO_DIRECTORY: projectDir,
    MODE: "fs",
    PORT: String(editorHelperPort),
    BIND_HOST: host,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  }),
);
children.push(
  start(
    "The site's development server",
    process.execPath,
    [
      path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.cjs"),
      "dev",
      "--host",
      host,
      "--port",
      String(port),
      "--strictPort",
    ],
    {},
  ),
);

console.log(
  `\nThe content editor: open http://${host}:${port}${editorPath} in your browser and press Login.\n` +
    `The site itself, with every change you save: http://${host}:${port}/\n` +
    "Saving writes to this folder's files; publish them with git (docs/owner-guide.md). Ctrl+C stops both.\n",
);
