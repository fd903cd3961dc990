/** A copy of the project running `npm run admin` for the editor's tests (never the project) */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { editorHelperPort } from "../../../site/editor-paths";
import { buildScratchProject, prepareScratchProject } from "../../../tools/scratch-project";

const require = createRequire(import.meta.url);

/** The development server's port in the copy: apart from the browser tests' own server. */
const devPort = Number(process.env.E2E_EDITOR_PORT ?? 5197);

export interface EditorWorkspace {
  dir: string;
  /** The editor's page, as `npm run admin` prints it. */
  editorUrl: string;
  read(file: string): Promise<string>;
  /** Builds the production site from the copy, as a host would; resolves to its client folder. */
  build(): Promise<string>;
  close(): Promise<void>;
}

const helperAnswers = () =>
  fetch(`http://127.0.0.1:${editorHelperPort}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${devPort}` },
    body: JSON.stringify({ action: "info" }),
  }).then(
    (response) => response.ok,
    () => false,
  );

export async function openEditorWorkspace(): Promise<EditorWorkspace> {
  if (await helperAnswers()) {
    throw new Error(
      `Port ${editorHelperPort} is taken (is \`npm run admin\` running?): the editor's tests need it.`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "ivory-editor-"));
  const project = await prepareScratchProject(dir, { images: "project" });
  const admin: ChildProcess = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/admin.ts"], {
    cwd: dir,
    env: { ...process.env, PORT: String(devPort), LOG_LEVEL: "warn" },
    stdio: "ignore",
    // Its own process group: closing stops the helper and the development server with it.
    detached: true,
  });
  const editorUrl = `http://127.0.0.1:${devPort}/admin/`;
  const deadline = Date.now() + 90_000;
  const editorAnswers = () =>
    fetch(editorUrl).then(
      (answer) => answer.ok,
      () => false,
    );
  while (!(await helperAnswers()) || !(await editorAnswers())) {
    if (admin.exitCode !== null) throw new Error(`npm run admin stopped (exit code ${admin.exitCode}).`);
    if (Date.now() > deadline) throw new Error("npm run admin did not serve the editor within 90 s.");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    dir,
    editorUrl,
    read: (file) => readFile(path.join(dir, file), "utf8"),
    async build() {
      await buildScratchProject(project, "editor-build");
      return project.clientDir;
    },
    async close() {
      if (admin.pid) process.kill(-admin.pid, "SIGTERM");
      await rm(dir, { recursive: true, force: true });
    },
  };
}
