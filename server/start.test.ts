import { type ChildProcess, spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectRoot } from "./project-paths";
import { startupSummary } from "./start";
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

  it("with HOST=0.0.0.0 says what the network reaches (the site and its forms) and what it does not (the inbox)", async () => {
    running = run({ PORT: "0", HOST: "0.0.0.0", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir }, [
      "--local",
    ]);
    const [, port] = await waitFor(running.output, /running at http:\/\/localhost:(\d+)\n/);
    await waitFor(running.output, /Form inbox: .*\n/);
    const lines = running.output().trim().split("\n");
    expect(lines[0]).toBe(`Ivory & Adire is running at http://localhost:${port}`);
    expect(lines.slice(1, -1).length).toBeGreaterThan(0);
    for (const line of lines.slice(1, -1)) {
      expect(line).toMatch(
        /^On your network: (http:\/\/\S+|this computer's addresses, port \d+) \(the site and its forms\)$/,
      );
    }
    expect(lines.at(-1)).toBe(
      `Form inbox: http://localhost:${port}/inbox (this computer only: not reachable from the network)`,
    );
    expect(await rawGet(Number(port), "/inbox", `localhost:${port}`)).toBe(200);
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

describe("the start-up lines", () => {
  const inboxDir = "/tmp/inbox";
  it("name what the network reaches and what it does not, for each way of listening", () => {
    expect(startupSummary({ host: "127.0.0.1", inboxDir }, 4173, () => [])).toEqual([
      "Ivory & Adire is running at http://localhost:4173",
      "Form inbox: http://localhost:4173/inbox (this computer only: not reachable from the network)",
    ]);
    expect(startupSummary({ host: "::", inboxDir: false }, 4173, () => [])).toEqual([
      "Ivory & Adire is running at http://localhost:4173",
      "On your network: this computer's addresses, port 4173 (the site and its forms)",
    ]);
    // Listening on one network address alone, the server cannot be reached at localhost at all.
    expect(startupSummary({ host: "192.168.1.5", inboxDir }, 4173, () => ["192.168.1.5"])).toEqual([
      "Ivory & Adire is running at http://192.168.1.5:4173",
      "On your network: http://192.168.1.5:4173 (the site and its forms)",
      "Form inbox: not reachable: it opens only at http://localhost:4173/inbox, and the server listens on " +
        "192.168.1.5 alone. Leave HOST unset, or set HOST=0.0.0.0, to read it on this computer.",
    ]);
  });
});
