/** The form service's limit for all files of one submission together. */
export const maxAttachmentBytes = 5 * 1024 * 1024;

// Counted in 1,024s like the 5 MB limit, so a photo just within it never reads as over it.
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}

export const photoFields = ["attachment", "attachment2", "attachment3", "attachment4"] as const;

export const maxPhotos = photoFields.length;

// Leaves room for the other fields and the multipart framing.
export const photoSetBudgetBytes = maxAttachmentBytes - 200 * 1024;

// Four of these stay well within the budget.
export const photoTargetBytes = 600 * 1024;

// Some phones give HEIC files no type, so photos are also known by their extension.
const imageExtensions = new Set(["jpg", "jpeg", "png", "webp", "avif", "gif", "heic", "heif"]);

export function isImageFile(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith("image/");
  return imageExtensions.has(extensionOf(file));
}

// Only letters and digits, so it is safe in a file name.
export function extensionOf(file: { name: string; type: string }): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^[a-z]+\/(?:x-)?([a-z0-9]{1,5})$/i.exec(file.type)?.[1];
  return fromType ? fromType.toLowerCase() : "bin";
}

// Never the customer's own file name, which may say more than they meant to.
export function photoFileName(kind: string, position: number, extension = "jpg"): string {
  return `${kind}-${position}.${extension}`;
}

export function photoRoom(otherBytes: readonly number[]): number {
  return Math.max(0, photoSetBudgetBytes - otherBytes.reduce((sum, bytes) => sum + bytes, 0));
}
