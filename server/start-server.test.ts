import { readdir } from "node:fs/promises";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { type Socket, connect } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createInboxStore, stagingFolderName } from "./inbox/inbox-store";
import {
  controlCharacterMessage,
  jsonTooLargeMessage,
  otherSiteMessage,
  tooManyFieldsMessage,
} from "./inbox/inbox-routes";
import { jsonBodyLimitBytes } from "./inbox/read-submission";
import { loopbackHosts } from "./server-config";
import { type RunningServer, defaultMaxConnectionsPerClient, startServer } from "./start-server";
import { type FakeSite, createFakeSite } from "../site/testing/fake-site";

let site: FakeSite;
let server: RunningServer | undefined;
/** Raw connections a test opened; destroyed before the server closes, which waits for busy ones. */
const sockets: Socket[] = [];

beforeEach(async () => {
  site = await createFakeSite();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
  await site.cleanup();
});

describe("startServer", () => {
  it("port 0 picks a free port and serves the site over real HTTP", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Ivory &amp; Adire");
    expect(home.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'sha256-");

    const missing = await fetch(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });

  it("answers HEAD with headers only", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: false });
    const response = await fetch(`${server.url}/about`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("Content-Length"))).toBeGreaterThan(0);
    expect(await response.text()).toBe("");
  });

  it("takes a form post end to end: 302 to _next, then the inbox shows it", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    const response = await fetch(`${server.url}/hello%40ivoryandadire.example`, {
      method: "POST",
      body: new URLSearchParams({ name: "Adé", _next: `${server.url}/thank-you` }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${server.url}/thank-you`);
    expect(await (await fetch(`${server.url}/inbox`)).text()).toContain('<dd dir="auto">Adé</dd>');
  });

  it("refuses an oversized upload from its Content-Length, storing nothing", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    const body = new FormData();
    body.append("photo", new File([new Uint8Array(7 * 1024 * 1024)], "big.png", { type: "image/png" }));
    const response = await fetch(`${server.url}/ajax/studio`, { method: "POST", body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: "false" });
    expect(await (await fetch(`${server.url}/inbox`)).text()).toContain("No submissions yet.");
  });

  it("close() stops the server", async () => {
    const running = await startServer({ port: 0, root: site.root, inboxDir: false });
    await fetch(`${running.url}/`); // leaves a keep-alive connection open
    await running.close();
    await expect(fetch(`${running.url}/`)).rejects.toThrow();
  });

  it("rejects when the port is taken", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: false });
    await expect(startServer({ port: server.port, root: site.root, inboxDir: false })).rejects.toMatchObject({
      code: "EADDRINUSE",
    });
  });
});

/** A raw TCP connection to the server, from `localAddress` (any 127.x address is this machine). */
function openSocket(port: number, localAddress = "127.0.0.1"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    sockets.push(socket);
    // A connection the server resets is what some tests expect; it is not an error here.
    socket.on("error", () => undefined);
    socket.once("connect", () => resolve(socket));
    socket.once("close", () => reject(new Error("closed before connecting")));
  });
}

interface Closing {
  /** Milliseconds from the call until the server closed the connection, or null if it stayed open. */
  afterMs: number | null;
  /** What the server sent before closing. */
  received: string;
}

/** Waits at most `limitMs` for the server to close the connection. */
function closing(socket: Socket, limitMs: number): Promise<Closing> {
  const started = performance.now();
  let received = "";
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ afterMs: null, received }), limitMs);
    const closed = () => {
      clearTimeout(timer);
      resolve({ afterMs: performance.now() - started, received });
    };
    if (socket.destroyed) closed();
    else socket.once("close", closed);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("slow and greedy clients", () => {
  it("a client that never finishes its headers is cut off at the headers timeout with 408", async () => {
    server = await startServer({
      port: 0,
      root: site.root,
      inboxDir: site.inboxDir,
      headersTimeoutMs: 300,
    });
    const socket = await openSocket(server.port);
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    const { afterMs, received } = await closing(socket, 3_000);
    expect(afterMs).not.toBeNull();
    expect(afterMs).toBeGreaterThanOrEqual(250);
    expect(afterMs).toBeLessThan(1_500);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("a body that stops arriving is closed at the idle timeout, whatever its pace rule", async () => {
    server = await startServer({
      port: 0,
      root: site.root,
      inboxDir: site.inboxDir,
      idleTimeoutMs: 400,
      minBodyRate: { bytesPerSecond: 1, windowMs: 10_000 },
    });
    const socket = await openSocket(server.port);
    socket.write(
      "POST /ajax/studio HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=",
    );
    const { afterMs } = await closing(socket, 3_000);
    expect(afterMs).not.toBeNull();
    expect(afterMs).toBeGreaterThanOrEqual(350);
    expect(afterMs).toBeLessThan(1_500);
  });

  it("a body trickled in is cut off by the minimum pace, and its slot is free again", async () => {
    server = await startServer({
      port: 0,
      root: site.root,
      inboxDir: site.inboxDir,
      headersTimeoutMs: 300,
      minBodyRate: { bytesPerSecond: 500, windowMs: 800 },
    });
    // As many as one client may have in flight, each sending a byte every 100 ms of a 1000-byte body.
    const trickles = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const socket = await openSocket(server!.port);
        socket.write(
          "POST /ajax/studio HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
            "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
        );
        let sent = 0;
        const timer = setInterval(() => {
          if (!socket.destroyed) socket.write("a", () => (sent += 1));
        }, 100);
        const result = await closing(socket, 3_000);
        clearInterval(timer);
        return { ...result, sent };
      }),
    );
    for (const { afterMs, sent } of trickles) {
      expect(afterMs).not.toBeNull();
      expect(afterMs).toBeLessThan(2_000);
      expect(sent).toBeLessThan(30);
    }
    // Had the cut-off posts kept their slots, this one would be refused with 429.
    const response = await fetch(`${server.url}/ajax/studio`, {
      method: "POST",
      body: new URLSearchParams({ name: "Adé" }),
    });
    expect(response.status).toBe(200);
  });

  it("never caps a reverse proxy on this machine (127.0.0.1), which carries every visitor", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    const opened: Socket[] = [];
    for (let n = 0; n < defaultMaxConnectionsPerClient + 5; n += 1)
      opened.push(await openSocket(server.port));
    const results = await Promise.all(opened.map((socket) => closing(socket, 300)));
    expect(results.filter(({ afterMs }) => afterMs !== null)).toHaveLength(0);
  });

  it(`closes at once every connection beyond ${defaultMaxConnectionsPerClient} from one client, not another's`, async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    // Another machine's visitor, as loopback can stand for one (127.0.0.1 itself is a local proxy).
    const stranger = "127.0.0.3";
    const opened: Socket[] = [];
    for (let n = 0; n < defaultMaxConnectionsPerClient + 5; n += 1) {
      opened.push(await openSocket(server.port, stranger).catch(() => sockets.at(-1)!));
    }
    const results = await Promise.all(opened.map((socket) => closing(socket, 500)));
    const closed = results.filter(({ afterMs }) => afterMs !== null);
    expect(closed).toHaveLength(5);
    expect(closed.every(({ received }) => received === "")).toBe(true);

    // The connections it kept are served as usual, and another address has connections of its own.
    const kept = opened.filter((socket) => !socket.destroyed);
    kept[0]!.write("GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect((await closing(kept[0]!, 2_000)).received).toMatch(/^HTTP\/1\.1 200 /);
    const neighbour = await openSocket(server.port, "127.0.0.2");
    expect((await closing(neighbour, 300)).afterMs).toBeNull();

    // Once the client closes some (the served one closed too), it may open as many again, no more.
    for (const socket of kept.slice(1, 4)) socket.destroy();
    await pause(100);
    const again: Socket[] = [];
    for (let n = 0; n < 5; n += 1) {
      again.push(await openSocket(server.port, stranger).catch(() => sockets.at(-1)!));
    }
    const outcomes = await Promise.all(again.map((socket) => closing(socket, 300)));
    expect(outcomes.filter(({ afterMs }) => afterMs === null)).toHaveLength(4);
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request over a real socket to 127.0.0.1, with any Host and headers. `body` is sent whole;
 * `heldBack`, only its first part: the rest is never sent, and the answer must come without it.
 * Gives up after `limitMs`.
 */
function send(
  port: number,
  {
    method = "GET",
    path = "/",
    headers = {},
    body,
    heldBack,
    limitMs = 10_000,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string | number>;
    body?: string | Buffer;
    heldBack?: Buffer;
    limitMs?: number;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, method, path, headers, agent: false });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`No answer to ${method} ${path} within ${limitMs} ms`));
    }, limitMs);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
        // A body held back will never be finished: this request is over.
        if (heldBack) request.destroy();
      });
    });
    if (heldBack) request.write(heldBack);
    else request.end(body);
  });
}

