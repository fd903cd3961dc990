import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { type FakeSite, createFakeSite } from "../../site/testing/fake-site";
import { attachmentLimitBytes } from "./form-protocol";
import {
  type InboxOptions,
  busyMessage,
  createInbox,
  fieldTooLongMessage,
  inboxFullMessage,
  tooManyFieldsMessage,
  tooManyPostsMessage,
} from "./inbox-routes";
import { createInboxStore, stagingFolderName } from "./inbox-store";
import type { IncomingSubmission } from "./submission";

let site: FakeSite;
let app: Hono;

beforeEach(async () => {
  site = await createFakeSite();
  app = createApp({ root: site.root, inboxDir: site.inboxDir });
});
afterEach(() => site.cleanup());

/** The id the site's forms post to: the studio's address, percent-encoded in the path. */
const formPath = "/hello%40ivoryandadire.example";
const ajaxPath = "/ajax/hello%40ivoryandadire.example";
const formId = "hello@ivoryandadire.example";

const stored = () => createInboxStore({ dir: site.inboxDir }).list();

/** Every file under the inbox folder, staging files included; a missing folder holds none. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(site.inboxDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Everything a visitor might type, which must come back exactly as sent. */
const trickyFields = {
  name: "Adébáyọ̀ Ọlọ́run 👰🏾‍♀️",
  message: `<script>alert("x")</script> "double" & 'single' quotes`,
  rtl: "مرحبا، أريد فستان زفاف أبيض",
  long: "Ivory & Adire ".repeat(715).slice(0, 10_000),
  lines: "first line\r\nsecond line",
};

/** A real 1×1 PNG: its signature holds CR, LF, SUB and NUL bytes that a careless parser breaks. */
const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** Every byte value, twice. */
const allBytes = Uint8Array.from({ length: 512 }, (_, index) => index % 256);

function form(entries: Record<string, string>, files: Array<[string, File]> = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  for (const [name, file] of files) data.append(name, file);
  return data;
}

/** The site as the local build knows it: the forms' `_next` points back at this origin. */
const siteOrigin = "http://localhost:4173";

const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(new URL(url, siteOrigin).href, { method: "POST", body, headers });

