/**
 * What the inbox page shows of a record, small whatever it holds, as the first line of its file, so
 * a page reads a few kilobytes of each record: `{"preview":{…},` then the whole record in the same
 * JSON object. JSON text never holds a raw line break, so the first line ends where the preview does.
 */
import { open } from "node:fs/promises";
import type { StoredAttachment, SubmissionKind, SubmissionRecord } from "./submission";
import { hasRecordShape } from "./submission";

export interface PreviewValue {
  name: string;
  text: string;
  /** Of the whole value, in UTF-16 code units. */
  length: number;
}

export interface RecordPreview {
  id: string;
  formId: string;
  receivedAt: string;
  kind: SubmissionKind;
  fields: PreviewValue[];
  special: PreviewValue[];
  attachments: StoredAttachment[];
  omitted: number;
  /** As in the record, so repeats are told apart from the preview line alone. */
  reference?: string;
  contentHash?: string;
  sameReferenceAs?: string;
}

/** Characters of text, before HTML escaping. */
export const previewLimits = {
  valueChars: 800,
  recordChars: 8_000,
} as const;

/** Room for the budget and ten attachments' names, every character escaped as `\uXXXX` (6 bytes). */
export const maxPreviewLineBytes =
  6 * (previewLimits.recordChars + 20 * previewLimits.valueChars) + 16 * 1024;

const previewPrefix = '{"preview":';

/** Never halves a character outside the Basic Multilingual Plane. */
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

export function recordFileText(record: SubmissionRecord): string {
  const whole = JSON.stringify(record, null, 2); // "{\n  \"id\": …\n}"
  return `${previewPrefix}${JSON.stringify(makePreview(record))},\n${whole.slice(2)}\n`;
}

export type HeadRead =
  { kind: "preview"; preview: RecordPreview } | { kind: "no-preview"; size: number } | { kind: "missing" };

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
