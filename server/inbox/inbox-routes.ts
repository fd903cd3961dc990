/** FormSubmit's two endpoints, answered as the real service does (docs/form-service.md), and the inbox. */
import { readFile } from "node:fs/promises";
import { getConnInfo } from "@hono/node-server/conninfo";
import { groupCodePattern } from "../../app/lib/group-link";
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
  renderGroupPage,
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

export interface InboxLimits {
  maxPostsInFlight: number;
  postsPerWindow: number;
  postWindowMs: number;
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
  onSubmission?: (record: SubmissionRecord) => void;
  clientAddress?: (c: Context) => string | undefined;
  ownHosts?: readonly string[];
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

/** Anything else (HTML, SVG, PDF…) downloads rather than opening. */
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
  const fromThisComputer = (c: Context) => isThisComputer(clientAddress(c), c.req.url);

  inbox.use(inboxPath, onlyThisComputer(clientAddress));
  inbox.use(`${inboxPath}/*`, onlyThisComputer(clientAddress));

  const showInbox = async (c: Context) => {
    c.header("Cache-Control", "no-store");
    const group = c.req.query("group");
    if (group !== undefined) {
      const code = group.trim().toUpperCase();
      if (!groupCodePattern.test(code)) {
        const paragraphs = ["A group code is GR- and four to six letters and digits, like GR-K7QM."];
        return c.html(renderMessagePage({ title: "Not a group code", paragraphs }), 400);
      }
      return c.html(renderGroupPage(code, await store.group(code)));
    }
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
      "Content-Security-Policy": "sandbox",
    });
  });

  /** JSON is counted as it arrives: Hono's limit would first take in whole a body sent without a length. */
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

  const fromTheSite =
    (kind: SubmissionKind): MiddlewareHandler =>
    async (c, next) => {
      if (!isOwnOrigin(c.req.header("Origin"), c.req.url, ownHosts)) {
        return refuseWith(c, kind, 403, otherSiteMessage);
      }
      await next();
    };

  /** Before the body is read, so a refused post costs no memory. */
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

  // Unlike the real service, only the site's own origins, and never a header posing as a proxy's.
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
    // A bot: thanked as usual, nothing kept.
    if (submission.special[specialFields.honeypot]) {
      await discardStagedFiles(submission.files);
      return succeed(c, submission, fromThisComputer(c));
    }
    try {
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

/** No header (`X-Forwarded-For`) is believed: no proxy stands in front of a local inbox. */
function socketAddress(c: Context): string | undefined {
  let connection;
  try {
    connection = getConnInfo(c);
  } catch {
    return undefined;
  }
  // A closed socket no longer knows its peer: a stranger.
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

/** The plain `filename` is for old clients; `filename*` carries the exact name (RFC 6266). */
function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
