import { Hono, type MiddlewareHandler } from "hono";
import { describe, expect, it } from "vitest";
import { isLoopbackAddress, onlyOwnHosts, onlyThisComputer } from "./inbox-access";

function appWith(middleware: MiddlewareHandler) {
  const app = new Hono();
  app.use(middleware);
  app.get("*", (c) => c.text("the inbox"));
  return app;
}

describe("a local inbox", () => {
  const app = appWith(onlyOwnHosts(["localhost", "127.0.0.1", "[::1]"]));

  it("answers to this computer's names, with any port", async () => {
    for (const url of ["http://localhost:4173/inbox", "http://127.0.0.1/inbox", "http://[::1]:4173/inbox"]) {
      expect((await app.request(url)).status, url).toBe(200);
    }
  });

  it("refuses any other name with 421", async () => {
    for (const url of [
      "http://evil.example/inbox",
      "http://localhost.evil.example/inbox",
      "http://192.168.1.9/inbox",
    ]) {
      expect((await app.request(url)).status, url).toBe(421);
    }
  });
});

describe("the inbox's pages are this computer's", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:7f00:2", true],
    ["192.0.2.2", false],
    ["::ffff:192.0.2.2", false],
    ["fd00::2", false],
    ["fe80::fc:ff:fe00:1", false],
    ["0.0.0.0", false],
    ["::", false],
    ["unknown", false],
    ["", false],
  ])("a client at %j is this computer: %s", (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it("refuses a client on the network with 403, even asking by a loopback name; a loopback client asking by a network name too", async () => {
    const app = appWith(onlyThisComputer((c) => c.req.header("X-Test-Client")));
    const get = (url: string, client?: string) =>
      app.request(url, { headers: client ? { "X-Test-Client": client } : {} });
    expect((await get("http://localhost:4612/inbox", "127.0.0.1")).status).toBe(200);
    expect((await get("http://[::1]:4612/inbox", "::ffff:127.0.0.1")).status).toBe(200);
    // Made inside this process, without a socket.
    expect((await get("http://127.0.0.1:4612/inbox")).status).toBe(200);
    const refused = await get("http://localhost:4612/inbox", "192.0.2.7");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(
      "opens only on the computer that runs the server, at http://localhost:4612/inbox",
    );
    expect((await get("http://192.0.2.2:4612/inbox", "127.0.0.1")).status).toBe(403);
  });
});
