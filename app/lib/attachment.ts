/** The form service's limit for all files of one submission together. */
export const maxAttachmentBytes = 5 * 1024 * 1024;

export type AttachmentProblem = "not-image" | "too-large";

/**
 * Checks a chosen file before anything is sent: `accept="image/*"` only filters the picker, so a
 * visitor can still choose any file. Type is checked by the file's MIME type, size by its bytes.
 */
export function checkAttachment(file: File | null | undefined): AttachmentProblem | null {
  if (!file || file.size === 0) return null;
  if (!file.type.startsWith("image/")) return "not-image";
  if (file.size > maxAttachmentBytes) return "too-large";
  return null;
}
