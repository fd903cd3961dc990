/**
 * A post read as it streams in (busboy, @streamparser/json), uploads straight to staging files, and
 * refused at the first field past a limit, so no post can fill the memory or keep the server parsing.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { TokenParser, TokenType, Tokenizer } from "@streamparser/json";
import busboy from "busboy";
import type { HonoRequest } from "hono";
import { attachmentLimitBytes, isSpecialField } from "./form-protocol";
import { type InboxStore, discardStagedFiles, holdStagedFile } from "./inbox-store";
import type { IncomingSubmission, StagedFile, SubmissionKind } from "./submission";

export type SubmissionProblem =
  | "too-large"
  | "text-too-large"
  | "json-too-large"
  | "too-many-fields"
  | "field-too-long"
  | "control-character"
  | "unsupported-type"
  | "malformed";

export type ReadResult =
  { ok: true; submission: IncomingSubmission } | { ok: false; problem: SubmissionProblem };

/** Far more than any of the site's forms needs; sizes in bytes of UTF-8. */
export const formLimits = {
  fields: 100,
  fieldSize: 100 * 1024,
  fieldNameSize: 200,
  files: 10,
  parts: 110,
} as const;

/** JSON carries no photos: any form's text many times over, and read in about a millisecond. */
export const jsonBodyLimitBytes = 256 * 1024;

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function mediaTypeOf(contentType: string | undefined): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

type Staging = Pick<InboxStore, "prepareStaging">;

export async function readSubmission(
  request: HonoRequest,
  formId: string,
  kind: SubmissionKind,
  staging: Staging,
): Promise<ReadResult> {
  const contentType = request.header("Content-Type") ?? "";
  const mediaType = mediaTypeOf(contentType);

  let read: FormRead;
  if (mediaType === "application/json") {
    read = await readJson(request.raw.body);
  } else if (formTypes.has(mediaType)) {
    const stagingDir = mediaType === "multipart/form-data" ? await staging.prepareStaging() : "";
    read = await readForm(request.raw.body, contentType, stagingDir);
  } else {
    return { ok: false, problem: "unsupported-type" };
  }
  if (!read.ok) return read;
  const { values, files } = read;

  const joined = [...values].map(([name, entries]) => [name, entries.join(", ")] as const);
  // Own properties: a field called "__proto__" cannot replace a prototype.
  const fields = Object.fromEntries(joined.filter(([name]) => !isSpecialField(name)));
  const special = Object.fromEntries(joined.filter(([name]) => isSpecialField(name)));
  return { ok: true, submission: { formId, kind, fields, special, files } };
}

type FormRead =
  | { ok: true; values: Map<string, string[]>; files: StagedFile[] }
  | { ok: false; problem: SubmissionProblem };

/** Resolves once every staging file is complete, or once a refusal has removed them all. */
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
        // busboy flags a value of exactly `fieldSize` as cut; the size is checked below instead.
        limits: { ...formLimits, fieldSize: formLimits.fieldSize + 1, fileSize: attachmentLimitBytes },
        // Browsers send file names as raw UTF-8, path and all.
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
        // Read and dropped, so the refusal reaches a client that is still sending.
        source.resume();
      }
      void Promise.allSettled(writes)
        .then(() => (failed ? discardStagedFiles(staged) : undefined))
        .then(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
    };
    const refuse = (problem: SubmissionProblem) => finish({ ok: false, problem });

    parser.on("field", (name, value, info) => {
      // busboy caps names in urlencoded bodies only.
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
      const hash = createHash("sha256");
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
        totalFileBytes += chunk.length;
        if (totalFileBytes > attachmentLimitBytes) refuse("too-large");
      });
      stream.on("limit", () => refuse("too-large"));
      const output = createWriteStream(filePath, { flags: "wx" });
      writes.push(
        pipeline(stream, output, { signal: abort.signal }).then(
          () => {
            // An empty file input still sends a nameless, empty part.
            if (size === 0 && !info.filename) return discardStagedFiles([{ path: filePath }]);
            const sha256 = hash.digest("hex");
            files[index] = {
              field,
              name: info.filename ?? "",
              type: info.mimeType,
              size,
              sha256,
              path: filePath,
            };
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
    // busboy says "Malformed part header" for several causes; the bytes it was reading tell which.
    parser.on("error", (error: Error) =>
      refuse(
        error.message === "Malformed part header"
          ? partHeaderProblem(Buffer.concat(recent), boundaryOf(contentType))
          : "malformed",
      ),
    );
    source.on("error", () => refuse("malformed"));
    parser.on("close", () => {
      void Promise.allSettled(writes).then(() =>
        finish({ ok: true, values, files: files.filter((file) => file !== undefined) }),
      );
    });
    const recent: Uint8Array[] = [];
    let olderBytes = 0;
    if (mediaTypeOf(contentType) === "multipart/form-data") {
      source.on("data", (chunk: Uint8Array) => {
        olderBytes += recent.at(-1)?.length ?? 0;
        recent.push(chunk);
        while (recent.length > 1 && olderBytes - (recent[0]?.length ?? 0) >= 2 * maxPartHeaderBytes) {
          olderBytes -= recent.shift()?.length ?? 0;
        }
      });
    }
    source.pipe(parser);
  });
}

