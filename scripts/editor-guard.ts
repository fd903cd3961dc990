/**
 * The guard in front of Decap's local helper (decap-server), for `npm run admin`. The helper asks no
 * password and reads, writes and deletes any file of the folder it is given for any page whose
 * request reaches it: a page of another site can reach it too, by pointing a name of its own at
 * 127.0.0.1 (DNS rebinding). The guard listens where the editor looks for the helper
 * (127.0.0.1:8081) and passes a request on only when
 *   - it is addressed to the guard by its loopback address (`Host`) and comes from the editor's page
 *     on the development server (`Origin`): a rebound name and other pages fail here;
 *   - its action is one the editor uses when saving is publishing, on the content only: JSON data
 *     files directly in app/content/data/ and photos in app/content/images/, each path written
 *     plainly (lower case, no `..`, escapes or backslashes);
 *   - its body stays within `maxBodyBytes`, counted as it arrives.
 * decap-server itself listens on a private socket (editor-helper-socket.mjs), which no browser can reach.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type IncomingMessage, type Server, request } from "node:http";
import { createRequire } from "node:module";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { createInterface } from "node:readline";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { dataFolder } from "../app/content/schema";
import { editorHelperPort, editorPath } from "../site/editor-paths";

const require = createRequire(import.meta.url);
const loopback = "127.0.0.1";
const loopbackNames = [loopback, "localhost"];

/** The editor's `media_folder` (scripts/editor-config.ts). */
export const photoFolder = "app/content/images";
/** The photos the build makes images from (the content modules glob `images/*.{jpg,jpeg,png}`). */
const photoTypes = ["jpg", "jpeg", "png"];

/** The photos one save may carry: a new design's four photos from a phone, or one large camera photo. */
export const largestUpload = 25 * 1024 * 1024;
/** Photos travel in base64 (4/3 of their size) inside the JSON of the save. */
export const maxBodyBytes = Math.ceil(largestUpload * 1.4);

// ---------------------------------------------------------------------------------------------
// Who may ask

export interface GuardPorts {
  /** The guard's own port, where the editor looks for the helper. */
  port: number;
  /** The development server's port, whose /admin/ page is the editor. */
  sitePort: number;
}

