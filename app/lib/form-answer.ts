/**
 * The form service's answers, read the same way by the pages and by the service worker (which
 * knows no build settings: it posts where the kept order says).
 */

/** The answer the spec names as success besides `success: true`. */
const successMessage = "Form submitted successfully";

export type SubmitResult =
  | { outcome: "success" }
  | { outcome: "rejected"; message: string }
  /** The service answered, but not in its own words (an error page, a captcha, a proxy). */
  | { outcome: "network-error"; error: unknown }
  /**
   * No answer at all: offline, a dropped connection, a stall. The service may or may not have the
   * form (a stall can come after the last byte): a retry must carry the same reference.
   */
  | { outcome: "unreachable"; error: unknown };

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

/**
 * The post by `fetch`, for the service worker (which has no XMLHttpRequest): no progress to
 * report, so a whole-request limit instead of a stall timer, generous enough for photos over 2G.
 */
export async function sendByFetch(
  action: string,
  data: FormData,
  timeoutMs = 5 * 60_000,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(action, {
      method: "POST",
      body: data,
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { outcome: "unreachable", error };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return { outcome: "network-error", error };
  }
  const answer = parseServiceAnswer(body);
  if (!response.ok && answer.outcome === "success") {
    return { outcome: "rejected", message: `The form service answered ${response.status}.` };
  }
  return answer;
}
