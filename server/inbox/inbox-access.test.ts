import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { onlyOwnHosts, passwordFailureLimit, passwordProtected } from "./inbox-access";

function appWith(middleware: ReturnType<typeof onlyOwnHosts>) {
  const app = new Hono();
  app.use(middleware);
  app.get("*", (c) => c.text("the inbox"));
  app.onError((error) =>
    error instanceof HTTPException ? error.getResponse() : new Response("", { status: 500 }),
  );
  return app;
}

const basic = (password: string) => ({
  Authorization: `Basic ${Buffer.from(`studio:${password}`).toString("base64")}`,
});

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

describe("a published inbox", () => {
  const password = "indigo-and-ivory-42";

  it("asks for the password, and lets in only the right one", async () => {
    const app = appWith(passwordProtected(password));
    const first = await app.request("/inbox");
    expect(first.status).toBe(401);
    expect(first.headers.get("WWW-Authenticate")).toBe('Basic realm="Form inbox"');
    expect((await app.request("/inbox", { headers: basic("indigo-and-ivory-43") })).status).toBe(401);
    expect((await app.request("/inbox", { headers: basic(password) })).status).toBe(200);
  });

  it("makes a client that keeps guessing wait, then lets it try again", async () => {
    let clock = 1_000_000;
    const app = appWith(passwordProtected(password, () => clock));
    // Visits without a password only open the sign-in box: they are not guesses.
    for (let visit = 0; visit < 20; visit += 1) expect((await app.request("/inbox")).status).toBe(401);
    for (let guess = 0; guess < passwordFailureLimit.failures; guess += 1) {
      expect((await app.request("/inbox", { headers: basic(`guess-${guess}-xxxxxx`) })).status).toBe(401);
    }
    const blocked = await app.request("/inbox", { headers: basic(password) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);

    clock += passwordFailureLimit.windowMs;
    expect((await app.request("/inbox", { headers: basic(password) })).status).toBe(200);
  });
});