/** Why a request from `origin`, addressed to `host`, is refused; undefined for the editor's own. */
export function callerRefusal(
  host: string | undefined,
  origin: string | undefined,
  { port, sitePort }: GuardPorts,
): string | undefined {
  if (!loopbackNames.some((name) => host === `${name}:${port}`)) {
    return `this request was addressed to ${host ?? "no address"}, not to ${loopback}:${port}.`;
  }
  if (!loopbackNames.some((name) => origin === `http://${name}:${sitePort}`)) {
    return `this request came from ${origin ?? "no page"}.`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// What it may ask for

type Kind = "data file" | "photo" | "content file" | "data folder" | "photo folder";

const fileName = "[a-z0-9_~-][a-z0-9_.~-]*";
const dataFile = `${dataFolder}/${fileName}\\.json`;
const photo = `${photoFolder}/${fileName}\\.(?:${photoTypes.join("|")})`;
const kinds: Record<Kind, { pattern: RegExp; what: string }> = {
  "data file": { pattern: new RegExp(`^${dataFile}$`), what: `a JSON file in ${dataFolder}/` },
  photo: { pattern: new RegExp(`^${photo}$`), what: `a .${photoTypes.join(", .")} photo in ${photoFolder}/` },
  "content file": {
    pattern: new RegExp(`^(?:${dataFile}|${photo})$`),
    what: `a JSON file in ${dataFolder}/ or a photo in ${photoFolder}/`,
  },
  "data folder": { pattern: new RegExp(`^${dataFolder}$`), what: dataFolder },
  "photo folder": { pattern: new RegExp(`^${photoFolder}$`), what: photoFolder },
};

/** A path as a file system might read it: escapes decoded, backslashes as slashes, `..` resolved, lower case. */
export function normalisePath(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A lone `%` is a character of the name.
  }
  return path.posix.normalize(decoded.replaceAll("\\", "/")).toLowerCase();
}

/** decap-server acts on the path as sent, so a path that means something else once normalised is refused. */
function isPath(kind: Kind, value: unknown): boolean {
  return typeof value === "string" && normalisePath(value) === value && kinds[kind].pattern.test(value);
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** A list's items; a single value stands for itself, so that it is checked all the same. */
function items(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

type Paths = [Kind, unknown][];

function dataFilePaths(file: unknown): Paths {
  const paths: Paths = [["data file", field(file, "path")]];
  if (field(file, "newPath") !== undefined) paths.push(["data file", field(file, "newPath")]);
  return paths;
}

/**
 * The actions the editor uses when saving is publishing, with every path decap-server acts on
 * (its joi schema's `path` fields). Drafts, their reviews and deploy previews are not among them.
 */
const actions: Record<string, (params: unknown) => Paths> = {
  info: () => [],
  entriesByFolder: (params) => [["data folder", field(params, "folder")]],
  entriesByFiles: (params) => items(field(params, "files")).map((file) => ["data file", field(file, "path")]),
  getEntry: (params) => [["data file", field(params, "path")]],
  persistEntry: (params) => [
    ...[...items(field(params, "entry")), ...items(field(params, "dataFiles"))].flatMap(dataFilePaths),
    ...items(field(params, "assets")).map((asset): Paths[number] => ["photo", field(asset, "path")]),
  ],
  getMedia: (params) => [["photo folder", field(params, "mediaFolder")]],
  getMediaFile: (params) => [["photo", field(params, "path")]],
  persistMedia: (params) => [["photo", field(field(params, "asset"), "path")]],
  deleteFile: (params) => [["content file", field(params, "path")]],
  deleteFiles: (params) => items(field(params, "paths")).map((file) => ["content file", file]),
};

/** Why the action a request's body asks for is refused; undefined when the editor may have it. */
export function actionRefusal(body: unknown): string | undefined {
  const action = field(body, "action");
  if (typeof action !== "string" || !Object.hasOwn(actions, action)) {
    return `The editor's helper does not do ${JSON.stringify(action ?? null).slice(0, 80)}: saving writes straight to the files.`;
  }
  const outside = actions[action]?.(field(body, "params")).find(([kind, value]) => !isPath(kind, value));
  if (!outside) return undefined;
  const [kind, value] = outside;
  return `The editor's helper reads and writes only the site's content: ${JSON.stringify(value ?? null).slice(0, 200)} is not ${kinds[kind].what}.`;
}

// ---------------------------------------------------------------------------------------------
// The guard

export interface GuardOptions extends GuardPorts {
  /** decap-server's socket. */
  helperSocket: string;
  maxBody?: number;
}

export function editorGuard({ port, sitePort, helperSocket, maxBody = maxBodyBytes }: GuardOptions): Hono {
  const editorPage = `http://${loopback}:${sitePort}${editorPath}`;
  const app = new Hono();
  app.use(async (c, next) => {
    const origin = c.req.header("origin");
    const refusal = callerRefusal(c.req.header("host"), origin, { port, sitePort });
    if (refusal)
      return c.text(`This helper answers only the content editor at ${editorPage}: ${refusal}\n`, 403);
    c.header("Access-Control-Allow-Origin", origin);
    c.header("Vary", "Origin");
    await next();
  });
  app.options("/api/v1", (c) =>
    c.body(null, 204, {
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": "600",
    }),
  );
  // Refusals of the editor's own requests are JSON `{ error }`, as decap-server's are: the editor shows them.
  app.post(
    "/api/v1",
    bodyLimit({
      maxSize: maxBody,
      onError: (c) =>
        c.json(
          { error: `The photos of one save may be up to ${Math.floor(maxBody / 1.4 / 2 ** 20)} MB.` },
          413,
        ),
    }),
    async (c) => {
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return c.json({ error: "The request is not JSON." }, 400);
      }
      const refusal = actionRefusal(body);
      if (refusal) return c.json({ error: refusal }, 403);
      const answer = await postToHelper(helperSocket, text);
      return c.body(Readable.toWeb(answer) as ReadableStream, answer.statusCode as ContentfulStatusCode, {
        "Content-Type": answer.headers["content-type"] ?? "application/json",
      });
    },
  );
  return app;
}

// ---------------------------------------------------------------------------------------------
// decap-server behind the guard

/** A port free on the loopback address at the moment of asking. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once("error", reject).listen(0, loopback, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function postToHelper(socketPath: string, body: string, timeoutMs?: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { socketPath, path: "/api/v1", method: "POST", headers: { "Content-Type": "application/json" } },
      resolve,
    );
    sent.on("error", reject);
    if (timeoutMs) sent.setTimeout(timeoutMs, () => sent.destroy(new Error("timed out")));
    sent.end(body);
  });
}

/** A socket file in a folder of its own (only this user may enter it), or a named pipe on Windows. */
function privateSocket(): { socket: string; remove: () => void } {
  if (process.platform === "win32") {
    return { socket: `\\\\.\\pipe\\ivory-adire-editor-${process.pid}-${Date.now()}`, remove: () => {} };
  }
  const folder = mkdtempSync(path.join(tmpdir(), "editor-helper-"));
  return {
    socket: path.join(folder, "helper.sock"),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export interface EditorHelperOptions {
  /** The folder decap-server may write to: the project. */
  projectDir: string;
  sitePort: number;
  port?: number;
  maxBody?: number;
  /** Each line decap-server prints (its warnings and errors); not shown without it. */
  onLine?: (line: string) => void;
}

export interface EditorHelper {
  /** decap-server's process: if it stops, the editor cannot save. */
  helper: ChildProcess;
  close(): Promise<void>;
}

async function answers(socket: string): Promise<boolean> {
  try {
    const answer = await postToHelper(socket, '{"action":"info"}', 1_000);
    answer.resume();
    return answer.statusCode === 200;
  } catch {
    return false;
  }
}

export async function startEditorHelper({
  projectDir,
  sitePort,
  port = editorHelperPort,
  maxBody,
  onLine,
}: EditorHelperOptions): Promise<EditorHelper> {
  const { socket: helperSocket, remove: removeSocket } = privateSocket();
  const helper = spawn(
    process.execPath,
    [
      "--import",
      path.join(import.meta.dirname, "editor-helper-socket.mjs"),
      path.join(path.dirname(require.resolve("decap-server/package.json")), "dist", "index.js"),
    ],
    {
      cwd: projectDir,
      env: {
        ...process.env,
        GIT_REPO_DIRECTORY: projectDir,
        MODE: "fs",
        EDITOR_HELPER_SOCKET: helperSocket,
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        // Its own CORS would admit every page on this computer; no page has the guard's origin.
        ORIGIN: `http://${loopback}:${port}`,
      },
      stdio: ["ignore", onLine ? "pipe" : "ignore", onLine ? "pipe" : "ignore"],
    },
  );
  for (const stream of [helper.stdout, helper.stderr]) {
    if (stream && onLine) createInterface({ input: stream }).on("line", onLine);
  }
  const exited = new Promise<void>((resolve) => helper.once("exit", () => resolve()));
  const server = createAdaptorServer({
    fetch: editorGuard({ port, sitePort, helperSocket, maxBody }).fetch,
  }) as Server;
  const close = async () => {
    server.close();
    server.closeAllConnections();
    if (helper.exitCode === null && helper.signalCode === null) helper.kill("SIGTERM");
    await exited;
    removeSocket();
  };
  try {
    const deadline = Date.now() + 10_000;
    while (!(await answers(helperSocket))) {
      if (helper.exitCode !== null) throw new Error(`decap-server stopped (exit code ${helper.exitCode}).`);
      if (Date.now() > deadline) throw new Error("decap-server did not answer within 10 s.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise<void>((resolve, reject) => {
      server.once("error", (error: NodeJS.ErrnoException) =>
        reject(
          error.code === "EADDRINUSE"
            ? new Error(`port ${port} is taken (is \`npm run admin\` running?).`)
            : error,
        ),
      );
      server.listen(port, loopback, resolve);
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { helper, close };
}
