/** The shape of a stored form submission: one JSON file per submission in the inbox folder. */

/** Which of the service's two endpoints received the submission. */
export type SubmissionKind = "plain" | "ajax";

export interface StoredAttachment {
  /** The form field the file came from. */
  field: string;
  /** The file name exactly as the browser sent it. */
  name: string;
  /** The sanitised name it is stored under, inside the submission's own folder. */
  storedName: string;
  /** The Content-Type the browser declared. */
  type: string;
  size: number;
  /** The SHA-256 of its bytes, in hex; records written before it was kept have none. */
  sha256?: string;
}

export interface SubmissionRecord {
  /** Sortable and file-name safe: `2026-11-21T08-40-12-345Z-<random>`. */
  id: string;
  /** The `:id` of the address posted to (the studio's e-mail or FormSubmit alias). */
  formId: string;
  /** ISO 8601. */
  receivedAt: string;
  kind: SubmissionKind;
  /** The visitor's fields, values byte for byte. */
  fields: Record<string, string>;
  /** The service's own fields (`_next`, `_subject`, `_honey`, …), kept apart from the visitor's. */
  special: Record<string, string>;
  attachments: StoredAttachment[];
  /** The submission's `reference` field, when it has one that repeats are told by (same-submission.ts). */
  reference?: string;
  /** What the studio would read of it, hashed: tells a repeat from a new submission (same-submission.ts). */
  contentHash?: string;
  /** An earlier submission with the same reference and different content: someone else's, or a changed order. */
  sameReferenceAs?: string;
}

/**
 * A record file that exists but cannot be read back: cut short by a crash, edited by hand, or not
 * written by this code. It is listed rather than hidden, so the studio learns a submission arrived.
 */
export interface UnreadableSubmission {
  /** The record file's name without `.json`: the submission id for records this code wrote. */
  id: string;
  /** Taken from the id when it has the usual form, else the file's modification time. ISO 8601. */
  receivedAt: string;
  /** The record file's size in bytes; 0 means none of it reached the disk. */
  recordSize: number;
  /** The names of the files in the submission's attachment folder, if it has one. */
  files: string[];
}

/** What the inbox holds: complete records, and record files that could not be read back. */
export interface InboxListing {
  records: SubmissionRecord[];
  unreadable: UnreadableSubmission[];
}

/** Newest first. ISO times and ids sort by plain code-unit order; locale rules have no say here. */
export function newestFirst(a: Pick<SubmissionRecord, "id" | "receivedAt">, b: typeof a): number {
  return descending(a.receivedAt, b.receivedAt) || descending(a.id, b.id);
}

function descending(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? 1 : -1;
}

/** An uploaded file as it arrived: written to a staging file in the inbox folder, not held in memory. */
export interface StagedFile {
  /** The form field the file came from. */
  field: string;
  /** The file name exactly as the browser sent it. */
  name: string;
  /** The Content-Type the browser declared. */
  type: string;
  size: number;
  /** The SHA-256 of its bytes, taken as they arrived; computed from the file when missing. */
  sha256?: string;
  /** The staging file; saving moves it into the submission's folder. */
  path: string;
}

/** A parsed submission before it is stored. */
export interface IncomingSubmission {
  formId: string;
  kind: SubmissionKind;
  fields: Record<string, string>;
  special: Record<string, string>;
  files: StagedFile[];
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}

export function isStoredAttachment(value: unknown): value is StoredAttachment {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.field === "string" &&
    typeof candidate.name === "string" &&
    typeof candidate.storedName === "string" &&
    typeof candidate.type === "string" &&
    typeof candidate.size === "number"
  );
}

/**
 * The keys a record and its preview share: who it was for, when, how, and its attachments, with
 * the fields and service fields in the shape `isValues` checks.
 */
export function hasRecordShape(value: unknown, isValues: (entries: unknown) => boolean): boolean {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === "string" &&
    typeof candidate.formId === "string" &&
    typeof candidate.receivedAt === "string" &&
    (candidate.kind === "plain" || candidate.kind === "ajax") &&
    isValues(candidate.fields) &&
    isValues(candidate.special) &&
    Array.isArray(candidate.attachments) &&
    candidate.attachments.every(isStoredAttachment)
  );
}

/** Guards against files in the inbox folder that are not (or no longer) records this code wrote. */
export function isSubmissionRecord(value: unknown): value is SubmissionRecord {
  return hasRecordShape(value, isStringRecord);
}
