// The only module that knows the form service (FormSubmit), so a new provider changes only this.
// What it relies on from the service, and its traps: docs/form-service.md.
import { buildSetting } from "./build-setting";
import { parseServiceAnswer, type SubmitResult } from "./form-answer";

// Sending by script is in form-submit.ts, fetched when a form is sent.
export { parseServiceAnswer, type SubmitResult };

// "/" (the local inbox) makes the URLs relative, so the site posts to itself wherever it is served.
const endpoint = buildSetting("VITE_FORM_ENDPOINT", import.meta.env.VITE_FORM_ENDPOINT).replace(/\/+$/, "");
const accountId = encodeURIComponent(buildSetting("VITE_FORM_ID", import.meta.env.VITE_FORM_ID));

// The service redirects a plain post to `_next`.
export const plainFormAction = `${endpoint}/${accountId}`;

// Always HTTP 200: the JSON body says whether it worked.
export const ajaxFormAction = `${endpoint}/ajax/${accountId}`;

// The studio's e-mails are built from every other field.
export const serviceFields = {
  next: "_next",
  subject: "_subject",
  captcha: "_captcha",
  honeypot: "_honey",
  // E-mailed to the address in `email`, after a plain post only (the AJAX address sends none).
  autoresponse: "_autoresponse",
} as const;
