/**
 * The local form inbox: FormSubmit's two endpoints, answered the way the real service answers
 * (docs/form-service.md), plus a page to read what arrived. It lets `npm start` offer working forms with no account and no
 * internet connection; the site's forms post here because the build points them at this server.
 * Who may post and who may read: inbox-access.ts.
 */
import { readFile } from "node:fs/promises";
import { getConnInfo } from "@hono/node-server/conninfo";
import { paths } from "../../app/lib/paths";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { clientKey } from "../client-key";
import { loopbackHosts } from "../server-config";
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
import { isOwnOrigin, isThisComputer, onlyThisComputer } from "./inbox-access";
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
import {
  type SubmissionProblem,
  formLimits,
  jsonBodyLimitBytes,
  mediaTypeOf,
  readSubmission,
} from "./read-submission";
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
  /**
   * Who sent a request: the socket's address, never a header; undefined for a request made inside
   * this process without a socket. Tests give each request one.
   */
  clientAddress?: (c: Context) => string | undefined;
  /** The Host names the server answers to (server-config.ts): its own origins may post. */
  ownHosts?: readonly string[];
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
export const jsonTooLargeMessage = `The form sent as JSON is larger than it can take: ${jsonBodyLimitBytes / 1024} KB at most, which holds any form's text. Send photos and other files as multipart form data.`;
export const textTooLargeMessage = `The form's text is longer than it can take: ${(bodyLimitBytes / (1024 * 1024)).toFixed(1)} MB at most.`;
export const controlCharacterMessage =
  "A file's name (or a field's name) holds a control character, an invisible character such as U+0001 that a form cannot carry. Rename the file and send the form again.";
export const otherSiteMessage =
  "This form was sent from another website. The studio's form inbox takes forms from its own site only: open the site and send the form there.";
export const inboxFullMessage =
  "The studio's inbox is full right now. Your message was not sent: please reach the studio on WhatsApp or by phone.";

/** Seconds a refused client is told to wait: a post in flight takes moments; a full disk, longer. */
const busyRetrySeconds = 5;
const inboxFullRetrySeconds = 300;