const formId = "hello%40ivoryandadire.example";
const inboxRecords = () => createInboxStore({ dir: site.inboxDir, log: () => undefined }).list();

describe("attacks on the form inbox", () => {
  it("four JSON posts of 540,000 keys at once are cut as they arrive, and the site is answered meanwhile", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    const port = server.port;
    const keys = Array.from({ length: 540_000 }, (_, n) => `"${n.toString(36)}":0`);
    const body = Buffer.from(`{${keys.join(",")}}`);
    expect(body.length).toBeGreaterThan(4_500_000);
    // What the client sends before it waits: under the JSON limit, yet thousands of fields.
    const firstPart = body.subarray(0, jsonBodyLimitBytes - 1024);
    const homeAlone = await timedHome(port);

    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
    const posts = Array.from({ length: 4 }, (_, n) =>
      send(port, {
        method: "POST",
        path: `/ajax/${formId}`,
        // Two announce their length; two are sent in chunks, whose length nobody knows ahead.
        headers: {
          "Content-Type": "application/json",
          ...(n % 2 === 0 ? { "Content-Length": body.length } : { "Transfer-Encoding": "chunked" }),
        },
        heldBack: firstPart,
      }),
    );
    const homeDuring = await timedHome(port);
    const answers = await Promise.all(posts);
    clearInterval(sampler);

    console.log(
      `4 JSON posts of ${(body.length / 1e6).toFixed(1)} MB: answered after ${firstPart.length} bytes each; ` +
        `home page ${homeDuring.toFixed(1)} ms during them, ${homeAlone.toFixed(1)} ms alone; ` +
        `RSS +${((rssPeak - rssBefore) / 2 ** 20).toFixed(1)} MB at the peak`,
    );
    // Each was answered with only the first part of its body sent: the server read no further.
    expect(answers.map(({ status }) => status)).toEqual([413, 413, 413, 413]);
    expect(answers.map(({ body: text }) => (JSON.parse(text) as { message: string }).message)).toEqual([
      jsonTooLargeMessage,
      tooManyFieldsMessage,
      jsonTooLargeMessage,
      tooManyFieldsMessage,
    ]);
    expect(rssPeak - rssBefore).toBeLessThan(50 * 2 ** 20);
    expect(await inboxRecords()).toEqual([]);
  });

  it("one order, one record: copies in a row and at once are thanked and kept once; other content under its reference is kept and marked", async () => {
    server = await startServer({
      port: 0,
      root: site.root,
      inboxDir: site.inboxDir,
      inboxLimits: { maxPostsInFlight: 8 },
    });
    const port = server.port;
    const order = (details: string) => {
      const form = new FormData();
      form.set("fullName", "Folasade Adeyemi");
      form.set("reference", "IA-2611-K7QM");
      form.set("details", details);
      form.set("_subject", "New order IA-2611-K7QM");
      form.set(
        "attachment",
        new File([new Uint8Array([1, 2, 3])], "inspiration-1.jpg", { type: "image/jpeg" }),
      );
      return form;
    };
    const post = (form: FormData) =>
      fetch(`http://127.0.0.1:${port}/ajax/${formId}`, { method: "POST", body: form }).then(
        async (response) => [response.status, await response.json()] as const,
      );
    const success = [200, { success: "true", message: "The form was submitted successfully." }];

    expect(await post(order("Ivory lace, fitted"))).toEqual(success);
    expect(await post(order("Ivory lace, fitted"))).toEqual(success);
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => post(order("Ivory lace, fitted"))));
    expect(atOnce).toEqual(Array.from({ length: 5 }, () => success));
    const [first, ...others] = await inboxRecords();
    expect(others).toEqual([]);
    expect(first?.sameReferenceAs).toBeUndefined();
    // Nothing of the copies is left behind: one record's folder, no staged upload.
    expect(await readdir(site.inboxDir, { recursive: true })).toHaveLength(4);
    expect(await readdir(`${site.inboxDir}/${stagingFolderName}`)).toEqual([]);

    // Anyone can type a reference: the same one with other content is kept, and says so.
    expect(await post(order("Indigo adire, loose"))).toEqual(success);
    const [changed, earlier] = await inboxRecords();
    expect(earlier?.id).toBe(first?.id);
    expect(changed?.sameReferenceAs).toBe(first?.id);
    const page = (await send(port, { path: "/inbox", headers: { Host: `localhost:${port}` } })).body;
    expect(page).toContain("2 submissions.");
    expect(
      page.match(
        /Same reference as an <a href="\/inbox\/submissions\/([^"]+)">earlier submission<\/a>, different\s+content/,
      )?.[1],
    ).toBe(first?.id);
  });

  it("under HOST=0.0.0.0 the network gets the site and its forms, never the inbox", async () => {
    // 192.0.2.2 stands for this machine's network address, as server-config.ts would list it; the
    // requests themselves go to 127.0.0.1, so the rule on the socket's address is the unit test's.
    server = await startServer({
      port: 0,
      host: "0.0.0.0",
      root: site.root,
      inboxDir: site.inboxDir,
      inboxHosts: [...loopbackHosts, "192.0.2.2", "[fd00::2]"],
    });
    const port = server.port;
    const network = `192.0.2.2:${port}`;
    expect((await send(port, { headers: { Host: network } })).status).toBe(200);
    const posted = await send(port, {
      method: "POST",
      path: `/${formId}`,
      headers: {
        Host: network,
        Origin: `http://${network}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "name=Ad%C3%A9+on+the+phone",
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toContain("<h1>Thank you</h1>");
    // The phone is not offered a link it may not open.
    expect(posted.body).not.toContain('href="/inbox"');

    for (const host of [network, `[fd00::2]:${port}`]) {
      for (const path of [
        "/inbox",
        "/inbox/",
        "/inbox/inbox.css",
        "/inbox/submissions/x",
        "/inbox/files/x/y.png",
      ]) {
        const refused = await send(port, { path, headers: { Host: host } });
        expect(refused.status, `${host}${path}`).toBe(403);
        expect(refused.body).toContain(
          `opens only on the computer that runs the server, at http://localhost:${port}/inbox`,
        );
      }
    }
    const here = await send(port, { path: "/inbox", headers: { Host: `localhost:${port}` } });
    expect(here.status).toBe(200);
    expect(here.body).toContain("Adé on the phone");
  });

  it("a post from another site is refused, and nothing of it kept; the site's own and scripts' are taken", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    const port = server.port;
    const post = (path: string, origin?: string) =>
      send(port, {
        method: "POST",
        path,
        headers: {
          Host: `localhost:${port}`,
          "Content-Type": "application/x-www-form-urlencoded",
          ...(origin === undefined ? {} : { Origin: origin }),
        },
        body: `name=${encodeURIComponent(origin ?? "no origin")}`,
      });
    const ajax = await post(`/ajax/${formId}`, "https://evil.example");
    expect(ajax.status).toBe(403);
    expect(JSON.parse(ajax.body)).toEqual({ success: "false", message: otherSiteMessage });
    expect(ajax.headers["access-control-allow-origin"]).toBeUndefined();
    const plain = await post(`/${formId}`, "https://evil.example");
    expect(plain.status).toBe(403);
    expect(plain.body).toContain("This form was sent from another website.");
    // A sandboxed frame on any site sends "null"; the site's own pages never do.
    expect((await post(`/ajax/${formId}`, "null")).status).toBe(403);
    expect(await inboxRecords()).toEqual([]);

    expect((await post(`/ajax/${formId}`, `http://localhost:${port}`)).status).toBe(200);
    expect((await post(`/ajax/${formId}`, `http://127.0.0.1:${port}`)).status).toBe(200);
    expect((await post(`/ajax/${formId}`)).status).toBe(200);
    expect((await inboxRecords()).map((record) => record.fields.name).sort()).toEqual([
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      "no origin",
    ]);
  });

  it("a file name with a control character is refused for what it is, never as too long", async () => {
    server = await startServer({ port: 0, root: site.root, inboxDir: site.inboxDir });
    const body = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAdé\r\n'),
      Buffer.from('--b\r\nContent-Disposition: form-data; name="attachment"; filename="a\x01.jpg"\r\n'),
      Buffer.from("Content-Type: image/jpeg\r\n\r\nJPEG\r\n--b--\r\n"),
    ]);
    const answer = await send(server.port, {
      method: "POST",
      path: `/ajax/${formId}`,
      headers: { "Content-Type": "multipart/form-data; boundary=b", "Content-Length": body.length },
      body,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: "false", message: controlCharacterMessage });
    expect(await inboxRecords()).toEqual([]);
    expect(await readdir(`${site.inboxDir}/${stagingFolderName}`)).toEqual([]);
  });
});

/** Milliseconds the home page takes to answer, median of three. */
async function timedHome(port: number): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    const started = performance.now();
    expect((await send(port, {})).status).toBe(200);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1] ?? 0;
}
