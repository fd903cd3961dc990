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

/**
 * A file's size as people read it: "512 bytes", "340 KB", "1.2 MB". Counted in 1,024s, as the
 * 5 MB limit is, so a photo just within the limit never reads as over it.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}
