import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./start";
import { type FakeSite, createFakeSite } from "./testing/fake-site";

let site: FakeSite;
let server: RunningServer | undefined;

beforeEach(async () => {
  site = await createFakeSite();
});
afterEach(async () => {
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
