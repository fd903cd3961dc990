/**
 * The inbox's HTML: the list of submissions and the short pages the plain endpoint answers with.
 * Every visitor-supplied value goes through the `html` tag, so it can only show up as text.
 */
import { paths } from "../../app/lib/paths";
import { type SafeHtml, html } from "./html";
import type { SubmissionRecord } from "./submission";

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

export function renderInboxPage(records: readonly SubmissionRecord[], inboxDir: string): string {
  const count = records.length === 1 ? "1 submission" : `${records.length} submissions`;
  return htmlDocument(
    "Form inbox · Ivory & Adire",
    html`<h1>Form inbox</h1>
      <p class="lead">
        What the site's forms sent to this local stand-in for FormSubmit, newest first. Nothing leaves this
        computer; the files are in <code>${inboxDir}</code>.
      </p>
      ${
        records.length === 0
          ? html`<p>
              No submissions yet. Send a form on <a href="${paths.contact}">the site</a>, then reload this
              page.
            </p>`
          : html`<p>${count}.</p>
              ${records.map(submissionArticle)}`
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
