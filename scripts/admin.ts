/**
 * `npm run admin`: the content editor on the studio's computer, with no account anywhere. Starts
 * two programs and stops both on Ctrl+C:
 *   - Decap's local helper (decap-server), which reads and writes this folder's content for the
 *     editor. It asks no password, so it listens on this computer only, behind a guard
 *     (editor-guard.ts) that answers only the editor's page and only about the content's files;
 *   - the site's development server, which serves the editor at /admin/ and shows every saved
 *     change on the site's pages as soon as it is saved.
 *
 *   npm run admin                  http://127.0.0.1:5173/admin/
 *   PORT=5180 npm run admin        another port for the site (the helper keeps 8081: the editor looks there)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { editorPath } from "../site/editor-paths";
import { startEditorHelper } from "./editor-guard";

const require = createRequire(import.meta.url);
const projectDir = process.cwd();
const host = "127.0.0.1";
const port = Number(process.env.PORT ?? 5173);

let stopping = false;
const stops: (() => unknown)[] = [];
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const stopOne of stops) stopOne();
  process.exitCode = code;
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

function watch(name: string, child: ChildProcess): void {
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the editor.`);
    stop(code ?? 1);
  });
}

/** decap-server prints a failed save with the whole request, photos and all: its start and end say enough. */
function shorten(line: string): string {
  return line.length > 400 ? `${line.slice(0, 150)} … ${line.slice(-200)}` : line;
}

const site = spawn(
  process.execPath,
  [
    // The condition react-router's dev server otherwise restarts itself to get, saying so.
    "--conditions=development",
    path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.cjs"),
    "dev",
    "--host",
    host,
    "--port",
    String(port),
    "--strictPort",
    // Errors only: not a line for each file the editor saves, nor Vite's warnings, which are for
    // the site's engineers (`npm run dev` shows them).
    "--logLevel",
    "error",
  ],
  // Vite's advice on loading its configuration is for the project's engineers, not the owner.
  { cwd: projectDir, env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" }, stdio: "inherit" },
);
stops.push(() => site.kill("SIGTERM"));
watch("The site's development server", site);

try {
  const helper = await startEditorHelper({
    projectDir,
    sitePort: port,
    onLine: (line) => console.error(`The editor's local helper: ${shorten(line)}`),
  });
  stops.push(helper.close);
  watch("The editor's local helper", helper.helper);
  if (stopping) await helper.close();
  else {
    console.log(
      `\nThe content editor: open http://${host}:${port}${editorPath} in your browser and press Login.\n` +
        `The site itself, with every change you save: http://${host}:${port}/\n` +
        "Saving writes to this folder's files; publish them with git (docs/owner-guide.md). Ctrl+C stops both.\n",
    );
  }
} catch (error) {
  console.error(
    `\nThe editor's local helper did not start: ${error instanceof Error ? error.message : error}`,
  );
  stop(1);
}
