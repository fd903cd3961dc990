/**
 * Reads what the local form inbox stored. Playwright's web server writes it in `e2eInboxDir`
 * (support/site.ts), one `<id>.json` per submission plus a folder `<id>/` of attachments
 * (see server/inbox/inbox-store.ts). Tests run in parallel, so each finds its own submission by a
 * value only it sent.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { StoredAttachment, SubmissionRecord } from "../../../server/inbox/submission";
import { expect, quickPolls, test, type ConsoleErrors } from "./fixtures";
import { e2eInboxDir } from "./site";

export type { SubmissionRecord };

/** The web server runs in the config's folder with INBOX_DIR=`e2eInboxDir`. */
export function inboxDir(): string {
  const { configFile, rootDir } = test.info().config;
  return path.resolve(configFile ? path.dirname(configFile) : rootDir, e2eInboxDir);
}

/** Every complete record in the inbox (temporary files of a write in progress are not records). */
export async function readSubmissions(): Promise<SubmissionRecord[]> {
  let names: string[];
  try {
    names = await readdir(inboxDir());
  } catch {
    return [];
  }
  const records = await Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .map(async (name) => {
        // The file begins with the preview the inbox page shows; the record is the rest.
        const text = await readFile(path.join(inboxDir(), name), "utf8");
        const { id, formId, receivedAt, kind, fields, special, attachments } = JSON.parse(
          text,
        ) as SubmissionRecord;
        return { id, formId, receivedAt, kind, fields, special, attachments };
      }),
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
      {
        ...quickPolls,
        message: `one submission in the inbox with ${field} = ${JSON.stringify(value.slice(0, 60))}`,
      },
    )
    .toBe(1);
  return found[0] as SubmissionRecord;
}

/** The bytes of a stored attachment, as written to disk. */
export function readAttachment(record: SubmissionRecord, attachment: StoredAttachment): Promise<Buffer> {
  return readFile(path.join(inboxDir(), record.id, attachment.storedName));
}

/** Opens the inbox page, which must load without a console error like every other page. */
export async function openInboxPage(page: Page, _consoleErrors: ConsoleErrors): Promise<void> {
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { level: 1, name: /inbox/i })).toBeVisible();
}
