/**
 * Submissions on disk, `<dir>/<id>.json` and attachments in `<dir>/<id>/`, durable once `save()`
 * resolves: every file is flushed before a name points at it, the JSON renamed into place (atomic
 * within a folder) and the folders flushed. What a crash leaves half-written is swept at start.
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

export type WriteFile = (filePath: string, data: Uint8Array | string) => Promise<void>;

export type MoveFile = (from: string, to: string) => Promise<void>;

export interface InboxStoreOptions {
  dir: string;
  now?: () => Date;
  writeFile?: WriteFile;
  moveFile?: MoveFile;
  /** Younger leftovers may be another process's save under way; older than this process go at once. */
  sweepGraceMs?: number;
  log?: (line: string) => void;
}

export interface AttachmentFile {
  attachment: StoredAttachment;
  filePath: string;
}

export type InboxEntry =
  | { kind: "record"; preview: RecordPreview }
  | { kind: "unreadable"; unreadable: UnreadableSubmission }
  | { kind: "large"; id: string; receivedAt: string; size: number };

export interface InboxPage {
  total: number;
  page: number;
  pages: number;
  first: number;
  entries: InboxEntry[];
}

export type SaveOnceResult = { stored: true; record: SubmissionRecord } | { stored: false; sameAs: string };

export const wholeReadLimitBytes = 256 * 1024;

export const groupSearchLimit = 2_000;

export interface GroupSearch {
  previews: RecordPreview[];
  /** Every record in the inbox, searched or not. */
  total: number;
}

export interface InboxStore {
  readonly dir: string;
  readonly stagingDir: string;
  prepareStaging(): Promise<string>;
  /** Resolves once the record and its attachments are on the disk; the staged files become the store's. */
  save(submission: IncomingSubmission): Promise<SubmissionRecord>;
  /** A repeat of a stored record (same-submission.ts) is not stored again: the earlier id is returned. */
  saveOnce(submission: IncomingSubmission): Promise<SaveOnceResult>;
  /** Each entry from its record's preview line: a page costs the same whatever the records hold. */
  page(requested: number, perPage: number): Promise<InboxPage>;
  /**
   * The records whose `group` field holds `code` (any case), newest first, from the preview lines of
   * the newest `groupSearchLimit` records: a view costs a bounded amount, as a page does.
   */
  group(code: string): Promise<GroupSearch>;
  record(id: string): Promise<SubmissionRecord | null>;
  list(): Promise<SubmissionRecord[]>;
  listing(): Promise<InboxListing>;
  sweep(): Promise<string[]>;
  /** Only a file a complete record lists, which also rules out `..`. */
  findAttachment(submissionId: string, storedName: string): Promise<AttachmentFile | null>;
}

const recordSuffix = ".json";
const temporarySuffix = ".json.tmp";
const idPattern = /^[A-Za-z0-9-]+$/;
/** The sweep touches only names `save()` makes, never a folder someone put there. */
const generatedIdPattern = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)-[0-9a-f]{8}$/;
const defaultSweepGraceMs = 60_000;
export const stagingFolderName = ".incoming";

/** Module-wide, so that a store created meanwhile on the same folder never sweeps these away. */
const savesUnderWay = new Set<string>();
const stagedUnderWay = new Set<string>();

export function holdStagedFile(filePath: string): () => void {
  const key = path.resolve(filePath);
  stagedUnderWay.add(key);
  return () => stagedUnderWay.delete(key);
}

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
      const { id, formId, receivedAt, kind, fields, special, attachments } = parsed;
      return { id, formId, receivedAt, kind, fields, special, attachments, ...sameReferenceKeys(parsed) };
    } catch {
      return null;
    }
  }

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
    // A durable record must never point at files that a power cut could still take away.
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
      // The visitor is told it was not saved, so nothing may stay, not even a record already renamed.
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
    // What predates this process is no save of this server: a restart after a crash cleans up at once.
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

  /** Read once from the preview lines, then kept up to date by each save: a post never reads the records. */
  const byReference = new Map<string, Array<{ id: string; contentHash: string }>>();
  let indexing: Promise<void> | undefined;
  const oneAtATime = createKeyedQueue();

  async function indexRecord(name: string): Promise<void> {
    const filePath = path.join(dir, name);
    const head = await readPreview(filePath).catch(() => null);
    if (head?.kind === "preview" && head.preview.contentHash) {
      const { id, reference, contentHash: hash } = head.preview;
      if (reference) remember(reference, id, hash);
      return;
    }
    // A record written before previews named references: one whose preview shows every field has none.
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

    async group(code) {
      const names = await recordFileNames();
      const entries = await Promise.all(names.slice(0, groupSearchLimit).map(entryFor));
      const previews = entries.flatMap((entry) =>
        entry?.kind === "record" &&
        entry.preview.fields.some(({ name, text }) => name === "group" && text.trim().toUpperCase() === code)
          ? [entry.preview]
          : [],
      );
      return { previews, total: names.length };
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

function storedType(type: string): string {
  return type || "application/octet-stream";
}

function sameReferenceKeys(
  parsed: Partial<Record<"reference" | "contentHash" | "sameReferenceAs", unknown>>,
) {
  const keys: Pick<SubmissionRecord, "reference" | "contentHash" | "sameReferenceAs"> = {};
  if (typeof parsed.reference === "string") keys.reference = parsed.reference;
  if (typeof parsed.contentHash === "string") keys.contentHash = parsed.contentHash;
  if (typeof parsed.sameReferenceAs === "string") keys.sameReferenceAs = parsed.sameReferenceAs;
  return keys;
}

async function writeDurably(filePath: string, data: Uint8Array | string): Promise<void> {
  const handle = await open(filePath, "wx");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function moveDurably(from: string, to: string): Promise<void> {
  const handle = await open(from, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  // A rename would silently replace a file of that name.
  if (await lstatIfPresent(to)) throw Object.assign(new Error(`${to} already exists`), { code: "EEXIST" });
  await rename(from, to);
}

async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, "r");
    await handle.sync();
  } catch (error) {
    // Windows cannot open a folder (EISDIR, EPERM), some file systems cannot flush one (EINVAL).
    if (!hasCode(error, "EISDIR", "EPERM", "EINVAL")) throw error;
  } finally {
    await handle?.close();
  }
}

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
