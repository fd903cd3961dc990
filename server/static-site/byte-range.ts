/**
 * The Range header (RFC 9110, section 14.2), for resuming downloads and media seeking. Only one
 * byte range is served; anything else gets the whole file, which the RFC allows.
 */
import { open } from "node:fs/promises";

/** First and last byte, both included, as in Content-Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The slice a Range header asks of a file of `size` bytes: a range, "unsatisfiable" (answer 416),
 * or null to ignore the header: absent, malformed, another unit, or several ranges.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  const set = /^bytes=(.*)$/i.exec(header ?? "")?.[1] ?? "";
  // Lists may hold empty elements, which recipients skip (RFC 9110, section 5.6.1).
  const specs = set.split(",").filter((spec) => spec.trim() !== "");
  if (specs.length !== 1) return null;
  const [, first = "", last = ""] = /^(\d*)-(\d*)$/.exec(specs[0]?.trim() ?? "") ?? [];
  if (first === "") {
    // `bytes=-n`: the last n bytes, or all of a shorter file; an empty file has none to name.
    const suffix = Number(last);
    if (last === "" || (size === 0 && suffix > 0)) return null;
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/** Reads only the range's bytes from disk; fewer when the file shrank since it was measured. */
export async function readRange(filePath: string, { start, end }: ByteRange): Promise<Buffer<ArrayBuffer>> {
  const file = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(end - start + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, start + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await file.close();
  }
}