describe("POST /:id, a plain form post", () => {
  it("stores the submission and redirects 302 to _next", async () => {
    const body = new URLSearchParams({
      name: "Adé",
      phone: "+234 800 000 0000",
      _next: "http://localhost:4173/thank-you",
      _subject: "New inquiry",
      _captcha: "false",
      _template: "table",
      _honey: "",
    });
    const response = await post(formPath, body);

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://localhost:4173/thank-you");
    const [record] = await stored();
    expect(record).toMatchObject({
      formId,
      kind: "plain",
      fields: { name: "Adé", phone: "+234 800 000 0000" },
      special: {
        _next: "http://localhost:4173/thank-you",
        _subject: "New inquiry",
        _captcha: "false",
        _template: "table",
        _honey: "",
      },
      attachments: [],
    });
  });

  it("without _next answers a thank-you page", async () => {
    const response = await post(formPath, new URLSearchParams({ name: "Adé" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("<h1>Thank you</h1>");
    expect(await stored()).toHaveLength(1);
  });

  it("never redirects to another site: a foreign _next lands on the site's own thank-you page", async () => {
    for (const next of [
      "https://evil.example/",
      "http://localhost.evil.example:4173/thank-you",
      "https://user@evil.example/thank-you",
      "http://localhost:9999/thank-you",
    ]) {
      const response = await post(formPath, new URLSearchParams({ name: "Adé", _next: next }));
      expect(response.status, next).toBe(302);
      expect(response.headers.get("Location"), next).toBe("/thank-you");
    }
    // Every submission is kept all the same.
    expect(await stored()).toHaveLength(4);
  });

  it("with a _next that is not an absolute address shows the page and says why", async () => {
    const response = await post(formPath, new URLSearchParams({ _next: "/thank-you<b>" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("The _next field (/thank-you&lt;b&gt;) is not an absolute");
  });

  it("keeps urlencoded values byte for byte", async () => {
    await post(formPath, new URLSearchParams(trickyFields));
    const [record] = await stored();
    expect(record?.fields).toEqual(trickyFields);
  });

  it("stores a multipart post's fields and its PNG with the bytes unchanged", async () => {
    const photo = new File([pngBytes], "dress photo.png", { type: "image/png" });
    const raw = new File([allBytes], "measurements.bin", { type: "application/octet-stream" });
    const response = await post(
      formPath,
      form({ ...trickyFields, _next: "http://localhost:4173/thank-you" }, [
        ["photo", photo],
        ["extra", raw],
      ]),
    );

    expect(response.status).toBe(302);
    const [record] = await stored();
    expect(record?.fields).toEqual(trickyFields);
    const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    expect(record?.attachments).toEqual([
      {
        field: "photo",
        name: "dress photo.png",
        storedName: "dress photo.png",
        type: "image/png",
        size: pngBytes.length,
        sha256: sha256(pngBytes),
      },
      {
        field: "extra",
        name: "measurements.bin",
        storedName: "measurements.bin",
        type: "application/octet-stream",
        size: 512,
        sha256: sha256(allBytes),
      },
    ]);
    const folder = path.join(site.inboxDir, record?.id ?? "");
    expect(await readFile(path.join(folder, "dress photo.png"))).toEqual(pngBytes);
    expect(new Uint8Array(await readFile(path.join(folder, "measurements.bin")))).toEqual(allBytes);
  });

  it("does not count an empty file input as an attachment", async () => {
    // What a browser sends for a file input left empty (undici's FormData would send a text field).
    const body = [
      "--boundary",
      'Content-Disposition: form-data; name="name"',
      "",
      "Adé",
      "--boundary",
      'Content-Disposition: form-data; name="photo"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      "--boundary--",
      "",
    ].join("\r\n");
    await post(formPath, body, { "Content-Type": "multipart/form-data; boundary=boundary" });
    const [record] = await stored();
    expect(record?.fields).toEqual({ name: "Adé" });
    expect(record?.attachments).toEqual([]);
  });

  it("joins a repeated field, as checkboxes send it, into one value", async () => {
    const body = new URLSearchParams([
      ["services", "Bridal"],
      ["services", "Alterations"],
    ]);
    await post(formPath, body);
    const [record] = await stored();
    expect(record?.fields).toEqual({ services: "Bridal, Alterations" });
  });

  it("keeps a field called __proto__ as plain data (an underscore field, so a special one)", async () => {
    const body = new URLSearchParams([
      ["__proto__", "sneaky"],
      ["name", "Adé"],
    ]);
    await post(formPath, body);
    const [record] = await stored();
    expect(Object.entries(record?.special ?? {})).toEqual([["__proto__", "sneaky"]]);
    expect(Object.getPrototypeOf(record?.special)).toBe(Object.prototype);
    expect(record?.fields).toEqual({ name: "Adé" });
  });
});

describe("POST /ajax/:id, a script post", () => {
  const successBody = '{"success":"true","message":"The form was submitted successfully."}';

  it("answers FormSubmit's success JSON and stores a JSON body byte for byte", async () => {
    const response = await post(ajaxPath, JSON.stringify({ ...trickyFields, _subject: "Order" }), {
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.text()).toBe(successBody);
    const [record] = await stored();
    expect(record).toMatchObject({
      formId,
      kind: "ajax",
      fields: trickyFields,
      special: { _subject: "Order" },
    });
  });

  it("turns JSON numbers, booleans and lists into text", async () => {
    await post(ajaxPath, JSON.stringify({ guests: 120, veil: true, colours: ["ivory", "indigo"] }), {
      "Content-Type": "application/json",
    });
    const [record] = await stored();
    expect(record?.fields).toEqual({ guests: "120", veil: "true", colours: "ivory, indigo" });
  });

  it("accepts urlencoded bodies", async () => {
    const response = await post(ajaxPath, new URLSearchParams({ name: "Adé" }));
    expect(await response.text()).toBe(successBody);
    expect((await stored())[0]?.fields).toEqual({ name: "Adé" });
  });

  it("accepts multipart bodies with a PNG, bytes unchanged", async () => {
    const photo = new File([pngBytes], "fabric.png", { type: "image/png" });
    const response = await post(ajaxPath, form({ name: "Adé" }, [["photo", photo]]));
    expect(await response.text()).toBe(successBody);
    const [record] = await stored();
    expect(record?.kind).toBe("ajax");
    expect(await readFile(path.join(site.inboxDir, record?.id ?? "", "fabric.png"))).toEqual(pngBytes);
  });

  it("allows calls from the site's own origins only (the real service allows any)", async () => {
    const preflight = (origin: string) =>
      app.request(`${siteOrigin}${ajaxPath}`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    // The site opened at another of this server's names, on the same port, is the site.
    for (const origin of [siteOrigin, "http://127.0.0.1:4173", "http://[::1]:4173"]) {
      const allowed = await preflight(origin);
      expect(allowed.status, origin).toBeLessThan(300);
      expect(allowed.headers.get("Access-Control-Allow-Origin"), origin).toBe(origin);
      expect(allowed.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    }
    for (const origin of ["https://evil.example", "http://localhost:9999", "null"]) {
      expect((await preflight(origin)).headers.get("Access-Control-Allow-Origin"), origin).toBeNull();
    }
  });

  it("allows only the headers a form's script sends: a page cannot set X-Forwarded-For", async () => {
    const preflight = await app.request(ajaxPath, {
      method: "OPTIONS",
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-forwarded-for, content-type",
      },
    });
    const allowed = (preflight.headers.get("Access-Control-Allow-Headers") ?? "").toLowerCase().split(",");
    expect(allowed).toEqual(["content-type", "accept"]);
  });
});

describe("the honeypot", () => {
  it("a filled _honey gets the usual redirect but nothing is stored", async () => {
    const response = await post(
      formPath,
      new URLSearchParams({
        name: "bot",
        _honey: "http://spam.example",
        _next: "http://localhost:4173/thank-you",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://localhost:4173/thank-you");
    expect(await stored()).toEqual([]);
  });

  it("a filled _honey gets the usual JSON answer but nothing is stored", async () => {
    const response = await post(ajaxPath, JSON.stringify({ name: "bot", _honey: "x" }), {
      "Content-Type": "application/json",
    });
    expect(await response.json()).toEqual({
      success: "true",
      message: "The form was submitted successfully.",
    });
    expect(await stored()).toEqual([]);
  });
});

describe("staged uploads", () => {
  it("a honeypot post with a photo is thanked, and its staged photo removed", async () => {
    const photo = new File([pngBytes], "dress.png", { type: "image/png" });
    const response = await post(ajaxPath, form({ name: "bot", _honey: "x" }, [["photo", photo]]));
    expect(response.status).toBe(200);
    expect(await stored()).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe("attachments over 5 MB in total", () => {
  const filesOf = (...sizes: number[]): Array<[string, File]> =>
    sizes.map((size, index) => [
      `photo${index}`,
      new File([new Uint8Array(size)], `p${index}.png`, { type: "image/png" }),
    ]);
  const mebibytes = (count: number) => Math.round(count * 1024 * 1024);

  it('are refused on the AJAX endpoint with success "false" and nothing stored', async () => {
    const response = await post(ajaxPath, form({ name: "Adé" }, filesOf(mebibytes(2.6), mebibytes(2.6))));
    expect(response.status).toBe(413);
    const answer: unknown = await response.json();
    expect(answer).toEqual({ success: "false", message: expect.stringContaining("larger than 5 MB") });
    expect(await stored()).toEqual([]);
    // The uploads were staged as they arrived; the refusal removed them all.
    expect(await filesOnDisk()).toEqual([]);
  });

  it("a single file over 5 MB is refused while it streams in, leaving nothing staged", async () => {
    const response = await post(ajaxPath, form({ name: "Adé" }, filesOf(attachmentLimitBytes + 1)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: "false",
      message: expect.stringContaining("larger than 5 MB"),
    });
    expect(await stored()).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
    expect(await readdir(path.join(site.inboxDir, stagingFolderName))).toEqual([]);
  });

  it("are refused on the plain endpoint with a 413 page and nothing stored", async () => {
    const response = await post(
      formPath,
      form({ _next: "http://localhost:4173/thank-you" }, filesOf(mebibytes(3), mebibytes(2.2))),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain("larger than 5 MB");
    expect(await stored()).toEqual([]);
  });

  it("a body far over the limit is cut off before it is parsed", async () => {
    const response = await post(ajaxPath, form({}, filesOf(mebibytes(8))));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: "false" });
    expect(await stored()).toEqual([]);
  });

  it("exactly 5 MB is still accepted", async () => {
    const response = await post(ajaxPath, form({ name: "Adé" }, filesOf(attachmentLimitBytes - 1000, 1000)));
    expect(response.status).toBe(200);
    expect((await stored())[0]?.attachments.map((file) => file.size)).toEqual([
      attachmentLimitBytes - 1000,
      1000,
    ]);
  });
});

describe("forms with too many or too long fields", () => {
  /** 5 MB of the smallest fields a form can have: costly to parse whole, cheap to send. */
  const tinyFields = (count: number) =>
    Array.from({ length: count }, (_, index) => `field${index % 10}=xxxxxx`).join("&");

  it("380,000 tiny urlencoded fields in 5 MB are refused with 413 and nothing stored", async () => {
    const body = tinyFields(380_000);
    expect(body.length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const response = await post(ajaxPath, body, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: "false", message: tooManyFieldsMessage });
    // A generous bound: parsing the whole body took seconds; the refusal comes after 101 fields.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await stored()).toEqual([]);
  });

  it("5 MB of tiny multipart fields after a photo is refused with 413, nothing stored or staged", async () => {
    // Multipart framing makes each field about 50 bytes, so some 100,000 fit under the body limit.
    const photo = `--b\r\nContent-Disposition: form-data; name="photo"; filename="dress.png"\r\n\r\n`;
    const field = '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n';
    const body = Buffer.concat([
      Buffer.from(photo),
      pngBytes,
      Buffer.from(`\r\n${field.repeat(100_000)}--b--\r\n`),
    ]);
    expect(body.length).toBeGreaterThan(5_000_000);
    const response = await post(formPath, body, { "Content-Type": "multipart/form-data; boundary=b" });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("more fields than it can take");
    expect(await stored()).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("100 fields are taken; 101 are refused, urlencoded, multipart and JSON alike", async () => {
    const fields = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`field${index}`, `${index}`]));
    expect((await post(ajaxPath, new URLSearchParams(fields(100)))).status).toBe(200);
    expect((await post(ajaxPath, form(fields(100)))).status).toBe(200);
    expect(
      (await post(ajaxPath, JSON.stringify(fields(100)), { "Content-Type": "application/json" })).status,
    ).toBe(200);
    expect((await post(ajaxPath, new URLSearchParams(fields(101)))).status).toBe(413);
    expect((await post(ajaxPath, form(fields(101)))).status).toBe(413);
    const json = await post(ajaxPath, JSON.stringify(fields(101)), { "Content-Type": "application/json" });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ success: "false", message: tooManyFieldsMessage });
    expect(await stored()).toHaveLength(3);
  });

  it("more than 10 files are refused with 413, nothing left staged", async () => {
    const photos = Array.from({ length: 11 }, (_, index): [string, File] => [
      `photo${index}`,
      new File([pngBytes], `p${index}.png`, { type: "image/png" }),
    ]);
    expect((await post(ajaxPath, form({}, photos))).status).toBe(413);
    expect(await filesOnDisk()).toEqual([]);
  });

  const encodings = {
    urlencoded: (fields: Record<string, string>) => post(ajaxPath, new URLSearchParams(fields)),
    multipart: (fields: Record<string, string>) => post(ajaxPath, form(fields)),
    JSON: (fields: Record<string, string>) =>
      post(ajaxPath, JSON.stringify(fields), { "Content-Type": "application/json" }),
  };

  it.each(Object.entries(encodings))(
    "%s: a value over 100 KiB, or a name over 200 bytes, is refused with 413 and a message giving the limits",
    async (_, send) => {
      const long = await send({ message: "x".repeat(100 * 1024 + 1) });
      expect(long.status).toBe(413);
      expect(await long.json()).toEqual({ success: "false", message: fieldTooLongMessage });
      expect(fieldTooLongMessage).toContain("100 KB");
      expect(fieldTooLongMessage).toContain("200 bytes");
      // Counted in bytes of UTF-8: 67 three-byte letters are 201 bytes.
      expect((await send({ ["ẹ".repeat(67)]: "x" })).status).toBe(413);
      expect((await send({ ["n".repeat(50 * 1024)]: "x" })).status).toBe(413);
      expect((await send({ message: "x".repeat(100 * 1024), ["n".repeat(200)]: "x" })).status).toBe(200);
      expect(await stored()).toHaveLength(1);
    },
  );

  it("a file's field name over 200 bytes is refused with 413 too, nothing left staged", async () => {
    const photo = new File([pngBytes], "dress.png", { type: "image/png" });
    expect((await post(ajaxPath, form({}, [["p".repeat(201), photo]]))).status).toBe(413);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("JSON: a 5.4 MB value, and 100 names of 50 KB, are refused with 413 and nothing stored", async () => {
    const json = (body: unknown) =>
      post(ajaxPath, JSON.stringify(body), { "Content-Type": "application/json" });
    expect((await json({ message: "x".repeat(5_400_000) })).status).toBe(413);
    const names = Object.fromEntries(
      Array.from({ length: 100 }, (_, n) => [`${n}`.padEnd(50 * 1024, "n"), "x"]),
    );
    expect((await json(names)).status).toBe(413);
    // A list or an object counts by the text it becomes.
    expect((await json({ sizes: Array.from({ length: 30_000 }, () => "abcd") })).status).toBe(413);
    expect(await stored()).toEqual([]);
  });
});

describe("requests the inbox cannot read", () => {
  it.each([
    ["text/plain", "name=Adé", 415],
    ["application/json", "{ not json", 400],
    ["application/json", '["a list"]', 400],
  ])("%s %j is refused with %i and nothing stored", async (type, body, status) => {
    const response = await post(ajaxPath, body, { "Content-Type": type });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: "false" });
    expect(await stored()).toEqual([]);
  });

  it("a disk failure answers 500 and leaves no record", async () => {
    const store = createInboxStore({
      dir: site.inboxDir,
      writeFile: async () => {
        throw new Error("disk full");
      },
    });
    const inbox = createInbox({ store });
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await inbox.request(ajaxPath, {
        method: "POST",
        body: new URLSearchParams({ a: "b" }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ success: "false" });
    } finally {
      console.error = quiet;
    }
    expect(await store.list()).toEqual([]);
  });
});

describe("GET /inbox", () => {
  function incoming(fields: Record<string, string>, subject?: string): IncomingSubmission {
    return { formId, kind: "plain", fields, special: subject ? { _subject: subject } : {}, files: [] };
  }

  it("lists submissions newest first, each in its own article", async () => {
    let clock = Date.parse("2026-11-21T08:00:00Z");
    const store = createInboxStore({ dir: site.inboxDir, now: () => new Date((clock += 1000)) });
    await store.save(incoming({ name: "First" }, "Oldest"));
    await store.save(incoming({ name: "Second" }, "Middle"));
    await store.save(incoming({ name: "Third" }, "Newest"));

    const page = await (await app.request("/inbox")).text();
    const headings = [...page.matchAll(/<h2 [^>]*><a [^>]*>([^<]*)<\/a><\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(["Newest", "Middle", "Oldest"]);
    expect(page.match(/<article /g)).toHaveLength(3);
    expect(page).toContain("3 submissions.");
  });

  it("is a complete, accessible page", async () => {
    const response = await app.request("/inbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page).toContain("<title>Form inbox · Ivory &amp; Adire</title>");
    expect(page).toContain("<h1>Form inbox</h1>");
    expect(page).toContain("No submissions yet.");
    // Nothing about the machine it runs on: no folder path.
    expect(page).not.toContain(site.inboxDir);
    expect(page).not.toContain(path.dirname(site.inboxDir));
  });

  it("shows every field and the subject as text, never as markup", async () => {
    const subject = "<img src=x onerror=alert(1)>";
    await post(formPath, new URLSearchParams({ ...trickyFields, "<b>field</b>": "v", _subject: subject }));
    const page = await (await app.request("/inbox")).text();

    expect(page).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;double&quot; &amp; &#39;single&#39; quotes",
    );
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("<dt>&lt;b&gt;field&lt;/b&gt;</dt>");
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<img");
    expect(page).toContain(`<dd dir="auto">${trickyFields.rtl}</dd>`);
    expect(page).toContain(`<code>${formId}</code>`);
  });

  it("links each attachment by the name it downloads under, with its size, type and the name it was sent as", async () => {
    const photo = new File([pngBytes], "dress <1>.png", { type: "image/png" });
    await post(formPath, form({ name: "Adé" }, [["photo", photo]]));
    const [record] = await stored();
    const page = await (await app.request("/inbox")).text();
    expect(page).toContain(`<a href="/inbox/files/${record?.id}/dress%20-1-.png">dress -1-.png</a>`);
    expect(page).toMatch(
      new RegExp(`\\(${pngBytes.length} bytes, image/png; sent as “<bdi>dress &lt;1&gt;.png</bdi>”\\)`),
    );
  });

  it("is styled by its own stylesheet, which the site's CSP allows", async () => {
    const page = await app.request("/inbox");
    expect(page.headers.get("Content-Security-Policy")).toContain("style-src 'self';");
    expect(await page.text()).toContain('<link rel="stylesheet" href="/inbox/inbox.css" />');
    const css = await app.request("/inbox/inbox.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toContain("white-space: pre-wrap");
  });
});

describe("GET /inbox/files/:submission/:name", () => {
  async function upload(file: File) {
    await post(formPath, form({}, [["file", file]]));
    const [record] = await stored();
    if (!record) throw new Error("nothing was stored");
    return record;
  }

  it("sends an image with its stored type, inline, bytes unchanged", async () => {
    const record = await upload(new File([pngBytes], "dress.png", { type: "image/png" }));
    const response = await app.request(`/inbox/files/${record.id}/dress.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="dress.png"; filename*=UTF-8''dress.png`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pngBytes);
  });

  it("makes other kinds download instead of opening as a page", async () => {
    const record = await upload(new File(["<script>alert(1)</script>"], "page.html", { type: "text/html" }));
    const response = await app.request(`/inbox/files/${record.id}/page.html`);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
  });

  it.each([
    "/inbox/files/2026-01-01T00-00-00-000Z-00000000/dress.png",
    "/inbox/files/..%2F..%2Fclient/index.html",
    "/inbox/files/%2E%2E/secret.txt",
  ])("%s is not found", async (url) => {
    await writeFile(path.join(site.root, "..", "secret.txt"), "outside the root\n");
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("outside the root");
  });

  it("does not serve a file that is not in the record", async () => {
    const record = await upload(new File([pngBytes], "dress.png", { type: "image/png" }));
    await writeFile(path.join(site.inboxDir, record.id, "extra.txt"), "not listed");
    expect((await app.request(`/inbox/files/${record.id}/extra.txt`)).status).toBe(404);
  });
});

describe("with the inbox turned off", () => {
  it("the inbox routes do not exist: posts are refused (405) and /inbox is the 404 page", async () => {
    const off = createApp({ root: site.root, inboxDir: false });
    for (const url of [formPath, ajaxPath]) {
      const response = await off.request(url, { method: "POST", body: new URLSearchParams({ a: "b" }) });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
    }
    const page = await off.request("/inbox");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Page not found");
    await expect(readdir(site.inboxDir)).rejects.toThrow();
  });
});

describe("limits per client", () => {
  /** The client address comes from a test header, so one test can play several clients. */
  const inboxWith = (options: Partial<InboxOptions> = {}) => {
    const store = createInboxStore({ dir: site.inboxDir });
    const inbox = createInbox({
      store,
      clientAddress: (c) => c.req.header("X-Test-Client") ?? "unknown",
      ...options,
    });
    const send = (
      url: string,
      body: BodyInit,
      client = "203.0.113.7",
      headers: Record<string, string> = {},
    ) =>
      inbox.request(new URL(url, siteOrigin).href, {
        method: "POST",
        body,
        headers: { "X-Test-Client": client, ...headers },
        // A stream body needs this; Node's fetch sends it as it is read.
        duplex: "half",
      } as RequestInit);
    return { store, send };
  };

  /** A urlencoded body that arrives only when the test says so, or breaks off like a lost connection. */
  function heldBody() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let pulled = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (given) => {
          controller = given;
        },
        pull: () => {
          pulled = true;
        },
      },
      // Nothing is pulled until someone reads the body.
      { highWaterMark: 0 },
    );
    return {
      stream,
      wasRead: () => pulled,
      finish: () => {
        controller.enqueue(new TextEncoder().encode("name=Ad%C3%A9"));
        controller.close();
      },
      breakOff: () => controller.error(new Error("The client went away.")),
    };
  }
  const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("refuses a post over the in-flight limit with 429 before reading its body", async () => {
    const { send } = inboxWith({ maxPostsInFlight: 2 });
    const held = [heldBody(), heldBody()];
    const pending = held.map((body) => send(ajaxPath, body.stream, undefined, urlencoded));
    await settle();

    const refused = heldBody();
    const response = await send(ajaxPath, refused.stream, undefined, urlencoded);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({ success: "false", message: busyMessage });
    expect(refused.wasRead()).toBe(false);

    const plain = await send(formPath, new URLSearchParams({ name: "Adé" }));
    expect(plain.status).toBe(429);
    expect(plain.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await plain.text()).toContain("still being sent");

    // Another client is not held up.
    expect((await send(ajaxPath, new URLSearchParams({ a: "b" }), "198.51.100.1")).status).toBe(200);

    held[0]!.finish();
    expect((await pending[0]!).status).toBe(200);
    expect((await send(ajaxPath, new URLSearchParams({ a: "b" }))).status).toBe(200);
    held[1]!.finish();
    expect((await pending[1]!).status).toBe(200);
  });

  it("frees the slot however a post ends: too large, broken off, honeypot, stored", async () => {
    const { send } = inboxWith({ maxPostsInFlight: 1 });
    const big = new File([new Uint8Array(attachmentLimitBytes + 1024 * 1024)], "big.png", {
      type: "image/png",
    });
    expect((await send(ajaxPath, form({}, [["photo", big]]))).status).toBe(413);

    const lost = heldBody();
    // Sent with its length, as a browser does, the body goes straight to the form parser.
    const pending = send(ajaxPath, lost.stream, undefined, { ...urlencoded, "Content-Length": "1000" });
    await settle();
    lost.breakOff();
    expect((await pending).status).toBe(400);

    expect(
      (
        await send(ajaxPath, JSON.stringify({ _honey: "x" }), undefined, {
          "Content-Type": "application/json",
        })
      ).status,
    ).toBe(200);
    expect((await send(ajaxPath, new URLSearchParams({ name: "Adé" }))).status).toBe(200);
    expect((await send(ajaxPath, new URLSearchParams({ name: "Adé" }))).status).toBe(200);
  });

  it("counts every post against the client's window, then refuses with 429 and Retry-After", async () => {
    let time = Date.parse("2026-11-21T08:00:00Z");
    const { send } = inboxWith({ postsPerWindow: 3, postWindowMs: 10 * 60_000, now: () => time });
    // A honeypot post, one the inbox cannot read and a good one: all three count.
    expect(
      (
        await send(ajaxPath, JSON.stringify({ _honey: "x" }), undefined, {
          "Content-Type": "application/json",
        })
      ).status,
    ).toBe(200);
    expect((await send(ajaxPath, "name=Adé", undefined, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await send(ajaxPath, new URLSearchParams({ name: "Adé" }))).status).toBe(200);

    time += 60_000;
    const refused = await send(ajaxPath, new URLSearchParams({ name: "Again" }), undefined, {
      Origin: "http://127.0.0.1:4173",
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("540");
    // The site's script, opened at another of this server's names, can still read why.
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("http://127.0.0.1:4173");
    expect(await refused.json()).toEqual({ success: "false", message: tooManyPostsMessage });

    const plain = await send(formPath, new URLSearchParams({ name: "Again" }));
    expect(plain.status).toBe(429);
    expect(await plain.text()).toContain("Too many forms sent from this address. Please wait a few minutes");

    expect((await send(ajaxPath, new URLSearchParams({ a: "b" }), "2001:db8::1")).status).toBe(200);
    time += 9 * 60_000;
    expect((await send(ajaxPath, new URLSearchParams({ name: "Later" }))).status).toBe(200);
    expect((await stored()).map((record) => record.fields.name ?? record.fields.a)).toHaveLength(3);
  });

  it("applies the default limit through createApp: the 21st post in ten minutes is refused", async () => {
    for (let n = 1; n <= 20; n += 1) {
      const response = await post(ajaxPath, JSON.stringify({ _honey: "x" }), {
        "Content-Type": "application/json",
      });
      expect(response.status, `post ${n}`).toBe(200);
    }
    const response = await post(ajaxPath, JSON.stringify({ _honey: "x" }), {
      "Content-Type": "application/json",
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(500);
  });

  it("refuses posts with 503 while the inbox's disk is nearly full, and takes them again once it is not", async () => {
    let time = 0;
    let freeBytes = 150 * 1024 * 1024;
    const { send } = inboxWith({
      statfs: async () => ({ bavail: freeBytes / 4096, bsize: 4096 }),
      now: () => time,
    });
    const ajax = await send(ajaxPath, new URLSearchParams({ name: "Adé" }));
    expect(ajax.status).toBe(503);
    expect(ajax.headers.get("Retry-After")).toBe("300");
    expect(await ajax.json()).toEqual({ success: "false", message: inboxFullMessage });

    const plain = await send(formPath, new URLSearchParams({ name: "Adé" }));
    expect(plain.status).toBe(503);
    expect(plain.headers.get("Retry-After")).toBe("300");
    expect(await plain.text()).toContain("inbox is full right now. Your message was not sent");
    expect(await stored()).toEqual([]);

    freeBytes = 10 * 1024 * 1024 * 1024;
    time += 5_000;
    expect((await send(ajaxPath, new URLSearchParams({ name: "Adé" }))).status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});
