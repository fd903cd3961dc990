/**
 * Safe names for stored attachments. The browser's file name is untrusted text: it may hold
 * folders, `..`, control characters or be empty, so it is reduced to letters, digits and a few
 * punctuation marks before it touches the disk. The original stays in the record.
 */
import path from "node:path";

/** In UTF-8 bytes: file systems limit names to 255 bytes, and we leave room for `-2` and such. */
const maxBytes = 150;

export function sanitizeFileName(original: string): string {
  // Some browsers send a full path ("C:\fakepath\photo.png"); keep only the last part.
  const base = original.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.\s-]+/, "")
    .trim();
  const shortened = shorten(cleaned);
  return shortened === "" || /^\.+$/.test(shortened) ? "attachment" : shortened;
}

/**
 * Gives each file of one submission its own name: `photo.png`, `photo-2.png`, … `taken` holds the
 * names already used, in lower case, because some file systems ignore case.
 */
export function uniqueFileName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let counter = 2; ; counter += 1) {
    const candidate = `${stem}-${counter}${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Keeps the extension when a long name is cut, so the file still opens with the right program. */
function shorten(name: string): string {
  if (Buffer.byteLength(name) <= maxBytes) return name;
  const extension = path.extname(name).slice(0, 16);
  // Cut whole code points, never half of a character outside the Basic Multilingual Plane.
  const stem = Array.from(name.slice(0, name.length - extension.length));
  while (stem.length > 0 && Buffer.byteLength(stem.join("") + extension) > maxBytes) stem.pop();
  return stem.join("") + extension;
}
