/**
 * Keeps submissions on disk: `<dir>/<id>.json` plus the attachments in `<dir>/<id>/`.
 *
 * Uploads arrive as staging files in `<dir>/.incoming/`, on the same file system, so saving moves
 * them rather than copying. A record appears all at once or not at all, and once `save()` resolves
 * it survives a crash or a power cut. Attachments are flushed and moved into place first, then the JSON goes to a temporary file that
 * is flushed and renamed into place (a rename within one folder is atomic), and the folders are
 * flushed so the new names reach the disk too. A crash in between leaves a `.json.tmp` file or a
 * folder without a record; the store sweeps those away when it is created. A record file that
 * cannot be read back is listed as unreadable, never hidden.
 */
import { randomBytes } from "node:crypto";
import { type FileHandle, lstat, mkdir, open, readFile, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sanitizeFileName, uniqueFileName } from "./file-names";
import { type RecordPreview, makePreview, readPreview, recordFileText } from "./record-preview";
import { contentHash, createKeyedQueue, hashFile, referenceOf } from "./same-submission";
import {
  type InboxListing,
  type IncomingSubmission,
  type StoredAttachment,
  type SubmissionRecord,
  type UnreadableSubmission,
  isSubmissionRecord,
  newestFirst,
} from "./submission";

/** Writes one new file and flushes it to the disk. */
export type WriteFile = (filePath: string, data: Uint8Array | string) => Promise<void>;

/** Flushes a staged file and moves it to its place in a submission's folder. */
export type MoveFile = (from: string, to: string) => Promise<void>;

export interface InboxStoreOptions {
  dir: string;
  /** The clock; tests pass their own to control ids and order. */
  now?: () => Date;
  /** Writes one file; tests replace it to make the disk fail halfway through a submission. */
  writeFile?: WriteFile;
  /** Moves one staged attachment; tests replace it like `writeFile`. */
  moveFile?: MoveFile;
  /**
   * Leftovers younger than this may belong to a save still under way in another process, so the
   * sweep leaves them; leftovers older than this process are swept at once. Default one minute.
   */
  sweepGraceMs?: number;
  /** Where the sweep reports what it removed, in one line. */
  log?: (line: string) => void;
}

export interface AttachmentFile {
  attachment: StoredAttachment;
  filePath: string;
}

/** One submission on a page of the inbox, read from its preview line only. */
export type InboxEntry =
  | { kind: "record"; preview: RecordPreview }
  | { kind: "unreadable"; unreadable: UnreadableSubmission }
  /** A record written without a preview line, too large to read for a page: shown by its size. */
  | { kind: "large"; id: string; receivedAt: string; size: number };

/** A page of the inbox, newest first. */
export interface InboxPage {
  /** Record files in the inbox, readable or not. */
  total: number;
  /** 1-based; a page past the end is the last page. */
  page: number;
  pages: number;
  /** The 0-based position of the page's first entry among all. */
  first: number;
  entries: InboxEntry[];
}

/** What `saveOnce()` did: stored a new record, or found the same submission stored already. */
export type SaveOnceResult = { stored: true; record: SubmissionRecord } | { stored: false; sameAs: string };

/** A record file written without a preview line is read whole for a page only up to this size. */
export const wholeReadLimitBytes = 256 * 1024;

