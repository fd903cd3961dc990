// Shared with the service worker, which has no build settings: it posts where the kept order says.

const successMessage = "Form submitted successfully";

export type SubmitResult =
  | { outcome: "success" }
  | { outcome: "rejected"; message: string }
  /** Something other than the service answered (an error page, a captcha, a proxy). */
  | { outcome: "network-error"; error: unknown }
  /** The service may have the form anyway, so a retry must carry the same reference. */
  | { outcome: "unreachable"; error: unknown };

// `success` arrives as the string "true" or "false", and "false" is truthy.
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

// For the service worker, which has no XMLHttpRequest and so no progress: a whole-request limit
// instead of a stall timer, generous enough for photos over 2G.
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
