/**
 * The only module that knows the form service (FormSubmit): its addresses, its special fields and
 * the shape of its answers. Swap the provider here and nothing else changes.
 * What it relies on from the service, and its traps: docs/form-service.md.
 */
import { buildSetting } from "./build-setting";

/** "/" (the local inbox) makes the addresses relative: the site posts to itself, wherever it is opened. */
const endpoint = buildSetting("VITE_FORM_ENDPOINT", import.meta.env.VITE_FORM_ENDPOINT).replace(/\/+$/, "");
const accountId = encodeURIComponent(buildSetting("VITE_FORM_ID", import.meta.env.VITE_FORM_ID));

/** Plain browser post: the service redirects to `_next` afterwards. */
export const plainFormAction = `${endpoint}/${accountId}`;

/** Script post: the service answers JSON (always HTTP 200; the body says whether it worked). */
export const ajaxFormAction = `${endpoint}/ajax/${accountId}`;

/** Special field names the service reads; the e-mails the studio gets are built from the rest. */
export const serviceFields = {
  next: "_next",
  subject: "_subject",
  captcha: "_captcha",
  honeypot: "_honey",
} as const;

/** A request the service has not answered in this long is treated as a network failure. */
export const requestTimeoutMs = 30_000;

/** The answer the spec names as success besides `success: true`. */
const successMessage = "Form submitted successfully";

export type SubmitResult =
  | { outcome: "success" }
  | { outcome: "rejected"; message: string }
  | { outcome: "network-error"; error: unknown };

/**
 * Reads the service's AJAX answer. `success` arrives as the *string* "true" or "false", and
 * "false" is truthy in JavaScript, so only an exact "true" (or the success message) counts.
 */
export function parseServiceAnswer(body: unknown): SubmitResult {
  if (typeof body !== "object" || body === null) {
    return { outcome: "rejected", message: "The form service sent an answer that is not JSON." };
  }
  const { success, message } = body as { success?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : "";
  if (String(success) === "true" || text.trim().replace(/\.$/, "") === successMessage) {
    return { outcome: "success" };
  }
  return { outcome: "rejected", message: text || "The form service did not accept the form." };
}

export interface SubmitOptions {
  /** Aborts the request from outside (e.g. the page is left). */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Sends a form to the service's AJAX endpoint as multipart. Never throws: every way it can fail
 * comes back as a result the page can explain to the visitor.
 */
export async function submitForm(data: FormData, options: SubmitOptions = {}): Promise<SubmitResult> {
  const { timeoutMs = requestTimeoutMs, fetchImpl = fetch } = options;
  // A plain timer (not AbortSignal.timeout) so that fake clocks in tests control it too. It covers
  // the whole exchange, body included: a stalled answer is as lost as no answer.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("The form service did not answer.")), timeoutMs);
  const abortWithOuter = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", abortWithOuter, { once: true });
  try {
    const response = await fetchImpl(ajaxFormAction, {
      method: "POST",
      body: data,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    // An HTML page (an ad blocker, a captcha, an error page) makes json() throw: a failure.
    const answer = parseServiceAnswer(await response.json());
    if (!response.ok && answer.outcome === "success") {
      return { outcome: "rejected", message: `The form service answered ${response.status}.` };
    }
    return answer;
  } catch (error) {
    return { outcome: "network-error", error };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortWithOuter);
  }
}
