/** A floor of free disk space under the inbox, so uploads cannot fill the disk the server runs on. */
import { statfs as fsStatfs } from "node:fs/promises";
import path from "node:path";

export const defaultMinFreeBytes = 200 * 1024 * 1024;

/** One reading serves the posts of the next few seconds, so a burst costs one system call. */
export const diskReadingMaxAgeMs = 5_000;

export type StatFs = (folder: string) => Promise<{ bavail: number; bsize: number }>;

export interface DiskSpaceOptions {
  dir: string;
  minFreeBytes: number;
  statfs?: StatFs;
  now?: () => number;
}

export function createDiskSpaceCheck({
  dir,
  minFreeBytes,
  statfs = fsStatfs,
  now = Date.now,
}: DiskSpaceOptions): () => Promise<boolean> {
  let reading: { at: number; free: Promise<number | null> } | undefined;
  return async () => {
    const time = now();
    if (!reading || time - reading.at >= diskReadingMaxAgeMs) {
      reading = { at: time, free: freeBytes(path.resolve(dir), statfs) };
    }
    const free = await reading.free;
    // An unknown reading lets the post through: the store still reports a write that fails.
    return free === null || free >= minFreeBytes;
  };
}

/** The inbox folder may not exist yet: its nearest existing parent is on the same file system. */
async function freeBytes(dir: string, statfs: StatFs): Promise<number | null> {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    try {
      const { bavail, bsize } = await statfs(folder);
      return bavail * bsize;
    } catch (error) {
      const missing = error instanceof Error && "code" in error && error.code === "ENOENT";
      if (missing && path.dirname(folder) !== folder) continue;
      console.error("The form inbox could not read the free disk space:", error);
      return null;
    }
  }
}
