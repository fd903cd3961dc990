/** The inbox's pages: every value a visitor sent goes through the `html` tag, so it can only be text. */
import { groupCodePattern } from "../../app/lib/group-link";
import { paths } from "../../app/lib/paths";
import { type SafeHtml, html } from "./html";
import { type GroupSearch, type InboxEntry, type InboxPage, groupSearchLimit } from "./inbox-store";
import type { PreviewValue, RecordPreview } from "./record-preview";
import type { StoredAttachment, SubmissionRecord, UnreadableSubmission } from "./submission";

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

/** Letters that reorder the text around them: shown by name, they cannot disguise a file name. */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function visibleName(name: string): string {
  return name.replace(
    bidiControls,
    (control) => `⟨U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`,
  );
}

export function submissionPath(id: string): string {
  return `${inboxPath}/submissions/${encodeURIComponent(id)}`;
}

function definitionList(entries: readonly PreviewValue[], emptyText: string, wholePath: string): SafeHtml {
  if (entries.length === 0) return html`<p class="empty">${emptyText}</p>`;
  return html`<dl>
    ${entries.map(({ name, text, length }) => {
      const rest = (length - text.length).toLocaleString("en-GB");
      const more =
        length > text.length
          ? html`<span class="cut">… <a href="${wholePath}">${rest} more characters</a></span>`
          : "";
      // No white space around the value: the page keeps a value's own (pre-wrap).
      return html`<div>
        <dt>${name}</dt>
        <dd dir="auto">${text}${more}</dd>
      </div>`;
    })}
  </dl>`;
}

function attachmentItem(id: string, file: StoredAttachment): SafeHtml {
  const sent = visibleName(file.name);
  const sentAs = sent === file.storedName ? "" : html`; sent as “<bdi>${sent}</bdi>”`;
  const facts = html`<span class="file-facts">(${formatBytes(file.size)}, ${file.type}${sentAs})</span>`;
  return html`<li><a href="${attachmentPath(id, file.storedName)}">${file.storedName}</a> ${facts}</li>`;
}

function receivedText(receivedAt: string): string {
  const received = new Date(receivedAt);
  return Number.isNaN(received.getTime()) ? receivedAt : timeFormat.format(received);
}

function sameReferenceNote({ reference, sameReferenceAs }: RecordPreview): SafeHtml {
  if (!sameReferenceAs) return html``;
  return html`<p class="same-reference">
    Same reference as an <a href="${submissionPath(sameReferenceAs)}">earlier submission</a>, different
    content: <code>${reference ?? ""}</code>. Compare the two before acting on either.
  </p>`;
}

function submissionArticle(preview: RecordPreview, { whole = false } = {}): SafeHtml {
  const { id, formId, receivedAt, kind, fields, special, attachments, omitted } = preview;
  const headingId = `submission-${id}`;
  const wholePath = submissionPath(id);
  const subject = special.find((entry) => entry.name === "_subject")?.text;
  const heading = subject || `Submission to ${formId}`;
  const group =
    fields
      .find((entry) => entry.name === "group")
      ?.text.trim()
      .toUpperCase() ?? "";
  const groupLink = groupCodePattern.test(group)
    ? html` · <a href="${inboxPath}?group=${group}">every order of group ${group}</a>`
    : "";
  return html`<article class="submission" aria-labelledby="${headingId}">
    <header>
      ${
        whole
          ? html`<h1 id="${headingId}" dir="auto">${heading}</h1>`
          : html`<h2 id="${headingId}" dir="auto"><a href="${wholePath}">${heading}</a></h2>`
      }
      <p class="meta">
        Received <time datetime="${receivedAt}">${receivedText(receivedAt)}</time> · form
        <code>${formId}</code> · ${kind === "ajax" ? "AJAX post" : "plain post"}${groupLink}
      </p>
      ${sameReferenceNote(preview)}
    </header>
    <h3>Fields</h3>
    ${definitionList(fields, "No fields.", wholePath)}
    ${
      omitted > 0
        ? html`<p class="cut">
            ${omitted === 1 ? "1 more field" : `${String(omitted)} more fields`} not shown here:
            <a href="${wholePath}">open the whole submission</a>.
          </p>`
        : ""
    }
    <h3>Attachments</h3>
    ${
      attachments.length === 0
        ? html`<p class="empty">No attachments.</p>`
        : html`<ul class="attachments">
            ${attachments.map((file) => attachmentItem(id, file))}
          </ul>`
    }
    <h3>Service fields</h3>
    ${definitionList(special, "None.", wholePath)}
  </article>`;
}

