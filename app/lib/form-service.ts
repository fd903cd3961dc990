/**
 * The only module that knows the form service (FormSubmit): its addresses, its special fields and
 * the shape of its answers. Swap the provider here and nothing else changes.
 * What it relies on from the service, and its traps: docs/form-service.md.
 */
import { buildSetting } from "./build-setting";
import { parseServiceAnswer, type SubmitResult } from "./form-answer";

export { parseServiceAnswer, type SubmitResult };

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

/**
 * A request that has made no progress for this long (no byte sent, no byte of the answer) is taken as
 * a dead connection. The clock restarts on every step, so a slow upload that is still moving (a
 * bride's photos over 2G can take minutes) is never abandoned.
 */
export const stallTimeoutMs = 30_000;

export interface SubmitProgress {
  /** Bytes of the request sent so far, and in all. */
  sent: number;
  total: number;
}

export interface SubmitOptions {
  /** Aborts the request from outside (e.g. the page is left). */
  signal?: AbortSignal;
  stallTimeoutMs?: number;
  /** Called as the upload moves, for a progress bar. */
  onProgress?: (progress: SubmitProgress) => void;
  /** Where to post (the service's AJAX address unless told). */
  action?: string;
  /** Makes the request object; tests hand in a fake one. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Sends a form to the service's AJAX endpoint as multipart. Never throws: every way it can fail
 * comes back as a result the page can explain to the visitor.
 *
 * XMLHttpRequest rather than fetch, because only it reports how much of an upload has been sent:
 * the visitor sees the photos going, and a stall is told apart from a slow line.
 */
export function submitForm(data: FormData, options: SubmitOptions = {}): Promise<SubmitResult> {
  const { stallTimeoutMs: stallMs = stallTimeoutMs, onProgress, signal } = options;
  const request = options.createRequest?.() ?? new XMLHttpRequest();
  return new Promise<SubmitResult>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (result: SubmitResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", abortFromOutside);
      resolve(result);
    };
    const fail = (error: unknown) => settle({ outcome: "network-error", error });
    const unreachable = (error: unknown) => settle({ outcome: "unreachable", error });
    // A plain timer (not AbortSignal.timeout) so that fake clocks in tests control it too.
    const moved = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request.abort();
        unreachable(new Error(`The form service made no progress for ${stallMs / 1000} s.`));
      }, stallMs);
    };
    // Settled first: the request's own "abort" event would otherwise report a lost connection.
    const abortFromOutside = () => {
      fail(signal?.reason);
      request.abort();
    };
    if (signal?.aborted) return abortFromOutside();
    signal?.addEventListener("abort", abortFromOutside, { once: true });

    request.upload.addEventListener("progress", (event) => {
      moved();
      if (event.lengthComputable) onProgress?.({ sent: event.loaded, total: event.total });
    });
    request.addEventListener("progress", moved);
    request.addEventListener("error", () =>
      unreachable(new Error("The connection to the form service failed.")),
    );
    request.addEventListener("abort", () => unreachable(new Error("The request was aborted.")));
    request.addEventListener("load", () => {
      if (request.status === 0) return unreachable(new Error("The form service could not be reached."));
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch (error) {
        // An HTML page (an ad blocker, a captcha, an error page): a failure to reach the service.
        return fail(error);
      }
      const answer = parseServiceAnswer(body);
      if ((request.status < 200 || request.status > 299) && answer.outcome === "success") {
        return settle({ outcome: "rejected", message: `The form service answered ${request.status}.` });
      }
      settle(answer);
    });

    try {
      request.open("POST", options.action ?? ajaxFormAction);
      request.setRequestHeader("Accept", "application/json");
      moved();
      request.send(data);
    } catch (error) {
      unreachable(error);
    }
  });
}
