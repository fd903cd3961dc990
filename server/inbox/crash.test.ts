/**
 * SIGKILL stops the process, not the machine: this checks the order of the steps and the sweep; the
 * flushes are inbox-store-durability.test.ts's.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { formPath, multipart, send, siteForProcesses } from "../testing/test-server";
import { submissionsPerPage } from "./inbox-page";
import { createInboxStore, stagingFolderName } from "./inbox-store";

const sent = 150;
const killAfterAnswers = 20;
/** Every third post carries a photo, so attachment folders are caught mid-write too. */
const withPhoto = (n: number) => n % 3 === 0;

/** One post on a connection of its own: its status, or null if the server died first. */
function post(port: number, n: number): Promise<number | null> {
  const photo: Array<[string, Buffer, string]> = withPhoto(n)
    ? [["photo", Buffer.alloc(2048, n), `${n}.png`]]
    : [];
  const sent = send(port, { method: "POST", path: formPath, ...multipart([["n", String(n)], ...photo]) });
  return sent.then(({ status }): number | null => status).catch(() => null);
}

it("a server killed mid-burst keeps every submission it confirmed and leaves nothing behind", async () => {
  const { site, start } = await siteForProcesses(["--no-post-limits"]);
  const first = await start();
  let answers = 0;
  const statuses = await Promise.all(
    Array.from({ length: sent }, async (_, n) => {
      const status = await post(first.port, n);
      if (status !== null && ++answers === killAfterAnswers) first.child.kill("SIGKILL");
      return status;
    }),
  );
  await first.exited;
  const confirmed = statuses.flatMap((status, n) => (status === 200 ? [n] : []));

  const second = await start();
  // The page waits for the store's first sweep.
  const page = await (await fetch(`${second.url}/inbox`)).text();
  const entries = await readdir(site.inboxDir, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  const folders = entries.filter((entry) => entry.isDirectory() && entry.name !== stagingFolderName);
  const recordFiles = entries.filter((entry) => entry.name.endsWith(".json")).length;
  const { records, unreadable } = await createInboxStore({ dir: site.inboxDir }).listing();
  const stored = new Set(records.map((record) => Number(record.fields.n)));

  expect(confirmed.length).toBeGreaterThanOrEqual(killAfterAnswers - 5);
  expect(confirmed.length).toBeLessThan(sent);
  expect(confirmed.filter((n) => !stored.has(n))).toEqual([]);
  for (const record of records.filter((entry) => withPhoto(Number(entry.fields.n)))) {
    expect(record.attachments).toHaveLength(1);
    expect(await readdir(path.join(site.inboxDir, record.id))).toHaveLength(1);
  }
  expect(entries.filter((entry) => entry.name.endsWith(".tmp"))).toEqual([]);
  expect(folders.filter((entry) => !names.has(`${entry.name}.json`))).toEqual([]);
  expect(await readdir(path.join(site.inboxDir, stagingFolderName)).catch(() => [])).toEqual([]);
  // Nothing is hidden: every record file is listed, readable or not, and counted on the page.
  expect(records.length + unreadable.length).toBe(recordFiles);
  expect(page).toContain(`${recordFiles} submissions.`);
  expect(page.match(/<article /g)?.length).toBe(Math.min(recordFiles, submissionsPerPage));
}, 20_000);
