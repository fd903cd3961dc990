/**
 * Uploads over a real socket: files are staged on the disk as they arrive, and whatever ends an
 * upload early (a refusal, a client that goes away) leaves nothing staged behind.
 */
import { readdir } from "node:fs/promises";
import { request } from "node:http";
import { type Socket, connect } from "node:net";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type RunningServer, startServer } from "../start-server";
import { type FakeSite, createFakeSite } from "../../site/testing/fake-site";
import { attachmentLimitBytes } from "./form-protocol";
import { createInboxStore, stagingFolderName } from "./inbox-store";

let site: FakeSite;
let server: RunningServer;
const sockets: Socket[] = [];

beforeEach(async () => {
  site = await createFakeSite();
  server = await startServer({ port: 0, host: "127.0.0.1", root: site.root, inboxDir: site.inboxDir });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server.close();
  await site.cleanup();
});

const ajaxPath = "/ajax/hello%40ivoryandadire.example";
const staged = () => readdir(path.join(site.inboxDir, stagingFolderName)).catch(() => []);

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One post with a declared length, as a browser sends it; resolves with the status and answer. */
function send(body: Buffer, type: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}${ajaxPath}`, {
      method: "POST",
      headers: { "Content-Type": type, "Content-Length": body.length },
    });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const fileHead = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAdé\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="dress.png"\r\n` +
  "Content-Type: image/png\r\n\r\n";

it("a client that breaks off mid-upload leaves nothing staged and nothing stored", async () => {
  const boundary = "brokenoff";
  const head = Buffer.from(fileHead(boundary));
  const socket = connect(server.port, "127.0.0.1");
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(
    `POST ${ajaxPath} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${head.length + 3 * 1024 * 1024}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(Buffer.alloc(1024 * 1024, 7));

  // The first megabyte reaches a staging file on the disk, not the memory.
  await until(async () => (await staged()).length === 1, "the upload is staged");
  socket.destroy();

  await until(async () => (await staged()).length === 0, "the staging file is removed");
  expect(await createInboxStore({ dir: site.inboxDir }).list()).toEqual([]);
});

it("a file over 5 MB is refused with 413 that reaches the client, leaving nothing staged", async () => {
  const boundary = "toolarge";
  const body = Buffer.concat([
    Buffer.from(fileHead(boundary)),
    Buffer.alloc(attachmentLimitBytes + 1, 7),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await send(body, `multipart/form-data; boundary=${boundary}`);
  expect(answer.status).toBe(413);
  expect(answer.text).toContain("larger than 5 MB");
  expect(await staged()).toEqual([]);
  expect(await createInboxStore({ dir: site.inboxDir }).list()).toEqual([]);
});

it("5 MB of 380,000 tiny urlencoded fields is refused with 413 without parsing it all", async () => {
  const body = Buffer.from(
    Array.from({ length: 380_000 }, (_, index) => `field${index % 10}=xxxxxx`).join("&"),
  );
  expect(body.length).toBeGreaterThan(5_000_000);
  const started = performance.now();
  const answer = await send(body, "application/x-www-form-urlencoded");
  expect(answer.status).toBe(413);
  expect(answer.text).toContain("more fields than it can take");
  // A generous bound: the whole body used to take seconds to parse.
  expect(performance.now() - started).toBeLessThan(2_000);
  expect(await createInboxStore({ dir: site.inboxDir }).list()).toEqual([]);
  // The server is free again at once.
  expect((await send(Buffer.from("name=Ad%C3%A9"), "application/x-www-form-urlencoded")).status).toBe(200);
});