export interface InboxStore {
  readonly dir: string;
  /** Where uploads are written as they arrive, before `save()` moves them. */
  readonly stagingDir: string;
  /** Creates the inbox and staging folders if needed (the inbox folder durably) and returns the latter. */
  prepareStaging(): Promise<string>;
  /**
   * Resolves only once the record and its attachments are on the disk. The staged files become the
   * store's: moved into the submission's folder, or removed if the save fails.
   */
  save(submission: IncomingSubmission): Promise<SubmissionRecord>;
  /**
   * Like `save()`, except for a repeat: a submission whose reference and content (same-submission.ts)
   * match a stored record's is not stored again; its staged files are removed and the earlier
   * record's id is returned. Copies that arrive at once are looked up and stored one at a time.
   * A known reference with other content is stored, marked with the earlier record's id.
   */
  saveOnce(submission: IncomingSubmission): Promise<SaveOnceResult>;
  /**
   * One page of `perPage` submissions, newest first by file name (the ids begin with the time they
   * were received), each read from its preview line: a page costs the same whatever the records
   * hold and however many there are beyond it.
   */
  page(requested: number, perPage: number): Promise<InboxPage>;
  /** One whole record, for its own page; null if there is none readable by that id. */
  record(id: string): Promise<SubmissionRecord | null>;
  /** Complete records only, newest first. Reads every record whole: for tests and tools, not pages. */
  list(): Promise<SubmissionRecord[]>;
  /** Complete records and unreadable record files, newest first. Reads every record whole, like `list()`. */
  listing(): Promise<InboxListing>;
  /**
   * Removes what interrupted saves left behind and returns the names removed. Runs by itself when
   * the store is created; `list()` waits for that first sweep.
   */
  sweep(): Promise<string[]>;
  /** Only files that a complete record lists can be found, which also rules out `..` tricks. */
  findAttachment(submissionId: string, storedName: string): Promise<AttachmentFile | null>;
}

const recordSuffix = ".json";
const temporarySuffix = ".json.tmp";
const idPattern = /^[A-Za-z0-9-]+$/;
/** The ids `save()` makes. The sweep touches nothing else, such as a folder someone put there. */
const generatedIdPattern = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)-[0-9a-f]{8}$/;
const defaultSweepGraceMs = 60_000;
export const stagingFolderName = ".incoming";

/**
 * Saves under way in this process, by submission folder path, whichever store runs them: a store
 * created meanwhile on the same folder must not sweep their files away.
 */
const savesUnderWay = new Set<string>();

/** Staging files of this process's uploads and saves under way; no sweep may take them. */
const stagedUnderWay = new Set<string>();

/** Marks a staging file as in use until the returned function is called. */
export function holdStagedFile(filePath: string): () => void {
  const key = path.resolve(filePath);
  stagedUnderWay.add(key);
  return () => stagedUnderWay.delete(key);
}

/** Removes staging files that will not be saved (a refused or honeypot post). */
export async function discardStagedFiles(files: ReadonlyArray<{ path: string }>): Promise<void> {
  await Promise.all(
    files.map(async ({ path: filePath }) => {
      await rm(filePath, { force: true });
      stagedUnderWay.delete(path.resolve(filePath));
    }),
  );
}

