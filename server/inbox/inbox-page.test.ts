import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../testing/fake-site";
import { inboxPageNumber, renderInboxPage, submissionsPerPage } from "./inbox-page";
import { createInbox } from "./inbox-routes";
import { createInboxStore } from "./inbox-store";
import type { SubmissionRecord, UnreadableSubmission } from "./submission";

let dir: string;
beforeEach(async () => {
  dir = path.join(await makeTempDir(), "inbox");
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

const headings = (page: string) => [...page.matchAll(/<h2 [^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);

describe("an unreadable record on the inbox page", () => {
  it("gets its own article, in date order, with its id and the files found, all as text", async () => {
    const store = createInboxStore({ dir, now: () => new Date("2026-11-21T08:00:00.000Z") });
    await store.save({
      formId: "studio",
      kind: "plain",
      fields: {},
      special: { _subject: "Older" },
      files: [],
    });
    const id = "2026-11-21T09-00-01-000Z-cafebabe";
    await writeFile(path.join(dir, `${id}.json`), '{"id": "trunc');
    await mkdir(path.join(dir, id));
    await writeFile(path.join(dir, id, "<img src=x onerror=alert(1)>.png"), "half");

    const page = await (await createInbox({ store }).request("/inbox")).text();

    expect(headings(page)).toEqual(["A submission that could not be read", "Older"]);
    expect(page).toContain("2 submissions. 1 of them could not be read.");
    expect(page).toContain(`<code>${id}</code>`);
    expect(page).toContain(`<code>${id}.json</code>, 13 bytes`);
    expect(page).toContain('<time datetime="2026-11-21T09:00:01.000Z">');
    expect(page).toContain("<li><code>&lt;img src=x onerror=alert(1)&gt;.png</code></li>");
    expect(page).not.toContain("<img");
    // The studio's own machine stays out of the page: no folder path.
    expect(page).not.toContain(dir);
    expect(page).not.toContain(path.dirname(dir));
  });

  it("escapes a record file name that is markup", () => {
    const unreadable: UnreadableSubmission[] = [
      { id: '<script>alert("x")</script>', receivedAt: "2026-11-21T09:00:00.000Z", recordSize: 0, files: [] },
    ];
    const page = renderInboxPage({ records: [], unreadable });
    expect(page).toContain("<code>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</code>");
    expect(page).not.toContain("<script>");
    expect(page).toContain("0 bytes");
    expect(page).toContain("1 submission. 1 of them could not be read.");
  });
});

describe("a long inbox", () => {
  const record = (n: number): SubmissionRecord => ({
    id: `2026-11-21T08-00-${String(n).padStart(2, "0")}-000Z-${String(n).padStart(8, "0")}`,
    formId: "studio",
    receivedAt: `2026-11-21T08:00:${String(n).padStart(2, "0")}.000Z`,
    kind: "plain",
    fields: {},
    special: { _subject: `Order ${n}` },
    attachments: [],
  });
  const listing = { records: Array.from({ length: 30 }, (_, n) => record(n)).reverse(), unreadable: [] };

  it(`shows ${submissionsPerPage} submissions a page, newest first, with a way to the older ones`, () => {
    const first = renderInboxPage(listing);
    expect(headings(first)).toHaveLength(submissionsPerPage);
    expect(headings(first)[0]).toBe("Order 29");
    expect(first).toContain("30 submissions. Showing 1–25.");
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('<a href="/inbox?page=2">Older submissions</a>');
    expect(first).not.toContain("Newer submissions");

    const second = renderInboxPage(listing, 2);
    expect(headings(second)).toEqual(["Order 4", "Order 3", "Order 2", "Order 1", "Order 0"]);
    expect(second).toContain('<a href="/inbox?page=1">Newer submissions</a>');
  });

  it("reads the page number leniently: nonsense is the first page, past the end the last", () => {
    expect(inboxPageNumber("2")).toBe(2);
    for (const query of [undefined, "", "0", "-3", "1.5", "abc"]) expect(inboxPageNumber(query)).toBe(1);
    expect(headings(renderInboxPage(listing, 99))).toHaveLength(5);
  });

  it("has no pager when everything fits on one page", () => {
    expect(renderInboxPage({ records: listing.records.slice(0, 3), unreadable: [] })).not.toContain("Page 1");
  });
});
