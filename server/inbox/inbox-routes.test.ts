import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ajaxPath, formPath, form as formOf, tempInbox } from "../testing/test-server";
import { attachmentLimitBytes, redirectTarget } from "./form-protocol";
import {
  type InboxOptions,
  busyMessage,
  createInbox,
  fieldTooLongMessage,
  inboxFullMessage,
} from "./inbox-routes";
import { createInboxStore } from "./inbox-store";

let dir: string;
beforeEach(async () => void (dir = await tempInbox()));

const site = "http://localhost:4173";
const thanks = `${site}/thanks`;
const stored = () => createInboxStore({ dir, log: () => undefined }).list();
const filesOnDisk = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile());

/** The client is named by a test header, so one test can play several. */
function inbox(options: Partial<InboxOptions> = {}) {
  const clientAddress: InboxOptions["clientAddress"] = (c) => c.req.header("X-Test-Client");
  const app = createInbox({ store: createInboxStore({ dir }), clientAddress, ...options });
  const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    app.request(site + url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { app, post };
}

const json = { "Content-Type": "application/json" };
const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields);
const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type = "image/png") =>
  new File([bytes], name, { type });
const form = (fields: Record<string, string>, files: Record<string, File> = {}) =>
  formOf({ ...fields, ...files });
const zeros = (size: number) => file("p.png", new Uint8Array(size));
/** Every byte value, CR, LF and NUL among them, twice. */
const bytes = Uint8Array.from({ length: 512 }, (_, index) => index % 256);
const tricky = {
  name: "Adébáyọ̀ Ọlọ́run 👰🏾‍♀️",
  message: `<script>alert("x")</script> "double" & 'single'`,
  rtl: "مرحبا، أريد فستان زفاف أبيض",
  lines: "first line\r\nsecond line",
};