export function createInboxStore(options: InboxStoreOptions): InboxStore {
  const {
    dir,
    now = () => new Date(),
    writeFile = writeDurably,
    moveFile = moveDurably,
    sweepGraceMs = defaultSweepGraceMs,
    log = console.log,
  } = options;
  const recordPath = (id: string) => path.join(dir, id + recordSuffix);
  const stagingDir = path.join(dir, stagingFolderName);
  let creatingDir: Promise<void> | undefined;

  /** Concurrent first saves share one creation, so none resolves before the new folder is flushed. */
  function ensureInboxDir(): Promise<void> {
    creatingDir ??= createDurably(dir).finally(() => {
      creatingDir = undefined;
    });
    return creatingDir;
  }

  async function readRecord(filePath: string): Promise<SubmissionRecord | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(filePath, "utf8"));
      if (!isSubmissionRecord(parsed) || recordPath(parsed.id) !== filePath) return null;
      // The preview repeats part of the record; the record is the rest.
      const { id, formId, receivedAt, kind, fields, special, attachments } = parsed;
      return { id, formId, receivedAt, kind, fields, special, attachments, ...sameReferenceKeys(parsed) };
    } catch {
      return null;
    }
  }

  /** What a page shows of one record file, reading no more of it than the preview line. */
  async function entryFor(name: string): Promise<InboxEntry | null> {
    const filePath = path.join(dir, name);
    const head = await readPreview(filePath);
    if (head.kind === "missing") return null; // Removed since the folder was read.
    if (head.kind === "preview" && recordPath(head.preview.id) === filePath) {
      return { kind: "record", preview: head.preview };
    }
    if (head.kind === "no-preview" && head.size > wholeReadLimitBytes) {
      const id = name.slice(0, -recordSuffix.length);
      const receivedAt = timeFromId(id) ?? (await lstatIfPresent(filePath))?.mtime.toISOString() ?? "";
      return { kind: "large", id, receivedAt, size: head.size };
    }
    const record = await readRecord(filePath);
    if (record) return { kind: "record", preview: makePreview(record) };
    const unreadable = await describeUnreadable(name);
    return unreadable && { kind: "unreadable", unreadable };
  }

  async function recordFileNames(): Promise<string[]> {
    await firstSweep;
    const names = await readdir(dir).catch(emptyIfMissing); // No submission yet, so no folder yet.
    // Code-unit order, newest first: locale rules have no say in the order of ids.
    return names.filter((name) => name.endsWith(recordSuffix)).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  }

  async function writeAttachments(folder: string, files: IncomingSubmission["files"]) {
    const attachments: StoredAttachment[] = [];
    const taken = new Set<string>();
    await mkdir(folder);
    for (const file of files) {
      const storedName = uniqueFileName(sanitizeFileName(file.name), taken);
      taken.add(storedName.toLowerCase());
      const sha256 = file.sha256 ?? (await hashFile(file.path));
      await moveFile(file.path, path.join(folder, storedName));
      attachments.push({
        field: file.field,
        name: file.name,
        storedName,
        type: storedType(file.type),
        size: file.size,
        sha256,
      });
    }
    // The folder's names, then the folder's own name: a durable record must never point at files
    // that a power cut could still take away.
    await syncFolder(folder);
    await syncFolder(dir);
    return attachments;
  }

  async function write(
    id: string,
    receivedAt: Date,
    submission: IncomingSubmission,
    same: Pick<SubmissionRecord, "reference" | "contentHash" | "sameReferenceAs">,
  ) {
    const { formId, kind, fields, special, files } = submission;
    const folder = path.join(dir, id);
    const temporary = path.join(dir, id + temporarySuffix);
    let renamed = false;
    await ensureInboxDir();
    try {
      const attachments = files.length > 0 ? await writeAttachments(folder, files) : [];
      const record: SubmissionRecord = {
        id,
        formId,
        receivedAt: receivedAt.toISOString(),
        kind,
        fields,
        special,
        attachments,
        ...same,
      };
      await writeFile(temporary, recordFileText(record));
      await rename(temporary, recordPath(id));
      renamed = true;
      await syncFolder(dir);
      return record;
    } catch (error) {
      // The visitor is told it was not saved, so none of it may stay: not even a record that was
      // renamed into place before flushing the inbox folder failed.
      await Promise.all([
        rm(folder, { recursive: true, force: true }),
        rm(temporary, { force: true }),
        renamed ? rm(recordPath(id), { force: true }) : undefined,
        discardStagedFiles(files),
      ]);
      throw error;
    }
  }

  async function describeUnreadable(name: string): Promise<UnreadableSubmission | null> {
    const stats = await lstatIfPresent(path.join(dir, name));
    if (!stats) return null; // Removed since the folder was read.
    const id = name.slice(0, -recordSuffix.length);
    return {
      id,
      receivedAt: timeFromId(id) ?? stats.mtime.toISOString(),
      recordSize: stats.size,
      files: await attachmentNames(id),
    };
  }

  async function attachmentNames(id: string): Promise<string[]> {
    if (!idPattern.test(id)) return [];
    try {
      return (await readdir(path.join(dir, id))).sort();
    } catch {
      return []; // No attachment folder: a submission without files.
    }
  }

  /** A leftover is removed only if no save of this process owns it and nothing else may be writing it. */
  async function removeIfStale(name: string, staleBefore: number): Promise<boolean> {
    const id = leftoverId(name);
    if (savesUnderWay.has(path.resolve(dir, id))) return false;
    const stats = await lstatIfPresent(path.join(dir, name));
    if (!stats || stats.mtimeMs >= staleBefore) return false;
    // A save that finished after the folder was read has its record by now.
    if (stats.isDirectory() && (await lstatIfPresent(recordPath(id)))) return false;
    await rm(path.join(dir, name), { recursive: true, force: true });
    return true;
  }

  /** An upload cut off by a crash leaves its staging file; one still arriving is held or recent. */
  async function removeStagedIfStale(filePath: string, staleBefore: number): Promise<boolean> {
    if (stagedUnderWay.has(path.resolve(filePath))) return false;
    const stats = await lstatIfPresent(filePath);
    if (!stats || stats.isDirectory() || stats.mtimeMs >= staleBefore) return false;
    await rm(filePath, { force: true });
    return true;
  }

  async function sweep(): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(emptyIfMissing);
    const names = new Set(entries.map((entry) => entry.name));
    const leftovers = entries
      .filter((entry) =>
        entry.isDirectory()
          ? generatedIdPattern.test(entry.name) && !names.has(entry.name + recordSuffix)
          : isTemporaryName(entry.name),
      )
      .map((entry) => entry.name);
    // Whatever predates this process cannot belong to a save of this server, so a restart after a
    // crash cleans up at once; younger files wait out the grace period.
    const staleBefore = Math.max(Date.now() - sweepGraceMs, performance.timeOrigin);
    const removed: string[] = [];
    for (const name of leftovers) {
      if (await removeIfStale(name, staleBefore)) removed.push(isTemporaryName(name) ? name : `${name}/`);
    }
    for (const name of await readdir(stagingDir).catch(emptyIfMissing)) {
      if (await removeStagedIfStale(path.join(stagingDir, name), staleBefore)) {
        removed.push(`${stagingFolderName}/${name}`);
      }
    }
    if (removed.length > 0) log(sweepReport(removed));
    return removed;
  }

  const firstSweep = sweep().catch((error: unknown) => {
    console.error("The form inbox could not clear what interrupted saves left behind:", error);
  });

  /**
   * The stored submissions that carry a reference, by reference: built once from the records' preview
   * lines (a record's whole file only if it was written before the preview named its reference), then
   * kept up to date by every save, so a post never reads the records.
   */
  const byReference = new Map<string, Array<{ id: string; contentHash: string }>>();
  let indexing: Promise<void> | undefined;
  const oneAtATime = createKeyedQueue();

  async function indexRecord(name: string): Promise<void> {
    const filePath = path.join(dir, name);
    const head = await readPreview(filePath).catch(() => null);
    // Every record this code writes names its content in the preview, and its reference if any.
    if (head?.kind === "preview" && head.preview.contentHash) {
      const { id, reference, contentHash: hash } = head.preview;
      if (reference) remember(reference, id, hash);
      return;
    }
    // A record written before: when its preview shows every field and no reference, it has none.
    const shown = head?.kind === "preview" ? head.preview : undefined;
    if (shown && shown.omitted === 0 && !shown.fields.some((field) => field.name === "reference")) return;
    const record = await readRecord(filePath);
    const reference = record && referenceOf(record.fields);
    if (!record || !reference) return;
    const attachments = await Promise.all(
      record.attachments.map(async (file) => ({
        ...file,
        sha256: file.sha256 ?? (await hashFile(path.join(dir, record.id, path.basename(file.storedName)))),
      })),
    );
    remember(reference, record.id, contentHash({ ...record, attachments }));
  }

  function remember(reference: string, id: string, hash: string): void {
    const known = byReference.get(reference) ?? [];
    known.push({ id, contentHash: hash });
    // Oldest first, whatever order the files were read in: the mark names the first one.
    known.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    byReference.set(reference, known);
  }

  function referenceIndex(): Promise<void> {
    indexing ??= (async () => {
      for (const name of await recordFileNames()) await indexRecord(name);
    })().catch((error: unknown) => {
      // The next save builds it again, from the start.
      byReference.clear();
      indexing = undefined;
      throw error;
    });
    return indexing;
  }

  async function saveNew(submission: IncomingSubmission, same: Parameters<typeof write>[3]) {
    const receivedAt = now();
    const id = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
    const key = path.resolve(dir, id);
    savesUnderWay.add(key);
    try {
      return await write(id, receivedAt, submission, same);
    } finally {
      savesUnderWay.delete(key);
      for (const file of submission.files) stagedUnderWay.delete(path.resolve(file.path));
    }
  }

  /** Saves a submission that has a reference, under that reference's turn; `once` skips a repeat. */
  async function saveWithReference(
    reference: string,
    submission: IncomingSubmission,
    hash: string,
    once: boolean,
  ): Promise<SaveOnceResult> {
    try {
      await referenceIndex();
    } catch (error) {
      await discardStagedFiles(submission.files);
      throw error;
    }
    const known = byReference.get(reference) ?? [];
    const same = known.find((entry) => entry.contentHash === hash);
    if (once && same) {
      await discardStagedFiles(submission.files);
      return { stored: false, sameAs: same.id };
    }
    const sameReferenceAs = known.find((entry) => entry.contentHash !== hash)?.id;
    const record = await saveNew(submission, { reference, contentHash: hash, sameReferenceAs });
    remember(reference, record.id, hash);
    return { stored: true, record };
  }

  async function saveSubmission(incoming: IncomingSubmission, once: boolean): Promise<SaveOnceResult> {
    // The uploads were hashed as they arrived; a staged file handed in without a hash is read.
    const files = await Promise.all(
      incoming.files.map(async (file) => ({ ...file, sha256: file.sha256 ?? (await hashFile(file.path)) })),
    );
    const submission = { ...incoming, files };
    const hash = contentHash({
      ...submission,
      attachments: files.map((file) => ({ ...file, type: storedType(file.type) })),
    });
    const reference = referenceOf(submission.fields);
    if (!reference) return { stored: true, record: await saveNew(submission, { contentHash: hash }) };
    return oneAtATime(reference, () => saveWithReference(reference, submission, hash, once));
  }

  return {
    dir,
    stagingDir,

    async prepareStaging() {
      await ensureInboxDir();
      await mkdir(stagingDir, { recursive: true });
      return stagingDir;
    },

    async save(submission) {
      const saved = await saveSubmission(submission, false);
      // Without `once` every submission is stored; this only tells the type so.
      if (!saved.stored) throw new Error(`Not stored: the same as ${saved.sameAs}.`);
      return saved.record;
    },

    saveOnce: (submission) => saveSubmission(submission, true),

    async page(requested, perPage) {
      const names = await recordFileNames();
      const pages = Math.max(1, Math.ceil(names.length / perPage));
      const page = Math.min(Math.max(1, requested), pages);
      const first = (page - 1) * perPage;
      const entries = await Promise.all(names.slice(first, first + perPage).map(entryFor));
      return { total: names.length, page, pages, first, entries: entries.filter((entry) => entry !== null) };
    },

    async record(id) {
      if (!idPattern.test(id)) return null;
      await firstSweep;
      return readRecord(recordPath(id));
    },

    async list() {
      return (await this.listing()).records;
    },

    async listing() {
      const found = await Promise.all(
        (await recordFileNames()).map(
          async (name) => (await readRecord(path.join(dir, name))) ?? describeUnreadable(name),
        ),
      );
      const records: SubmissionRecord[] = [];
      const unreadable: UnreadableSubmission[] = [];
      for (const entry of found) {
        if (entry && "recordSize" in entry) unreadable.push(entry);
        else if (entry) records.push(entry);
      }
      return { records: records.sort(newestFirst), unreadable: unreadable.sort(newestFirst) };
    },

    sweep,

    async findAttachment(submissionId, storedName) {
      if (!idPattern.test(submissionId)) return null;
      // The preview line lists every attachment, so a photo costs a few kilobytes of its record.
      const head = await readPreview(recordPath(submissionId));
      const attachments =
        head.kind === "preview" && head.preview.id === submissionId
          ? head.preview.attachments
          : (await readRecord(recordPath(submissionId)))?.attachments;
      const attachment = attachments?.find((entry) => entry.storedName === storedName);
      // A hand-edited record must not point outside its folder either.
      if (!attachment || path.basename(storedName) !== storedName) return null;
      return { attachment, filePath: path.join(dir, submissionId, storedName) };
    },
  };
}

