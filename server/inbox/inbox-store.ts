/**
 * Keeps submissions on disk: `<dir>/<id>.json` plus the attachments in `<dir>/<id>/`.
 *
 * A record appears all at once or not at all. Attachments are written first, then the JSON goes to
 * a temporary file that is renamed into place; a rename within one folder is atomic, so a crash at
 * any moment leaves either a complete record or leftovers that listing never shows.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, writeFile as fsWriteFile } from "node:fs/promises";
import path from "node:path";
import { sanitizeFileName, uniqueFileName } from "./file-names";
import {
  type IncomingSubmission,
  type StoredAttachment,
  type SubmissionRecord,
  isSubmissionRecord,
} from "./submission";

export type WriteFile = (filePath: string, data: Uint8Array | string) => Promise<void>;

export interface InboxStoreOptions {
  dir: string;
  /** The clock; tests pass their own to control ids and order. */
  now?: () => Date;
  /** Writes one file; tests replace it to make the disk fail halfway through a submission. */
  writeFile?: WriteFile;
}

export interface AttachmentFile {
  record: SubmissionRecord;
  attachment: StoredAttachment;
  filePath: string;
}

export interface InboxStore {
  readonly dir: string;
  save(submission: IncomingSubmission): Promise<SubmissionRecord>;
  /** Complete records only, newest first. */
  list(): Promise<SubmissionRecord[]>;
  /** Only files that a complete record lists can be found, which also rules out `..` tricks. */
  findAttachment(submissionId: string, storedName: string): Promise<AttachmentFile | null>;
}

const recordSuffix = ".json";
const temporarySuffix = ".json.tmp";
const idPattern = /^[A-Za-z0-9-]+$/;

export function createInboxStore(options: InboxStoreOptions): InboxStore {
  const { dir, now = () => new Date(), writeFile = fsWriteFile } = options;
  const recordPath = (id: string) => path.join(dir, id + recordSuffix);

  async function readRecord(filePath: string): Promise<SubmissionRecord | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(filePath, "utf8"));
      return isSubmissionRecord(parsed) && recordPath(parsed.id) === filePath ? parsed : null;
    } catch {
      return null;
    }
  }

  return {
    dir,

    async save({ formId, kind, fields, special, files }) {
      const receivedAt = now();
      const id = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
      const folder = path.join(dir, id);
      const temporary = path.join(dir, id + temporarySuffix);
      await mkdir(dir, { recursive: true });
      try {
        const attachments: StoredAttachment[] = [];
        const taken = new Set<string>();
        if (files.length > 0) await mkdir(folder);
        for (const { field, file } of files) {
          const storedName = uniqueFileName(sanitizeFileName(file.name), taken);
          taken.add(storedName.toLowerCase());
          await writeFile(path.join(folder, storedName), new Uint8Array(await file.arrayBuffer()));
          attachments.push({
            field,
            name: file.name,
            storedName,
            type: file.type || "application/octet-stream",
            size: file.size,
          });
        }
        const record: SubmissionRecord = {
          id,
          formId,
          receivedAt: receivedAt.toISOString(),
          kind,
          fields,
          special,
          attachments,
        };
        await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
        await rename(temporary, recordPath(id));
        return record;
      } catch (error) {
        // Best effort: listing ignores leftovers anyway, but they should not pile up.
        await Promise.all([rm(folder, { recursive: true, force: true }), rm(temporary, { force: true })]);
        throw error;
      }
    },

    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return []; // No submission yet, so no folder yet.
      }
      const records = await Promise.all(
        names.filter((name) => name.endsWith(recordSuffix)).map((name) => readRecord(path.join(dir, name))),
      );
      return records
        .filter((record): record is SubmissionRecord => record !== null)
        .sort((a, b) => descending(a.receivedAt, b.receivedAt) || descending(a.id, b.id));
    },

    async findAttachment(submissionId, storedName) {
      if (!idPattern.test(submissionId)) return null;
      const record = await readRecord(recordPath(submissionId));
      const attachment = record?.attachments.find((entry) => entry.storedName === storedName);
      // A hand-edited record must not point outside its folder either.
      if (!record || !attachment || path.basename(storedName) !== storedName) return null;
      return { record, attachment, filePath: path.join(dir, submissionId, storedName) };
    },
  };
}

/** ISO times and ids sort by plain code-unit order; locale rules have no say here. */
function descending(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? 1 : -1;
}
