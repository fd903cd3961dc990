/**
 * The inbox's HTML: the list of submissions and the short pages the plain endpoint answers with.
 * Every visitor-supplied value goes through the `html` tag, so it can only show up as text.
 */
import { paths } from "../../app/lib/paths";
import { type SafeHtml, html } from "./html";
import {
  type InboxListing,
  type SubmissionRecord,
  type UnreadableSubmission,
  newestFirst,
} from "./submission";

export const inboxPath = "/inbox";
export const inboxStylesheetPath = `${inboxPath}/inbox.css`;

export function attachmentPath(submissionId: string, storedName: string): string {
  return `${inboxPath}/files/${encodeURIComponent(submissionId)}/${encodeURIComponent(storedName)}`;
}

function htmlDocument(title: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <link rel="stylesheet" href="${inboxStylesheetPath}" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <main>${content}</main>
      </body>
    </html> `.markup;
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `dir="auto"` lets right-to-left answers read the right way round. */
function definitionList(entries: Record<string, string>, emptyText: string): SafeHtml {
  const pairs = Object.entries(entries);
  if (pairs.length === 0) return html`<p class="empty">${emptyText}</p>`;
  return html`<dl>
    ${pairs.map(
      ([name, value]) =>
        html`<div>
          <dt>${name}</dt>
          <dd dir="auto">${value}</dd>
        </div>`,
    )}
  </dl>`;
}

function submissionArticle(record: SubmissionRecord): SafeHtml {
  const headingId = `submission-${record.id}`;
  const subject = record.special._subject;
  const received = new Date(record.receivedAt);
  const receivedText = Number.isNaN(received.getTime()) ? record.receivedAt : timeFormat.format(received);
  return html`<article class="submission" aria-labelledby="${headingId}">
    <header>
      <h2 id="${headingId}" dir="auto">${subject || `Submission to ${record.formId}`}</h2>
      <p class="meta">
        Received <time datetime="${record.receivedAt}">${receivedText}</time> · form
        <code>${record.formId}</code> · ${record.kind === "ajax" ? "AJAX post" : "plain post"}
      </p>
    </header>
    <h3>Fields</h3>
    ${definitionList(record.fields, "No fields.")}
    <h3>Attachments</h3>
    ${
      record.attachments.length === 0
        ? html`<p class="empty">No attachments.</p>`
        : html`<ul class="attachments">
            ${record.attachments.map(
              (file) =>
                html`<li>
                  <a href="${attachmentPath(record.id, file.storedName)}">${file.name}</a>
                  <span class="file-facts">(${formatBytes(file.size)}, ${file.type})</span>
                </li>`,
            )}
          </ul>`
    }
    <h3>Service fields</h3>
    ${definitionList(record.special, "None.")}
  </article>`;
}

/** A record file that could not be read: say that something arrived and what is left of it. */
function unreadableArticle(entry: UnreadableSubmission): SafeHtml {
  const headingId = `submission-${entry.id}`;
  const received = new Date(entry.receivedAt);
  const receivedText = Number.isNaN(received.getTime()) ? entry.receivedAt : timeFormat.format(received);
  return html`<article class="submission unreadable" aria-labelledby="${headingId}">
    <header>
      <h2 id="${headingId}">A submission that could not be read</h2>
      <p class="meta">
        Received about <time datetime="${entry.receivedAt}">${receivedText}</time> · submission
        <code>${entry.id}</code>
      </p>
    </header>
    <p>
      Its record (<code>${entry.id}.json</code>, ${formatBytes(entry.recordSize)}) is damaged or incomplete,
      so its fields cannot be shown here. It is still in the inbox folder; open it there to see what is left.
    </p>
    <h3>Files found</h3>
    ${
      entry.files.length === 0
        ? html`<p class="empty">No attachment folder.</p>`
        : html`<ul class="attachments">
            ${entry.files.map((name) => html`<li><code>${name}</code></li>`)}
          </ul>`
    }
  </article>`;
}

/** How many submissions one page of the inbox shows: a long inbox never becomes one huge page. */
export const submissionsPerPage = 25;

/** Records and unreadable record files together, newest first. */
function entryArticles(
  records: readonly SubmissionRecord[],
  unreadable: readonly UnreadableSubmission[],
): { id: string; receivedAt: string; article: () => SafeHtml }[] {
  const entries = [
    ...records.map((record) => ({
      id: record.id,
      receivedAt: record.receivedAt,
      article: () => submissionArticle(record),
    })),
    ...unreadable.map((entry) => ({
      id: entry.id,
      receivedAt: entry.receivedAt,
      article: () => unreadableArticle(entry),
    })),
  ];
  return entries.sort(newestFirst);
}

/** The page number asked for, or the first page for anything that is not a whole number. */
export function inboxPageNumber(query: string | undefined): number {
  const page = Number(query);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * One page of the inbox, newest first. Record files the store could not read are shown too,
 * never hidden. A page number past the end shows the last page.
 */
export function renderInboxPage({ records, unreadable }: InboxListing, requestedPage = 1): string {
  const total = records.length + unreadable.length;
  const count = total === 1 ? "1 submission" : `${total} submissions`;
  const unreadableNote = unreadable.length === 0 ? "" : ` ${unreadable.length} of them could not be read.`;
  const pages = Math.max(1, Math.ceil(total / submissionsPerPage));
  const page = Math.min(requestedPage, pages);
  const first = (page - 1) * submissionsPerPage;
  const shown = entryArticles(records, unreadable).slice(first, first + submissionsPerPage);
  const pageLink = (number: number, label: string) =>
    html`<a href="${inboxPath}?page=${String(number)}">${label}</a>`;
  const pager =
    pages === 1
      ? html``
      : html`<nav class="pager" aria-label="Inbox pages">
          <p>Page ${String(page)} of ${String(pages)}</p>
          ${page > 1 ? pageLink(page - 1, "Newer submissions") : html``}
          ${page < pages ? pageLink(page + 1, "Older submissions") : html``}
        </nav>`;
  return htmlDocument(
    "Form inbox · Ivory & Adire",
    html`<h1>Form inbox</h1>
      <p class="lead">
        What the site's forms sent to this local stand-in for FormSubmit, newest first. Nothing leaves this
        computer: the submissions are kept in the server's inbox folder (<code>INBOX_DIR</code>).
      </p>
      ${
        total === 0
          ? html`<p>
              No submissions yet. Send a form on <a href="${paths.contact}">the site</a>, then reload this
              page.
            </p>`
          : html`<p>
                ${count}.${unreadableNote} Showing ${String(first + 1)}–${String(first + shown.length)}.
              </p>
              ${shown.map((entry) => entry.article())} ${pager}`
      }`,
  );
}

export interface MessagePage {
  title: string;
  paragraphs: readonly string[];
}

/** The small pages a plain (non-AJAX) post answers with: thank you, too large, and errors. */
export function renderMessagePage({ title, paragraphs }: MessagePage): string {
  return htmlDocument(
    `${title} · Ivory & Adire`,
    html`<h1>${title}</h1>
      ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
      <p class="links">
        <a href="${paths.home}">Back to the site</a> · <a href="${inboxPath}">Open the form inbox</a>
      </p>`,
  );
}
