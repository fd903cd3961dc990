/**
 * A power cut cannot be staged in a test, so this watches the file system calls instead: every file
 * is flushed before a name points at it, and a save resolves only once the new names are flushed.
 */
import type * as fs from "node:fs/promises";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, expect, it, vi } from "vitest";
import { submission, tempInbox } from "../testing/test-server";
import { createInboxStore } from "./inbox-store";

const journal: string[] = [];
let base = "";
/** A folder flush that fails with this code: a platform or a disk that refuses it. */
let folderSyncError: string | undefined;

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  const name = (target: unknown) => path.relative(base, String(target)) || ".";
  const open: typeof actual.open = async (file, flags, mode) => {
    const handle = await actual.open(file, flags, mode);
    const isFolder = (await handle.stat()).isDirectory();
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      if (isFolder && folderSyncError) throw Object.assign(new Error("refused"), { code: folderSyncError });
      await sync();
      journal.push(`sync ${name(file)}`);
    };
    return handle;
  };
  const rename: typeof actual.rename = async (from, to) => {
    await actual.rename(from, to);
    journal.push(`rename ${name(from)} -> ${name(to)}`);
  };
  return { ...actual, open, rename };
});

let dir: string;
beforeEach(async () => {
  dir = await tempInbox();
  [base, journal.length, folderSyncError] = [path.dirname(dir), 0, undefined];
});

it("flushes the attachment, its folder, the record and the inbox folder, in that order, before resolving", async () => {
  const store = createInboxStore({ dir });
  const staged = path.join(await store.prepareStaging(), "upload");
  await writeFile(staged, new Uint8Array([1, 2, 3]));
  const { id } = await store.save(
    submission({ files: [{ field: "photo", name: "dress.png", type: "image/png", size: 3, path: staged }] }),
  );
  journal.push("resolved");
  const record = [
    `sync inbox/${id}.json.tmp`,
    `rename inbox/${id}.json.tmp -> inbox/${id}.json`,
    "sync inbox",
  ];
  expect(journal).toEqual([
    "sync .", // The inbox folder is new: its name is in the folder above.
    "sync inbox/.incoming/upload",
    `rename inbox/.incoming/upload -> inbox/${id}/dress.png`,
    `sync inbox/${id}`,
    "sync inbox",
    ...record,
    "resolved",
  ]);

  journal.length = 0;
  const second = await store.save(submission());
  expect(journal).toEqual(record.map((line) => line.replaceAll(id, second.id)));
});

it("saves where folders cannot be flushed (Windows), and keeps nothing when a flush fails", async () => {
  folderSyncError = "EISDIR";
  const store = createInboxStore({ dir });
  const saved = await store.save(submission());
  folderSyncError = "EIO";
  await expect(store.save(submission())).rejects.toThrow("refused");
  folderSyncError = undefined;
  expect((await store.list()).map((record) => record.id)).toEqual([saved.id]);
});
