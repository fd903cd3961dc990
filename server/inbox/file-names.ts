/** A browser's file name may hold folders, `..` or control characters: only letters and a few marks stay. */
import path from "node:path";

/** File systems take 255 bytes; room is left for `-2` and such. */
const maxBytes = 150;

export function sanitizeFileName(original: string): string {
  // Some browsers send a full path ("C:\fakepath\photo.png").
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

/** `taken` is in lower case: some file systems ignore case. */
export function uniqueFileName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let counter = 2; ; counter += 1) {
    const candidate = `${stem}-${counter}${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

function shorten(name: string): string {
  if (Buffer.byteLength(name) <= maxBytes) return name;
  const extension = path.extname(name).slice(0, 16);
  // Whole code points, never half of a character outside the Basic Multilingual Plane.
  const stem = Array.from(name.slice(0, name.length - extension.length));
  while (stem.length > 0 && Buffer.byteLength(stem.join("") + extension) > maxBytes) stem.pop();
  return stem.join("") + extension;
}
