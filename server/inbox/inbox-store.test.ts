import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../testing/fake-site";
import { type WriteFile, createInboxStore } from "./inbox-store";
import type { IncomingSubmission } from "./submission";

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

const photo = (name: string, bytes = [1, 2, 3]) =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

describe("saving", () => {
  it("writes one JSON record and the attachments in a folder of the same id", async () => {
    const store = createInboxStore({ dir, now: () => new Date("2026-11-21T08:40:12.345Z") });
    const record = await store.save(submission({ files: [{ field: "photo", file: photo("dress.png") }] }));

    expect(record.id).toMatch(/^2026-11-21T08-40-12-345Z-[0-9a-f]{8}$/);
    const onDisk: unknown = JSON.parse(await readFile(path.join(dir, `${record.id}.json`), "utf8"));
    expect(onDisk).toEqual({
      id: record.id,
      formId: "hello@ivoryandadire.example",
      receivedAt: "2026-11-21T08:40:12.345Z",
      kind: "plain",
      fields: { name: "Adé" },
      special: { _subject: "New order" },
      attachments: [
        { field: "photo", name: "dress.png", storedName: "dress.png", type: "image/png", size: 3 },
      ],
    });
    expect([...(await readFile(path.join(dir, record.id, "dress.png")))]).toEqual([1, 2, 3]);
  });

  it("stores unsafe or repeated file names under safe, distinct names and keeps the originals", async () => {
    const store = createInboxStore({ dir });
    const record = await store.save(
      submission({
        files: [
          { field: "a", file: photo("../../etc/passwd") },
          { field: "b", file: photo("C:\\fakepath\\Dress.png") },
          { field: "c", file: photo("dress.png") },
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

  it("ignores what a crash can leave behind: temp files, attachments without a record, broken JSON", async () => {
    const store = createInboxStore({ dir });
    const complete = await store.save(submission());
    const orphan = "2026-11-21T09-00-00-000Z-deadbeef";
    await mkdir(path.join(dir, orphan));
    await writeFile(path.join(dir, orphan, "dress.png"), "half");
    await writeFile(path.join(dir, `${orphan}.json.tmp`), '{"id":"2026-11-21T09-00');
    await writeFile(path.join(dir, "2026-11-21T09-00-01-000Z-cafebabe.json"), '{"id": "trunc');
    await writeFile(path.join(dir, "2026-11-21T09-00-02-000Z-feedface.json"), '{"id": 42}');

    expect((await store.list()).map((record) => record.id)).toEqual([complete.id]);
    expect(await store.findAttachment(orphan, "dress.png")).toBeNull();
  });
});

describe("a failure in the middle of saving", () => {
  /** A disk that fails on the write whose path matches. */
  const failingOn =
    (pattern: RegExp): WriteFile =>
    async (filePath, data) => {
      if (pattern.test(filePath)) throw new Error("disk full");
      await writeFile(filePath, data);
    };

  it.each([
    ["the record's JSON", /\.json\.tmp$/],
    ["the second attachment", /second\.png$/],
  ])("while writing %s leaves no record and no leftovers", async (_what, pattern) => {
    const store = createInboxStore({ dir, writeFile: failingOn(pattern) });
    const files = [
      { field: "a", file: photo("first.png") },
      { field: "b", file: photo("second.png") },
    ];
    await expect(store.save(submission({ files }))).rejects.toThrow("disk full");
    expect(await store.list()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("finding an attachment", () => {
  it("finds only files that a complete record lists", async () => {
    const store = createInboxStore({ dir });
    const record = await store.save(submission({ files: [{ field: "photo", file: photo("dress.png") }] }));

    const found = await store.findAttachment(record.id, "dress.png");
    expect(found?.filePath).toBe(path.join(dir, record.id, "dress.png"));
    expect(found?.attachment.type).toBe("image/png");

    expect(await store.findAttachment(record.id, "other.png")).toBeNull();
    expect(await store.findAttachment(record.id, "../../secret.txt")).toBeNull();
    expect(await store.findAttachment("../outside", "dress.png")).toBeNull();
  });
});
