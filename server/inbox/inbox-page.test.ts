import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { stagedFile, submission, tempInbox, writeRecordWithoutPreview } from "../testing/test-server";
import { bodyLimitBytes } from "./form-protocol";
import { inboxPageNumber, renderInboxPage, submissionsPerPage } from "./inbox-page";
import { createInbox } from "./inbox-routes";
import { createInboxStore, wholeReadLimitBytes } from "./inbox-store";
import { formLimits } from "./read-submission";
import { makePreview, previewLimits } from "./record-preview";

let dir: string;
beforeEach(async () => void (dir = await tempInbox()));

const headings = (page: string) =>
  [...page.matchAll(/<h2 [^>]*>(.*?)<\/h2>/gs)].map((match) => match[1]?.replace(/<[^>]+>/g, "").trim());

function storeAt(startIso = "2026-11-21T08:00:00.000Z") {
  let clock = Date.parse(startIso);
  return createInboxStore({ dir, now: () => new Date((clock += 1000)) });
}

const subject = (text: string) => submission({ special: { _subject: text } });
const view = async (url = "/inbox") => (await createInbox({ store: storeAt() }).request(url)).text();

it("shows record files it cannot read, with what is left of them, all as text", async () => {
  await storeAt().save(subject("Older"));
  const id = "2026-11-21T09-00-01-000Z-cafebabe";
  await writeFile(path.join(dir, `${id}.json`), '{"id": "trunc');
  await mkdir(path.join(dir, id));
  await writeFile(path.join(dir, id, "<img src=x onerror=alert(1)>.png"), "half");
  await writeFile(path.join(dir, '<b onclick="alert(1)">.json'), "");

  const page = await view();
  const unreadable = "A submission that could not be read";
  expect(headings(page)).toEqual([unreadable, unreadable, "Older"]);
  expect(page).toContain(`<code>${id}.json</code>, 13 bytes`);
  expect(page).toContain("<li><code>&lt;img src=x onerror=alert(1)&gt;.png</code></li>");
  expect(page).toContain("<code>&lt;b onclick=&quot;alert(1)&quot;&gt;</code>");
  expect(page).not.toMatch(/<img|<b /);
  expect(page).not.toContain(dir);
});

describe("a long inbox", () => {
  it(`shows ${submissionsPerPage} submissions a page, newest first, with a way to the older ones`, async () => {
    const store = storeAt();
    for (let n = 0; n < 3; n += 1) await store.save(subject(`Order ${n}`));
    expect(await view()).not.toContain("Page 1");
    for (let n = 3; n < 30; n += 1) await store.save(subject(`Order ${n}`));

    const first = await view();
    expect(headings(first)).toHaveLength(submissionsPerPage);
    expect(first).toContain("30 submissions. Showing 1–25.");
    expect(first).toContain('<a href="/inbox?page=2">Older submissions</a>');
    expect(first).not.toContain("Newer submissions");
    const second = await view("/inbox?page=2");
    expect(headings(second)).toEqual(["Order 4", "Order 3", "Order 2", "Order 1", "Order 0"]);
    expect(second).toContain('<a href="/inbox?page=1">Newer submissions</a>');
    expect(headings(await view("/inbox?page=99"))).toHaveLength(5);
    expect(["2", undefined, "0", "-3", "1.5", "abc"].map(inboxPageNumber)).toEqual([2, 1, 1, 1, 1, 1]);
  });

  it("a page of the largest submissions stays small: each shows a preview of bounded size", () => {
    const value = "x".repeat(formLimits.fieldSize);
    const fields = Object.fromEntries(
      Array.from({ length: bodyLimitBytes / value.length }, (_, n) => [`f${n}`, value]),
    );
    const record = { ...subject("Largest"), fields, id: "x", receivedAt: "", attachments: [] };
    const entry = { kind: "record" as const, preview: makePreview(record) };
    const entries = Array<typeof entry>(submissionsPerPage).fill(entry);
    const page = renderInboxPage({ total: 30, page: 1, pages: 2, first: 0, entries });
    expect(page.length).toBeLessThan(1024 * 1024);
    expect(page).toMatch(/\d+ more fields not shown here/);
  });
});

describe("long values", () => {
  it("are cut on the inbox page, with a link to the whole submission, where they are whole", async () => {
    const details = `${"Ankara sleeves, ".repeat(100)}the end.`;
    const saved = await storeAt().save(submission({ fields: { details }, special: { _subject: "Long" } }));
    const wholePath = `/inbox/submissions/${saved.id}`;
    const page = await view();
    expect(page).toContain(`<dd dir="auto">${details.slice(0, previewLimits.valueChars)}<span class="cut">`);
    expect(page).toContain(
      `<a href="${wholePath}">${details.length - previewLimits.valueChars} more characters</a>`,
    );
    expect(page).not.toContain("the end.");
    expect(await view(wholePath)).toContain(`<dd dir="auto">${details}</dd>`);
  });

  it("a whole submission that does not exist is a 404 page, whatever the id", async () => {
    const inbox = createInbox({ store: storeAt() });
    for (const id of ["2026-11-21T08-00-00-000Z-00000000", "..%2F..%2Fsecret", "a.b"]) {
      expect((await inbox.request(`/inbox/submissions/${id}`)).status, id).toBe(404);
    }
  });

  it("a record written without a preview line is read whole when small, shown by its size when large", async () => {
    const [small, large] = ["2026-11-20T10-00-00-000Z-0000000a", "2026-11-20T10-00-01-000Z-0000000b"];
    const earlier = (id: string, details: string) =>
      writeRecordWithoutPreview(dir, id, {
        fields: { details },
        special: { _subject: `Earlier ${id.at(-1)}` },
      });
    await earlier(small, "short");
    await earlier(large, "y".repeat(wholeReadLimitBytes));
    const page = await view();
    expect(headings(page)).toEqual([`Submission ${large}`, "Earlier a"]);
    expect(page).toContain("is too large to show on this page");
    expect(page).not.toContain("yyyy");
    expect(await view(`/inbox/submissions/${large}`)).toContain("y".repeat(1000));
  });
});

it("shows a bidirectional control in a file name by its code; the link names the file that downloads", async () => {
  const file = await stagedFile(dir, "invoice\u202Egnp.exe", [0x4d, 0x5a]);
  const saved = await storeAt().save(submission({ files: [file] }));
  const page = await view();
  expect(page).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  expect(page).toContain(`<a href="/inbox/files/${saved.id}/invoice-gnp.exe">invoice-gnp.exe</a>`);
  expect(page).toContain("sent as “<bdi>invoice⟨U+202E⟩gnp.exe</bdi>”");
});

it("shows one group's orders together, by the code in their group field; anything else is not a code", async () => {
  const store = storeAt();
  const order = (group: string, name: string) =>
    store.save(submission({ fields: { group, fullName: name }, special: { _subject: name } }));
  await order("GR-K7QM", "Kemi");
  await order("GR-ABCD", "Other group");
  await order("gr-k7qm ", "Typed by hand");
  const page = await view("/inbox?group=gr-k7qm");
  expect(headings(page)).toEqual(["Typed by hand", "Kemi"]);
  expect(page).toContain("2 orders with this group code");
  expect(await view()).toContain('<a href="/inbox?group=GR-K7QM">every order of group GR-K7QM</a>');
  const inbox = createInbox({ store });
  for (const code of ["GR-K0QM", "<script>", "GR-K7QM&page=2"]) {
    const answer = await inbox.request(`/inbox?group=${encodeURIComponent(code)}`);
    expect(answer.status, code).toBe(400);
    expect(await answer.text()).not.toContain("<script>");
  }
});