/** The type an attachment is stored with: the browser's, or the generic one when it sent none. */
function storedType(type: string): string {
  return type || "application/octet-stream";
}

/** The marks a record may carry about its reference (see SubmissionRecord), when they are text. */
function sameReferenceKeys(
  parsed: Partial<Record<"reference" | "contentHash" | "sameReferenceAs", unknown>>,
) {
  const keys: Pick<SubmissionRecord, "reference" | "contentHash" | "sameReferenceAs"> = {};
  if (typeof parsed.reference === "string") keys.reference = parsed.reference;
  if (typeof parsed.contentHash === "string") keys.contentHash = parsed.contentHash;
  if (typeof parsed.sameReferenceAs === "string") keys.sameReferenceAs = parsed.sameReferenceAs;
  return keys;
}

/** Writes a new file and flushes it, so its bytes are on the disk before any name points at it. */
async function writeDurably(filePath: string, data: Uint8Array | string): Promise<void> {
  const handle = await open(filePath, "wx");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a staged file's bytes, then gives it its name: no name may point at unflushed bytes. */
async function moveDurably(from: string, to: string): Promise<void> {
  const handle = await open(from, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  // A rename would silently replace a file of that name; the names are unique, but make sure.
  if (await lstatIfPresent(to)) throw Object.assign(new Error(`${to} already exists`), { code: "EEXIST" });
  await rename(from, to);
}

/** Flushes a folder's list of names, so a file created or renamed in it survives a power cut. */
async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, "r");
    await handle.sync();
  } catch (error) {
    // Windows cannot open a folder as a file (EISDIR, EPERM) and a few file systems cannot flush
    // one (EINVAL); there the file system's own ordering is all there is.
    if (!hasCode(error, "EISDIR", "EPERM", "EINVAL")) throw error;
  } finally {
    await handle?.close();
  }
}