const problems: Record<SubmissionProblem, { status: 400 | 413 | 415; message: string }> = {
  "too-large": { status: 413, message: tooLargeMessage },
  "json-too-large": { status: 413, message: jsonTooLargeMessage },
  "text-too-large": { status: 413, message: textTooLargeMessage },
  "control-character": { status: 400, message: controlCharacterMessage },
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
  ownHosts = loopbackHosts,
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
  /** Whether a request comes from this computer, to whom the message pages offer the inbox. */
  const fromThisComputer = (c: Context) => isThisComputer(clientAddress(c), c.req.url);

  // Every page and file of the inbox; the routes below match no path these do not.
  inbox.use(inboxPath, onlyThisComputer(clientAddress));
  inbox.use(`${inboxPath}/*`, onlyThisComputer(clientAddress));

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

  /**
   * Cuts a body over its limit, from its Content-Length before a byte is read when it has one. A
   * JSON body is read by readSubmission, which counts its bytes and fields as they arrive; Hono's
   * limit would first take in a body sent without a length whole.
   */
  const limitBody = (kind: SubmissionKind): MiddlewareHandler => {
    const photos = bodyLimit({ maxSize: bodyLimitBytes, onError: (c) => refuse(c, kind, "too-large") });
    const text = bodyLimit({ maxSize: bodyLimitBytes, onError: (c) => refuse(c, kind, "text-too-large") });
    return async (c, next) => {
      const mediaType = mediaTypeOf(c.req.header("Content-Type"));
      if (mediaType === "multipart/form-data") return photos(c, next);
      if (mediaType !== "application/json") return text(c, next);
      const length = Number(c.req.header("Content-Length"));
      if (length > jsonBodyLimitBytes) return refuse(c, kind, "json-too-large");
      await next();
    };
  };

  /**
   * A browser post from a page of another site is refused before anything else: that site is
   * using a visitor's browser, and whatever it sends is not the studio's business.
   */
  const fromTheSite =
    (kind: SubmissionKind): MiddlewareHandler =>
    async (c, next) => {
      if (!isOwnOrigin(c.req.header("Origin"), c.req.url, ownHosts)) {
        return refuseWith(c, kind, 403, otherSiteMessage);
      }
      await next();
    };

  /** Runs before the body is read, so a refused post costs no memory; the slot is freed however it ends. */
  const limitClient =
    (kind: SubmissionKind): MiddlewareHandler =>
    async (c, next) => {
      const client = clientKey(clientAddress(c) ?? "unknown");
      const release = inFlight.tryAcquire(client);
      if (!release) return refuseWith(c, kind, 429, busyMessage, busyRetrySeconds);
      try {
        const rate = postRate.take(client);
        if (!rate.ok) {
          return refuseWith(c, kind, 429, tooManyPostsMessage, rate.retryAfterSeconds);
        }
        if (!(await hasRoom())) {
          return refuseWith(c, kind, 503, inboxFullMessage, inboxFullRetrySeconds);
        }
        await next();
      } finally {
        release();
      }
    };

  // The real AJAX endpoint answers calls from any origin (docs/form-service.md). This one takes
  // posts from the site only, so it lets only the site's own origins read its answers. Only the
  // headers a form's script sends are allowed, never one that would pose as a proxy's.
  inbox.use(
    "/ajax/:id",
    cors({
      origin: (origin, c) => (isOwnOrigin(origin, c.req.url, ownHosts) ? origin : null),
      allowMethods: ["POST"],
      allowHeaders: ["Content-Type", "Accept"],
    }),
  );
  inbox.post("/ajax/:id", fromTheSite("ajax"), limitClient("ajax"), limitBody("ajax"), (c) =>
    receive(c, "ajax"),
  );
  inbox.post("/:id", fromTheSite("plain"), limitClient("plain"), limitBody("plain"), (c) =>
    receive(c, "plain"),
  );

  async function receive(c: Context, kind: SubmissionKind): Promise<Response> {
    const read = await readSubmission(c.req, c.req.param("id") ?? "", kind, store);
    if (!read.ok) return refuse(c, kind, read.problem);
    const { submission } = read;
    // A filled honeypot means a bot: say thank you as usual, keep nothing.
    if (submission.special[specialFields.honeypot]) {
      await discardStagedFiles(submission.files);
      return succeed(c, submission, fromThisComputer(c));
    }
    try {
      // The same order sent again (its answer was lost) is thanked again and stored once.
      const saved = await store.saveOnce(submission);
      if (saved.stored) onSubmission?.(saved.record);
    } catch (error) {
      console.error("The form inbox could not store a submission:", error);
      const message = "The submission could not be saved. Look at the server's terminal.";
      return kind === "ajax"
        ? c.json(failureAnswer(message), 500)
        : c.html(renderMessagePage({ title: "Not saved", paragraphs: [message] }), 500);
    }
    return succeed(c, submission, fromThisComputer(c));
  }

  function refuse(c: Context, kind: SubmissionKind, problem: SubmissionProblem): Response {
    const { status, message } = problems[problem];
    return refuseWith(c, kind, status, message);
  }

  /** A refusal in the endpoint's own form: FormSubmit's failure JSON, or a page for a plain post. */
  function refuseWith(
    c: Context,
    kind: SubmissionKind,
    status: 400 | 403 | 413 | 415 | 429 | 503,
    message: string,
    retryAfterSeconds?: number,
  ): Response {
    if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
    if (kind === "ajax") return c.json(failureAnswer(message), status);
    const page = { title: "Not sent", paragraphs: [message], inboxLink: fromThisComputer(c) };
    return c.html(renderMessagePage(page), status);
  }

  return inbox;
}

/**
 * The socket's peer. No header (`X-Forwarded-For`, `Forwarded`) is believed: the inbox runs on this
 * computer with no proxy in front. A request made without a socket (`app.request` in tests) has
 * none: undefined, and for the per-client limits all such requests count as one client.
 */
function socketAddress(c: Context): string | undefined {
  let connection;
  try {
    connection = getConnInfo(c);
  } catch {
    return undefined;
  }
  // A socket that has closed no longer knows its peer: a stranger, as far as the inbox can tell.
  return connection.remote.address ?? "unknown";
}

function succeed(c: Context, { kind, special }: IncomingSubmission, inboxLink: boolean): Response {
  if (kind === "ajax") return c.json(successAnswer);
  const next = special[specialFields.next];
  const target = redirectTarget(next, new URL(c.req.url).host, paths.thankYou);
  if ("location" in target) return c.redirect(target.location, 302);
  const paragraphs = [
    inboxLink
      ? "Your form was received and is waiting in the local form inbox."
      : "Your form was received and is waiting in the form inbox of the computer that runs the site.",
  ];
  if (target.problem === "not-absolute") {
    paragraphs.push(
      `The _next field (${next}) is not an absolute http(s) address, so this page is shown instead.`,
    );
  }
  return c.html(renderMessagePage({ title: "Thank you", paragraphs, inboxLink }));
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
