// Sending a form by script to the service's AJAX address: loaded when a form is sent, not with the page.
import { parseServiceAnswer, type SubmitResult } from "./form-answer";
import { ajaxFormAction } from "./form-service";

// No progress for this long means a dead connection. The clock restarts on every step, so a slow
// upload that still moves (photos over 2G can take minutes) is never abandoned.
export const stallTimeoutMs = 30_000;

export interface SubmitProgress {
  sent: number;
  total: number;
}

export interface SubmitOptions {
  signal?: AbortSignal;
  stallTimeoutMs?: number;
  onProgress?: (progress: SubmitProgress) => void;
  action?: string;
  createRequest?: () => XMLHttpRequest;
}

// Never throws. XMLHttpRequest rather than fetch because only it reports upload progress, which
// also tells a stall from a slow line.
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
