import { mkdir, readFile, readdir, rename, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stagedFile, submission, tempInbox, writeRecordWithoutPreview } from "../testing/test-server";
import { type MoveFile, createInboxStore, holdStagedFile, stagingFolderName } from "./inbox-store";
import { makePreview } from "./record-preview";
import type { StagedFile } from "./submission";

let dir: string;
beforeEach(async () => void (dir = await tempInbox()));
const staged = (name: string) => stagedFile(dir, name);

describe("saving", () => {
  it("writes one JSON record, its preview on the first line, and the attachments in a folder of its id", async () => {
    const receivedAt = "2026-11-21T08:40:12.345Z";
    const store = createInboxStore({ dir, now: () => new Date(receivedAt) });
    const record = await store.save(submission({ files: [await staged("dress.png")] }));
    expect(record.id).toMatch(/^2026-11-21T08-40-12-345Z-[0-9a-f]{8}$/);
    const text = await readFile(path.join(dir, `${record.id}.json`), "utf8");
    expect(text.split("\n")[0]).toBe(`{"preview":${JSON.stringify(makePreview(record))},`);
    expect(JSON.parse(text)).toEqual({ preview: makePreview(record), ...record, receivedAt });
    expect([...(await readFile(path.join(dir, record.id, "dress.png")))]).toEqual([1, 2, 3]);
    expect(await readdir(path.join(dir, stagingFolderName))).toEqual([]);
  });

  it.each([
    ["the record's JSON", /\.json\.tmp$/],
    ["the second attachment", /second\.png$/],
  ])("a disk that fails on %s leaves no record and nothing staged", async (_, pattern) => {
    const fail = (target: string) => pattern.test(target) && Promise.reject(new Error("disk full"));
    const store = createInboxStore({
      dir,
      writeFile: async (file, data) => (await fail(file)) || writeFile(file, data),
      moveFile: async (from, to) => (await fail(to)) || rename(from, to),
    });
    const files = [await staged("first.png"), await staged("second.png")];
    await expect(store.save(submission({ files }))).rejects.toThrow("disk full");
    expect(await readdir(dir)).toEqual([stagingFolderName]);
    expect(await readdir(path.join(dir, stagingFolderName))).toEqual([]);
  });
});

it("repeats of one order are known after a restart, earlier records without a preview too; other content is marked", async () => {
  const order = (files: StagedFile[] = []) => submission({ fields: { reference: "IA-2611-K7QM" }, files });
  const first = await createInboxStore({ dir }).saveOnce(order([await staged("fabric-1.jpg")]));
  const [earlierId, earlier] = ["2026-01-01T00-00-00-000Z-0123abcd", { reference: "IA-0101-AAAA" }];
  await writeRecordWithoutPreview(dir, earlierId, { fields: earlier });

  const restarted = createInboxStore({ dir });
  const again = await staged("fabric-1.jpg");
  const firstId = first.stored ? first.record.id : "";
  expect(await restarted.saveOnce(order([again]))).toEqual({ stored: false, sameAs: firstId });
  await expect(readFile(again.path)).rejects.toThrow();
  expect(await restarted.saveOnce(submission({ fields: earlier }))).toEqual({
    stored: false,
    sameAs: earlierId,
  });
  const renamed = await restarted.saveOnce(order([await staged("fabric-2.jpg")]));
  expect(renamed.stored && renamed.record.sameReferenceAs).toBe(firstId);
  expect(await restarted.list()).toHaveLength(3);
});

it("lists records newest first, unreadable record files too, never a leftover", async () => {
  const store = createInboxStore({ dir, now: () => new Date("2026-11-21T09:00:00.500Z") });
  const complete = await store.save(submission());
  const write = (name: string, text: string) => writeFile(path.join(dir, name), text);
  const truncated = "2026-11-21T09-00-01-000Z-cafebabe";
  await write(`${truncated}.json`, '{"id": "trunc');
  await mkdir(path.join(dir, truncated));
  await write(`${truncated}/dress.png`, "d");
  await write("2026-11-21T08-59-00-000Z-feedface.json", "");
  const orphan = "2026-11-21T09-00-02-000Z-deadbeef";
  await mkdir(path.join(dir, orphan));
  await write(`${orphan}/dress.png`, "half");
  await write(`${orphan}.json.tmp`, '{"id":"2026');
  await writeFile(path.join(dir, "copy.json"), await readFile(path.join(dir, `${complete.id}.json`)));
  const copied = new Date("2026-01-02T03:04:05Z");
  await utimes(path.join(dir, "copy.json"), copied, copied);

  const listing = await store.listing();
  expect(listing.records.map((record) => record.id)).toEqual([complete.id]);
  expect(listing.unreadable).toEqual([
    { id: truncated, receivedAt: "2026-11-21T09:00:01.000Z", recordSize: 13, files: ["dress.png"] },
    {
      id: "2026-11-21T08-59-00-000Z-feedface",
      receivedAt: "2026-11-21T08:59:00.000Z",
      recordSize: 0,
      files: [],
    },
    expect.objectContaining({ id: "copy", receivedAt: "2026-01-02T03:04:05.000Z" }),
  ]);
  // Only a complete record vouches for its files.
  expect(await store.findAttachment(truncated, "dress.png")).toBeNull();
  expect(await store.findAttachment(orphan, "dress.png")).toBeNull();
});

