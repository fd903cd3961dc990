export type SubmissionKind = "plain" | "ajax";

export interface StoredAttachment {
  field: string;
  /** Exactly as the browser sent it; `storedName` is the safe one on the disk. */
  name: string;
  storedName: string;
  type: string;
  size: number;
  /** Hex; records written before it was kept have none. */
  sha256?: string;
}

export interface SubmissionRecord {
  /** Sortable and file-name safe: `2026-11-21T08-40-12-345Z-<random>`. */
  id: string;
  formId: string;
  receivedAt: string;
  kind: SubmissionKind;
  fields: Record<string, string>;
  /** The service's own fields (`_next`, `_subject`, `_honey`, …). */
  special: Record<string, string>;
  attachments: StoredAttachment[];
  /** How a repeat is told from a new submission (same-submission.ts). */
  reference?: string;
  contentHash?: string;
  /** An earlier submission with the same reference and other content. */
  sameReferenceAs?: string;
}

/** Listed rather than hidden, so the studio learns that a submission arrived. */
export interface UnreadableSubmission {
  id: string;
  receivedAt: string;
  recordSize: number;
  files: string[];
}

export interface InboxListing {
  records: SubmissionRecord[];
  unreadable: UnreadableSubmission[];
}

export function newestFirst(a: Pick<SubmissionRecord, "id" | "receivedAt">, b: typeof a): number {
  return descending(a.receivedAt, b.receivedAt) || descending(a.id, b.id);
}

function descending(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? 1 : -1;
}

export interface StagedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  sha256?: string;
  path: string;
}

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

export function isSubmissionRecord(value: unknown): value is SubmissionRecord {
  return hasRecordShape(value, isStringRecord);
}
