import { type Socket, connect } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
