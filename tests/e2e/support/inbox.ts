/**
 * Reads what the local form inbox stored. Playwright's web server runs with
 * INBOX_DIR=test-results/inbox, one `<id>.json` per submission plus a folder `<id>/` of attachments
 * (see server/inbox/inbox-store.ts). Tests run in parallel, so each finds its own submission by a
 * value only it sent.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StoredAttachment, SubmissionRecord } from "../../../server/inbox/submission";
import { expect } from "./fixtures";

export type { SubmissionRecord };

export const inboxDir = fileURLToPath(new URL("../../../test-results/inbox/", import.meta.url));

/** Every complete record in the inbox (temporary files of a write in progress are not records). */
export async function readSubmissions(): Promise<SubmissionRecord[]> {
  let names: string[];
  try {
    names = await readdir(inboxDir);
  } catch {
    return [];
  }
  const records = await Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .map(async (name) => JSON.parse(await readFile(path.join(inboxDir, name), "utf8")) as SubmissionRecord),
  );
  return records;
}

/** Waits for the one submission whose visitor field `field` holds exactly `value`. */
export async function findSubmission(field: string, value: string): Promise<SubmissionRecord> {
  let found: SubmissionRecord[] = [];
  await expect
    .poll(
      async () => {
        found = (await readSubmissions()).filter((record) => record.fields[field] === value);
        return found.length;
      },
      { message: `one submission in the inbox with ${field} = ${JSON.stringify(value.slice(0, 60))}` },
    )
    .toBe(1);
  return found[0] as SubmissionRecord;
}

/** Whether any submission carries this value in any visitor field. */
export async function anySubmissionWith(value: string): Promise<boolean> {
  return (await readSubmissions()).some((record) => Object.values(record.fields).includes(value));
}

/** The bytes of a stored attachment, as written to disk. */
export function readAttachment(record: SubmissionRecord, attachment: StoredAttachment): Promise<Buffer> {
  return readFile(path.join(inboxDir, record.id, attachment.storedName));
}
