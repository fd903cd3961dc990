import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { onlyOwnHosts } from "./inbox-access";

function appWith(middleware: ReturnType<typeof onlyOwnHosts>) {
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
