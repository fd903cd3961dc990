/**
 * Many large uploads that stall half-way, from several addresses at once, against the real server in
 * a process of its own: its memory must stay bounded (uploads stream to disk, and each visitor has
 * only a few posts in flight), and well-formed posts sent in the same burst must all be stored.
 * Real HTTP on loopback only; bounded in count (48 stalled connections, 240 MiB) and time (seconds).
 */
import type { Socket } from "node:net";
import { connect } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type FakeSite, createFakeSite } from "../../site/testing/fake-site";
import { type ServerProcess, residentBytes, spawnServer } from "../testing/spawn-server";
import { createInboxStore } from "./inbox-store";

/** Eight visitors (any 127.x address is this machine), each opening six uploads. */
const attackers = Array.from({ length: 8 }, (_, n) => `127.0.0.${11 + n}`);
const uploadsPerAttacker = 6;
const mebibyte = 1024 * 1024;
/** Each upload announces 5.5 MB and sends 4.5 MiB of it (within every limit, so none is refused for its size), then stalls. */
const announcedBytes = 5_500_000;
const sentBytes = 4.5 * mebibyte;

let site: FakeSite;
let server: ServerProcess | undefined;
const sockets: Socket[] = [];

beforeEach(async () => {
  site = await createFakeSite();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server) {
    server.child.kill("SIGKILL");
    await server.exited;
    server = undefined;
  }
  await site.cleanup();
});

/** Opens a stalled upload; resolves once its bytes are handed over, with what the server answered. */
function stalledUpload(port: number, localAddress: string): Promise<{ answered: () => string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    sockets.push(socket);
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.once("connect", () => {
      const boundary = "----stalled";
      socket.write(
        `POST /hello%40ivoryandadire.example HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${announcedBytes}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nStalled\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      );
      // A refused post is answered before its body is read, so the write may never finish:
      // an answer counts as handed over too.
      const done = () => resolve({ answered: () => received });
      socket.once("data", done);
      socket.write(Buffer.alloc(sentBytes, 7), done);
    });
    socket.once("close", () => resolve({ answered: () => received }));
    setTimeout(() => reject(new Error("an upload never started")), 10_000).unref();
  });
}

/** A complete order with a small photo, as a browser posts it. */
async function wellFormedPost(url: string, n: number): Promise<number> {
  const form = new FormData();
  form.set("name", `Visitor ${n}`);
  form.set("_next", `${url}/thank-you`);
  form.set("phone", "+234 803 555 0142");
  form.set("photo", new Blob([Buffer.alloc(100_000, n)], { type: "image/png" }), `inspiration-${n}.png`);
  const response = await fetch(`${url}/hello%40ivoryandadire.example`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

it("48 stalled 5.5 MB uploads from 8 addresses keep the server's memory bounded, and every well-formed post is stored", async () => {
  server = await spawnServer(site.root, site.inboxDir);
  const { port } = new URL(server.url);
  const pid = server.child.pid!;
  // Warm up: the first page and the first post load what a running server keeps loaded.
  await (await fetch(`${server.url}/`)).arrayBuffer();
  expect(await wellFormedPost(server.url, 0)).toBe(302);
  const before = await residentBytes(pid);

  let peak = before;
  const sampling = setInterval(() => {
    residentBytes(pid).then(
      (bytes) => (peak = Math.max(peak, bytes)),
      () => undefined,
    );
  }, 50);
  try {
    const uploads = await Promise.all(
      attackers.flatMap((address) =>
        Array.from({ length: uploadsPerAttacker }, () => stalledUpload(Number(port), address)),
      ),
    );
    // The stalled uploads are still open while another visitor orders, one order after another.
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n += 1) statuses.push(await wellFormedPost(server.url, n));
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const refused = uploads.filter(({ answered }) => /^HTTP\/1\.1 429 /.test(answered())).length;
    const growth = peak - before;
    console.log(
      `Upload burst: RSS ${(before / mebibyte).toFixed(0)} → peak ${(peak / mebibyte).toFixed(0)} MB ` +
        `(+${(growth / mebibyte).toFixed(0)} MB) while ${uploads.length} uploads sent ` +
        `${((uploads.length * sentBytes) / mebibyte).toFixed(0)} MB; ${refused} refused with 429`,
    );

    expect(statuses).toEqual([302, 302, 302, 302, 302]);
    // Four posts in flight per visitor: the other two of each six are refused before being read.
    expect(refused).toBe(attackers.length * (uploadsPerAttacker - 4));
    // 32 uploads of 4.5 MiB were taken in: a server that held them in memory grew by about 250 MB here.
    // Streamed to disk, the growth is the same (about 50 MB) whether 1 or 5 MiB each were sent.
    expect(growth).toBeLessThan(96 * mebibyte);
  } finally {
    clearInterval(sampling);
  }

  const stored = (await createInboxStore({ dir: site.inboxDir }).listing()).records;
  expect(stored.map((record) => record.fields.name).sort()).toEqual(
    ["Visitor 0", "Visitor 1", "Visitor 2", "Visitor 3", "Visitor 4", "Visitor 5"].sort(),
  );
  expect(stored.every((record) => record.attachments.length === 1)).toBe(true);
}, 30_000);
