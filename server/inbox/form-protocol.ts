/**
 * What the local inbox must say to look like FormSubmit to the site (see app/lib/form-service.ts and
 * docs/form-service.md). Keep these in step with the real service, or the mock drifts.
 */

/** "All files together must stay within 5 MB." Read as mebibytes, the more generous reading. */
export const attachmentLimitBytes = 5 * 1024 * 1024;

/** The whole request may be a little larger than its files: fields and multipart framing. */
export const bodyLimitBytes = attachmentLimitBytes + 512 * 1024;

/** The service's special fields all start with an underscore. */
export function isSpecialField(name: string): boolean {
  return name.startsWith("_");
}

export const specialFields = {
  next: "_next",
  subject: "_subject",
  honeypot: "_honey",
} as const;

/** The AJAX endpoint's answer. `success` is a string, as the real service sends it. */
export interface ServiceAnswer {
  success: "true" | "false";
  message: string;
}

export const successAnswer: ServiceAnswer = {
  success: "true",
  message: "The form was submitted successfully.",
};

export function failureAnswer(message: string): ServiceAnswer {
  return { success: "false", message };
}

export const tooLargeMessage =
  "Your attachments are larger than 5 MB in total. Please send smaller files, or send them by e-mail.";

/**
 * Where a plain post sends the visitor. `_next` must be an absolute http(s) address, as the real
 * service requires, and here also one of the site's own pages (the host the form was posted to):
 * any other address would turn the studio's domain into an open redirect. A foreign `_next` still
 * leads to the site's own thank-you page (`fallback`); the submission is kept either way.
 */
export function redirectTarget(
  next: string | undefined,
  siteHost: string,
  fallback: string,
): { location: string } | { problem: "missing" | "not-absolute" } {
  if (!next) return { problem: "missing" };
  let url: URL;
  try {
    url = new URL(next);
  } catch {
    return { problem: "not-absolute" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { problem: "not-absolute" };
  return { location: url.host === siteHost ? url.href : fallback };
}
