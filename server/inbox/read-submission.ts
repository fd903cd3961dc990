/**
 * Turns a request to the inbox into a submission, the way FormSubmit reads it: urlencoded or
 * multipart bodies (parsed as they stream in by busboy, never by hand) and JSON. Uploads go
 * straight to staging files on the disk, and a form with too many or too long fields is refused as
 * soon as the parser sees it, so no post can fill the memory or keep the server busy parsing. The
 * same field limits hold whatever the encoding: a JSON body meets them too.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { HonoRequest } from "hono";
import { attachmentLimitBytes, isSpecialField } from "./form-protocol";
import { type InboxStore, discardStagedFiles, holdStagedFile } from "./inbox-store";
import type { IncomingSubmission, StagedFile, SubmissionKind } from "./submission";

export type SubmissionProblem =
  "too-large" | "too-many-fields" | "field-too-long" | "unsupported-type" | "malformed";

export type ReadResult =
  { ok: true; submission: IncomingSubmission } | { ok: false; problem: SubmissionProblem };

/**
 * Far more than any of the site's forms needs, far less than a body of tiny fields could hold.
 * Sizes are in bytes of UTF-8.
 */
export const formLimits = {
  fields: 100,
  fieldSize: 100 * 1024,
  fieldNameSize: 200,
  files: 10,
  parts: 110,
} as const;

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

type Staging = Pick<InboxStore, "prepareStaging">;

export async function readSubmission(
  request: HonoRequest,
  formId: string,
  kind: SubmissionKind,
  staging: Staging,
): Promise<ReadResult> {
  const contentType = request.header("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";

  let read: FormRead;
  if (mediaType === "application/json") {
    try {
      read = jsonValues(await request.json<unknown>());
    } catch {
      return { ok: false, problem: "malformed" };
    }
  } else if (formTypes.has(mediaType)) {
    // Only multipart bodies carry files; a urlencoded post creates no folder.
    const stagingDir = mediaType === "multipart/form-data" ? await staging.prepareStaging() : "";
    read = await readForm(request.raw.body, contentType, stagingDir);
  } else {
    return { ok: false, problem: "unsupported-type" };
  }
  if (!read.ok) return read;
  const { values, files } = read;

  // Checkboxes and multi-selects repeat a name; the e-mail shows them as one list.
  const joined = [...values].map(([name, entries]) => [name, entries.join(", ")] as const);
  // fromEntries defines own properties, so a field called "__proto__" cannot replace a prototype.
  const fields = Object.fromEntries(joined.filter(([name]) => !isSpecialField(name)));
  const special = Object.fromEntries(joined.filter(([name]) => isSpecialField(name)));
  return { ok: true, submission: { formId, kind, fields, special, files } };
}

type FormRead =
  | { ok: true; values: Map<string, string[]>; files: StagedFile[] }
  | { ok: false; problem: SubmissionProblem };

/**
 * Streams a form body through busboy. Resolves once every staging file is complete, or once a
 * refusal has removed them all; a disk that fails while staging rejects, after the same cleanup.
 */
function readForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  stagingDir: string,
): Promise<FormRead> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // busboy flags a multipart value of exactly `fieldSize` as cut; one byte more, and the
        // size is checked below, the same way for every encoding.
        limits: { ...formLimits, fieldSize: formLimits.fieldSize + 1, fileSize: attachmentLimitBytes },
        // Browsers send file names as raw UTF-8, path and all; keep them exactly as sent.
        defParamCharset: "utf8",
        preservePath: true,
      });
    } catch {
      resolve({ ok: false, problem: "malformed" }); // E.g. a multipart type without a boundary.
      return;
    }
    const source = body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    const values = new Map<string, string[]>();
    const files: Array<StagedFile | undefined> = [];
    const staged: Array<{ path: string }> = [];
    const writes: Array<Promise<unknown>> = [];
    const abort = new AbortController();
    let totalFileBytes = 0;
    let settled = false;

    const finish = (outcome: FormRead | Error) => {
      if (settled) return;
      settled = true;
      const failed = outcome instanceof Error || !outcome.ok;
      if (failed) {
        abort.abort();
        source.unpipe(parser);
        // The rest of the body is read and dropped, not kept, so the refusal reaches the client.
        source.resume();
      }
      void Promise.allSettled(writes)
        .then(() => (failed ? discardStagedFiles(staged) : undefined))
        .then(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
    };
    const refuse = (problem: SubmissionProblem) => finish({ ok: false, problem });

    parser.on("field", (name, value, info) => {
      // busboy caps names in urlencoded bodies only; a multipart part's name is checked here.
      if (info.nameTruncated || info.valueTruncated || tooLongName(name) || tooLongValue(value)) {
        return refuse("field-too-long");
      }
      values.set(name, [...(values.get(name) ?? []), value]);
    });
    parser.on("file", (field, stream, info) => {
      if (settled) return void stream.resume();
      if (tooLongName(field)) {
        stream.resume();
        return refuse("field-too-long");
      }
      const index = files.push(undefined) - 1;
      const filePath = path.join(stagingDir, randomBytes(16).toString("hex"));
      staged.push({ path: filePath });
      holdStagedFile(filePath);
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        totalFileBytes += chunk.length;
        if (totalFileBytes > attachmentLimitBytes) refuse("too-large");
      });
      stream.on("limit", () => refuse("too-large"));
      const output = createWriteStream(filePath, { flags: "wx" });
      writes.push(
        pipeline(stream, output, { signal: abort.signal }).then(
          () => {
            // An empty file input still sends a nameless, empty part; that is not an attachment.
            if (size === 0 && !info.filename) return discardStagedFiles([{ path: filePath }]);
            files[index] = { field, name: info.filename ?? "", type: info.mimeType, size, path: filePath };
          },
          (error: unknown) => {
            if (!abort.signal.aborted) finish(error instanceof Error ? error : new Error(String(error)));
          },
        ),
      );
    });
    parser.on("fieldsLimit", () => refuse("too-many-fields"));
    parser.on("filesLimit", () => refuse("too-many-fields"));
    parser.on("partsLimit", () => refuse("too-many-fields"));
    // A part header over busboy's 16 KiB (a name of that size) reads as malformed: it is too long.
    parser.on("error", (error: Error) =>
      refuse(error.message === "Malformed part header" ? "field-too-long" : "malformed"),
    );
    // A client that breaks off, or a body over Hono's limit, errors the source.
    source.on("error", () => refuse("malformed"));
    parser.on("close", () => {
      // The files' last bytes may still be on their way to the disk.
      void Promise.allSettled(writes).then(() =>
        finish({ ok: true, values, files: files.filter((file) => file !== undefined) }),
      );
    });
    source.pipe(parser);
  });
}

/**
 * A JSON body must be an object; its values become text the way they would read in an e-mail. The
 * fields' count, names and values are held to the same limits as a form's.
 */
function jsonValues(body: unknown): FormRead {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new TypeError("A JSON submission must be an object.");
  }
  const entries = Object.entries(body);
  if (entries.length > formLimits.fields) return { ok: false, problem: "too-many-fields" };
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) {
    const text = asText(value);
    if (tooLongName(name) || tooLongValue(text)) {
      return { ok: false, problem: "field-too-long" };
    }
    values.set(name, [text]);
  }
  return { ok: true, values, files: [] };
}

function tooLongName(name: string): boolean {
  return Buffer.byteLength(name) > formLimits.fieldNameSize;
}

function tooLongValue(value: string): boolean {
  return Buffer.byteLength(value) > formLimits.fieldSize;
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(asText).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