/** Creates the inbox folder if needed and flushes each parent that gained a new folder. */
async function createDurably(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (first === undefined) return;
  const top = path.resolve(first);
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    await syncFolder(path.dirname(folder));
    if (folder === top || folder === path.dirname(folder)) return;
  }
}

function isTemporaryName(name: string): boolean {
  return name.endsWith(temporarySuffix) && generatedIdPattern.test(name.slice(0, -temporarySuffix.length));
}

function leftoverId(name: string): string {
  return isTemporaryName(name) ? name.slice(0, -temporarySuffix.length) : name;
}

/** `2026-11-21T08-40-12-345Z-<random>` was received at `2026-11-21T08:40:12.345Z`. */
function timeFromId(id: string): string | null {
  const match = generatedIdPattern.exec(id);
  return match ? `${match[1]}:${match[2]}:${match[3]}.${match[4]}` : null;
}

function sweepReport(removed: readonly string[]): string {
  const folders = removed.filter((name) => name.endsWith("/")).length;
  const staged = removed.filter((name) => name.startsWith(`${stagingFolderName}/`)).length;
  const temporary = removed.length - folders - staged;
  const kinds = [
    temporary > 0 ? `${temporary} unfinished record ${temporary === 1 ? "file" : "files"}` : "",
    folders > 0 ? `${folders} attachment ${folders === 1 ? "folder" : "folders"} without a record` : "",
    staged > 0 ? `${staged} unfinished ${staged === 1 ? "upload" : "uploads"}` : "",
  ];
  return `Form inbox: removed what interrupted saves left behind (${kinds.filter(Boolean).join(" and ")}): ${removed.join(", ")}`;
}

async function lstatIfPresent(filePath: string) {
  try {
    return await lstat(filePath);
  } catch (error) {
    if (hasCode(error, "ENOENT")) return null;
    throw error;
  }
}

function emptyIfMissing(error: unknown): never[] {
  if (hasCode(error, "ENOENT")) return [];
  throw error;
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && "code" in error && codes.includes(String(error.code));
}
