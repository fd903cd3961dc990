import { type ChildProcess, spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectRoot } from "./project-paths";
import { type FakeSite, createFakeSite } from "../site/testing/fake-site";

// The command exactly as people run it: `npx tsx server/start.ts`.
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>, args: string[] = []): Run {
  const child = spawn(tsx, ["server/start.ts", ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(read: () => string, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let tries = 0; tries < 200; tries += 1) {
    const match = read().match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never printed ${pattern}. Output so far:\n${read()}`);
}

/** A GET with a Host header of our choosing, as a rebinding page's browser would send it. */
function rawGet(port: number, urlPath: string, host: string, address = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: address, port, path: urlPath, headers: { Host: host } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

let site: FakeSite;
let running: Run | undefined;

beforeEach(async () => {
  site = await createFakeSite();
});
afterEach(async () => {
  // SIGTERM, not SIGKILL: tsx passes it on to the server process, which a SIGKILL would orphan.
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill("SIGTERM");
    await running.exited;
  }
  running = undefined;
  await site.cleanup();
});

describe("npx tsx server/start.ts", { timeout: 20_000 }, () => {
  it("prints the site and inbox addresses, serves, and stops cleanly on SIGTERM", async () => {
    running = run({ PORT: "0", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir }, ["--local"]);
    const [, port] = await waitFor(running.output, /Ivory & Adire is running at http:\/\/localhost:(\d+)\n/);
    expect(running.output()).toContain(`Form inbox: http://localhost:${port}/inbox`);

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);

    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
  });

  it("npm run serve (no --local) has no inbox: every post answers 405, nothing under /inbox exists", async () => {
    running = run({ PORT: "0", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir });
    const [, port] = await waitFor(running.output, /running at http:\/\/localhost:(\d+)\n/);
    expect(running.output()).not.toContain("Form inbox");
    const origin = `http://127.0.0.1:${port}`;
    const multipart = new FormData();
    multipart.set("name", "Adé");
    multipart.set("attachment", new Blob(["png"], { type: "image/png" }), "photo.png");
    const bodies: Array<[string, RequestInit]> = [
      ["urlencoded", { body: new URLSearchParams({ name: "Adé" }) }],
      ["JSON", { body: JSON.stringify({ name: "Adé" }), headers: { "Content-Type": "application/json" } }],
      ["multipart", { body: multipart }],
    ];
    for (const target of [
      "/studio",
      "/ajax/studio",
      "/hello@ivoryandadire.example",
      "/",
      "/inbox",
      "/order",
    ]) {
      for (const [encoding, init] of bodies) {
        const posted = await fetch(origin + target, { method: "POST", ...init });
        expect(posted.status, `${encoding} POST ${target}`).toBe(405);
        expect(posted.headers.get("Allow")).toBe("GET, HEAD");
      }
    }
    for (const target of [
      "/inbox",
      "/inbox/",
      "/inbox/submissions/x",
      "/inbox/files/x/y.png",
      "/inbox/inbox.css",
    ]) {
      expect((await fetch(origin + target)).status, target).toBe(404);
    }
    // Nothing was kept: the inbox folder was never even made.
    await expect(readdir(site.inboxDir)).rejects.toThrow();
  });

  it("the local inbox answers only to this computer's names (no DNS rebinding)", async () => {
    running = run({ PORT: "0", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir }, ["--local"]);
    const [, port] = await waitFor(running.output, /running at http:\/\/localhost:(\d+)\n/);
    const get = (host: string) => rawGet(Number(port), "/inbox", host);
    expect(await get(`localhost:${port}`)).toBe(200);
    expect(await get(`127.0.0.1:${port}`)).toBe(200);
    expect(await get(`[::1]:${port}`)).toBe(200);
    expect(await get(`evil.example:${port}`)).toBe(421);
    expect(await get("localhost.evil.example")).toBe(421);
  });

  it("asked to listen on another address (as for a phone on the network), forms posted there reach the inbox", async () => {
    // 127.0.0.2 stands for the machine's network address: any 127.x address is this machine.
    running = run({ PORT: "0", HOST: "127.0.0.2", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir }, [
      "--local",
    ]);
    const [, port] = await waitFor(running.output, /running at http:\/\/127\.0\.0\.2:(\d+)\n/);
    const posted = await fetch(`http://127.0.0.2:${port}/studio`, {
      method: "POST",
      body: new URLSearchParams({ name: "Adé", _next: `http://127.0.0.2:${port}/thank-you` }),
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`http://127.0.0.2:${port}/thank-you`);
    expect((await fetch(`http://127.0.0.2:${port}/inbox`)).status).toBe(200);
    expect(await rawGet(Number(port), "/inbox", `evil.example:${port}`, "127.0.0.2")).toBe(421);
  });

  it("INBOX=on (a published inbox) is refused: the server does not start, and says where forms go instead", async () => {
    for (const args of [[], ["--local"]]) {
      running = run(
        { PORT: "0", SITE_ROOT: site.root, INBOX: "on", INBOX_PASSWORD: "indigo-and-ivory-42" },
        args,
      );
      expect(await running.exited).toBe(1);
      expect(running.output()).toContain("runs only under `npm start`, for this computer");
      expect(running.output()).toContain("VITE_FORM_ENDPOINT");
    }
  });

  it("with INBOX=off does not mention the inbox", async () => {
    running = run({ PORT: "0", SITE_ROOT: site.root, INBOX: "off" });
    const [, port] = await waitFor(running.output, /running at http:\/\/localhost:(\d+)\n/);
    expect(running.output()).not.toContain("Form inbox");
    const post = await fetch(`http://127.0.0.1:${port}/studio`, { method: "POST", body: "a=b" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("without a built site exits with a hint to run npm run build", async () => {
    running = run({ SITE_ROOT: path.join(site.root, "missing") });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain("There is no built site in");
    expect(running.output()).toContain("npm run build");
  });

  it("with a bad PORT exits with a clear message", async () => {
    running = run({ PORT: "eighty", SITE_ROOT: site.root });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT must be a whole number from 0 to 65535, not "eighty".');
  });
});