function unreadableArticle(entry: UnreadableSubmission): SafeHtml {
  const headingId = `submission-${entry.id}`;
  return html`<article class="submission unreadable" aria-labelledby="${headingId}">
    <header>
      <h2 id="${headingId}">A submission that could not be read</h2>
      <p class="meta">
        Received about <time datetime="${entry.receivedAt}">${receivedText(entry.receivedAt)}</time> ·
        submission <code>${entry.id}</code>
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
            ${entry.files.map((name) => html`<li><code>${visibleName(name)}</code></li>`)}
          </ul>`
    }
  </article>`;
}

function largeArticle(entry: Extract<InboxEntry, { kind: "large" }>): SafeHtml {
  const headingId = `submission-${entry.id}`;
  return html`<article class="submission" aria-labelledby="${headingId}">
    <header>
      <h2 id="${headingId}"><a href="${submissionPath(entry.id)}">Submission ${entry.id}</a></h2>
      <p class="meta">
        Received <time datetime="${entry.receivedAt}">${receivedText(entry.receivedAt)}</time>
      </p>
    </header>
    <p>Its record (${formatBytes(entry.size)}) is too large to show on this page: open it on its own.</p>
  </article>`;
}

function entryArticle(entry: InboxEntry): SafeHtml {
  if (entry.kind === "record") return submissionArticle(entry.preview);
  if (entry.kind === "unreadable") return unreadableArticle(entry.unreadable);
  return largeArticle(entry);
}

export const submissionsPerPage = 25;

export function inboxPageNumber(query: string | undefined): number {
  const page = Number(query);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function renderInboxPage({ total, page, pages, first, entries }: InboxPage): string {
  const count = total === 1 ? "1 submission" : `${total} submissions`;
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
          : html`<p>${count}. Showing ${String(first + 1)}–${String(first + entries.length)}.</p>
              ${entries.map(entryArticle)} ${pager}`
      }`,
  );
}

/** One group order's submissions together (`/inbox?group=GR-K7QM`), found by their `group` field. */
export function renderGroupPage(code: string, { previews, total }: GroupSearch): string {
  const count = previews.length === 1 ? "1 order" : `${previews.length} orders`;
  const searched =
    total > groupSearchLimit
      ? html` Only the newest ${groupSearchLimit.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")}
        submissions were searched.`
      : "";
  return htmlDocument(
    `Group ${code} · Form inbox`,
    html`<p class="links"><a href="${inboxPath}">All submissions</a></p>
      <h1>Group <code>${code}</code></h1>
      <p class="lead">${count} with this group code, newest first.${searched}</p>
      ${previews.map((preview) => submissionArticle(preview))}`,
  );
}

export function renderSubmissionPage(record: SubmissionRecord): string {
  const whole = (entries: Record<string, string>): PreviewValue[] =>
    Object.entries(entries).map(([name, text]) => ({ name, text, length: text.length }));
  const subject = record.special._subject;
  return htmlDocument(
    `${subject || `Submission ${record.id}`} · Form inbox`,
    html`<p class="links"><a href="${inboxPath}">All submissions</a></p>
      ${submissionArticle(
        { ...record, fields: whole(record.fields), special: whole(record.special), omitted: 0 },
        { whole: true },
      )}`,
  );
}

export interface MessagePage {
  title: string;
  paragraphs: readonly string[];
  /** Not for a visitor on the network, who may not open it. */
  inboxLink?: boolean;
}

export function renderMessagePage({ title, paragraphs, inboxLink = true }: MessagePage): string {
  return htmlDocument(
    `${title} · Ivory & Adire`,
    html`<h1>${title}</h1>
      ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
      <p class="links">
        <a href="${paths.home}">Back to the site</a>${
          inboxLink ? html` · <a href="${inboxPath}">Open the form inbox</a>` : html``
        }
      </p>`,
  );
}
