/**
 * A record's preview: what the inbox page shows of a submission, small whatever the submission
 * holds. It is written as the first line of the record file, so a page of the inbox reads a few
 * kilobytes of each record it shows and never parses the rest:
 *
 *     {"preview":{…one line…},
 *       "id": "…", "formId": "…", … the whole record, pretty-printed …
 *     }
 *
 * The file stays one JSON document (the preview is just its first key). JSON text never holds a
 * raw line break, so the first line ends where the preview does.
 */
import { open } from "node:fs/promises";
import type { StoredAttachment, SubmissionKind, SubmissionRecord } from "./submission";
import { hasRecordShape } from "./submission";

/** A value as the inbox page shows it: cut at `previewLimits.valueChars`, with its full length. */
export interface PreviewValue {
  name: string;
  text: string;
  /** The whole value's length in characters (UTF-16 code units); more than `text`'s when cut. */
  length: number;
}

export interface RecordPreview {
  id: string;
  formId: string;
  receivedAt: string;
  kind: SubmissionKind;
  fields: PreviewValue[];
  special: PreviewValue[];
  /** Every attachment, with the visitor's own file name cut like a value. */
  attachments: StoredAttachment[];
  /** Fields left out once the preview's budget was spent. */
  omitted: number;
  /** As in the record (submission.ts), so repeats are told apart from the preview line alone. */
  reference?: string;
  contentHash?: string;
  sameReferenceAs?: string;
}

/** What one submission may cost the inbox page, in characters of text (before HTML escaping). */
export const previewLimits = {
  /** A value longer than this is cut, with a link to the whole submission. */
  valueChars: 800,
  /** Names and values together; the fields after that are only counted. */
  recordChars: 8_000,
} as const;

/**
 * More than a preview line can take on the disk: the budget's characters and ten attachments'
 * names and types, each character escaped as `\uXXXX` (6 bytes), and the JSON around them.
 */
export const maxPreviewLineBytes =
  6 * (previewLimits.recordChars + 20 * previewLimits.valueChars) + 16 * 1024;

const previewPrefix = '{"preview":';

/** Cuts at a whole code point, so a character outside the Basic Multilingual Plane is never halved. */
function cut(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(chars - 1)) ? chars - 1 : chars;
  return text.slice(0, end);
}

export function makePreview(record: SubmissionRecord): RecordPreview {
  let budget: number = previewLimits.recordChars;
  let omitted = 0;
  const values = (entries: Record<string, string>): PreviewValue[] => {
    const shown: PreviewValue[] = [];
    for (const [name, value] of Object.entries(entries)) {
      const text = cut(value, Math.min(previewLimits.valueChars, Math.max(0, budget - name.length)));
      if (budget <= name.length || (text === "" && value !== "")) {
        omitted += 1;
        budget = 0;
        continue;
      }
      budget -= name.length + text.length;
      shown.push({ name, text, length: value.length });
    }
    return shown;
  };
  // The service's fields first: the subject names the submission on the page.
  const special = values(record.special);
  const fields = values(record.fields);
  return {
    id: record.id,
    formId: cut(record.formId, 200),
    receivedAt: record.receivedAt,
    kind: record.kind,
    fields,
    special,
    attachments: record.attachments.map((file) => ({
      ...file,
      name: cut(file.name, 300),
      type: cut(file.type, 255),
    })),
    omitted,
    ...(record.reference === undefined ? {} : { reference: record.reference }),
    ...(record.contentHash === undefined ? {} : { contentHash: record.contentHash }),
    ...(record.sameReferenceAs === undefined ? {} : { sameReferenceAs: record.sameReferenceAs }),
  };
}

/** The record file's text: the preview's line, then the whole record in the same JSON object. */
export function recordFileText(record: SubmissionRecord): string {
  const whole = JSON.stringify(record, null, 2); // "{\n  \"id\": …\n}"
  return `${previewPrefix}${JSON.stringify(makePreview(record))},\n${whole.slice(2)}\n`;
}

export type HeadRead =
  | { kind: "preview"; preview: RecordPreview }
  /** A file without a preview line (an earlier record, or not one at all), and its size. */
  | { kind: "no-preview"; size: number }
  | { kind: "missing" };

/**
 * Reads a record file's first line only, up to `maxPreviewLineBytes`, whatever the file's size.
 * A first line that is not a well-formed preview reads as "no-preview".
 */
export async function readPreview(filePath: string): Promise<HeadRead> {
  let handle;
  try {
    handle = await open(filePath, "r");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return { kind: "missing" };
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, maxPreviewLineBytes);
    const buffer = Buffer.alloc(length);
    let filled = 0;
    let lineEnd = -1;
    while (filled < length && lineEnd === -1) {
      const { bytesRead } = await handle.read(buffer, filled, Math.min(64 * 1024, length - filled), filled);
      if (bytesRead === 0) break;
      lineEnd = buffer.subarray(filled, filled + bytesRead).indexOf(0x0a);
      if (lineEnd !== -1) lineEnd += filled;
      filled += bytesRead;
    }
    const line = lineEnd === -1 ? "" : buffer.subarray(0, lineEnd).toString("utf8");
    const preview = parsePreviewLine(line);
    return preview ? { kind: "preview", preview } : { kind: "no-preview", size };
  } finally {
    await handle.close();
  }
}

function parsePreviewLine(line: string): RecordPreview | null {
  if (!line.startsWith(previewPrefix) || !line.endsWith(",")) return null;
  try {
    const parsed: unknown = JSON.parse(`${line.slice(0, -1)}}`);
    const preview = (parsed as { preview?: unknown }).preview;
    return isRecordPreview(preview) ? preview : null;
  } catch {
    return null;
  }
}

function isPreviewValues(value: unknown): value is PreviewValue[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: Partial<PreviewValue> | null) =>
        typeof entry?.name === "string" && typeof entry.text === "string" && typeof entry.length === "number",
    )
  );
}

function isRecordPreview(value: unknown): value is RecordPreview {
  if (!hasRecordShape(value, isPreviewValues)) return false;
  const preview = value as Partial<Record<keyof RecordPreview, unknown>>;
  const textOrAbsent = (entry: unknown) => entry === undefined || typeof entry === "string";
  return (
    typeof preview.omitted === "number" &&
    textOrAbsent(preview.reference) &&
    textOrAbsent(preview.contentHash) &&
    textOrAbsent(preview.sameReferenceAs)
  );
}