/** busboy's `MAX_HEADER_SIZE`. */
const maxPartHeaderBytes = 16 * 1024;

function boundaryOf(contentType: string): string {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? "";
}

/**
 * A browser sends a control character in a file name as it is, which no header may hold; a header
 * over busboy's 16 KiB comes only from a very long name. Anything else is malformed.
 */
function partHeaderProblem(bytes: Buffer, boundary: string): SubmissionProblem {
  if (!boundary) return "malformed";
  const delimiter = Buffer.from(`--${boundary}`);
  for (let at = bytes.indexOf(delimiter); at !== -1;) {
    const lineEnd = bytes.indexOf("\r\n", at + delimiter.length);
    if (lineEnd === -1) break;
    const start = lineEnd + 2;
    const end = bytes.indexOf("\r\n\r\n", start);
    const header = bytes.subarray(start, end === -1 ? bytes.length : end);
    if (
      header.some((byte) => (byte < 0x20 && byte !== 0x09 && byte !== 0x0d && byte !== 0x0a) || byte === 0x7f)
    ) {
      return "control-character";
    }
    if (header.length + 4 > maxPartHeaderBytes) return "field-too-long";
    if (end === -1) break;
    at = bytes.indexOf(delimiter, end);
  }
  return "malformed";
}

class Refusal extends Error {
  constructor(readonly problem: SubmissionProblem) {
    super(problem);
  }
}

/**
 * Stops at the first field past a limit: half a million tiny fields cost no more than the first 101.
 * A repeated name counts each time it is sent; the last value wins, as in `JSON.parse`.
 */
async function readJson(body: ReadableStream<Uint8Array> | null): Promise<FormRead> {
  const tokenizer = new Tokenizer();
  const fields = new TokenParser({ paths: ["$.*"], keepStack: false });
  const values = new Map<string, string[]>();
  let first: TokenType | undefined;
  let count = 0;
  tokenizer.onToken = (token) => {
    first ??= token.token;
    if (first !== TokenType.LEFT_BRACE) throw new Refusal("malformed");
    fields.write(token);
  };
  fields.onValue = ({ key, value }) => {
    count += 1;
    if (count > formLimits.fields) throw new Refusal("too-many-fields");
    const name = String(key);
    const text = asText(value);
    if (tooLongName(name) || tooLongValue(text)) throw new Refusal("field-too-long");
    values.set(name, [text]);
  };

  const reader = body?.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const };
      if (chunk.done) break;
      bytes += chunk.value.byteLength;
      if (bytes > jsonBodyLimitBytes) throw new Refusal("json-too-large");
      tokenizer.write(chunk.value);
    }
    tokenizer.end();
    if (first === undefined || !fields.isEnded) return { ok: false, problem: "malformed" };
    return { ok: true, values, files: [] };
  } catch (error) {
    void reader?.cancel().catch(() => undefined);
    return { ok: false, problem: error instanceof Refusal ? error.problem : "malformed" };
  }
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
