import { spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { createFakeSite } from "../site/testing/fake-site";
import { projectRoot } from "./project-paths";
import { startupSummary } from "./start";
import { startServer } from "./start-server";
import { startTestServer } from "./testing/test-server";

/** `npx tsx server/start.ts`, as people run it, on a fresh fake site. */
async function run(env: Record<string, string>, args: string[] = []) {
  const site = await createFakeSite();
  const child = spawn(path.join(projectRoot, "node_modules", ".bin", "tsx"), ["server/start.ts", ...args], {
    cwd: projectRoot,
    env: { ...process.env, PORT: "0", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir, ...env },
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  onTestFinished(async () => {
    // SIGTERM, which tsx passes on to the server; SIGKILL would leave the server orphaned.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await site.cleanup();
  });
  return { child, site, output: () => output, exited };
}

async function waitFor(read: () => string, pattern: RegExp): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = pattern.exec(read())?.[1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never printed ${pattern}:\n${read()}`);
}
const origin = async (read: () => string) =>
  `http://127.0.0.1:${await waitFor(read, /running at http:\/\/localhost:(\d+)\n/)}`;

describe("npx tsx server/start.ts", { timeout: 20_000 }, () => {
  it("--local names the inbox, serves, and stops cleanly on SIGTERM", async () => {
    const { child, output, exited } = await run({}, ["--local"]);
    const port = await waitFor(output, /Form inbox: http:\/\/localhost:(\d+)\/inbox \(this computer only/);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("npm run serve has no inbox: every post and every other method answers 405, /inbox is not there", async () => {
    const { output, site } = await run({});
    const url = await origin(output);
    expect(output()).not.toContain("Form inbox");
    const multipart = new FormData();
    multipart.set("attachment", new Blob(["png"], { type: "image/png" }), "photo.png");
    const json = { "Content-Type": "application/json" };
    const requests: RequestInit[] = [
      { method: "POST", body: new URLSearchParams({ name: "Adé" }) },
      { method: "POST", body: JSON.stringify({ name: "Adé" }), headers: json },
      { method: "POST", body: multipart },
      { method: "PUT", body: "x" },
      { method: "DELETE" },
    ];
    for (const target of ["/studio", "/ajax/studio", "/hello@ivoryandadire.example", "/", "/inbox"]) {
      for (const init of requests) {
        const { status, headers } = await fetch(url + target, init);
        expect([status, headers.get("Allow")], `${init.method} ${target}`).toEqual([405, "GET, HEAD"]);
      }
    }
    for (const target of ["/inbox", "/inbox/inbox.css", "/inbox/files/x/y.png"]) {
      expect((await fetch(url + target)).status, target).toBe(404);
    }
    await expect(readdir(site.inboxDir)).rejects.toThrow();
  });

  it.each([
    [{ INBOX: "on" }, "runs only under `npm start`, for this computer"],
    [{ SITE_ROOT: "/nowhere" }, "There is no built site in /nowhere"],
  ])("%j: exits with 1 and says why", async (env, message) => {
    const { output, exited } = await run(env);
    expect(await exited).toBe(1);
    expect(output()).toContain(message);
  });
});

it("the start-up lines say what the network reaches and what it does not", () => {
  const inbox =
    "Form inbox: http://localhost:4173/inbox (this computer only: not reachable from the network)";
  const network = "On your network: http://192.168.1.5:4173 (the site and its forms)";
  const running = "Ivory & Adire is running at http://localhost:4173";
  const lines = (host: string, inboxDir: string | false) =>
    startupSummary({ host, inboxDir }, 4173, () => (host === "127.0.0.1" ? [] : ["192.168.1.5"]));
  expect(lines("127.0.0.1", "/inbox")).toEqual([running, inbox]);
  expect(lines("0.0.0.0", "/inbox")).toEqual([running, network, inbox]);
  expect(startupSummary({ host: "::", inboxDir: false }, 4173, () => [])).toEqual([
    running,
    "On your network: this computer's addresses, port 4173 (the site and its forms)",
  ]);
  expect(lines("192.168.1.5", "/inbox").at(-1)).toBe(
    "Form inbox: not reachable: it opens only at http://localhost:4173/inbox, and the server listens on " +
      "192.168.1.5 alone. Leave HOST unset, or set HOST=0.0.0.0, to read it on this computer.",
  );
});

it("port 0 takes a free port; a taken one is refused; close() stops the server", async () => {
  const server = await startTestServer({ inboxDir: false });
  expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  const options = { root: server.site.root, inboxDir: false } as const;
  await expect(startServer({ port: server.port, ...options })).rejects.toMatchObject({ code: "EADDRINUSE" });
  const other = await startServer({ port: 0, ...options });
  expect((await fetch(`${other.url}/`)).status).toBe(200);
  await other.close();
  await expect(fetch(`${other.url}/`)).rejects.toThrow();
});
