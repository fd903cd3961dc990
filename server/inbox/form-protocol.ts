/** What the inbox must say to look like FormSubmit (docs/form-service.md): keep in step with the service. */

/** "All files together must stay within 5 MB." Read as mebibytes, the more generous reading. */
export const attachmentLimitBytes = 5 * 1024 * 1024;

/** Room for the fields and the multipart framing. */
export const bodyLimitBytes = attachmentLimitBytes + 512 * 1024;

export function isSpecialField(name: string): boolean {
  return name.startsWith("_");
}

export const specialFields = {
  next: "_next",
  subject: "_subject",
  honeypot: "_honey",
} as const;

/** `success` is a string, as the real service sends it. */
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

/** `_next` on another host would make the studio's domain an open redirect: it gets `fallback`. */
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
