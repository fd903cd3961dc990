import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeTempDir } from "../../site/testing/fake-site";
import {
  type MoveFile,
  type WriteFile,
  createInboxStore,
  holdStagedFile,
  stagingFolderName,
} from "./inbox-store";
import type { IncomingSubmission, StagedFile } from "./submission";
import { makePreview } from "./record-preview";

let dir: string;
beforeEach(async () => {
  dir = path.join(await makeTempDir(), "inbox");
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

function submission(overrides: Partial<IncomingSubmission> = {}): IncomingSubmission {
  return {
    formId: "hello@ivoryandadire.example",
    kind: "plain",
    fields: { name: "Adé" },
    special: { _subject: "New order" },
    files: [],
    ...overrides,
  };
}

/** An upload as the form parser leaves it: a staging file in the inbox's staging folder. */
async function staged(field: string, name: string, bytes = [1, 2, 3]): Promise<StagedFile> {
  const stagingDir = path.join(dir, stagingFolderName);
  await mkdir(stagingDir, { recursive: true });
  const filePath = path.join(stagingDir, `${field}-${Math.random().toString(16).slice(2)}`);
  await writeFile(filePath, new Uint8Array(bytes));
  return { field, name, type: "image/png", size: bytes.length, path: filePath };
}

describe("saving", () => {
  it("writes one JSON record and the attachments in a folder of the same id", async () => {
    const store = createInboxStore({ dir, now: () => new Date("2026-11-21T08:40:12.345Z") });
    const record = await store.save(submission({ files: [await staged("photo", "dress.png")] }));

    expect(record.id).toMatch(/^2026-11-21T08-40-12-345Z-[0-9a-f]{8}$/);
    const text = await readFile(path.join(dir, `${record.id}.json`), "utf8");
    // One JSON document, whose first line is the preview the inbox page reads.
    const { preview, ...onDisk } = JSON.parse(text) as Record<string, unknown>;
    expect(text.split("\n")[0]).toBe(`{"preview":${JSON.stringify(makePreview(record))},`);
    expect(preview).toEqual(makePreview(record));
    expect(onDisk).toEqual({
      id: record.id,
      formId: "hello@ivoryandadire.example",
      receivedAt: "2026-11-21T08:40:12.345Z",
      kind: "plain",
      fields: { name: "Adé" },
      special: { _subject: "New order" },
      attachments: [
        {
          field: "photo",
          name: "dress.png",
          storedName: "dress.png",
          type: "image/png",
          size: 3,
          sha256: createHash("sha256")
            .update(new Uint8Array([1, 2, 3]))
            .digest("hex"),
        },
      ],
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect([...(await readFile(path.join(dir, record.id, "dress.png")))]).toEqual([1, 2, 3]);
  });

  it("stores unsafe or repeated file names under safe, distinct names and keeps the originals", async () => {
    const store = createInboxStore({ dir });
    const record = await store.save(
      submission({
        files: [
          await staged("a", "../../etc/passwd"),
          await staged("b", "C:\\fakepath\\Dress.png"),
          await staged("c", "dress.png"),
        ],
      }),
    );
    expect(record.attachments.map(({ name, storedName }) => [name, storedName])).toEqual([
      ["../../etc/passwd", "passwd"],
      ["C:\\fakepath\\Dress.png", "Dress.png"],
      ["dress.png", "dress-2.png"],
    ]);
    expect((await readdir(path.join(dir, record.id))).sort()).toEqual(
      ["Dress.png", "dress-2.png", "passwd"].sort(),
    );
  });
});

describe("repeats of one order", () => {
  const order = (files: StagedFile[] = []) =>
    submission({ fields: { fullName: "Folasade", reference: "IA-2611-K7QM" }, files });

  it("are known after a restart, from the records on the disk, earlier ones without a preview included", async () => {
    const first = await createInboxStore({ dir }).saveOnce(
      order([await staged("attachment", "fabric-1.jpg")]),
    );
    expect(first.stored).toBe(true);
    // A record written before the inbox kept references: no preview line, no hashes.
    const earlier = { ...submission({ fields: { reference: "IA-0101-AAAA" } }), files: undefined };
    const earlierId = "2026-01-01T00-00-00-000Z-0123abcd";
    await writeFile(
      path.join(dir, `${earlierId}.json`),
      JSON.stringify({ ...earlier, id: earlierId, receivedAt: "2026-01-01T00:00:00.000Z", attachments: [] }),
    );

    const restarted = createInboxStore({ dir });
    const again = await staged("attachment", "fabric-1.jpg");
    expect(await restarted.saveOnce(order([again]))).toEqual({
      stored: false,
      sameAs: first.stored && first.record.id,
    });
    await expect(readFile(again.path)).rejects.toThrow(); // The copy's upload is removed.
    expect(await restarted.saveOnce(submission({ fields: { reference: "IA-0101-AAAA" } }))).toEqual({
      stored: false,
      sameAs: earlierId,
    });
    // The same file under another name is other content.
    const renamed = await restarted.saveOnce(order([await staged("attachment", "fabric-2.jpg")]));
    expect(renamed.stored && renamed.record.sameReferenceAs).toBe(first.stored && first.record.id);
    expect(await restarted.list()).toHaveLength(3);
  });
});

describe("listing", () => {
  it("returns records newest first", async () => {
    let clock = Date.parse("2026-11-21T08:00:00.000Z");
    const store = createInboxStore({ dir, now: () => new Date((clock += 60_000)) });
    const first = await store.save(submission({ fields: { n: "1" } }));
    const second = await store.save(submission({ fields: { n: "2" } }));
    const third = await store.save(submission({ fields: { n: "3" } }));
    expect((await store.list()).map((record) => record.id)).toEqual([third.id, second.id, first.id]);
  });

  it("is empty before the first submission creates the folder", async () => {
    expect(await createInboxStore({ dir }).list()).toEqual([]);
  });

  it("ignores unfinished leftovers: temp files and attachments without a record", async () => {
    const store = createInboxStore({ dir });
    const complete = await store.save(submission());
    const orphan = "2026-11-21T09-00-00-000Z-deadbeef";
    await mkdir(path.join(dir, orphan));
    await writeFile(path.join(dir, orphan, "dress.png"), "half");
    await writeFile(path.join(dir, `${orphan}.json.tmp`), '{"id":"2026-11-21T09-00');

    const listing = await store.listing();
    expect(listing.records.map((record) => record.id)).toEqual([complete.id]);
    expect(listing.unreadable).toEqual([]);
    expect(await store.findAttachment(orphan, "dress.png")).toBeNull();
  });

  it("lists record files it cannot read as unreadable, with the files found, newest first", async () => {
    const store = createInboxStore({ dir, now: () => new Date("2026-11-21T09:00:00.500Z") });
    const complete = await store.save(submission());
    const truncated = "2026-11-21T09-00-01-000Z-cafebabe";
    await writeFile(path.join(dir, `${truncated}.json`), '{"id": "trunc');
    await mkdir(path.join(dir, truncated));
    await writeFile(path.join(dir, truncated, "notes.txt"), "n");
    await writeFile(path.join(dir, truncated, "dress.png"), "d");
    const empty = "2026-11-21T08-59-00-000Z-feedface";
    await writeFile(path.join(dir, `${empty}.json`), "");
    const wrongShape = "2026-11-21T09-00-02-000Z-0badf00d";
    await writeFile(path.join(dir, `${wrongShape}.json`), '{"id": 42}');

    const listing = await store.listing();
    expect(listing.records.map((record) => record.id)).toEqual([complete.id]);
    expect(listing.unreadable).toEqual([
      { id: wrongShape, receivedAt: "2026-11-21T09:00:02.000Z", recordSize: 10, files: [] },
      {
        id: truncated,
        receivedAt: "2026-11-21T09:00:01.000Z",
        recordSize: 13,
        files: ["dress.png", "notes.txt"],
      },
      { id: empty, receivedAt: "2026-11-21T08:59:00.000Z", recordSize: 0, files: [] },
    ]);
    // Only a complete record vouches for its files, so these stay unserved.
    expect(await store.findAttachment(truncated, "dress.png")).toBeNull();
  });

  it("counts a record under another name than its id as unreadable, dated by the file", async () => {
    const store = createInboxStore({ dir });
    const record = await store.save(submission());
    const copy = path.join(dir, "copy.json");
    await writeFile(copy, await readFile(path.join(dir, `${record.id}.json`)));
    await utimes(copy, new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"));

    const listing = await store.listing();
    expect(listing.records.map((entry) => entry.id)).toEqual([record.id]);
    expect(listing.unreadable).toMatchObject([{ id: "copy", receivedAt: "2026-01-02T03:04:05.000Z" }]);
  });
});

describe("sweeping what interrupted saves left behind", () => {
  const longAgo = new Date("2020-01-01T00:00:00Z");
  const oldTemporary = "2026-11-21T09-00-00-000Z-deadbeef";
  const oldFolder = "2026-11-21T09-00-01-000Z-cafebabe";

  const oldUpload = path.join(stagingFolderName, "0123456789abcdef");

  /**
   * An unfinished record, an attachment folder without a record and an upload cut off while it was
   * staged, all as a crash leaves them.
   */
  async function leaveLeftovers(mtime: Date) {
    await mkdir(path.join(dir, stagingFolderName), { recursive: true });
    await writeFile(path.join(dir, `${oldTemporary}.json.tmp`), '{"id":"2026-11-21T09-00');
    await mkdir(path.join(dir, oldFolder));
    await writeFile(path.join(dir, oldFolder, "dress.png"), "half");
    await writeFile(path.join(dir, oldUpload), "half");
    for (const name of [`${oldTemporary}.json.tmp`, oldFolder, oldUpload])
      await utimes(path.join(dir, name), mtime, mtime);
  }

  it("removes old leftovers when the store is created and says so in one line", async () => {
    const complete = await createInboxStore({ dir }).save(
      submission({ files: [await staged("photo", "dress.png")] }),
    );
    const unreadable = "2026-11-21T09-00-02-000Z-0badf00d";
    await writeFile(path.join(dir, `${unreadable}.json`), '{"id": "trunc');
    await mkdir(path.join(dir, "notes"));
    await writeFile(path.join(dir, "draft.tmp"), "not ours");
    await leaveLeftovers(longAgo);
    for (const name of [`${complete.id}.json`, complete.id, `${unreadable}.json`, "notes", "draft.tmp"]) {
      await utimes(path.join(dir, name), longAgo, longAgo);
    }

    const lines: string[] = [];
    const store = createInboxStore({ dir, log: (line) => lines.push(line) });
    const listing = await store.listing();

    expect((await readdir(dir)).sort()).toEqual(
      [
        `${complete.id}.json`,
        complete.id,
        `${unreadable}.json`,
        "notes",
        "draft.tmp",
        stagingFolderName,
      ].sort(),
    );
    expect(await readdir(path.join(dir, stagingFolderName))).toEqual([]);
    expect(listing.records.map((record) => record.id)).toEqual([complete.id]);
    expect(listing.unreadable.map((entry) => entry.id)).toEqual([unreadable]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      "Form inbox: removed what interrupted saves left behind (1 unfinished record file and 1 attachment " +
        `folder without a record and 1 unfinished upload): ${oldTemporary}.json.tmp, ${oldFolder}/, ${oldUpload}`,
    );
    expect(await store.sweep()).toEqual([]);
  });

  it("leaves young leftovers alone, as they may be a save under way in another process", async () => {
    await leaveLeftovers(new Date());
    const log = vi.fn();
    const store = createInboxStore({ dir, log });
    expect(await store.sweep()).toEqual([]);
    expect(await readdir(dir)).toHaveLength(3);
    expect(await readdir(path.join(dir, stagingFolderName))).toHaveLength(1);
    expect(log).not.toHaveBeenCalled();
  });

  it("removes at once what is older than this process, however young", async () => {
    const beforeThisProcess = new Date(performance.timeOrigin - 1000);
    await leaveLeftovers(beforeThisProcess);
    const store = createInboxStore({ dir, sweepGraceMs: 10 * 60_000, log: () => {} });
    await store.list();
    expect(await readdir(dir)).toEqual([stagingFolderName]);
    expect(await readdir(path.join(dir, stagingFolderName))).toEqual([]);
  });

  it("never removes a staging file of an upload still arriving in this process", async () => {
    const upload = await staged("photo", "dress.png");
    await utimes(upload.path, longAgo, longAgo);
    const release = holdStagedFile(upload.path);
    const eager = createInboxStore({ dir, sweepGraceMs: 0, log: () => {} });
    expect(await eager.sweep()).toEqual([]);
    release();
    expect(await eager.sweep()).toEqual([path.join(stagingFolderName, path.basename(upload.path))]);
  });

  it("never removes the files of a save under way in this process", async () => {
    let arrived!: () => void;
    const attachmentWritten = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowDisk: MoveFile = async (from, to) => {
      await rename(from, to);
      if (to.endsWith(".png")) {
        arrived();
        await gate;
      }
    };
    const saving = createInboxStore({ dir, moveFile: slowDisk }).save(
      submission({ files: [await staged("photo", "dress.png")] }),
    );
    await attachmentWritten;
    const folder = (await readdir(dir)).find((name) => name !== stagingFolderName);
    await utimes(path.join(dir, folder!), longAgo, longAgo);

    const eager = createInboxStore({ dir, sweepGraceMs: 0, log: () => {} });
    expect(await eager.sweep()).toEqual([]);
    release();
    const record = await saving;
    expect(await eager.findAttachment(record.id, "dress.png")).not.toBeNull();
  });

  it("is quiet when there is no inbox folder yet", async () => {
    const log = vi.fn();
    expect(await createInboxStore({ dir, log }).sweep()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});

describe("a failure in the middle of saving", () => {
  /** A disk that fails on the write or move whose path matches. */
  const failingWrite =
    (pattern: RegExp): WriteFile =>
    async (filePath, data) => {
      if (pattern.test(filePath)) throw new Error("disk full");
      await writeFile(filePath, data);
    };
  const failingMove =
    (pattern: RegExp): MoveFile =>
    async (from, to) => {
      if (pattern.test(to)) throw new Error("disk full");
      await rename(from, to);
    };

  it.each([
    ["the record's JSON", /\.json\.tmp$/],
    ["the second attachment", /second\.png$/],
  ])("while writing %s leaves no record and no leftovers", async (_what, pattern) => {
    const store = createInboxStore({ dir, writeFile: failingWrite(pattern), moveFile: failingMove(pattern) });
    const files = [await staged("a", "first.png"), await staged("b", "second.png")];
    await expect(store.save(submission({ files }))).rejects.toThrow("disk full");
    expect(await store.list()).toEqual([]);
    // The staged uploads went with the failed save: nothing is left but the empty staging folder.
    expect(await readdir(dir)).toEqual([stagingFolderName]);
    expect(await readdir(path.join(dir, stagingFolderName))).toEqual([]);
  });
});

describe("finding an attachment", () => {
  it("finds only files that a complete record lists", async () => {
    const store = createInboxStore({ dir });
    const record = await store.save(submission({ files: [await staged("photo", "dress.png")] }));

    const found = await store.findAttachment(record.id, "dress.png");
    expect(found?.filePath).toBe(path.join(dir, record.id, "dress.png"));
    expect(found?.attachment.type).toBe("image/png");

    expect(await store.findAttachment(record.id, "other.png")).toBeNull();
    expect(await store.findAttachment(record.id, "../../secret.txt")).toBeNull();
    expect(await store.findAttachment("../outside", "dress.png")).toBeNull();
  });
});
