import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../../site/testing/fake-site";
import { inboxPageNumber, submissionsPerPage, visibleName } from "./inbox-page";
import { createInbox } from "./inbox-routes";
import { createInboxStore, wholeReadLimitBytes } from "./inbox-store";
import { previewLimits } from "./record-preview";
import type { IncomingSubmission } from "./submission";

let dir: string;
beforeEach(async () => {
  dir = path.join(await makeTempDir(), "inbox");
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

/** The submissions' headings, as text. */
const headings = (page: string) =>
  [...page.matchAll(/<h2 [^>]*>(.*?)<\/h2>/gs)].map((match) => match[1]?.replace(/<[^>]+>/g, "").trim());

function storeAt(startIso = "2026-11-21T08:00:00.000Z") {
  let clock = Date.parse(startIso);
  return createInboxStore({ dir, now: () => new Date((clock += 1000)) });
}

const submission = (fields: Record<string, string>, subject?: string): IncomingSubmission => ({
  formId: "studio",
  kind: "plain",
  fields,
  special: subject ? { _subject: subject } : {},
  files: [],
});

async function view(store: ReturnType<typeof storeAt>, url = "/inbox"): Promise<string> {
  const response = await createInbox({ store }).request(url);
  return response.text();
}

describe("an unreadable record on the inbox page", () => {
  it("gets its own article, in date order, with its id and the files found, all as text", async () => {
    const store = storeAt();
    await store.save(submission({}, "Older"));
    const id = "2026-11-21T09-00-01-000Z-cafebabe";
    await writeFile(path.join(dir, `${id}.json`), '{"id": "trunc');
    await mkdir(path.join(dir, id));
    await writeFile(path.join(dir, id, "<img src=x onerror=alert(1)>.png"), "half");

    const page = await view(store);

    expect(headings(page)).toEqual(["A submission that could not be read", "Older"]);
    expect(page).toContain("2 submissions.");
    expect(page).toContain(`<code>${id}</code>`);
    expect(page).toContain(`<code>${id}.json</code>, 13 bytes`);
    expect(page).toContain('<time datetime="2026-11-21T09:00:01.000Z">');
    expect(page).toContain("<li><code>&lt;img src=x onerror=alert(1)&gt;.png</code></li>");
    expect(page).not.toContain("<img");
    // The studio's own machine stays out of the page: no folder path.
    expect(page).not.toContain(dir);
    expect(page).not.toContain(path.dirname(dir));
  });

  it("escapes a record file name that is markup", async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, '<b onclick="alert(1)">.json'), "");
    const page = await view(storeAt());
    expect(page).toContain("<code>&lt;b onclick=&quot;alert(1)&quot;&gt;</code>");
    expect(page).not.toContain("<b ");
    expect(page).toContain("0 bytes");
    expect(page).toContain("1 submission.");
  });
});

describe("a long inbox", () => {
  beforeEach(async () => {
    const store = storeAt();
    for (let n = 0; n < 30; n += 1) await store.save(submission({ name: `Bride ${n}` }, `Order ${n}`));
  });

  it(`shows ${submissionsPerPage} submissions a page, newest first, with a way to the older ones`, async () => {
    const first = await view(storeAt());
    expect(headings(first)).toHaveLength(submissionsPerPage);
    expect(headings(first)[0]).toBe("Order 29");
    expect(first).toContain("30 submissions. Showing 1–25.");
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('<a href="/inbox?page=2">Older submissions</a>');
    expect(first).not.toContain("Newer submissions");

    const second = await view(storeAt(), "/inbox?page=2");
    expect(headings(second)).toEqual(["Order 4", "Order 3", "Order 2", "Order 1", "Order 0"]);
    expect(second).toContain('<a href="/inbox?page=1">Newer submissions</a>');
  });

  it("reads the page number leniently: nonsense is the first page, past the end the last", async () => {
    expect(inboxPageNumber("2")).toBe(2);
    for (const query of [undefined, "", "0", "-3", "1.5", "abc"]) expect(inboxPageNumber(query)).toBe(1);
    expect(headings(await view(storeAt(), "/inbox?page=99"))).toHaveLength(5);
  });
});

it("has no pager when everything fits on one page", async () => {
  const store = storeAt();
  for (let n = 0; n < 3; n += 1) await store.save(submission({ name: `Bride ${n}` }));
  expect(await view(store)).not.toContain("Page 1");
});

