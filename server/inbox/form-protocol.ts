/**
 * What the local inbox must say to look like FormSubmit to the site (see /work/shared/FORMSUBMIT.md
 * and app/lib/form-service.ts). Keep these in step with the real service, or the mock drifts.
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

/** `_next` must be an absolute http(s) address, as the real service requires. */
export function redirectTarget(next: string | undefined): URL | null {
  if (!next) return null;
  try {
    const url = new URL(next);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
