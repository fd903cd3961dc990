import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectRoot } from "./project-paths";
import { type FakeSite, createFakeSite } from "./testing/fake-site";

// The command exactly as people run it: `npx tsx server/start.ts`.
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const child = spawn(tsx, ["server/start.ts"], {
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
    running = run({ PORT: "0", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir });
    const [, port] = await waitFor(running.output, /Ivory & Adire is running at http:\/\/localhost:(\d+)\n/);
    expect(running.output()).toContain(`Form inbox: http://localhost:${port}/inbox`);

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);

    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
  });

  it("with INBOX=off does not mention the inbox", async () => {
    running = run({ PORT: "0", SITE_ROOT: site.root, INBOX: "off" });
    const [, port] = await waitFor(running.output, /running at http:\/\/localhost:(\d+)\n/);
    expect(running.output()).not.toContain("Form inbox");
    const post = await fetch(`http://127.0.0.1:${port}/studio`, { method: "POST", body: "a=b" });
    expect(post.status).toBe(404);
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
