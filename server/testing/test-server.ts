/** The real server on a loopback port over a fresh fake site and inbox, gone when the test ends. */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, request } from "node:http";
import { type Socket, connect } from "node:net";
import path from "node:path";
import { onTestFinished } from "vitest";
import { type FakeSite, createFakeSite, makeTempDir } from "../../site/testing/fake-site";
import { createInboxStore, stagingFolderName } from "../inbox/inbox-store";
import type { IncomingSubmission, StagedFile, SubmissionRecord } from "../inbox/submission";
import { type RunningServer, type StartOptions, startServer } from "../start-server";
import { type ServerProcess, spawnServer } from "./spawn-server";

export const formPath = "/hello%40ivoryandadire.example";
export const ajaxPath = `/ajax${formPath}`;

export const submission = (overrides: Partial<IncomingSubmission> = {}): IncomingSubmission => ({
  formId: "studio",
  kind: "plain",
  fields: { name: "Adé" },
  special: {},
  files: [],
  ...overrides,
});

/** Where a test's inbox goes (not yet made), removed when the test ends. */
export async function tempInbox(): Promise<string> {
  const base = await makeTempDir();
  onTestFinished(() => rm(base, { recursive: true, force: true }));
  return path.join(base, "inbox");
}

/** An upload as the form parser leaves it, in the staging folder of the inbox at `dir`. */
export async function stagedFile(dir: string, name: string, bytes = [1, 2, 3]): Promise<StagedFile> {
  await mkdir(path.join(dir, stagingFolderName), { recursive: true });
  const filePath = path.join(dir, stagingFolderName, Math.random().toString(16).slice(2));
  await writeFile(filePath, new Uint8Array(bytes));
  return { field: "photo", name, type: "image/png", size: bytes.length, path: filePath };
}

/** A record as written before records began with a preview line. */
export async function writeRecordWithoutPreview(dir: string, id: string, given: Partial<IncomingSubmission>) {
  const record = { ...submission(given), files: undefined, id, attachments: [] };
  await mkdir(dir, { recursive: true });
  const receivedAt = `${id.slice(0, 10)}T00:00:00.000Z`;
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify({ ...record, receivedAt }));
}

/** A FormData of text fields and files. */
export function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

export interface TestServer extends RunningServer {
  site: FakeSite;
  records(): Promise<SubmissionRecord[]>;
  post(urlPath: string, body: BodyInit, headers?: Record<string, string>): Promise<Response>;
}

export async function startTestServer(options: Partial<StartOptions> = {}): Promise<TestServer> {
  const site = await createFakeSite();
  const server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir, ...options });
  onTestFinished(() => server.close().then(site.cleanup));
  const records = () => createInboxStore({ dir: site.inboxDir, log: () => undefined }).list();
  const post = (urlPath: string, body: BodyInit, headers = {}) =>
    fetch(server.url + urlPath, { method: "POST", body, headers });
  return { ...server, site, records, post };
}

/** A fresh fake site and inbox, and `start()` for the server in processes of its own, killed at the end. */
export async function siteForProcesses(flags: string[] = []) {
  const site = await createFakeSite();
  onTestFinished(() => site.cleanup());
  const start = async (): Promise<ServerProcess & { port: number }> => {
    const server = await spawnServer(site.root, site.inboxDir, flags);
    onTestFinished(async () => {
      server.child.kill("SIGKILL");
      await server.exited;
    });
    return { ...server, port: Number(new URL(server.url).port) };
  };
  return { site, start };
}

/** A raw connection, destroyed when the test ends; any 127.x address stands for another client. */
export function openSocket(port: number, localAddress = "127.0.0.1"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    // Before the server's close(), which waits for busy connections (cleanups run last first).
    onTestFinished(() => void socket.destroy());
    socket.on("error", () => undefined);
    socket.once("connect", () => resolve(socket));
    socket.once("close", () => reject(new Error("closed before connecting")));
  });
}

/** What the server sent until it closed the connection, or `closed: false` after `waitMs`. */
export function ending(socket: Socket, waitMs: number): Promise<{ closed: boolean; received: string }> {
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ closed: false, received }), waitMs);
    const closed = () => {
      clearTimeout(timer);
      resolve({ closed: true, received });
    };
    if (socket.destroyed) closed();
    else socket.once("close", closed);
  });
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
type Sent = {
  method?: string;
  path?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
};

/** One request with any Host and headers; with `heldBack`, only that first part of the body is sent. */
export function send(port: number, options: Sent & { heldBack?: Buffer } = {}): Promise<Answer> {
  const { method = "GET", path = "/", headers = {}, body, heldBack } = options;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, method, path, headers, agent: false });
    outgoing.on("error", reject);
    outgoing.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
        if (heldBack) outgoing.destroy();
      });
    });
    void (heldBack ? outgoing.write(heldBack) : outgoing.end(body));
  });
}

/** A multipart body with raw part headers, as a browser sends them: `[name, data, file name?]`. */
export function multipart(parts: Array<[string, string | Buffer, string?]>) {
  const head = (name: string, filename?: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}`;
  const body = Buffer.concat([
    ...parts.flatMap(([name, data, filename]) =>
      [`${head(name, filename)}\r\n\r\n`, data, "\r\n"].map(Buffer.from),
    ),
    Buffer.from("--b--\r\n"),
  ]);
  const headers = { "Content-Type": "multipart/form-data; boundary=b", "Content-Length": body.length };
  return { body, headers };
}
