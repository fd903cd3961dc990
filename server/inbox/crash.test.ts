/**
 * The server killed with SIGKILL in the middle of a burst of form posts, then started again on the
 * same inbox folder: everything it confirmed must be there, leftovers must be gone, and the inbox
 * must account for every record file. Real processes and real HTTP, on loopback only.
 *
 * SIGKILL stops the process, not the machine: the operating system still writes out what the process
 * handed it, so this checks the order of the steps and the sweep, not the flushing to the disk.
 */
import type { ChildProcess } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type FakeSite, createFakeSite } from "../../site/testing/fake-site";
import { type ServerProcess, spawnServer } from "../testing/spawn-server";
import { submissionsPerPage } from "./inbox-page";
import { createInboxStore, stagingFolderName } from "./inbox-store";
import { isSubmissionRecord } from "./submission";

/** How many posts go out at once, and after how many answers the server is killed. */
const sent = 150;
const killAfterAnswers = 40;
/** Every third post carries a small photo, so attachment folders are caught mid-write too. */
const withPhoto = (n: number) => n % 3 === 0;
const photoBytes = 2048;

let site: FakeSite;
const children: ChildProcess[] = [];

beforeEach(async () => {
  site = await createFakeSite();
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  await site.cleanup();
});

function startServer(): Promise<ServerProcess> {
  return spawnServer(site.root, site.inboxDir, ["--no-post-limits"]).then((server) => {
    children.push(server.child);
    return server;
  });
}

/** One form post on a connection of its own; resolves with the status, or null if none came. */
function post(url: string, n: number): Promise<number | null> {
  const fields = { n: String(n), name: "Crash test", _subject: `Post ${n}` };
  let body: Buffer;
  let type: string;
  if (withPhoto(n)) {
    const boundary = `----crash${n}`;
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo-${n}.png"\r\nContent-Type: image/png\r\n\r\n`;
    body = Buffer.concat([
      Buffer.from(parts.join("") + file),
      Buffer.alloc(photoBytes, n % 256),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    type = `multipart/form-data; boundary=${boundary}`;
  } else {
    body = Buffer.from(new URLSearchParams(fields).toString());
    type = "application/x-www-form-urlencoded";
  }
  return new Promise((resolve) => {
    const outgoing = request(`${url}/hello%40ivoryandadire.example`, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": type, "Content-Length": body.length },
    });
    outgoing.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    outgoing.on("error", () => resolve(null));
    outgoing.end(body);
  });
}

/** What is in the inbox folder, looked at directly rather than through the store. */
async function inspectDisk(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  const recordFiles = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".json"));
  // The staging folder holds uploads still arriving; it is checked on its own below.
  const folders = entries.filter((entry) => entry.isDirectory() && entry.name !== stagingFolderName);
  let parseable = 0;
  for (const entry of recordFiles) {
    try {
      if (isSubmissionRecord(JSON.parse(await readFile(path.join(dir, entry.name), "utf8")))) parseable += 1;
    } catch {
      // Counted as unparseable below.
    }
  }
  const emptyFolders = await Promise.all(
    folders.map(async (entry) => (await readdir(path.join(dir, entry.name))).length === 0),
  );
  return {
    recordFiles: recordFiles.length,
    parseable,
    temporaryFiles: entries.filter((entry) => entry.name.endsWith(".tmp")).length,
    foldersWithoutRecord: folders.filter((entry) => !names.has(`${entry.name}.json`)).length,
    emptyFolders: emptyFolders.filter(Boolean).length,
    stagedFiles: (await readdir(path.join(dir, stagingFolderName)).catch(() => [])).length,
  };
}

it("a server killed mid-burst keeps every submission it confirmed and leaves nothing behind", async () => {
  const first = await startServer();
  let answers = 0;
  const statuses = await Promise.all(
    Array.from({ length: sent }, async (_, n) => {
      const status = await post(first.url, n);
      if (status !== null && ++answers === killAfterAnswers) first.child.kill("SIGKILL");
      return status;
    }),
  );
  await first.exited;
  const acknowledged = statuses.flatMap((status, n) => (status === 302 || status === 200 ? [n] : []));
  const afterCrash = await inspectDisk(site.inboxDir);

  const second = await startServer();
  // The page waits for the store's first sweep, so once it answers the sweep is done.
  const page = await (await fetch(`${second.url}/inbox`)).text();
  const afterRestart = await inspectDisk(site.inboxDir);
  const listing = await createInboxStore({ dir: site.inboxDir }).listing();
  const storedNumbers = new Set(listing.records.map((record) => Number(record.fields.n)));
  const lost = acknowledged.filter((n) => !storedNumbers.has(n));
  const photosMissing = await Promise.all(
    listing.records
      .filter((record) => withPhoto(Number(record.fields.n)))
      .map(async (record) => {
        const files = await readdir(path.join(site.inboxDir, record.id)).catch(() => []);
        return record.attachments.length !== 1 || files.length !== 1;
      }),
  );

  const figures = {
    sent,
    answered: statuses.filter((status) => status !== null).length,
    acknowledged: acknowledged.length,
    acknowledgedButLost: lost.length,
    afterCrash,
    afterRestart,
    listedReadable: listing.records.length,
    listedUnreadable: listing.unreadable.length,
    articlesOnPage: page.match(/<article /g)?.length ?? 0,
    sweepLog: second.output
      .filter((line) => line.startsWith("Form inbox:"))
      .map((line) => line.slice(0, 200)),
  };
  console.log(`Crash figures: ${JSON.stringify(figures, null, 2)}`);

  expect(acknowledged.length).toBeGreaterThanOrEqual(killAfterAnswers - 5);
  expect(acknowledged.length).toBeLessThan(sent);
  expect(lost).toEqual([]);
  expect(photosMissing.filter(Boolean)).toHaveLength(0);
  expect(afterRestart.temporaryFiles).toBe(0);
  expect(afterRestart.foldersWithoutRecord).toBe(0);
  expect(afterRestart.emptyFolders).toBe(0);
  expect(afterRestart.stagedFiles).toBe(0);
  // Nothing is hidden: every record file is listed, readable or not, and counted on the page,
  // whose first page shows the newest ones.
  expect(listing.records.length + listing.unreadable.length).toBe(afterRestart.recordFiles);
  expect(page).toContain(`${afterRestart.recordFiles} submissions.`);
  expect(figures.articlesOnPage).toBe(Math.min(afterRestart.recordFiles, submissionsPerPage));
  expect(page).not.toContain(site.inboxDir);
}, 20_000);
