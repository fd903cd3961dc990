/**
 * The local form inbox: FormSubmit's two endpoints, answered the way the real service answers, plus
 * a page to read what arrived. It lets `npm start` offer working forms with no account and no
 * internet connection; the site's forms post here because the build points them at this server.
 */
import { readFile } from "node:fs/promises";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import {
  bodyLimitBytes,
  failureAnswer,
  redirectTarget,
  specialFields,
  successAnswer,
  tooLargeMessage,
} from "./form-protocol";
import { inboxPath, inboxStylesheetPath, renderInboxPage, renderMessagePage } from "./inbox-page";
import type { InboxStore } from "./inbox-store";
import { type SubmissionProblem, readSubmission } from "./read-submission";
import type { IncomingSubmission, SubmissionKind, SubmissionRecord } from "./submission";

export interface InboxOptions {
  store: InboxStore;
  /** Called after a submission is stored, e.g. to mention it in the terminal. */
  onSubmission?: (record: SubmissionRecord) => void;
}

const problems: Record<SubmissionProblem, { status: 400 | 413 | 415; message: string }> = {
  "too-large": { status: 413, message: tooLargeMessage },
  "unsupported-type": {
    status: 415,
    message: "Send the form as urlencoded, multipart or JSON data.",
  },
  malformed: { status: 400, message: "The form data could not be read." },
};

/** Images the browser may show directly; anything else (HTML, SVG, PDF…) downloads instead. */
const inlineImageTypes = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);

export function createInbox({ store, onSubmission }: InboxOptions): Hono {
  const inbox = new Hono();
  let stylesheet: Promise<Buffer> | undefined;

  const showInbox = async (c: Context) => {
    c.header("Cache-Control", "no-store");
    return c.html(renderInboxPage(await store.list(), store.dir));
  };
  inbox.get(inboxPath, showInbox);
  inbox.get(`${inboxPath}/`, showInbox);

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

  // The real AJAX endpoint accepts calls from any origin; so does this one.
  inbox.use("/ajax/:id", cors({ origin: "*", allowMethods: ["POST"] }));
  inbox.post("/ajax/:id", limitBody("ajax"), (c) => receive(c, "ajax"));
  inbox.post("/:id", limitBody("plain"), (c) => receive(c, "plain"));

  async function receive(c: Context, kind: SubmissionKind): Promise<Response> {
    const read = await readSubmission(c.req, c.req.param("id") ?? "", kind);
    if (!read.ok) return refuse(c, kind, read.problem);
    const { submission } = read;
    // A filled honeypot means a bot: say thank you as usual, keep nothing.
    if (submission.special[specialFields.honeypot]) return succeed(c, submission);
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
  return kind === "ajax"
    ? c.json(failureAnswer(message), status)
    : c.html(renderMessagePage({ title: "Not sent", paragraphs: [message] }), status);
}

function succeed(c: Context, { kind, special }: IncomingSubmission): Response {
  if (kind === "ajax") return c.json(successAnswer);
  const next = special[specialFields.next];
  const target = redirectTarget(next);
  if (target) return c.redirect(target.href, 302);
  const paragraphs = ["Your form was received and is waiting in the local form inbox."];
  if (next) {
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
