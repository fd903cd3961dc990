/**
 * The local form inbox: FormSubmit's two endpoints, answered the way the real service answers
 * (docs/form-service.md), plus a page to read what arrived. It lets `npm start` offer working forms with no account and no
 * internet connection; the site's forms post here because the build points them at this server.
 */
import { readFile } from "node:fs/promises";
import { getConnInfo } from "@hono/node-server/conninfo";
import { paths } from "../../app/lib/paths";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { clientKey } from "../client-key";
import {
  createInFlightLimiter,
  createRateLimiter,
  defaultMaxPostsInFlight,
  defaultPostWindowMs,
  defaultPostsPerWindow,
} from "./client-limits";
import { type StatFs, createDiskSpaceCheck, defaultMinFreeBytes } from "./disk-space";
import {
  bodyLimitBytes,
  failureAnswer,
  redirectTarget,
  specialFields,
  successAnswer,
  tooLargeMessage,
} from "./form-protocol";
import {
  inboxPageNumber,
  inboxPath,
  inboxStylesheetPath,
  renderInboxPage,
  renderMessagePage,
  renderSubmissionPage,
  submissionsPerPage,
} from "./inbox-page";
import { type InboxStore, discardStagedFiles } from "./inbox-store";
import { type SubmissionProblem, formLimits, readSubmission } from "./read-submission";
import type { IncomingSubmission, SubmissionKind, SubmissionRecord } from "./submission";

/** What one client may send, and the disk space the inbox keeps free. */
export interface InboxLimits {
  /** Posts one client may have in flight at once. */
  maxPostsInFlight: number;
  /** Posts one client may send per `postWindowMs`. */
  postsPerWindow: number;
  postWindowMs: number;
  /** Posts are refused while less than this is free on the inbox's disk. */
  minFreeBytes: number;
}

export const defaultInboxLimits: InboxLimits = {
  maxPostsInFlight: defaultMaxPostsInFlight,
  postsPerWindow: defaultPostsPerWindow,
  postWindowMs: defaultPostWindowMs,
  minFreeBytes: defaultMinFreeBytes,
};

export interface InboxOptions extends Partial<InboxLimits> {
  store: InboxStore;
  /** Called after a submission is stored, e.g. to mention it in the terminal. */
  onSubmission?: (record: SubmissionRecord) => void;
  /** Who sent a request: the socket's address, never a header. Tests give each request one. */
  clientAddress?: (c: Context) => string;
  /** Reads the free space of a file system; tests fake a full disk with it. */
  statfs?: StatFs;
  now?: () => number;
}

export const busyMessage =
  "Another form from this address is still being sent. Please wait a moment, then send this one again.";
export const tooManyPostsMessage =
  "Too many forms sent from this address. Please wait a few minutes, or reach the studio on WhatsApp.";
export const tooManyFieldsMessage = `The form has more fields than it can take: ${formLimits.fields} at most, and ${formLimits.files} files.`;
export const fieldTooLongMessage = `A field of the form is longer than it can take: a value may hold ${formLimits.fieldSize / 1024} KB of text and a field's name ${formLimits.fieldNameSize} bytes.`;
export const inboxFullMessage =
  "The studio's inbox is full right now. Your message was not sent: please reach the studio on WhatsApp or by phone.";

/** Seconds a refused client is told to wait: a post in flight takes moments; a full disk, longer. */
const busyRetrySeconds = 5;
const inboxFullRetrySeconds = 300;

const problems: Record<SubmissionProblem, { status: 400 | 413 | 415; message: string }> = {
  "too-large": { status: 413, message: tooLargeMessage },
  "unsupported-type": {
    status: 415,
    message: "Send the form as urlencoded, multipart or JSON data.",
  },
  malformed: { status: 400, message: "The form data could not be read." },
  "too-many-fields": { status: 413, message: tooManyFieldsMessage },
  "field-too-long": { status: 413, message: fieldTooLongMessage },
};

/** Images the browser may show directly; anything else (HTML, SVG, PDF…) downloads instead. */
const inlineImageTypes = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);

