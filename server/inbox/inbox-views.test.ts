/**
 * What reading the inbox costs, and who a client is, against the real server in a process of its
 * own, on loopback: 30 posts of the largest size a post may have, then four views of `/inbox` at
 * once. A page reads each record's preview line only, so its bytes and the server's memory stay
 * small whatever the records hold. Bounded in count (30 posts, 4 views) and time (seconds).
 *
 * The views' times are printed as figures, beside the time the same server takes to answer the
 * home page, not held to a limit: machines differ. Memory and bytes are held to limits.
 */
import { writeFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type FakeSite, createFakeSite } from "../../site/testing/fake-site";
import { type ServerProcess, processMemory, spawnServer } from "../testing/spawn-server";
import { bodyLimitBytes } from "./form-protocol";
import { submissionsPerPage } from "./inbox-page";
import { formLimits } from "./read-submission";

const ajaxPath = "/ajax/hello%40ivoryandadire.example";
const mebibyte = 1024 * 1024;

let site: FakeSite;
let server: ServerProcess | undefined;

beforeEach(async () => {
  site = await createFakeSite();
});
afterEach(async () => {
  if (server) {
    server.child.kill("SIGKILL");
    await server.exited;
    server = undefined;
  }
  await site.cleanup();
});

/** The most a post may carry: as many values of the largest size as fit under the body limit. */
function largestPost(n: number): string {
  const value = "x".repeat(formLimits.fieldSize);
  let body = `_subject=Largest+post+${n}`;
  for (let field = 0; body.length + value.length + 16 < bodyLimitBytes; field += 1)
    body += `&f${field}=${value}`;
  return body;
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}

it(
  "four views at once of an inbox of 30 of the largest posts cost a bounded page and little memory",
  { timeout: 120_000 },
  async () => {
    server = await spawnServer(site.root, site.inboxDir, ["--no-post-limits"]);
    const pid = server.child.pid ?? 0;
    for (let n = 0; n < 30; n += 1) {
      const body = largestPost(n);
      expect(body.length).toBeGreaterThan(bodyLimitBytes - formLimits.fieldSize - 1024);
      const response = await fetch(server.url + ajaxPath, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status, `post ${n}`).toBe(200);
    }
    const home = await timed(`${server.url}/`);

    // Reset the peak: what the posts cost is not the views' doing.
    await writeFile(`/proc/${pid}/clear_refs`, "5");
    const before = await processMemory(pid);
    const views = await Promise.all(Array.from({ length: 4 }, () => timed(`${server?.url}/inbox`)));
    const after = await processMemory(pid);

    const extra = after.peak - before.resident;
    console.log(
      `4 views at once of 30 posts of ${(bodyLimitBytes / mebibyte).toFixed(1)} MiB: ` +
        `${views.map((view) => `${Math.round(view.ms)} ms`).join(", ")} ` +
        `(the home page alone: ${Math.round(home.ms)} ms); page ${Math.round((views[0]?.bytes ?? 0) / 1024)} KB; ` +
        `server memory +${(extra / mebibyte).toFixed(1)} MB at the peak`,
    );
    for (const view of views) {
      expect(view.status).toBe(200);
      // 25 submissions of 8,000 characters at most, each up to six bytes once escaped, and the markup.
      expect(view.bytes).toBeLessThan(1024 * 1024);
    }
    expect(extra).toBeLessThan(100 * mebibyte);

    const page = await (await fetch(`${server.url}/inbox`)).text();
    expect(page).toContain(`30 submissions. Showing 1–${submissionsPerPage}.`);
    expect(page).toContain("Largest post 29");
    expect(page).toMatch(/\d+ more fields not shown here/);
  },
);

it(
  "rotating X-Forwarded-For gains nothing: posts count against the socket's address",
  { timeout: 60_000 },
  async () => {
    // The app's own limit: 20 posts per client in ten minutes.
    server = await spawnServer(site.root, site.inboxDir);
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1) {
      const response = await fetch(server.url + ajaxPath, {
        method: "POST",
        body: new URLSearchParams({ name: `Visitor ${n}` }),
        headers: { "X-Forwarded-For": `203.0.113.${n + 1}`, Forwarded: `for=198.51.100.${n + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  },
);
