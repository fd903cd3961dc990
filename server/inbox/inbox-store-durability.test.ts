/**
 * The order in which a save reaches the disk. A power cut cannot be staged in a test, so this
 * watches the file system calls instead: every file is flushed before a name points at it, and
 * `save()` resolves only after the folders holding the new names are flushed too.
 */
import type * as fs from "node:fs/promises";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeTempDir } from "../../site/testing/fake-site";
import { createInboxStore } from "./inbox-store";
import type { IncomingSubmission } from "./submission";

/** What the store asked of the file system, with paths relative to the temporary folder. */
const journal: string[] = [];
let base = "";
/** A folder flush that fails with this code, to play a platform or a disk that refuses it. */
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
  base = await makeTempDir();
  dir = path.join(base, "inbox");
  journal.length = 0;
  folderSyncError = undefined;
});
afterEach(() => rm(base, { recursive: true, force: true }));

const submission = (files: IncomingSubmission["files"] = []): IncomingSubmission => ({
  formId: "hello@ivoryandadire.example",
  kind: "plain",
  fields: { name: "Adé" },
  special: {},
  files,
});

describe("what a save flushes, and when", () => {
  it("flushes the attachment, its folder, the record and the inbox folder before resolving", async () => {
    const store = createInboxStore({ dir });
    // The form parser stages uploads as they arrive; saving moves them into place.
    const stagingDir = await store.prepareStaging();
    const staged = path.join(stagingDir, "upload");
    await writeFile(staged, new Uint8Array([1, 2, 3]));
    const photo = { field: "photo", name: "dress.png", type: "image/png", size: 3, path: staged };
    const { id } = await store.save(submission([photo]));
    journal.push("resolved");

    expect(journal).toEqual([
      "sync .", // The inbox folder is new: its name is in the folder above.
      "sync inbox/.incoming/upload",
      `rename inbox/.incoming/upload -> inbox/${id}/dress.png`,
      `sync inbox/${id}`,
      "sync inbox",
      `sync inbox/${id}.json.tmp`,
      `rename inbox/${id}.json.tmp -> inbox/${id}.json`,
      "sync inbox",
      "resolved",
    ]);
  });

  it("flushes only the record and the inbox folder for a submission without files", async () => {
    const store = createInboxStore({ dir });
    await store.save(submission());
    journal.length = 0;
    const { id } = await store.save(submission());
    expect(journal).toEqual([
      `sync inbox/${id}.json.tmp`,
      `rename inbox/${id}.json.tmp -> inbox/${id}.json`,
      "sync inbox",
    ]);
  });

  it("still saves where folders cannot be flushed, as on Windows", async () => {
    folderSyncError = "EISDIR";
    const store = createInboxStore({ dir });
    const record = await store.save(submission());
    expect((await store.list()).map((entry) => entry.id)).toEqual([record.id]);
  });

  it("keeps nothing when the inbox folder cannot be flushed after the rename", async () => {
    const store = createInboxStore({ dir });
    await store.save(submission());
    folderSyncError = "EIO";
    await expect(store.save(submission())).rejects.toThrow("refused");
    folderSyncError = undefined;
    expect(await store.list()).toHaveLength(1);
  });
});