export function createInbox({
  store,
  onSubmission,
  clientAddress = socketAddress,
  statfs,
  now,
  ...limits
}: InboxOptions): Hono {
  // A limit passed as undefined keeps its default rather than turning the limit off.
  const limit = (name: keyof InboxLimits) => limits[name] ?? defaultInboxLimits[name];
  const [maxPostsInFlight, postsPerWindow, postWindowMs, minFreeBytes] = [
    limit("maxPostsInFlight"),
    limit("postsPerWindow"),
    limit("postWindowMs"),
    limit("minFreeBytes"),
  ];
  const inFlight = createInFlightLimiter(maxPostsInFlight);
  const postRate = createRateLimiter({ limit: postsPerWindow, windowMs: postWindowMs, now });
  const hasRoom = createDiskSpaceCheck({ dir: store.dir, minFreeBytes, statfs, now });
  const inbox = new Hono();
  let stylesheet: Promise<Buffer> | undefined;

  const showInbox = async (c: Context) => {
    c.header("Cache-Control", "no-store");
    return c.html(
      renderInboxPage(await store.page(inboxPageNumber(c.req.query("page")), submissionsPerPage)),
    );
  };
  inbox.get(inboxPath, showInbox);
  inbox.get(`${inboxPath}/`, showInbox);

  inbox.get(`${inboxPath}/submissions/:id`, async (c) => {
    c.header("Cache-Control", "no-store");
    const record = await store.record(c.req.param("id"));
    if (!record) {
      const paragraphs = ["There is no readable submission by that name in the inbox."];
      return c.html(renderMessagePage({ title: "Not found", paragraphs }), 404);
    }
    return c.html(renderSubmissionPage(record));
  });

  inbox.get(inboxStylesheetPath, async (c) => {
    stylesheet ??= readFile(new URL("./inbox-page.css", import.meta.url));
    return c.body(new Uint8Array(await stylesheet), 200, {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  });

  inbox.get(`${inboxPath}/files/:submission/:name`, async (c) => {
    const found = await store.findAttachment(c.req.param("submission"), c.req.param("name"));
    const bytes = found ? await readFile(found.filePath).catch(() => null) : null;
    if (!found || !bytes) return c.text("Not found", 404);
    const { type, storedName } = found.attachment;
    const disposition = inlineImageTypes.has(type.toLowerCase()) ? "inline" : "attachment";
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": isMediaType(type) ? type : "application/octet-stream",
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(disposition, storedName),
      "Cache-Control": "no-store",
      // Whatever a visitor uploaded, it never runs as a page of this origin.
      "Content-Security-Policy": "sandbox",
    });
  });

  const limitBody = (kind: SubmissionKind) =>
    bodyLimit({ maxSize: bodyLimitBytes, onError: (c) => refuse(c, kind, "too-large") });

  /** Runs before the body is read, so a refused post costs no memory; the slot is freed however it ends. */
  const limitClient =
    (kind: SubmissionKind): MiddlewareHandler =>
    async (c, next) => {
      const client = clientKey(clientAddress(c));
      const release = inFlight.tryAcquire(client);
      if (!release) return refuseWith(c, kind, 429, busyMessage, busyRetrySeconds);
      try {
        const rate = postRate.take(client);
        if (!rate.ok) return refuseWith(c, kind, 429, tooManyPostsMessage, rate.retryAfterSeconds);
        if (!(await hasRoom())) return refuseWith(c, kind, 503, inboxFullMessage, inboxFullRetrySeconds);
        await next();
      } finally {
        release();
      }
    };

  // The real AJAX endpoint accepts calls from any origin; so does this one, refusals included. Only
  // the headers a form's script sends are allowed, never one that would pose as a proxy's.
  inbox.use(
    "/ajax/:id",
    cors({ origin: "*", allowMethods: ["POST"], allowHeaders: ["Content-Type", "Accept"] }),
  );
  inbox.post("/ajax/:id", limitClient("ajax"), limitBody("ajax"), (c) => receive(c, "ajax"));
  inbox.post("/:id", limitClient("plain"), limitBody("plain"), (c) => receive(c, "plain"));

  async function receive(c: Context, kind: SubmissionKind): Promise<Response> {
    const read = await readSubmission(c.req, c.req.param("id") ?? "", kind, store);
    if (!read.ok) return refuse(c, kind, read.problem);
    const { submission } = read;
    // A filled honeypot means a bot: say thank you as usual, keep nothing.
    if (submission.special[specialFields.honeypot]) {
      await discardStagedFiles(submission.files);
      return succeed(c, submission);
    }
    try {
      const record = await store.save(submission);
      onSubmission?.(record);
    } catch (error) {
      console.error("The form inbox could not store a submission:", error);
      const message = "The submission could not be saved. Look at the server's terminal.";
      return kind === "ajax"
        ? c.json(failureAnswer(message), 500)
        : c.html(renderMessagePage({ title: "Not saved", paragraphs: [message] }), 500);
    }
    return succeed(c, submission);
  }

  return inbox;
}

function refuse(c: Context, kind: SubmissionKind, problem: SubmissionProblem): Response {
  const { status, message } = problems[problem];
  return refuseWith(c, kind, status, message);
}

/** A refusal in the endpoint's own form: FormSubmit's failure JSON, or a page for a plain post. */
function refuseWith(
  c: Context,
  kind: SubmissionKind,
  status: 400 | 413 | 415 | 429 | 503,
  message: string,
  retryAfterSeconds?: number,
): Response {
  if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
  return kind === "ajax"
    ? c.json(failureAnswer(message), status)
    : c.html(renderMessagePage({ title: "Not sent", paragraphs: [message] }), status);
}

/**
 * The socket's peer. No header (`X-Forwarded-For`, `Forwarded`) is believed: the inbox runs on this
 * computer with no proxy in front. Requests made without a socket (`app.request` in tests) all
 * count as one client.
 */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

function succeed(c: Context, { kind, special }: IncomingSubmission): Response {
  if (kind === "ajax") return c.json(successAnswer);
  const next = special[specialFields.next];
  const target = redirectTarget(next, new URL(c.req.url).host, paths.thankYou);
  if ("location" in target) return c.redirect(target.location, 302);
  const paragraphs = ["Your form was received and is waiting in the local form inbox."];
  if (target.problem === "not-absolute") {
    paragraphs.push(
      `The _next field (${next}) is not an absolute http(s) address, so this page is shown instead.`,
    );
  }
  return c.html(renderMessagePage({ title: "Thank you", paragraphs }));
}

function isMediaType(type: string): boolean {
  return /^[\w.+-]+\/[\w.+-]+$/.test(type);
}

/** The plain `filename` is for old clients; `filename*` carries the exact name in UTF-8. */
function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