describe("sweeping what interrupted saves left behind", () => {
  const longAgo = new Date("2020-01-01T00:00:00Z");
  const temporary = "2026-11-21T09-00-00-000Z-deadbeef.json.tmp";
  const folder = "2026-11-21T09-00-01-000Z-cafebabe";
  const upload = path.join(stagingFolderName, "0123456789abcdef");

  async function leaveLeftovers(mtime: Date) {
    await mkdir(path.join(dir, folder), { recursive: true });
    await mkdir(path.join(dir, stagingFolderName), { recursive: true });
    for (const file of [temporary, path.join(folder, "dress.png"), upload])
      await writeFile(path.join(dir, file), "half");
    for (const name of [temporary, folder, upload]) await utimes(path.join(dir, name), mtime, mtime);
  }

  it("removes old leftovers when the store is created, says so in one line, and touches nothing else", async () => {
    const complete = await createInboxStore({ dir }).save(submission({ files: [await staged("dress.png")] }));
    await writeFile(path.join(dir, "draft.tmp"), "not ours");
    await mkdir(path.join(dir, "notes"));
    await leaveLeftovers(longAgo);
    const kept = [`${complete.id}.json`, complete.id, "draft.tmp", "notes"];
    for (const name of kept) await utimes(path.join(dir, name), longAgo, longAgo);
    const lines: string[] = [];
    const store = createInboxStore({ dir, log: (line) => lines.push(line) });
    await store.list();
    expect((await readdir(dir)).sort()).toEqual([...kept, stagingFolderName].sort());
    expect(await readdir(path.join(dir, stagingFolderName))).toEqual([]);
    expect(lines).toEqual([
      "Form inbox: removed what interrupted saves left behind (1 unfinished record file and 1 attachment " +
        `folder without a record and 1 unfinished upload): ${temporary}, ${folder}/, ${upload}`,
    ]);
    expect(await store.sweep()).toEqual([]);
  });

  it("leaves young leftovers, maybe another process's save; removes at once what predates this process", async () => {
    const log = vi.fn();
    await leaveLeftovers(new Date());
    expect(await createInboxStore({ dir, log }).sweep()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    await leaveLeftovers(new Date(performance.timeOrigin - 1000));
    await createInboxStore({ dir, sweepGraceMs: 600_000, log: () => undefined }).list();
    expect(await readdir(dir)).toEqual([stagingFolderName]);
    expect(await readdir(path.join(dir, stagingFolderName))).toEqual([]);
  });

  it("never removes an upload still arriving, or the files of a save under way, in this process", async () => {
    const upload = await staged("dress.png");
    await utimes(upload.path, longAgo, longAgo);
    const release = holdStagedFile(upload.path);
    const eager = createInboxStore({ dir, sweepGraceMs: 0, log: () => undefined });
    expect(await eager.sweep()).toEqual([]);
    release();
    expect(await eager.sweep()).toEqual([upload.path.slice(dir.length + 1)]);

    let [arrived, finish] = [() => {}, () => {}];
    const attachmentMoved = new Promise<void>((resolve) => (arrived = resolve));
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const slowDisk: MoveFile = async (from, to) => {
      await rename(from, to);
      arrived();
      await gate;
    };
    const files = [await staged("dress.png")];
    const saving = createInboxStore({ dir, moveFile: slowDisk }).save(submission({ files }));
    await attachmentMoved;
    const saved = (await readdir(dir)).find((name) => name !== stagingFolderName)!;
    await utimes(path.join(dir, saved), longAgo, longAgo);
    expect(await eager.sweep()).toEqual([]);
    finish();
    const record = await saving;
    expect(await eager.findAttachment(record.id, "dress.png")).not.toBeNull();
  });
});