describe("what a post stores", () => {
  it.each([
    ["urlencoded", () => urlencoded(tricky), {}],
    ["multipart", () => form(tricky), {}],
    ["JSON", () => JSON.stringify(tricky), json],
  ])("%s values are kept byte for byte", async (_, body, headers) => {
    expect((await inbox().post(ajaxPath, body(), headers)).status).toBe(200);
    expect((await stored())[0]?.fields).toEqual(tricky);
  });

  it("a plain post keeps the service's fields apart, and goes to _next when it is the site's own", async () => {
    const { post } = inbox();
    const response = await post(formPath, urlencoded({ name: "Adé", _subject: "Hi", _next: thanks }));
    expect([response.status, response.headers.get("Location")]).toEqual([302, thanks]);
    const [record] = await stored();
    expect(record).toMatchObject({ formId: "hello@ivoryandadire.example", fields: { name: "Adé" } });
    const page = await post(formPath, urlencoded({ _next: "/thank-you<b>" }));
    expect(await page.text()).toContain("The _next field (/thank-you&lt;b&gt;) is not an absolute");
  });

  it.each([
    [undefined, { problem: "missing" }],
    ["/thank-you", { problem: "not-absolute" }],
    ["javascript:alert(1)", { problem: "not-absolute" }],
    ["http://localhost:4173/thanks", { location: "http://localhost:4173/thanks" }],
    ["https://evil.example/", { location: "/thank-you" }],
    ["http://localhost.evil.example:4173/", { location: "/thank-you" }],
    ["http://localhost:9999/", { location: "/thank-you" }],
  ])("_next %j leads to %j", (next, target) => {
    expect(redirectTarget(next, "localhost:4173", "/thank-you")).toEqual(target);
  });

  it("keeps uploads' bytes and hashes; joins repeated fields; an empty file input is no attachment", async () => {
    const part = (name: string, value: string, filename = "") =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${filename}\r\n\r\n${value}\r\n`;
    const raw = `${part("services", "Bridal")}${part("services", "Alterations")}${part("__proto__", "sneaky")}`;
    const { post } = inbox();
    await post(ajaxPath, `${raw}${part("empty", "", '; filename=""')}--b--\r\n`, {
      "Content-Type": "multipart/form-data; boundary=b",
    });
    await post(
      ajaxPath,
      form({}, { photo: file("dress photo.png", bytes), raw: file("raw.bin", bytes.slice(7)) }),
    );
    const [files, fields] = await stored();
    expect(fields).toMatchObject({ fields: { services: "Bridal, Alterations" }, attachments: [] });
    expect(Object.getPrototypeOf(fields?.special)).toBe(Object.prototype);
    expect(fields?.special).toEqual({ ["__proto__"]: "sneaky" });
    const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
    expect(files?.attachments.map(({ storedName, size, sha256: hash }) => [storedName, size, hash])).toEqual([
      ["dress photo.png", 512, sha256(bytes)],
      ["raw.bin", 505, sha256(bytes.slice(7))],
    ]);
    expect(await readFile(path.join(dir, files!.id, "dress photo.png"))).toEqual(Buffer.from(bytes));
  });

  it("JSON numbers, booleans and lists become text", async () => {
    const body = JSON.stringify({ guests: 120, veil: true, colours: ["ivory", "indigo"] });
    await inbox().post(ajaxPath, body, json);
    expect((await stored())[0]?.fields).toEqual({ guests: "120", veil: "true", colours: "ivory, indigo" });
  });

  it("a filled honeypot is thanked as usual, and nothing of it kept", async () => {
    const { post } = inbox();
    const ajax = await post(ajaxPath, form({ _honey: "x" }, { photo: file("dress.png", bytes) }));
    expect(ajax.status).toBe(200);
    const plain = await post(formPath, urlencoded({ _honey: "x", _next: thanks }));
    expect(plain.headers.get("Location")).toBe(thanks);
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe("what a post may not be", () => {
  it("files of 5 MB in all are taken; a byte more is refused, nothing of it kept", async () => {
    const { post } = inbox();
    const exactly = { a: zeros(attachmentLimitBytes - 1000), b: zeros(1000) };
    expect((await post(ajaxPath, form({}, exactly))).status).toBe(200);
    const over = { a: zeros(3 * 1024 * 1024), b: zeros(2 * 1024 * 1024 + 1) };
    const plain = await post(formPath, form({ _next: thanks }, over));
    expect([plain.status, plain.headers.get("Location")]).toEqual([413, null]);
    expect(await plain.text()).toContain("larger than 5 MB");
    expect(await filesOnDisk()).toHaveLength(3);
  });

  it.each<[string, (fields: Record<string, string>) => [BodyInit, Record<string, string>?]]>([
    ["urlencoded", (fields) => [urlencoded(fields)]],
    ["multipart", (fields) => [form(fields)]],
    ["JSON", (fields) => [JSON.stringify(fields), json]],
  ])("%s: a value over 100 KiB or a name over 200 bytes is refused", async (_, encode) => {
    const { post } = inbox();
    const send = (fields: Record<string, string>) => post(ajaxPath, ...encode(fields));
    const long = await send({ message: "x".repeat(100 * 1024 + 1) });
    expect([long.status, (await long.json()).message]).toEqual([413, fieldTooLongMessage]);
    // Bytes of UTF-8: 67 three-byte letters are 201.
    expect((await send({ ["ẹ".repeat(67)]: "x" })).status).toBe(413);
    expect((await send({ message: "x".repeat(100 * 1024), ["n".repeat(200)]: "x" })).status).toBe(200);
  });

  const files = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, n) => [`p${n}`, zeros(9)]));
  it.each([
    ["11 files", () => form({}, files(11)), {}, 413],
    ["a file's field name over 200 bytes", () => form({}, { ["p".repeat(201)]: zeros(9) }), {}, 413],
    ["a long JSON list", () => JSON.stringify({ sizes: Array(30_000).fill("abcd") }), json, 413],
    ["text/plain", () => "name=Adé", { "Content-Type": "text/plain" }, 415],
    ["JSON that is not JSON", () => "{ not json", json, 400],
    ["JSON that is not an object", () => '["a list"]', json, 400],
    ["multipart without a boundary", () => "x", { "Content-Type": "multipart/form-data" }, 400],
  ])("%s is refused, nothing staged", async (_, body, headers, status) => {
    const response = await inbox().post(ajaxPath, body(), headers);
    expect([response.status, await response.json()]).toMatchObject([status, { success: "false" }]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("a disk that fails answers 500 and keeps nothing", async () => {
    const quiet = vi.spyOn(console, "error").mockReturnValue();
    const store = createInboxStore({ dir, writeFile: () => Promise.reject(new Error("disk full")) });
    const response = await inbox({ store }).post(ajaxPath, urlencoded({ a: "b" }));
    expect([response.status, await response.json()]).toMatchObject([500, { success: "false" }]);
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
    expect(await stored()).toEqual([]);
  });
});

describe("limits per client", () => {
  /** A body that arrives when the test says, or breaks off like a lost connection. */
  function heldBody() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let pulled = false;
    const stream = new ReadableStream<Uint8Array>(
      { start: (given) => void (controller = given), pull: () => void (pulled = true) },
      { highWaterMark: 0 },
    );
    const finish = () => [controller.enqueue(new TextEncoder().encode("name=Ad%C3%A9")), controller.close()];
    return { stream, wasRead: () => pulled, finish, breakOff: () => controller.error(new Error("gone")) };
  }
  const length13 = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "13" };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("a post over the in-flight limit is refused unread; the slot is freed however a post ends", async () => {
    const { post } = inbox({ maxPostsInFlight: 1 });
    const status = async (...args: Parameters<typeof post>) => (await post(...args)).status;
    const held = heldBody();
    const pending = post(ajaxPath, held.stream, length13);
    await settle();
    const refused = heldBody();
    const busy = await post(ajaxPath, refused.stream, length13);
    expect([busy.status, busy.headers.get("Retry-After"), refused.wasRead()]).toEqual([429, "5", false]);
    expect((await busy.json()).message).toBe(busyMessage);
    expect(await status(ajaxPath, urlencoded({ a: "b" }), { "X-Test-Client": "198.51.100.1" })).toBe(200);
    held.finish();
    expect((await pending).status).toBe(200);

    const lost = heldBody();
    const breaking = post(ajaxPath, lost.stream, length13);
    await settle();
    lost.breakOff();
    expect((await breaking).status).toBe(400);
    expect(await status(ajaxPath, form({}, { big: zeros(attachmentLimitBytes + 1) }))).toBe(413);
    expect(await status(ajaxPath, JSON.stringify({ _honey: "x" }), json)).toBe(200);
    expect(await status(ajaxPath, urlencoded({ name: "Adé" }))).toBe(200);
  });

  it("every post counts against the window, the refused and the honeypot's too", async () => {
    const { post } = inbox({ postsPerWindow: 3 });
    expect((await post(ajaxPath, JSON.stringify({ _honey: "x" }), json)).status).toBe(200);
    expect((await post(ajaxPath, "name=Adé", { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await post(ajaxPath, urlencoded({ name: "Adé" }))).status).toBe(200);
    // The site's script, opened at another of the server's names, can read why.
    const Origin = "http://127.0.0.1:4173";
    const refused = await post(ajaxPath, urlencoded({ a: "b" }), { Origin });
    expect([refused.status, refused.headers.get("Access-Control-Allow-Origin")]).toEqual([429, Origin]);
  });

  it("posts are refused with 503 while the inbox's disk is nearly full, and taken again after", async () => {
    let [time, free] = [0, 150 * 1024 * 1024];
    const { post } = inbox({ statfs: async () => ({ bavail: free / 4096, bsize: 4096 }), now: () => time });
    const ajax = await post(ajaxPath, urlencoded({ name: "Adé" }));
    expect([ajax.status, ajax.headers.get("Retry-After")]).toEqual([503, "300"]);
    expect(await ajax.json()).toEqual({ success: "false", message: inboxFullMessage });
    [time, free] = [5_000, 10 * 1024 ** 3];
    expect((await post(ajaxPath, urlencoded({ name: "Adé" }))).status).toBe(200);
  });

  it("only the site's own origins may read the AJAX answers, and send only a form's headers", async () => {
    const { app } = inbox();
    const preflight = async (origin: string, headers = "content-type") => {
      const request = { Origin: origin, "Access-Control-Request-Method": "POST" };
      const init = { method: "OPTIONS", headers: { ...request, "Access-Control-Request-Headers": headers } };
      return (await app.request(site + ajaxPath, init)).headers;
    };
    const own = [site, "http://127.0.0.1:4173", "http://[::1]:4173"];
    for (const origin of [...own, "https://evil.example", "http://localhost:9999", "null"]) {
      const allowed = own.includes(origin) ? origin : null;
      expect((await preflight(origin)).get("Access-Control-Allow-Origin"), origin).toBe(allowed);
    }
    const allowed = await preflight(site, "x-forwarded-for, content-type");
    expect(allowed.get("Access-Control-Allow-Headers")?.toLowerCase()).toBe("content-type,accept");
  });
});

describe("the inbox's pages and files", () => {
  it("lists each attachment by its stored name, size, type and name as sent, never cached", async () => {
    const { app, post } = inbox();
    expect(await (await app.request("/inbox")).text()).toContain("No submissions yet.");
    await post(ajaxPath, form({ _subject: "Newest" }, { photo: file("dress <1>.png", bytes) }));
    const response = await app.request("/inbox");
    const page = await response.text();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const [record] = await stored();
    expect(page).toContain(`<a href="/inbox/files/${record?.id}/dress%20-1-.png">dress -1-.png</a>`);
    expect(page).toContain(`(512 bytes, image/png; sent as “<bdi>dress &lt;1&gt;.png</bdi>”)`);
    const css = await app.request("/inbox/inbox.css");
    expect([css.status, css.headers.get("Content-Type")]).toEqual([200, "text/css; charset=utf-8"]);
  });

  it("sends an image inline with its type and bytes, and nothing a record does not list", async () => {
    const { app, post } = inbox();
    await post(ajaxPath, form({}, { photo: file("dress.png", bytes) }));
    const [record] = await stored();
    const sent = await app.request(`/inbox/files/${record?.id}/dress.png`);
    expect(Object.fromEntries(sent.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="dress.png"; filename*=UTF-8''dress.png`,
      "content-security-policy": "sandbox",
    });
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(bytes);
    await writeFile(path.join(dir, record!.id, "extra.txt"), "x");
    expect((await app.request(`/inbox/files/${record?.id}/extra.txt`)).status).toBe(404);
  });
});
