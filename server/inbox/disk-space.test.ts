import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createDiskSpaceCheck, diskReadingMaxAgeMs } from "./disk-space";

const mebibytes = (count: number) => count * 1024 * 1024;
const notFound = () => Object.assign(new Error("ENOENT: no such file or directory"), { code: "ENOENT" });

describe("createDiskSpaceCheck", () => {
  it("reads the nearest folder that exists when the inbox folder does not yet", async () => {
    const dir = path.resolve("/srv/site/.inbox");
    const statfs = vi.fn(async (folder: string) => {
      if (folder !== path.dirname(dir)) throw notFound();
      return { bavail: 1000, bsize: 4096 };
    });
    const hasRoom = createDiskSpaceCheck({ dir, minFreeBytes: 1, statfs });
    expect(await hasRoom()).toBe(true);
    expect(statfs.mock.calls.map(([folder]) => folder)).toEqual([dir, path.dirname(dir)]);
  });

  it("refuses below the floor and reuses one reading for a few seconds", async () => {
    let time = 0;
    let free = mebibytes(150);
    const statfs = vi.fn(async () => ({ bavail: free / 4096, bsize: 4096 }));
    const hasRoom = createDiskSpaceCheck({ dir: "/", minFreeBytes: mebibytes(200), statfs, now: () => time });
    expect(await hasRoom()).toBe(false);
    free = mebibytes(300);
    time += diskReadingMaxAgeMs - 1;
    expect(await hasRoom()).toBe(false);
    expect(statfs).toHaveBeenCalledTimes(1);
    time += 1;
    expect(await hasRoom()).toBe(true);
    expect(statfs).toHaveBeenCalledTimes(2);
  });

  it("lets posts through when the free space cannot be read", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const statfs = async () => {
      throw Object.assign(new Error("not supported"), { code: "ENOSYS" });
    };
    expect(await createDiskSpaceCheck({ dir: "/", minFreeBytes: 1, statfs })()).toBe(true);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
