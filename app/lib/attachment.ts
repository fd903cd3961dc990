/** The form service's limit for all files of one submission together. */
export const maxAttachmentBytes = 5 * 1024 * 1024;

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

/**
 * The form fields an order's photos are sent in, in list order. The first is the one the studio's
 * e-mail has always had; the others sit beside it.
 */
export const photoFields = ["attachment", "attachment2", "attachment3", "attachment4"] as const;

/** At most this many photos go with one order. */
export const maxPhotos = photoFields.length;

/**
 * What the photos of one order may weigh together: the service's limit less room for the form's
 * other fields and the multipart framing.
 */
export const photoSetBudgetBytes = maxAttachmentBytes - 200 * 1024;

/** What each photo is made smaller to: four of them stay well within the budget. */
export const photoTargetBytes = 600 * 1024;

/** Image files the browser may give no type to (HEIC on some phones): known by their extension. */
const imageExtensions = new Set(["jpg", "jpeg", "png", "webp", "avif", "gif", "heic", "heif"]);

/** Whether a chosen file is a photo, by its type or, when the browser gives none, its extension. */
export function isImageFile(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith("image/");
  return imageExtensions.has(extensionOf(file));
}

/**
 * A file's extension, lowercase, from its name or else its type ("heic" for `image/heic`); "bin"
 * when neither says. Only letters and digits, so it is safe in a file name.
 */
export function extensionOf(file: { name: string; type: string }): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^[a-z]+\/(?:x-)?([a-z0-9]{1,5})$/i.exec(file.type)?.[1];
  return fromType ? fromType.toLowerCase() : "bin";
}

/**
 * The name a photo is sent under: what it shows and its place, as `fabric-2.jpg`. Never the
 * customer's own file name, which may say more than they meant to.
 */
export function photoFileName(kind: string, position: number, extension = "jpg"): string {
  return `${kind}-${position}.${extension}`;
}

/**
 * How many bytes one photo may take, given what the others take (or will take): the budget less
 * theirs, never below nothing.
 */
export function photoRoom(otherBytes: readonly number[]): number {
  return Math.max(0, photoSetBudgetBytes - otherBytes.reduce((sum, bytes) => sum + bytes, 0));
}