describe("long values", () => {
  it("are cut on the inbox page, with a link to the whole submission, where they are whole", async () => {
    const store = storeAt();
    const details = `${"Ankara sleeves, ".repeat(100)}the end.`;
    const saved = await store.save(submission({ name: "Adé", details }, "Order with long details"));

    const page = await view(store);
    const wholePath = `/inbox/submissions/${saved.id}`;
    expect(page).toContain(`<dd dir="auto">${details.slice(0, previewLimits.valueChars)}<span class="cut">`);
    expect(page).toContain(
      `<a href="${wholePath}">${details.length - previewLimits.valueChars} more characters</a>`,
    );
    expect(page).not.toContain("the end.");
    expect(page).toContain(`<a href="${wholePath}">Order with long details</a>`);

    const whole = await createInbox({ store }).request(wholePath);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Cache-Control")).toBe("no-store");
    const wholePage = await whole.text();
    expect(wholePage).toContain(`<dd dir="auto">${details}</dd>`);
    expect(wholePage).toContain('<h1 id="submission-');
    expect(wholePage).toContain('<a href="/inbox">All submissions</a>');
  });

  it("fields past the preview's budget are counted, not shown", async () => {
    const store = storeAt();
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, n) => [`field${n}`, "x".repeat(1000)]));
    await store.save(submission(fields, "Many long fields"));
    const page = await view(store);
    const shown = (page.match(/<dt>field\d+<\/dt>/g) ?? []).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(40);
    expect(page).toContain(`${40 - shown} more fields not shown here`);
  });

  it("a whole submission that does not exist is a 404 page, whatever the id", async () => {
    for (const id of ["2026-11-21T08-00-00-000Z-00000000", "..%2F..%2Fsecret", "a.b"]) {
      expect((await createInbox({ store: storeAt() }).request(`/inbox/submissions/${id}`)).status, id).toBe(
        404,
      );
    }
  });
});

describe("a record written without a preview line", () => {
  it("is read whole when small, and shown by its size when too large to read for a page", async () => {
    await mkdir(dir, { recursive: true });
    const record = (id: string, details: string) => ({
      id,
      formId: "studio",
      receivedAt: "2026-11-20T10:00:00.000Z",
      kind: "plain",
      fields: { details },
      special: { _subject: `Earlier ${id.slice(-1)}` },
      attachments: [],
    });
    const small = "2026-11-20T10-00-00-000Z-0000000a";
    const large = "2026-11-20T10-00-01-000Z-0000000b";
    await writeFile(path.join(dir, `${small}.json`), JSON.stringify(record(small, "short"), null, 2));
    await writeFile(
      path.join(dir, `${large}.json`),
      JSON.stringify(record(large, "y".repeat(wholeReadLimitBytes)), null, 2),
    );

    const page = await view(storeAt());
    expect(headings(page)).toEqual([`Submission ${large}`, "Earlier a"]);
    expect(page).toContain("is too large to show on this page");
    expect(page).not.toContain("yyyy");
    const whole = await (
      await createInbox({ store: storeAt() }).request(`/inbox/submissions/${large}`)
    ).text();
    expect(whole).toContain("y".repeat(1000));
  });
});

describe("file names with bidirectional controls", () => {
  it("show each control by its code, and the link names the file that downloads", async () => {
    expect(visibleName("invoice\u202Egnp.exe")).toBe("invoice⟨U+202E⟩gnp.exe");
    const staging = path.join(dir, ".incoming");
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, "upload"), "MZ");
    const store = storeAt();
    const saved = await store.save({
      ...submission({ name: "Adé" }),
      files: [
        {
          field: "attachment",
          name: "invoice\u202Egnp.exe",
          type: "image/png",
          size: 2,
          path: path.join(staging, "upload"),
        },
      ],
    });
    const page = await view(store);
    expect(page).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(page).toContain(`<a href="/inbox/files/${saved.id}/invoice-gnp.exe">invoice-gnp.exe</a>`);
    expect(page).toContain("sent as “<bdi>invoice⟨U+202E⟩gnp.exe</bdi>”");
    const file = await createInbox({ store }).request(`/inbox/files/${saved.id}/invoice-gnp.exe`);
    expect(file.headers.get("Content-Disposition")).toContain('filename="invoice-gnp.exe"');
  });
});
