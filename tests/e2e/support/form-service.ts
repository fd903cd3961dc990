/**
 * Where the forms of the test build post. `npm test` builds with `--local` on the e2e port, so the
 * forms point at this project's own server and its inbox, exactly as scripts/build-site.ts says.
 */
import { localInboxEnv } from "../../../scripts/build-site";
import { e2ePort } from "./site";

const env = localInboxEnv(e2ePort);

function setting(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`scripts/build-site.ts no longer sets ${name} for a local build.`);
  return value;
}

const config = {
  VITE_SITE_URL: setting("VITE_SITE_URL"),
  VITE_FORM_ENDPOINT: setting("VITE_FORM_ENDPOINT"),
  VITE_FORM_ID: setting("VITE_FORM_ID"),
};

/** The configured site address: the forms' `_next` points at its /thank-you page. */
export const siteOrigin = config.VITE_SITE_URL;

/** The account id the build was configured with (the `:id` the inbox records as `formId`). */
export const formId = config.VITE_FORM_ID;

/** The endpoint as the build wrote it into the pages: "/studio" for a local build (the site itself). */
export const plainAction = `${config.VITE_FORM_ENDPOINT.replace(/\/+$/, "")}/${encodeURIComponent(formId)}`;

/** The service's plain endpoint, as the browser resolves it on the test site: a normal form post. */
export const plainEndpoint = new URL(plainAction, siteOrigin).href;

/** The service's AJAX endpoint: the order form's script posts here. */
export const ajaxEndpoint = new URL(
  `${config.VITE_FORM_ENDPOINT.replace(/\/+$/, "")}/ajax/${encodeURIComponent(formId)}`,
  siteOrigin,
).href;

export const thankYouUrl = `${siteOrigin}/thank-you`;

/** The real service's answers, word for word (docs/decisions/005-form-service.md). */
export const serviceAnswers = {
  success: { success: "true", message: "The form was submitted successfully." },
  activationNeeded: {
    success: "false",
    message:
      "This form needs Activation. We've sent you an email containing an 'Activate Form' button. Please click the button in the email to activate the form.",
  },
} as const;

/**
 * Where the order form's script lands once the service took the order: the thank-you page, naming
 * the order's reference (`IA-2611-K7QM`: no 0/O, 1/I/L).
 */
export const orderThankYou = /\/thank-you\?reference=IA-\d{4}-[A-HJKMNP-Z2-9]{4}$/;

/** The `reference` field every order sent by the form's script carries. */
export const orderReference = /^IA-\d{4}-[A-HJKMNP-Z2-9]{4}$/;
